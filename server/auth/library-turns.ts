import { AsyncLocalStorage } from 'node:async_hooks';

interface Holder {
  holding: boolean;
  /** The call has ended: work it left running gives no turn back when it finishes. */
  ended: boolean;
}

/**
 * One account request at a time runs the accounts library on the main thread. A call into the library takes a few
 * milliseconds of the main thread between its waits (its router, parsing, the database), and ten arriving together
 * would run back to back, ahead of every page read from disk meanwhile. A request gives its turn up while it waits
 * for work off the main thread (hashing, the strength check), so the turns never wait for a password; the next
 * request gets its turn on a later turn of the event loop, so pages are answered between them.
 */
export function createLibraryTurns() {
  const store = new AsyncLocalStorage<Holder>();
  const waiting: (() => void)[] = [];
  let taken = false;
  const take = (): Promise<void> => {
    if (!taken) {
      taken = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const handOn = () => {
    if (waiting.length === 0) {
      taken = false;
      return;
    }
    setImmediate(() => waiting.shift()?.());
  };
  return {
    /** Runs `call` (a call into the library) when its turn comes, holding the turn until it ends. */
    run: async <T>(call: () => Promise<T>): Promise<T> => {
      await take();
      const holder: Holder = { holding: true, ended: false };
      try {
        return await store.run(holder, call);
      } finally {
        holder.ended = true;
        if (holder.holding) {
          holder.holding = false;
          handOn();
        }
      }
    },
    /** Runs `work` off the main thread with the turn given up meanwhile, then waits for the turn again. */
    aside: async <T>(work: () => Promise<T>): Promise<T> => {
      const holder = store.getStore();
      if (!holder?.holding) return work();
      holder.holding = false;
      handOn();
      try {
        return await work();
      } finally {
        await take();
        if (holder.ended) handOn();
        else holder.holding = true;
      }
    },
  };
}
