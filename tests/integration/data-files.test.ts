import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/core/config.ts';
import { RUNNING_BUILDS_DIR } from '../../server/publishing/site-builders.ts';
import { browser, startAccountsPublisher, STRONG_PASSWORD, uniqueEmail } from './accounts-harness.ts';
import { tempDir, waitFor, type TestPublisher, WAIT_MS } from './harness.ts';

/** Every path under `dir` with its permission bits, folders marked with a trailing slash. */
async function modes(dir: string): Promise<Record<string, string>> {
  const found: Record<string, string> = { './': ((await stat(dir)).mode & 0o777).toString(8) };
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    const name = `${path.slice(dir.length + 1)}${entry.isDirectory() ? '/' : ''}`;
    found[name] = ((await stat(path)).mode & 0o777).toString(8);
  }
  return found;
}

describe('the data folder', () => {
  const cleanup: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });
  async function start(dir: string): Promise<TestPublisher> {
    const publisher = await startAccountsPublisher(dir);
    cleanup.push(() => publisher.close());
    return publisher;
  }

  it('keeps every file readable by the publisher only, including files an earlier version made', async () => {
    const dir = await tempDir('data-files');
    cleanup.push(dir.remove);
    const dataDir = join(dir.path, 'data');
    await mkdir(join(dataDir, 'mail'), { recursive: true, mode: 0o755 });
    await writeFile(join(dataDir, 'mail', 'inbox.ndjson'), '', { mode: 0o644 });
    const publisher = await start(dir.path);
    await waitFor(async () => (await publisher.status()).release, WAIT_MS, 'the first release');
    const tab = browser(publisher.url).tab();
    const email = uniqueEmail();
    await tab.signUp({ email, password: STRONG_PASSWORD });
    await tab.requestPasswordReset(email);

    const found = await modes(dataDir);
    expect(Object.keys(found)).toEqual(expect.arrayContaining(['accounts.sqlite', 'mail/inbox.ndjson', 'status.json']));
    const open = Object.entries(found).filter(([name, mode]) => mode !== (name.endsWith('/') ? '700' : '600'));
    expect(open).toEqual([]);
  });

  it('stops a build that a killed publisher left running before it starts its own', async () => {
    const dir = await tempDir('leftover-build');
    cleanup.push(dir.remove);
    const astro = join(PROJECT_ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs');
    const leftover = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', astro, 'build'], {
      stdio: 'ignore',
    });
    const exited = once(leftover, 'exit');
    cleanup.push(async () => leftover.kill('SIGKILL'));
    const records = join(dir.path, 'data', RUNNING_BUILDS_DIR);
    await mkdir(records, { recursive: true });
    await writeFile(join(records, String(leftover.pid)), astro);
    // A record whose number now belongs to another program must not stop that program.
    await writeFile(join(records, String(process.pid)), astro);

    const publisher = await start(dir.path);
    expect(await exited).toEqual([null, 'SIGTERM']);
    expect(publisher.logs.filter((line) => line.event === 'build.leftover-stopped')).toEqual([
      expect.objectContaining({ pid: leftover.pid }),
    ]);
    expect(await readdir(records)).toEqual([]);
  });
});
