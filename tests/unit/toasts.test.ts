import { beforeEach, describe, expect, it } from 'vitest';
import {
  TOAST_DEFAULT_DURATION_MS,
  TOAST_LOCAL_SAVE_DURATION_MS,
  $toast,
  dismissToast,
  showToast,
} from '../../src/stores/toasts.ts';

describe('toast store (spec 4, 9)', () => {
  beforeEach(() => $toast.set(null));

  it('holds one toast at a time: a new toast replaces the previous one', () => {
    const seen: Array<string | undefined> = [];
    const unsubscribe = $toast.listen((toast) => seen.push(toast?.title));
    showToast({ title: 'First' });
    const second = showToast({ title: 'Second', variant: 'success' });
    unsubscribe();
    expect(seen).toEqual(['First', 'Second']);
    expect($toast.get()).toEqual(second);
  });

  it('defaults to the default duration and variant; a toast may set its own duration', () => {
    expect(showToast({ title: 'Saved' })).toMatchObject({ variant: 'default', duration: TOAST_DEFAULT_DURATION_MS });
    expect(showToast({ title: 'Saved locally', duration: TOAST_LOCAL_SAVE_DURATION_MS }).duration).toBe(
      TOAST_LOCAL_SAVE_DURATION_MS,
    );
  });

  it('gives every toast a new id, so the toaster replaces rather than updates', () => {
    expect(showToast({ title: 'A' }).id).not.toBe(showToast({ title: 'A' }).id);
  });

  it('dismisses only the toast it was asked to', () => {
    const first = showToast({ title: 'First' });
    const second = showToast({ title: 'Second', variant: 'destructive' });
    dismissToast(first.id);
    expect($toast.get()).toEqual(second);
    dismissToast(second.id);
    expect($toast.get()).toBeNull();
  });
});
