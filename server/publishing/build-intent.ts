import { readFile } from 'node:fs/promises';
import { writeFileDurably } from '../core/durable-file.ts';

const MAX_REASONS = 50;

interface IntentState {
  /** Counts accepted build requests (webhooks, schedule), across restarts. */
  requested: number;
  /** The `requested` count that the last finished build covered. */
  completed: number;
  /** What asked for the builds not yet covered, e.g. document ids. */
  reasons: string[];
}

export interface BuildIntent {
  /** Whether a build was asked for and never finished (a crash, a kill or a restart came first). */
  pending(): { reasons: string[] } | null;
  /** Records that a build is wanted; resolves once that is on disk, so a 202 is never forgotten. */
  request(reasons: string[]): Promise<void>;
  /** The count a build starting now covers; pass it to `done` when that build has finished. */
  mark(): number;
  done(mark: number): Promise<void>;
}

/**
 * The build queue's memory on disk: every accepted request is written (and synced) before it is
 * acknowledged, and only a finished build clears it. After a restart, `pending` says what to rebuild.
 */
export async function openBuildIntent(file: string): Promise<BuildIntent> {
  let state: IntentState = { requested: 0, completed: 0, reasons: [] };
  try {
    state = { ...state, ...(JSON.parse(await readFile(file, 'utf8')) as Partial<IntentState>) };
  } catch {
    // No file yet (or one torn by a crash before its first rename): nothing is owed.
  }
  // One write at a time, each with the newest state, so concurrent requests all land in order.
  let writing: Promise<void> = Promise.resolve();
  const save = () => {
    const snapshot = `${JSON.stringify(state)}\n`;
    writing = writing.catch(() => undefined).then(() => writeFileDurably(file, snapshot));
    return writing;
  };
  return {
    pending: () => (state.requested > state.completed ? { reasons: state.reasons } : null),
    request(reasons) {
      state = {
        ...state,
        requested: state.requested + 1,
        reasons: [...new Set([...state.reasons, ...reasons])].slice(0, MAX_REASONS),
      };
      return save();
    },
    mark: () => state.requested,
    done(mark) {
      if (mark <= state.completed) return Promise.resolve();
      state = { ...state, completed: mark, reasons: mark >= state.requested ? [] : state.reasons };
      return save();
    },
  };
}
