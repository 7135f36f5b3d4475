// Serves a built site for the browser tests as a static host would: clean URLs (about → about.html)
// and the site's 404 page with status 404. `astro preview` allows one server per project, which
// parallel test runs cannot share.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import sirv from 'sirv';

const [dir = 'dist', port = '4329'] = process.argv.slice(2);
const root = resolve(dir);
const files = sirv(root, { extensions: ['html'], dev: true });

createServer((request, response) =>
  files(request, response, () => {
    response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(readFileSync(join(root, '404.html')));
  }),
).listen(Number(port), '127.0.0.1');
