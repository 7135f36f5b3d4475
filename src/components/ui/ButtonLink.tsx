import { Icon } from '../icons/Icon';
import { Link } from './Link';
import type { ButtonLink as ButtonLinkData } from '../../lib/courses/buttons';
import { buttonClass, type ButtonVariant } from '../../lib/ui/buttons';

interface Props {
  link: ButtonLinkData;
  variant?: ButtonVariant;
  /** Said after the label to screen readers, to tell apart the same button on many cards. */
  context?: string;
  /** Layout only (width, flex, wrapping); the look comes from the variant. */
  className?: string;
}

/** A course's action as a small button; an external one opens in a new tab, shows the icon and says so. */
export function ButtonLink({ link, variant = 'primary', context, className = '' }: Props) {
  return (
    <Link
      href={link.href}
      external={link.external}
      className={`${buttonClass(variant, 'sm')} text-center ${className}`}
    >
      {link.label}
      {context && (
        <span className="sr-only" data-pagefind-ignore="">
          {' '}
          {context}
        </span>
      )}
      {link.external && <Icon name="external" className="size-3.5 shrink-0" />}
    </Link>
  );
}
