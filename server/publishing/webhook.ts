import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { createHash } from 'node:crypto';
import {
  BodyTooLargeError,
  BodyTooSlowError,
  clientAddress,
  readBody,
  sendJson,
  sendMethodNotAllowed,
  sendTooLarge,
} from '../core/http.ts';
import { JSON_TOO_DEEP_MESSAGE, parseJsonBody } from '../core/json-body.ts';
import { errorMessage, type Logger } from '../core/log.ts';
import { rateLimitKey } from '../core/rate-limit.ts';
import { sampledWarn } from '../core/log-sampler.ts';

export const WEBHOOK_BODY_LIMIT = 1024 * 1024;
/** @sanity/webhook has no replay window, so a captured request could otherwise be replayed forever. */
export const WEBHOOK_MAX_AGE_MS = 5 * 60_000;
/** Bodies read at once: a flood of well-formed but forged requests cannot hold more than this many MB. */
const MAX_CONCURRENT_READS = 8;
/**
 * Of those, what one client (an IPv4 address or an IPv6 /64) may hold: nobody is authenticated until
 * the body is read, so nobody gets them all.
 */
const MAX_READS_PER_CLIENT = 2;
/**
 * Sanity sends its few hundred bytes at once. When every slot is taken, the body that has been
 * arriving longest, if for at least this long, is cut to make room: slow bodies from many addresses
 * cannot keep a genuine delivery out.
 */
const EVICTABLE_AFTER_MS = 1000;
/** Sanity's bodies are a few hundred bytes; a body still arriving after this is someone holding a slot. */
export const WEBHOOK_BODY_DEADLINE_MS = 5000;
/** Sanity names each delivery, and keeps the name across its retries. */
const IDEMPOTENCY_HEADER = 'idempotency-key';

export interface WebhookOptions {
  secret: string | undefined;
  log: Logger;
  /**
   * Called once per accepted webhook with the ids of the documents it names and the signed body; resolves once
   * the build request is durable. When it throws, the delivery is answered 503, so Sanity delivers it again.
   */
  onAccepted: (documentIds: string[], body: unknown) => Promise<void>;
  /** Proxies in front of the publisher (TRUST_PROXY): the client's share is counted by its real address. */
  trustProxy?: number;
  now?: () => number;
}

/** The document ids in Sanity's projection (`{_id, _type}` or any object with `_id`), for the logs. */
function documentIds(parsed: unknown): string[] {
  const items = Array.isArray(parsed) ? parsed : [parsed];
  return items
    .flatMap((item) => (typeof (item as { _id?: unknown })?._id === 'string' ? [(item as { _id: string })._id] : []))
    .slice(0, 20);
}

interface Reader {
  client: string;
  startedAt: number;
  cut(): void;
}

/** The bodies being read, oldest first, with the share each client holds. */
function readSlots(now: () => number) {
  const readers = new Set<Reader>();
  const held = (client: string) => [...readers].filter((reader) => reader.client === client).length;
  return {
    /** A slot for `client`, or null; when all are taken, the longest-running read may be cut to free one. */
    take(client: string, cut: () => void, onEvicted: () => void): Reader | null {
      if (held(client) >= MAX_READS_PER_CLIENT) return null;
      if (readers.size >= MAX_CONCURRENT_READS) {
        const oldest = readers.values().next().value!;
        if (now() - oldest.startedAt < EVICTABLE_AFTER_MS) return null;
        readers.delete(oldest);
        oldest.cut();
        onEvicted();
      }
      const reader = { client, startedAt: now(), cut };
      readers.add(reader);
      return reader;
    },
    release: (reader: Reader) => void readers.delete(reader),
  };
}

/**
 * Deliveries accepted within the replay window, by Sanity's idempotency key or else the signed body's
 * hash: a repeat builds nothing new. Entries older than the window are dropped, since a replay that old
 * fails the timestamp check anyway.
 */
function acceptedDeliveries(now: () => number) {
  const seen = new Map<string, number>();
  const forgetOld = () => {
    for (const [key, at] of seen) {
      if (now() - at <= 2 * WEBHOOK_MAX_AGE_MS) break;
      seen.delete(key);
    }
  };
  return {
    has: (key: string) => (forgetOld(), seen.has(key)),
    add: (key: string) => void seen.set(key, now()),
  };
}

/** POST /api/rebuild: Sanity's GROQ-powered webhook, verified over the raw body before anything is scheduled. */
export function createWebhookHandler({ secret, log, onAccepted, trustProxy = 0, now = Date.now }: WebhookOptions) {
  const warn = sampledWarn(log);
  const slots = readSlots(now);
  const delivered = acceptedDeliveries(now);
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
    if (!/^application\/json\s*(;|$)/i.test(String(request.headers['content-type'] ?? '')))
      return reject(415, 'Send the webhook as JSON (Content-Type: application/json).');
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
    const slot = slots.take(
      rateLimitKey(clientAddress(request, trustProxy)),
      () => request.destroy(),
      () => warn('webhook.rejected', { reason: 'slow body cut for a newer delivery' }),
    );
    if (!slot) return reject(503, 'Too many webhooks at once; try again shortly.', { 'Retry-After': '5' });
    let raw: Buffer;
    try {
      raw = await readBody(request, WEBHOOK_BODY_LIMIT, WEBHOOK_BODY_DEADLINE_MS);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        warn('webhook.rejected', { reason: 'too large' });
        return sendTooLarge(response, WEBHOOK_BODY_LIMIT);
      }
      if (error instanceof BodyTooSlowError) return void warn('webhook.rejected', { reason: 'too slow' });
      throw error;
    } finally {
      slots.release(slot);
    }
    const body = raw.toString('utf8');
    if (!(await isValidSignature(body, signature, secret))) return reject(401, 'The signature is not valid.');
    const parsed = parseJsonBody(raw);
    if (!parsed.ok)
      return reject(400, parsed.problem === 'too deep' ? JSON_TOO_DEEP_MESSAGE : 'The webhook body is not JSON.');
    const idempotencyKey = request.headers[IDEMPOTENCY_HEADER];
    const delivery =
      typeof idempotencyKey === 'string' && idempotencyKey
        ? `key:${idempotencyKey}`
        : `body:${createHash('sha256').update(signature).update(body).digest('base64url')}`;
    if (delivered.has(delivery)) {
      log.info('webhook.repeated', {});
      return sendJson(response, 202, { ok: true, message: 'This delivery was accepted before.' });
    }
    const ids = documentIds(parsed.value);
    // On disk before the answer: a 202 is a promise to build, even across a crash.
    try {
      await onAccepted(ids.length ? ids : ['webhook'], parsed.value);
    } catch (error) {
      log.error('webhook.failed', { documentIds: ids, error: errorMessage(error) });
      return sendJson(
        response,
        503,
        { error: 'The delivery could not be handled; send it again.' },
        { 'Retry-After': '30' },
      );
    }
    delivered.add(delivery);
    log.info('webhook.accepted', { documentIds: ids });
    sendJson(response, 202, { ok: true, message: 'A build is scheduled.' });
  };
}
