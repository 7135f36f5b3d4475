import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withBuildLock } from '../../server/publishing/build-lock.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('one build of the project at a time', () => {
  let dir: string;
  let lock: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'northwind-lock-'));
    lock = join(dir, '.astro', 'build.lock');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('runs builds asked for together one after the other', async () => {
    const events: string[] = [];
    const build = (name: string) =>
      withBuildLock(lock, new AbortController().signal, async () => {
        events.push(`${name} start`);
        await sleep(150);
        events.push(`${name} end`);
      });
    await Promise.all([build('release'), build('preview')]);
    // Either may take the lock first (whichever file system call returns first); the other waits for it.
    const [first, second] = events[0] === 'release start' ? ['release', 'preview'] : ['preview', 'release'];
    expect(events).toEqual([`${first} start`, `${first} end`, `${second} start`, `${second} end`]);
  });

  it('takes over a lock left by a process that died', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    await withBuildLock(lock, new AbortController().signal, () => Promise.resolve());
    await writeFile(lock, String(dead));
    expect(await withBuildLock(lock, new AbortController().signal, () => Promise.resolve('built'))).toBe('built');
  });

  it('stops waiting when the publisher shuts down', async () => {
    // The first build holds the lock until the second has been stopped: no timing decides which one waits.
    const taken = Promise.withResolvers<void>();
    const finish = Promise.withResolvers<void>();
    const holding = withBuildLock(lock, new AbortController().signal, () => {
      taken.resolve();
      return finish.promise;
    });
    await taken.promise;
    const stop = new AbortController();
    const waiting = withBuildLock(lock, stop.signal, () => Promise.resolve('built'));
    await sleep(50);
    stop.abort(new Error('shutting down'));
    await expect(waiting).rejects.toThrow('shutting down');
    finish.resolve();
    await holding;
  });
});
