// Serves a built site through the real publisher, as production does: its headers and CSP, its
// redirects, and the account API on the same origin. Its folders and log live in the run's own temporary
// folder (E2E_RUN_DIR, made and removed by playwright.config.ts); tests find them with publisherDataDir().
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cp, mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { startApp } from '../../server/app.ts';
import { loadConfig } from '../../server/core/config.ts';
import { createLogger } from '../../server/core/log.ts';
import { mailServer } from '../fixtures/mail-server.ts';
import { FORWARDED_LOG, MAILBOX, publisherDataDir, PUBLISHER_LOG } from './publisher-data.ts';

const [dir = 'dist', port = '4329'] = process.argv.slice(2);
const root = publisherDataDir(port);
await mkdir(root, { recursive: true });

// The training team's automation service: every message and registration the outboxes forward, one JSON line each.
const service = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    appendFileSync(join(root, FORWARDED_LOG), `${Buffer.concat(chunks).toString('utf8')}\n`);
    response.writeHead(200).end();
  });
});
await new Promise<void>((resolvePromise) => service.listen(0, '127.0.0.1', resolvePromise));
const serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}/hook`;

// The test mailbox: every e-mail the publisher sends through SMTP (account e-mails, which its mail outbox also keeps,
// and the applications' e-mails to the learner, which nothing keeps), one JSON line each.
const smtp = await mailServer({ onMail: (mail) => appendFileSync(join(root, MAILBOX), `${JSON.stringify(mail)}\n`) });

const config = loadConfig({
  HOST: '127.0.0.1',
  PORT: port,
  RELEASES_DIR: join(root, 'releases'),
  DATA_DIR: join(root, 'data'),
  REBUILD_SCHEDULE: 'off',
  // Parallel tests all come from 127.0.0.1; the limits themselves are tested against the server directly.
  AUTH_RATE_LIMIT: '10000',
  CONTACT_RATE_LIMIT: '10000',
  CONTACT_WEBHOOK_URL: serviceUrl,
  REGISTRATION_WEBHOOK_URL: serviceUrl,
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Northwind Training <no-reply@northwind.example>',
});
await startApp({
  config,
  // The release is the site already built for the tests.
  builder: (job) => cp(resolve(dir), job.outDir, { recursive: true }),
  log: createLogger((line) => appendFileSync(join(root, PUBLISHER_LOG), line)),
});
