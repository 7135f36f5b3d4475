import { Icon } from '../icons/Icon';
import { badgeIcon, type BadgeVariant } from '../../lib/courses/badges';

const STYLES: Record<BadgeVariant, string> = {
  cor: 'border-amber-300 bg-amber-50 text-amber-900',
  fatigue: 'border-indigo-200 bg-indigo-50 text-indigo-800',
  subsidised: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  online: 'border-sky-200 bg-sky-50 text-sky-800',
  'short-course': 'border-teal-200 bg-teal-50 text-teal-800',
  'entry-level': 'border-lime-300 bg-lime-50 text-lime-900',
  'full-qualification': 'border-navy-900 bg-navy-900 text-white',
  'leadership-level': 'border-violet-200 bg-violet-50 text-violet-800',
  outline: 'border-slate-300 bg-white text-slate-700',
};

const ICONS = { cor: 'chain', fatigue: 'moon' } as const;

export function CourseBadge({ tag, variant }: { tag: string; variant: BadgeVariant }) {
  const icon = badgeIcon(variant);
  return (
    <span
      data-variant={variant}
      className={`inline-flex h-6 items-center gap-1 rounded-full border px-2.5 text-xs leading-none font-semibold whitespace-nowrap ${STYLES[variant]}`}
    >
      {icon && <Icon name={ICONS[icon]} className="size-3.5 shrink-0" />}
      {tag}
    </span>
  );
}
