import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { BodyTooLargeError, readBody, sendJson, sendMethodNotAllowed, sendTooLarge } from './http.ts';
import type { Logger } from './log.ts';

export const WEBHOOK_BODY_LIMIT = 1024 * 1024;
/** @sanity/webhook has no replay window, so a captured request could otherwise be replayed forever. */
export const WEBHOOK_MAX_AGE_MS = 5 * 60_000;

export interface WebhookOptions {
  secret: string | undefined;
  log: Logger;
  /** Called once per accepted webhook with the ids of the documents it names. */
  onAccepted: (documentIds: string[]) => void;
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
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method !== 'POST') return sendMethodNotAllowed(response, ['POST']);
    if (!secret) {
      return sendJson(response, 503, {
        error: 'Webhooks are off: set SANITY_WEBHOOK_SECRET to the secret of the Sanity webhook.',
      });
    }
    let body: string;
    try {
      body = (await readBody(request, WEBHOOK_BODY_LIMIT)).toString('utf8');
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        log.warn('webhook.rejected', { reason: 'too large' });
        return sendTooLarge(response, WEBHOOK_BODY_LIMIT);
      }
      throw error;
    }
    const signature = request.headers[SIGNATURE_HEADER_NAME];
    const reject = (reason: string) => {
      log.warn('webhook.rejected', { reason });
      sendJson(response, 401, { error: reason });
    };
    if (typeof signature !== 'string' || signature === '') return reject('The request is not signed.');
    if (!(await isValidSignature(body, signature, secret))) return reject('The signature is not valid.');
    const age = now() - decodeSignatureHeader(signature).timestamp;
    if (Math.abs(age) > WEBHOOK_MAX_AGE_MS)
      return reject('The signature is stale: its timestamp is more than 5 minutes from now.');
    const ids = documentIds(body);
    log.info('webhook.accepted', { documentIds: ids });
    onAccepted(ids.length ? ids : ['webhook']);
    sendJson(response, 202, { ok: true, message: 'A build is scheduled.' });
  };
}
