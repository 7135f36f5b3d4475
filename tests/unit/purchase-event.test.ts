import { describe, expect, it } from 'vitest';
import {
  buildPurchaseEvent,
  purchaseTrackedKey,
  pushPurchaseOnce,
  transactionIdFrom,
} from '../../src/lib/analytics/purchase.ts';

const course = { code: 'SITXFSA005', title: 'Use Hygienic Practices for Food Safety', value: 99 };

/** An in-memory sessionStorage. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('the purchase event', () => {
  it('is the GA4 purchase of one course in AUD', () => {
    expect(buildPurchaseEvent(course, 'cs_test_123')).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'cs_test_123',
        value: 99,
        currency: 'AUD',
        items: [{ item_id: 'SITXFSA005', item_name: 'Use Hygienic Practices for Food Safety', price: 99, quantity: 1 }],
      },
    });
  });

  it('takes the transaction id from the session_id that Stripe appends', () => {
    expect(transactionIdFrom('?session_id=cs_test_a1B2', 'SITXFSA005', () => 'unused')).toBe('cs_test_a1B2');
  });

  it.each(['', '?session_id=', '?other=1'])('generates a transaction id when the search is "%s"', (search) => {
    expect(transactionIdFrom(search, 'SITXFSA005', () => 'generated')).toBe('SITXFSA005-generated');
  });
});

describe('pushing the purchase once per session', () => {
  const event = buildPurchaseEvent(course, 'cs_test_123');

  it('clears ecommerce, pushes the event and sets the session flag', () => {
    const dataLayer: unknown[] = [];
    const storage = memoryStorage();
    expect(pushPurchaseOnce({ dataLayer, storage, event, courseCode: 'SITXFSA005' })).toBe(true);
    expect(dataLayer).toEqual([{ ecommerce: null }, event]);
    expect(storage.items.get(purchaseTrackedKey('SITXFSA005'))).toBe('1');
  });

  it('does not push again in the same session', () => {
    const dataLayer: unknown[] = [];
    const storage = memoryStorage();
    pushPurchaseOnce({ dataLayer, storage, event, courseCode: 'SITXFSA005' });
    expect(pushPurchaseOnce({ dataLayer, storage, event, courseCode: 'SITXFSA005' })).toBe(false);
    expect(dataLayer).toHaveLength(2);
  });

  it('guards each course separately', () => {
    const dataLayer: unknown[] = [];
    const storage = memoryStorage();
    pushPurchaseOnce({ dataLayer, storage, event, courseCode: 'SITXFSA005' });
    expect(pushPurchaseOnce({ dataLayer, storage, event, courseCode: 'SIRRFSA001' })).toBe(true);
  });

  it('still pushes when storage is blocked', () => {
    const dataLayer: unknown[] = [];
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(pushPurchaseOnce({ dataLayer, storage: blocked, event, courseCode: 'SITXFSA005' })).toBe(true);
    expect(pushPurchaseOnce({ dataLayer, storage: null, event, courseCode: 'SITXFSA005' })).toBe(true);
    expect(dataLayer).toHaveLength(4);
  });
});
