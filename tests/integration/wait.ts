/**
 * How long a test waits for what a publisher (or a scratch database) does in the background before it names what it
 * waited for: a guard against a hang, not a measure (durations are budgets of npm run bench). Beside the browser tests
 * a busy machine takes seconds over what takes milliseconds when quiet. Below Vitest's testTimeout and hookTimeout, so
 * the failure names the wait.
 */
export const WAIT_MS = 45_000;
