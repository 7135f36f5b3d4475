import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APPLY_DATA_PATH } from '../../contracts/applications/apply-routes.ts';
import { applyData } from '../../server/apply/apply-shell.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'northwind-apply-data-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A release folder whose build wrote `courses` as the courses open for applications. */
async function release(folder: string, id: string, courses: string[]) {
  const releaseDir = join(dir, folder);
  await mkdir(releaseDir, { recursive: true });
  await writeFile(join(releaseDir, APPLY_DATA_PATH.slice(1)), JSON.stringify({ courses }));
  return { id, dir: releaseDir, createdAt: '2026-11-30T00:00:00.000Z' };
}

describe("the courses open for applications, read from the live release's build", () => {
  it("are each publisher's own, when two publishers in one process name a release alike", async () => {
    // Release ids are times to the millisecond: two publishers' releases can share one.
    const id = '2026-11-30T00-00-00-000Z';
    const first = await release('one', id, ['TLI30321']);
    const second = await release('two', id, ['FBP30121']);
    expect(await applyData(first)).toEqual({ courses: ['TLI30321'] });
    expect(await applyData(second)).toEqual({ courses: ['FBP30121'] });
  });
});
