const MAX_REASONS = 50;
const MAX_WAIT_FACTOR = 10;

export interface BuildQueueState {
  running: boolean;
  /** A build will start after the debounce or after the running one. */
  queued: boolean;
  runningSince: string | null;
  /** How many distinct reasons (published document ids, "schedule", …) wait for the next build. */
  waiting: number;
}

export interface BuildQueue {
  /** Asks for a build; `reasons` (e.g. document ids) are handed to the build that covers them. */
  request(reasons: string[], options?: { immediate?: boolean }): void;
  state(): BuildQueueState;
  /** Resolves once nothing is queued or running. */
  idle(): Promise<void>;
  stop(): void;
}

/**
 * Coalesces build requests: a build starts once requests have paused for the debounce time, so a
 * burst of publishes makes one build however its requests are spaced (a steady stream still builds
 * after MAX_WAIT_FACTOR debounce times). Only one build runs at a time, and any number of requests
 * during a build lead to exactly one more build after it.
 */
export function createBuildQueue(debounceMs: number, run: (reasons: string[]) => Promise<void>): BuildQueue {
  // `run` records its own failures; it must not reject.
  let timer: NodeJS.Timeout | undefined;
  /** When the pending build must start at the latest, however many requests keep arriving. */
  let deadline = 0;
  let runningSince: Date | null = null;
  let waiting: string[] | null = null;
  let idleWaiters: Array<() => void> = [];
  let stopped = false;

  const settleIdle = () => {
    if (timer || runningSince || waiting) return;
    for (const resolve of idleWaiters) resolve();
    idleWaiters = [];
  };

  function schedule(delay: number): void {
    const now = Date.now();
    if (!timer) deadline = now + delay * MAX_WAIT_FACTOR;
    clearTimeout(timer);
    timer = setTimeout(() => void start(), Math.max(0, Math.min(delay, deadline - now)));
  }

  async function start(): Promise<void> {
    timer = undefined;
    const reasons = waiting ?? [];
    waiting = null;
    runningSince = new Date();
    try {
      await run(reasons);
    } finally {
      runningSince = null;
      if (waiting && !stopped) schedule(debounceMs);
      settleIdle();
    }
  }

  return {
    request(reasons, { immediate = false } = {}) {
      if (stopped) return;
      // Capped: a flood of webhooks during a long build must not grow memory without bound.
      waiting = [...new Set([...(waiting ?? []), ...reasons])].slice(0, MAX_REASONS);
      if (!runningSince) schedule(immediate ? 0 : debounceMs);
    },
    state: () => ({
      running: runningSince !== null,
      queued: timer !== undefined || waiting !== null,
      runningSince: runningSince?.toISOString() ?? null,
      waiting: waiting?.length ?? 0,
    }),
    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        settleIdle();
      }),
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      waiting = null;
      settleIdle();
    },
  };
}
