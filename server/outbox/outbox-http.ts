import { errorMessage } from '../core/log.ts';
import type { Delivery } from './outbox-forwarder.ts';

// The service says the message itself is wrong: retrying cannot help, and it stays in the inbox.
const REFUSED = new Set([400, 413, 422]);

/**
 * Delivers a message as a JSON POST to an automation webhook. Only a 2xx from the configured URL
 * itself counts: a redirect is never followed (fetch would re-send it as an empty GET), so it is
 * retried like an outage while the log says where the URL should point.
 */
export function httpDelivery<T>(url: string, timeoutMs: number): Delivery<T> {
  return async (entry) => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        // The key lets the service drop a duplicate when our previous attempt timed out after it had succeeded.
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': entry.id },
        body: JSON.stringify(entry.message),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (response.status >= 200 && response.status < 300) return { outcome: 'delivered' };
      if (response.status >= 300 && response.status < 400) {
        const location = response.headers.get('location');
        return {
          outcome: 'retry',
          reason: `HTTP ${response.status} redirect${location ? ` to ${location}` : ''}: set the webhook URL to the address that answers`,
        };
      }
      if (REFUSED.has(response.status)) return { outcome: 'refused', status: response.status };
      return { outcome: 'retry', reason: `HTTP ${response.status}` };
    } catch (error) {
      return { outcome: 'retry', reason: errorMessage(error) };
    }
  };
}
