import { Icon } from '../icons/Icon';
import { buttonClass } from '../../lib/ui/buttons';

const primaryButton = buttonClass('primary', 'md');
const secondaryButton = buttonClass('quiet', 'md');

/** A recommended unit (or the contact card) with its link. */
interface Props {
  label: string;
  code?: string;
  title: string;
  benefit: string;
  href: string;
  action: string;
  featured: boolean;
}

export function RecommendationCard({ label, code, title, benefit, href, action, featured }: Props) {
  return (
    <li
      className={`rounded-xl border p-6 ${featured ? 'border-teal-600 bg-teal-700/5 ring-1 ring-teal-600' : 'border-mist-200 bg-mist-50'}`}
    >
      <p
        className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase ${
          featured ? 'bg-teal-700 text-white' : 'bg-navy-900/10 text-navy-900'
        }`}
      >
        {label}
      </p>
      <h3 className="mt-3 text-xl font-bold text-navy-900">
        {/* A real space, not only a margin, so the accessible name reads "TLIF0025 Follow…", not one word. */}
        {code && <span className="font-mono text-base font-semibold text-teal-700">{code} </span>}
        {title}
      </h3>
      <p className="mt-2 text-slate-700">{benefit}</p>
      <a href={href} className={`mt-5 ${featured ? primaryButton : secondaryButton}`}>
        {action}
        <Icon name="arrowRight" className="size-4" />
      </a>
    </li>
  );
}
