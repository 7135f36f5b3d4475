import type { ComponentPropsWithRef } from 'react';
import { Icon } from '../icons/Icon';

/** A button that shows only the close icon, named by `label`: Radix's Close parts render it with `asChild`. */
export function CloseButton({
  label,
  iconClassName,
  ...button
}: ComponentPropsWithRef<'button'> & { label: string; iconClassName: string }) {
  return (
    <button type="button" aria-label={label} {...button}>
      <Icon name="close" className={iconClassName} />
    </button>
  );
}
