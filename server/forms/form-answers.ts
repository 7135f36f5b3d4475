import { access, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { contentSecurityPolicy, pageCspFromHtml } from '../../contracts/security/headers.ts';
import { FORM_MEDIA_TYPE } from '../../contracts/forms/form-posts.ts';
import type { Release } from '../releases/releases.ts';
import { escapeHtml, fillFormPage, type FormPageFill } from './form-page.ts';
import { encodePage } from './page-encoding.ts';

/** The request body's media type, without parameters. */
export const mediaType = (request: IncomingMessage) =>
  String(request.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();

export const isFormPost = (request: IncomingMessage) => mediaType(request) === FORM_MEDIA_TYPE;

/** After a kept form post: the browser fetches the confirmation page, and reloading it sends nothing again. */
export function sendSeeOther(response: ServerResponse, location: string): void {
  response.writeHead(303, { Location: location, 'Cache-Control': 'no-store', 'Content-Length': '0' });
  response.end();
}

const pageFile = (release: Release, path: string) => join(release.dir, `${path.replace(/^\/+/, '') || 'index'}.html`);

/** The live release's page for a path (`/get-in-touch` → get-in-touch.html), or null before the first build. */
export async function releasePage(release: Release | null, path: string): Promise<string | null> {
  if (!release) return null;
  return readFile(pageFile(release, path), 'utf8').catch(() => null);
}

/** Whether the live release has a page for a path, without reading it. */
export async function releaseHasPage(release: Release | null, path: string): Promise<boolean> {
  if (!release) return false;
  return access(pageFile(release, path)).then(
    () => true,
    () => false,
  );
}

/** A page the publisher made for this one visitor: never stored by a cache, its policy read from it. */
export function sendHtml(
  response: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
  method = 'GET',
) {
  const { body, headers: encoding } = encodePage(response.req, html);
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
    // The page's own policy, as the release serves it: its scripts and styles are hashed in it.
    'Content-Security-Policy': contentSecurityPolicy('page', pageCspFromHtml(html) ?? undefined),
    ...encoding,
    ...headers,
    Vary: [encoding.Vary, headers.Vary].filter(Boolean).join(', '),
  });
  response.end(method === 'HEAD' ? undefined : body);
}

/** A bare page for when the site's own page cannot be had (no release yet): the problems, in a list. */
function plainPage(fill: FormPageFill): string {
  const items = [fill.notice, ...Object.values(fill.errors)].filter(Boolean) as string[];
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>Please check the form</title></head><body><main><h1>Please check the form</h1><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul><p>Go back to correct it; what you typed is still there.</p></main></body></html>`;
}

/** The form's page again, filled in with what was sent and its problems (422, or 429 when throttled). */
export function sendFormPage(
  response: ServerResponse,
  status: number,
  page: string | null,
  fill: FormPageFill,
  headers: Record<string, string> = {},
): void {
  sendHtml(response, status, page ? fillFormPage(page, fill) : plainPage(fill), headers);
}

/** A cross-site form post: refused, with nothing of it kept or echoed back. */
export function sendCrossSiteRefused(response: ServerResponse): void {
  sendHtml(
    response,
    403,
    '<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>Refused</title></head><body><main><h1>This form must be sent from our own site</h1></main></body></html>',
  );
}
