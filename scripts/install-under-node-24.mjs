// postinstall: the first `npm install` of a fresh machine runs npm under the machine's Node, which may be older
// than the Node 24 the project brings (the `node` devDependency). npm then skips the optional packages that need
// a newer Node, @sparticuz/chromium among them: the browser the tests fall back to. This installs once more
// under Node 24, so the README's `npm install && npm test` needs nothing else. Plain JavaScript, no TypeScript.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

// npm runs this with node_modules/.bin first on PATH, so `node` here is already the project's Node 24 even when
// npm itself ran under an older one; what tells is whether the package is there.
const wanted = process.platform === 'linux' && process.arch === 'x64';
const missing = !existsSync(join('node_modules', '@sparticuz', 'chromium'));

if (wanted && missing && Number(process.versions.node.split('.')[0]) >= 22 && !process.env.NORTHWIND_NODE24_INSTALL) {
  console.log(
    `npm skipped packages that need a newer Node than its own; installing them under Node ${process.version}…`,
  );
  const result = spawnSync(process.execPath, [process.env.npm_execpath, 'install', '--no-audit', '--no-fund'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: `${join(process.cwd(), 'node_modules', '.bin')}${delimiter}${process.env.PATH}`,
      NORTHWIND_NODE24_INSTALL: '1',
    },
  });
  process.exit(result.status ?? 1);
}
