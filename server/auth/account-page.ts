import type { IncomingMessage } from 'node:http';
import { ACCOUNT_APPLICATIONS_MARK, ACCOUNT_OVERVIEW_MARK, SIGNED_OUT_MARK } from '../../contracts/account-page.ts';
import { ACCOUNT_PATH } from '../../contracts/routes.ts';
import type { RouteHandler } from '../core/http.ts';
import { releasePage, sendHtml } from '../forms/form-answers.ts';
import type { Release } from '../releases/releases.ts';

// The marks as the build writes them: the attribute alone or empty (`=""`), the invitation's followed by `hidden`.
const overviewTag = new RegExp(`<div ${ACCOUNT_OVERVIEW_MARK}(="")?(?=[\\s>])`);
const hiddenInvitationTag = new RegExp(`<div ${SIGNED_OUT_MARK}(="")? hidden(?=[\\s>])`);
const applicationsPlace = new RegExp(`<section ${ACCOUNT_APPLICATIONS_MARK}(="")? hidden(="")?>\\s*</section>`);

/** /account as a visitor without a session sees it: the invitation shown, the account hidden; null without both marks. */
export function signedOutAccountPage(html: string): string | null {
  if (!overviewTag.test(html) || !hiddenInvitationTag.test(html)) return null;
  return html.replace(overviewTag, (tag) => `${tag} hidden`).replace(hiddenInvitationTag, `<div ${SIGNED_OUT_MARK}`);
}

/** /account with the signed-in visitor's applications in their place; null when the build left no place. */
export function accountPageWithApplications(html: string, applications: string): string | null {
  return applicationsPlace.test(html) ? html.replace(applicationsPlace, () => applications) : null;
}

/**
 * Answers GET and HEAD of /account for a visitor without a session with the invitation to sign in or sign up, so
 * the page works without JavaScript instead of saying "Loading your account…" for ever. A visitor with a session,
 * or when the session cannot be checked (`signedIn` says null), gets the page as built, from `otherwise`; one with
 * applications to study gets it with them listed (`applications`, the list's HTML or null).
 */
export function accountPage({
  release,
  signedIn,
  applications,
  otherwise,
}: {
  release: () => Release | null;
  signedIn: (request: IncomingMessage) => Promise<boolean | null>;
  applications: (request: IncomingMessage) => Promise<string | null>;
  otherwise: RouteHandler;
}): RouteHandler {
  return async (request, response) => {
    const method = request.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') return otherwise(request, response);
    const session = await signedIn(request);
    if (session === true) {
      const list = await applications(request);
      const page = list && (await releasePage(release(), ACCOUNT_PATH));
      const html = page && accountPageWithApplications(page, list);
      if (!html) return otherwise(request, response);
      return sendHtml(response, 200, html, { Vary: 'Cookie' }, method);
    }
    if (session !== false) return otherwise(request, response);
    const page = await releasePage(release(), ACCOUNT_PATH);
    const html = page && signedOutAccountPage(page);
    if (!html) return otherwise(request, response);
    sendHtml(response, 200, html, { Vary: 'Cookie' }, method);
  };
}
