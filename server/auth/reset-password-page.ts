/**
 * The reset-password page with the e-mailed link's token already in its form. The page is static, and only a
 * script could copy the token from the address into the form, so without JavaScript the form posted no token
 * and every reset failed. The token is a secret for an hour: the page is never stored, never sends its address on
 * as a referrer, and nothing here logs it (the publisher's logs name paths, never queries).
 */
import { RESET_PASSWORD_PATH, RESET_TOKEN_PARAM, RESET_TOKEN_PATTERN } from '../../contracts/routes.ts';
import type { RouteHandler } from '../core/http.ts';
import { releasePage, sendHtml } from '../forms/form-answers.ts';
import { fillFormPage } from '../forms/form-page.ts';
import type { Release } from '../releases/releases.ts';

/** The island that holds the reset form (its `component-url`). */
export const RESET_PASSWORD_ISLAND = 'ResetPasswordForm';

/**
 * Headers for any answer that carries a reset token, in its address or its form. Requests from the page name only
 * the site as their referrer, never the address with the token. Not `no-referrer`: with it browsers send
 * `Origin: null` with the form's own post, which the account API refuses as coming from another site.
 */
export const RESET_TOKEN_HEADERS = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'strict-origin' };

/** The token as sent, when it has a token's shape; anything else is never put into a page. */
export const resetToken = (value: string | null | undefined) =>
  value && RESET_TOKEN_PATTERN.test(value) ? value : undefined;

/**
 * Answers GET and HEAD of the reset page with a token in the query; everything else (no token, another method,
 * no release with the page) goes to `otherwise`, the static site.
 */
export function resetPasswordPage({
  release,
  otherwise,
}: {
  release: () => Release | null;
  otherwise: RouteHandler;
}): RouteHandler {
  return async (request, response) => {
    const method = request.method ?? 'GET';
    const query = new URL(request.url ?? '/', 'http://site.invalid').searchParams;
    if ((method !== 'GET' && method !== 'HEAD') || !query.has(RESET_TOKEN_PARAM)) return otherwise(request, response);
    const page = await releasePage(release(), RESET_PASSWORD_PATH);
    if (!page) return otherwise(request, response);
    const token = resetToken(query.get(RESET_TOKEN_PARAM));
    // A malformed token gets the page as built: its form posts none, and the visitor is told the link is not valid.
    // The island reads the same token from the address when it hydrates.
    const html = token
      ? fillFormPage(page, { island: RESET_PASSWORD_ISLAND, values: { token }, errors: {}, hydrates: true })
      : page;
    sendHtml(response, 200, html, RESET_TOKEN_HEADERS, method);
  };
}
