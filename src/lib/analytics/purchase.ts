export const CURRENCY = 'AUD';

export const PURCHASE_QUANTITY = 1;

/** sessionStorage key prefix of the once-per-session purchase guard; the course code follows. */
export const PURCHASE_TRACKED_KEY_PREFIX = 'purchase_tracked_';

export interface PurchaseItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
}

/** The GA4 `purchase` event as Google Tag Manager reads it from the data layer. */
export interface PurchaseEvent {
  event: 'purchase';
  ecommerce: {
    transaction_id: string;
    value: number;
    currency: string;
    items: PurchaseItem[];
  };
}

export interface PurchasedCourse {
  code: string;
  title: string;
  /** The price in dollars. */
  value: number;
}

export function buildPurchaseEvent(course: PurchasedCourse, transactionId: string): PurchaseEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: transactionId,
      value: course.value,
      currency: CURRENCY,
      items: [{ item_id: course.code, item_name: course.title, price: course.value, quantity: PURCHASE_QUANTITY }],
    },
  };
}

/**
 * The transaction id: the Checkout Session id that a Stripe payment link appends as `session_id` when its
 * after-payment redirect asks for `{CHECKOUT_SESSION_ID}`; without one (a visit from elsewhere) a generated id,
 * so the event is still well formed.
 */
export function transactionIdFrom(
  search: string,
  courseCode: string,
  generate: () => string = () => crypto.randomUUID(),
): string {
  const sessionId = new URLSearchParams(search).get('session_id')?.trim();
  return sessionId || `${courseCode}-${generate()}`;
}

export const purchaseTrackedKey = (courseCode: string) => `${PURCHASE_TRACKED_KEY_PREFIX}${courseCode}`;

export interface PushOnceOptions {
  dataLayer: unknown[];
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  event: PurchaseEvent;
  courseCode: string;
}

/**
 * Pushes the purchase once per browser session per course (the sessionStorage flag survives reloads).
 * `ecommerce` is cleared first so GTM does not merge the previous event's items into this one.
 * Without usable storage the event is still pushed: a possible repeat is better than a lost sale.
 */
export function pushPurchaseOnce({ dataLayer, storage, event, courseCode }: PushOnceOptions): boolean {
  const key = purchaseTrackedKey(courseCode);
  try {
    if (storage?.getItem(key)) return false;
  } catch {
    // Storage can be blocked (privacy settings); fall through and push.
  }
  dataLayer.push({ ecommerce: null });
  dataLayer.push(event);
  try {
    storage?.setItem(key, '1');
  } catch {
    // As above: nothing more to do without storage.
  }
  return true;
}
