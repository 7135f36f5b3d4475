export interface RetryOptions {
  /** One try; true when it succeeded. */
  attempt: () => boolean;
  intervalMs: number;
  maxTries: number;
  onGiveUp: () => void;
}

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Tries now, then every intervalMs, until a try succeeds or maxTries have failed. Returns a cancel function. */
export function retryUntil(
  { attempt, intervalMs, maxTries, onGiveUp }: RetryOptions,
  timers: Timers = globalTimers,
): () => void {
  let tries = 0;
  let handle: unknown;
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    tries += 1;
    if (attempt()) return;
    if (tries >= maxTries) return onGiveUp();
    handle = timers.setTimeout(run, intervalMs);
  };
  run();
  return () => {
    cancelled = true;
    timers.clearTimeout(handle);
  };
}
