import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { BodyTooLargeError, readBody, sendJson, sendMethodNotAllowed, sendTooLarge } from './http.ts';
import type { Logger } from './log.ts';
import { sampledWarn } from './log-sampler.ts';

export const WEBHOOK_BODY_LIMIT = 1024 * 1024;
/** @sanity/webhook has no replay window, so a captured request could otherwise be replayed forever. */
export const WEBHOOK_MAX_AGE_MS = 5 * 60_000;
/** Bodies read at once: a flood of well-formed but forged requests cannot hold more than this many MB. */
const MAX_CONCURRENT_READS = 8;

export interface WebhookOptions {
  secret: string | undefined;
  log: Logger;
  /** Called once per accepted webhook with the ids of the documents it names; resolves once the build request is durable. */
  onAccepted: (documentIds: string[]) => Promise<void>;
  now?: () => number;
}

/** The document ids in Sanity's projection (`{_id, _type}` or any object with `_id`), for the logs. */
function documentIds(body: string): string[] {
  try {
    const parsed = JSON.parse(body) as unknown;
    const items = Array.isArray(parsed) ? parsed : [parsed];
    return items
      .flatMap((item) => (typeof (item as { _id?: unknown })?._id === 'string' ? [(item as { _id: string })._id] : []))
      .slice(0, 20);
  } catch {
    return [];
  }
}

/** POST /api/rebuild: Sanity's GROQ-powered webhook, verified over the raw body before anything is scheduled. */
export function createWebhookHandler({ secret, log, onAccepted, now = Date.now }: WebhookOptions) {
  const warn = sampledWarn(log);
  let reading = 0;
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method !== 'POST') return sendMethodNotAllowed(response, ['POST']);
    if (!secret) {
      return sendJson(response, 503, {
        error: 'Webhooks are off: set SANITY_WEBHOOK_SECRET to the secret of the Sanity webhook.',
      });
    }
    // The connection closes after a refusal, so an unread body is dropped rather than read.
    const reject = (status: number, reason: string, headers: Record<string, string> = {}) => {
      warn('webhook.rejected', { reason });
      sendJson(response, status, { error: reason }, { Connection: 'close', ...headers });
    };
    // Everything the header alone can tell is checked before a byte of the body is read.
    const signature = request.headers[SIGNATURE_HEADER_NAME];
    if (typeof signature !== 'string' || signature === '') return reject(401, 'The request is not signed.');
    let timestamp: number;
    try {
      timestamp = decodeSignatureHeader(signature).timestamp;
    } catch {
      return reject(401, 'The signature is not valid.');
    }
    if (Math.abs(now() - timestamp) > WEBHOOK_MAX_AGE_MS)
      return reject(401, 'The signature is stale: its timestamp is more than 5 minutes from now.');
    if (reading >= MAX_CONCURRENT_READS)
      return reject(503, 'Too many webhooks at once; try again shortly.', { 'Retry-After': '5' });
    reading += 1;
    let body: string;
    try {
      body = (await readBody(request, WEBHOOK_BODY_LIMIT)).toString('utf8');
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        warn('webhook.rejected', { reason: 'too large' });
        return sendTooLarge(response, WEBHOOK_BODY_LIMIT);
      }
      throw error;
    } finally {
      reading -= 1;
    }
    if (!(await isValidSignature(body, signature, secret))) return reject(401, 'The signature is not valid.');
    const ids = documentIds(body);
    // On disk before the answer: a 202 is a promise to build, even across a crash.
    await onAccepted(ids.length ? ids : ['webhook']);
    log.info('webhook.accepted', { documentIds: ids });
    sendJson(response, 202, { ok: true, message: 'A build is scheduled.' });
  };
}
