import type { IncomingMessage } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptedEncoding } from '../releases/send-file.ts';

/** What a page the publisher makes for one visitor is sent as: compressed when the request allows it. */
export interface EncodedPage {
  body: Buffer;
  headers: Record<string, string>;
}

// Quality 5: a tenth of a page's bytes for about a millisecond, where the releases' files take 11 once, ahead.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * A page made for one visitor, brotli or gzip when the browser accepts it, as the release's own pages are. Never
 * for an address with a query: a page that echoes what an address carries beside what it holds for this visitor
 * (a reset or resume link's token, a learner's answers) is how BREACH reads a secret out of compressed sizes; a
 * page a form post answers echoes only what the visitor sent, from our own pages (the same-site rule).
 */
export function encodePage(request: IncomingMessage | undefined, html: string): EncodedPage {
  const body = Buffer.from(html);
  const plain = { body, headers: { Vary: 'Accept-Encoding' } };
  if (!request || (request.url ?? '').includes('?')) return plain;
  const encoding = acceptedEncoding(String(request.headers['accept-encoding'] ?? ''), { br: true, gzip: true });
  if (!encoding) return plain;
  const encoded = encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body);
  return { body: encoded, headers: { ...plain.headers, 'Content-Encoding': encoding } };
}
