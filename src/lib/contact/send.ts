import type { ContactMessage } from '../../../contracts/contact/message.ts';

export type SendResult = { ok: true } | { ok: false; error: unknown };

/** Posts the message as JSON; only the answer's ok status counts (spec section 7). Never throws. */
export async function sendContactMessage(
  endpoint: string,
  message: ContactMessage,
  fetchImpl: typeof fetch = fetch,
): Promise<SendResult> {
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(message),
    });
    return response.ok
      ? { ok: true }
      : { ok: false, error: new Error(`The contact endpoint answered ${response.status}.`) };
  } catch (error) {
    return { ok: false, error };
  }
}
