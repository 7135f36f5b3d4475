/**
 * Account requests that will wait for a password worker, let into the library only as many as the
 * workers and their queue can hold. The rest are refused before any parsing, database lookup or
 * session work, so a burst of sign-ins (and its clients' retries) costs the event loop a counter,
 * not a library call each time.
 */
export function createAdmission(capacity: number) {
  let inside = 0;
  return {
    /** A way out for an admitted request (call it once its answer is ready), or null when full. */
    enter(): (() => void) | null {
      if (inside >= capacity) return null;
      inside += 1;
      let left = false;
      return () => {
        if (left) return;
        left = true;
        inside -= 1;
      };
    },
  };
}

export type Admission = ReturnType<typeof createAdmission>;
