import { FORM_SERVICE_EMBED_BASE } from '../../../contracts/external-services.ts';
import { isExternalHref } from '../site/links.ts';

export const PD_BUTTONS = {
  register: 'Register & Pay Now',
  learnMore: 'Learn More',
  comingSoon: 'Coming Soon',
} as const;

/** The external form service of PD cards: a link on one of its hosts opens the form in a modal. */
export const FORM_SERVICE_DOMAIN = 'jotform.com';

export type PdCardAction =
  | { kind: 'form'; label: string; href: string; formId: string | null }
  | { kind: 'link'; label: string; href: string; external: boolean }
  | { kind: 'coming-soon'; label: string }
  | { kind: 'none' };

interface PdCardSession {
  status: 'active' | 'coming-soon';
  formLink?: string | null;
  registrationLink?: string | null;
}

function urlOf(href: string): URL | null {
  try {
    return new URL(href);
  } catch {
    return null;
  }
}

/** Whether a link points to the external form service (any of its hosts). */
export function isFormServiceLink(href: string): boolean {
  const host = urlOf(href.trim())?.hostname.toLowerCase();
  return host !== undefined && (host === FORM_SERVICE_DOMAIN || host.endsWith(`.${FORM_SERVICE_DOMAIN}`));
}

/** The form id of a form-service link: its last path segment (spec 7); null when that is not an id. */
export function formIdOf(href: string): string | null {
  const segments = urlOf(href.trim())?.pathname.split('/').filter(Boolean) ?? [];
  const last = segments.at(-1);
  return last && /^\d+$/.test(last) ? last : null;
}

export const formEmbedUrl = (formId: string) => `${FORM_SERVICE_EMBED_BASE}${encodeURIComponent(formId)}`;

/**
 * A PD card's button (spec 4, 7). Coming-soon sessions get a disabled 'Coming Soon'. An active session's
 * link (the form link, else the registration link) gives 'Register & Pay Now' in a modal when it points
 * to the form service, and 'Learn More' otherwise.
 */
export function pdCardAction(session: PdCardSession): PdCardAction {
  if (session.status === 'coming-soon') return { kind: 'coming-soon', label: PD_BUTTONS.comingSoon };
  const href = (session.formLink || session.registrationLink || '').trim();
  if (href === '') return { kind: 'none' };
  if (isFormServiceLink(href)) return { kind: 'form', label: PD_BUTTONS.register, href, formId: formIdOf(href) };
  return { kind: 'link', label: PD_BUTTONS.learnMore, href, external: isExternalHref(href) };
}
