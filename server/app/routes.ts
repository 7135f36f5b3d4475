import type { IncomingMessage, ServerResponse } from 'node:http';
import { APPLY_PATH } from '../../contracts/applications/apply-routes.ts';
import { ACCOUNT_PATH, AUTH_API_PATH, RESET_PASSWORD_PATH } from '../../contracts/routes.ts';
import { accountPage } from '../auth/account-page.ts';
import type { Accounts } from '../auth/accounts.ts';
import { resetPasswordPage } from '../auth/reset-password-page.ts';
import { refusedByConnectionLimits } from '../core/connection-limits.ts';
import { ClientGoneError, sendJson, type RouteHandler } from '../core/http.ts';
import { errorMessage, type Logger } from '../core/log.ts';
import { applySecurityHeaders } from '../core/security-headers.ts';
import type { Parts } from './start.ts';

/**
 * The publisher's route table: each subsystem's own routes, the reset page, /account (the invitation
 * to sign in for a visitor without a session), the account API, and `/apply` with the question pages of an
 * application under it, and the built pages
 * for every other path. Every request gets the security headers and the connection limits first; a
 * handler that fails is answered 500 and logged.
 */
export function routeRequests(
  { site, preview, publishing, contact, pdRegistration, apply }: Parts,
  accounts: () => Accounts | null,
  { trustProxy, log }: { trustProxy: number; log: Logger },
) {
  // The built pages: a draft's preview for a visitor previewing, else the live release.
  const pages: RouteHandler = (request, response) =>
    (preview?.isPreviewing(request) ? preview.channel.handle : site.handle)(request, response);
  const routes: Record<string, RouteHandler> = {
    ...preview?.routes,
    ...publishing.routes,
    ...contact.routes,
    ...pdRegistration.routes,
    [RESET_PASSWORD_PATH]: resetPasswordPage({ release: () => site.current(), otherwise: pages }),
    [ACCOUNT_PATH]: accountPage({
      release: () => site.current(),
      signedIn: async (request) =>
        preview?.isPreviewing(request) ? null : ((await accounts()?.signedIn(request)) ?? null),
      applications: (request) => apply.accountApplications(request),
      otherwise: pages,
    }),
  };
  const accountsRoute: RouteHandler = (request, response) => {
    const started = accounts();
    if (started) return started.handle(request, response);
    sendJson(response, 503, { message: 'Accounts are not available right now.' }, { 'Retry-After': '30' });
  };

  return (request: IncomingMessage, response: ServerResponse) => {
    const pathname = (request.url ?? '/').split('?')[0];
    applySecurityHeaders(request, response, trustProxy);
    if (refusedByConnectionLimits(request, response)) return;
    const handler =
      routes[pathname] ??
      (pathname.startsWith(`${AUTH_API_PATH}/`)
        ? accountsRoute
        : pathname === APPLY_PATH || pathname.startsWith(`${APPLY_PATH}/`)
          ? apply.handle
          : pages);
    Promise.resolve()
      .then(() => handler(request, response))
      .catch((error) => {
        if (error instanceof ClientGoneError) return void response.destroy();
        log.error('request.failed', { method: request.method, path: pathname, error: errorMessage(error) });
        if (!response.headersSent) sendJson(response, 500, { error: 'Something went wrong on our side.' });
        else response.destroy();
      });
  };
}
