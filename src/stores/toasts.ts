import { atom } from 'nanostores';

export const TOAST_DEFAULT_DURATION_MS = 5000;

export const TOAST_LOCAL_SAVE_DURATION_MS = 7000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
}

export type ToastInput = Pick<Toast, 'title'> & Partial<Omit<Toast, 'id' | 'title'>>;

/** The one toast on screen (spec: one at a time; a new toast replaces the previous one). */
export const $toast = atom<Toast | null>(null);

let counter = 0;
let toasterRequested = false;

/**
 * Radix Toast and its React tree load with the first toast, not with the page: no page waits for the toaster's code,
 * and only pages whose islands raise a toast ever load it. The store already holds the toast, so the toaster shows
 * it as it mounts.
 */
function requestToaster() {
  // Unit tests raise toasts with no page to show them on.
  if (toasterRequested || typeof document === 'undefined') return;
  toasterRequested = true;
  void import('../islands/mount-toaster').then(({ mountToaster }) => mountToaster());
}

export function showToast(input: ToastInput): Toast {
  const toast: Toast = { variant: 'default', duration: TOAST_DEFAULT_DURATION_MS, ...input, id: `toast-${++counter}` };
  $toast.set(toast);
  requestToaster();
  return toast;
}

export function dismissToast(id?: string) {
  if (!id || $toast.get()?.id === id) $toast.set(null);
}
