export const AUTH_RETRYABLE_STATUSES: readonly number[] = [502, 503, 504];

/** Retries back off by this times the attempt number, within the window. */
export const AUTH_RETRY_STEP_MS = 200;

export const AUTH_RETRY_WINDOW_MS = 30_000;

export interface RetryClock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

const realClock: RetryClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** fetch rejects with a TypeError when the network fails; an abort is the caller's choice, not a failure. */
const isNetworkFailure = (error: unknown) => error instanceof TypeError;

/**
 * fetch, retried exactly where the spec says (section 8): answers 502, 503 and 504, and network
 * failures. Attempt n is followed by a pause of 200 ms × n, as long as the retry still starts
 * within 30 s of the first attempt; then the last answer (or failure) stands.
 */
export function retryingFetch(fetchImpl: typeof fetch, clock: RetryClock = realClock): typeof fetch {
  return async (input, init) => {
    const started = clock.now();
    for (let attempt = 1; ; attempt += 1) {
      const pause = AUTH_RETRY_STEP_MS * attempt;
      const mayRetry = () => clock.now() + pause - started <= AUTH_RETRY_WINDOW_MS;
      try {
        const response = await fetchImpl(input, init);
        if (!AUTH_RETRYABLE_STATUSES.includes(response.status) || !mayRetry()) return response;
        await response.body?.cancel();
      } catch (error) {
        if (!isNetworkFailure(error) || !mayRetry()) throw error;
      }
      await clock.sleep(pause);
    }
  };
}
