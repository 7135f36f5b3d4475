import { readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../core/private-files.ts';

export interface BuildRecord {
  releaseId: string;
  result: 'success' | 'failure';
  /** What asked for the build: published document ids, "startup", … */
  reasons: string[];
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  /** For a failure: the error summary (for content, it names the document and the field). */
  error: string | null;
}

export interface BuildHistory {
  load(): Promise<void>;
  record(build: BuildRecord): Promise<void>;
  last(): BuildRecord | null;
}

/** The last build's outcome, kept on disk so a restart still shows why the last build failed. */
export function createBuildHistory(file: string): BuildHistory {
  let last: BuildRecord | null = null;
  return {
    async load() {
      try {
        last = JSON.parse(await readFile(file, 'utf8')) as BuildRecord;
      } catch {
        last = null;
      }
    },
    async record(build) {
      last = build;
      await makePrivateDir(dirname(file));
      await writeFile(`${file}.next`, `${JSON.stringify(build, null, 2)}\n`, { mode: PRIVATE_FILE_MODE });
      await rename(`${file}.next`, file);
    },
    last: () => last,
  };
}
