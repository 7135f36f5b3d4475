import type { IncomingMessage, ServerResponse } from 'node:http';
import { COMMON_SECURITY_HEADERS, contentSecurityPolicy, HSTS } from '../../contracts/security/headers.ts';
import { cameOverTls } from './http.ts';

/**
 * Every answer's security headers, set before any handler runs. API answers get a policy that allows
 * nothing; the static site replaces it with a page's or an asset's policy.
 */
export function applySecurityHeaders(request: IncomingMessage, response: ServerResponse, trustedProxies: number): void {
  for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) response.setHeader(name, value);
  response.setHeader('Content-Security-Policy', contentSecurityPolicy('api'));
  // Browsers ignore HSTS over plain HTTP; sending it only over TLS keeps a local http:// setup usable.
  if (cameOverTls(request, trustedProxies)) response.setHeader('Strict-Transport-Security', HSTS);
}
