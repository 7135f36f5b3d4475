import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../scripts/free-port.ts';

export interface ScratchPostgres {
  url: string;
  stop(): Promise<void>;
}

// Debian keeps the server's programs out of PATH, under /usr/lib/postgresql/<version>/bin.
const DEBIAN_ROOT = '/usr/lib/postgresql';

function serverBinDir(): string {
  const candidates = [
    ...(process.env.PATH ?? '').split(delimiter),
    ...(existsSync(DEBIAN_ROOT)
      ? readdirSync(DEBIAN_ROOT)
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => join(DEBIAN_ROOT, version, 'bin'))
      : []),
  ];
  const found = candidates.find((dir) => dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres')));
  if (!found) {
    throw new Error(
      'The PostgreSQL tests need a PostgreSQL server (Debian: apt-get install postgresql), or DATABASE_URL set to a scratch database.',
    );
  }
  return found;
}

/**
 * A PostgreSQL server of its own for one test file: a new cluster in the system's temporary folder,
 * on a free loopback port, removed again by stop().
 */
export async function startScratchPostgres(): Promise<ScratchPostgres> {
  const bin = serverBinDir();
  const dir = await mkdtemp(join(tmpdir(), 'northwind-postgres-'));
  // PostgreSQL refuses to run as root: then it runs as the postgres user Debian's package creates.
  const user =
    process.getuid?.() === 0
      ? {
          uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
          gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
        }
      : {};
  if (user.uid !== undefined) await chown(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  try {
    execFileSync(join(bin, 'initdb'), ['-D', data, '-U', 'northwind', '-A', 'trust', '--no-sync', '-E', 'UTF8'], {
      ...user,
      cwd: dir,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const port = await freePort();
  const server = spawn(
    join(bin, 'postgres'),
    ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
    { ...user, cwd: dir, stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const url = `postgres://northwind@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    // SIGINT is PostgreSQL's fast shutdown: clients are disconnected, nothing waits.
    server.kill('SIGINT');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  for (let tries = 0; ; tries += 1) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return { url, stop };
    } catch (error) {
      await client.end().catch(() => undefined);
      if (tries === 100 || server.exitCode !== null) {
        await stop();
        throw new Error(`The scratch PostgreSQL server did not start: ${(error as Error).message}`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
