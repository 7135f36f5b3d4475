import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KEY_FILE } from '../../server/applications/applications-key.ts';
import { wrongKeyMessage } from '../../server/applications/key-check.ts';
import { PRIVATE_FILE_MODE } from '../../server/core/private-files.ts';
import { fakeBuilder, startTestPublisher, tempDir, type TestPublisher } from './harness.ts';

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function publisher(dir: string, env: Record<string, string> = {}): Promise<TestPublisher> {
  const site = await startTestPublisher(dir, fakeBuilder(), env);
  cleanup.push(() => site.close());
  return site;
}

describe('applications in the publisher', () => {
  it('starts with the publisher on the accounts database, making a private key file in DATA_DIR', async () => {
    const dir = await tempDir('applications-publisher');
    cleanup.push(dir.remove);
    const site = await publisher(dir.path);
    expect(site.logs.find((line) => line.event === 'applications.ready')).toMatchObject({
      database: 'sqlite',
      key: 'key file',
    });
    expect((await stat(join(dir.path, 'data', KEY_FILE))).mode & 0o777).toBe(PRIVATE_FILE_MODE);
  });

  it('refuses to start under another key, before its port opens, and starts again under its own', async () => {
    const dir = await tempDir('applications-publisher');
    cleanup.push(dir.remove);
    await (await publisher(dir.path)).close();
    const keyFile = (await readFile(join(dir.path, 'data', KEY_FILE), 'utf8')).trim();
    await expect(
      startTestPublisher(dir.path, fakeBuilder(), { APPLICATIONS_KEY: randomBytes(32).toString('base64') }),
    ).rejects.toThrow(wrongKeyMessage('APPLICATIONS_KEY'));
    const again = await publisher(dir.path, { APPLICATIONS_KEY: keyFile });
    expect(again.logs.some((line) => line.event === 'applications.ready')).toBe(true);
  });
});
