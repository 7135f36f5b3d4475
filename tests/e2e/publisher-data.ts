import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the publisher of a browser-test run keeps its data (accounts, outboxes), by port. */
export const publisherDataDir = (port: string | number) => join(tmpdir(), `northwind-e2e-publisher-${port}`);

/** Its log, one JSON line per event. */
export const PUBLISHER_LOG = 'publisher.log';

/** What the outboxes forwarded to the training team's service, one JSON line each. */
export const FORWARDED_LOG = 'forwarded.ndjson';
