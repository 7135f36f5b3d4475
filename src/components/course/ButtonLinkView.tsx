import { Icon } from '../icons/Icon';
import { EXTERNAL_LINK_REL } from '../../lib/constants';
import type { ButtonLink } from '../../lib/courses/buttons';

const STYLES = {
  primary: 'bg-teal-700 text-white shadow-sm hover:bg-teal-600',
  secondary: 'border-2 border-navy-800 text-navy-900 hover:bg-navy-900 hover:text-white',
  accent: 'bg-amber-400 text-navy-950 shadow-sm hover:bg-amber-500',
} as const;

interface Props {
  link: ButtonLink;
  variant?: keyof typeof STYLES;
  /** Said after the label to screen readers, to tell apart the same button on many cards. */
  context?: string;
  className?: string;
}

/** A link styled as a button; external ones open in a new tab and say so. */
export function ButtonLinkView({ link, variant = 'primary', context, className = '' }: Props) {
  return (
    <a
      href={link.href}
      {...(link.external ? { target: '_blank', rel: EXTERNAL_LINK_REL } : {})}
      className={`inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-3 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors ${STYLES[variant]} ${className}`}
    >
      {link.label}
      {context && <span className="sr-only"> {context}</span>}
      {link.external && (
        <>
          <Icon name="external" className="size-3.5 shrink-0" />
          <span className="sr-only"> (opens in a new tab)</span>
        </>
      )}
    </a>
  );
}
