import type { IncomingMessage } from 'node:http';
import { cameOverTls } from '../core/http.ts';

/** The page's origin as the visitor sees it: the Host they asked for, over TLS when a trusted proxy says so. */
export const ownOrigin = (request: IncomingMessage, trustProxy: number) =>
  `${cameOverTls(request, trustProxy) ? 'https' : 'http'}://${request.headers.host ?? 'localhost'}`;

/**
 * A request from one of our own pages. Browsers send Origin with every POST; a request without one
 * is accepted only when Fetch Metadata says it is same-origin, so no other site can act for a
 * visitor (CSRF), with or without cookies.
 */
export function fromOwnPage(request: IncomingMessage, origin: string): boolean {
  const sent = request.headers.origin;
  if (sent) return sent === origin;
  return request.headers['sec-fetch-site'] === 'same-origin';
}
