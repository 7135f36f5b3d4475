import type { IncomingMessage } from 'node:http';

/** The value of the request's cookie `name`, or undefined: the publisher's own cookies (preview, device). */
export function readCookie(request: IncomingMessage, name: string): string | undefined {
  for (const pair of String(request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
