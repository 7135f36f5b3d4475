import { Icon } from '../icons/Icon';
import { SHORTLIST_LABELS } from '../../lib/shortlist/shortlist';

interface Props {
  code: string;
  title: string;
  className?: string;
}

/**
 * "Add to shortlist" for one course, rendered hidden: src/scripts/shortlist.ts shows it and sets aria-pressed
 * once it can read the saved list, so without JavaScript there is no dead button.
 */
export function ShortlistToggle({ code, title, className = '' }: Props) {
  return (
    <div data-shortlist={code} hidden className={className} data-pagefind-ignore="all">
      <button
        type="button"
        aria-pressed="false"
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-teal-700 px-3 py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50 aria-pressed:bg-teal-700 aria-pressed:text-white"
      >
        <Icon name="bookmark" className="size-4" />
        <span data-label>{SHORTLIST_LABELS.add}</span>
        <span className="sr-only">{`${code} ${title}`}</span>
      </button>
      <p data-shortlist-note role="status" className="text-sm font-medium text-red-800 not-empty:mt-1"></p>
    </div>
  );
}
