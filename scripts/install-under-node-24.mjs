// postinstall: the first `npm install` of a fresh machine runs under the machine's Node, which may be older than
// the Node 24 the project brings (the `node` devDependency). npm then skips the optional packages that need a
// newer Node, @sparticuz/chromium among them: the browser the tests fall back to. This installs once more
// under the project's Node 24, so the README's `npm install && npm test` needs nothing else.
// Plain JavaScript: it runs under whatever Node npm was started with.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const major = Number(process.versions.node.split('.')[0]);
const projectNode = join('node_modules', 'node', 'bin', 'node');
const wanted = process.platform === 'linux' && process.arch === 'x64';
const missing = !existsSync(join('node_modules', '@sparticuz', 'chromium'));

if (major < 22 && wanted && missing && existsSync(projectNode) && !process.env.NORTHWIND_NODE24_INSTALL) {
  console.log(`Node ${process.versions.node} skipped the packages that need Node 24; installing them under Node 24…`);
  const result = spawnSync(projectNode, [process.env.npm_execpath, 'install', '--no-audit', '--no-fund'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: `${join(process.cwd(), 'node_modules', '.bin')}${delimiter}${process.env.PATH}`,
      NORTHWIND_NODE24_INSTALL: '1',
    },
  });
  process.exit(result.status ?? 1);
}
