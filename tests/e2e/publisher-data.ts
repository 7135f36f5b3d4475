import { join } from 'node:path';

/** Where the publisher of a browser-test run keeps its data (accounts, outboxes), by port, in the run's own folder. */
export function publisherDataDir(port: string | number): string {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir) throw new Error('E2E_RUN_DIR is not set: run the browser tests with npx playwright test');
  return join(runDir, `publisher-${port}`);
}

/** Its log, one JSON line per event. */
export const PUBLISHER_LOG = 'publisher.log';

/** What the outboxes forwarded to the training team's service, one JSON line each. */
export const FORWARDED_LOG = 'forwarded.ndjson';

/** The test mailbox: what the publisher's mail server took, one JSON line per e-mail (tests/fixtures/mail-server.ts). */
export const MAILBOX = 'mailbox.ndjson';
