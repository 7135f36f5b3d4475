/**
 * The site's button styles, for links and buttons alike: one set of class strings that the Astro
 * components, the islands and the server-rendered React components all use.
 */
const VARIANTS = {
  /** The main action of a section: teal. */
  primary: 'bg-teal-700 text-white shadow-sm hover:bg-teal-600 disabled:opacity-60',
  /** A second action beside the main one: navy outline. */
  secondary:
    'border-2 border-navy-800 text-navy-900 hover:bg-navy-900 hover:text-white disabled:border-slate-300 disabled:text-slate-500 disabled:hover:bg-transparent',
  /** The main action on a navy background: amber. */
  accent: 'bg-amber-400 text-navy-950 shadow-sm hover:bg-amber-500',
  /** A second action on a navy background: white. */
  light: 'bg-white text-navy-900 hover:bg-mist-100',
  /** The action of a teal promo band. */
  promo: 'bg-white text-teal-700 shadow-sm hover:bg-mist-100',
  /** A third action on a navy background: white outline. */
  outlineLight: 'border-2 border-white/70 text-white hover:bg-white hover:text-navy-900',
  /** A quiet step back (Back, Start Over). */
  quiet: 'border border-slate-300 bg-white text-navy-900 hover:bg-mist-100 disabled:opacity-50',
  /** An action that cannot be undone (deleting an account): red. */
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 disabled:opacity-60',
  /** An action that is not available yet (a coming-soon session). */
  unavailable: 'bg-slate-200 text-slate-600',
} as const;

const SIZES = {
  /** Cards and side panels: at least 44 px high, small text. */
  sm: 'min-h-11 gap-1.5 px-3 py-2.5 text-sm',
  md: 'gap-2 px-5 py-2.5',
  lg: 'gap-2 px-6 py-3',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export const buttonClass = (variant: ButtonVariant = 'primary', size: ButtonSize = 'lg') =>
  `inline-flex items-center justify-center rounded-lg font-semibold transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${SIZES[size]}`;
