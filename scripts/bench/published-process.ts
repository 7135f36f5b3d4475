// The publisher of scripts/bench/publisher.ts in a process of its own, for a measurement whose clients would
// otherwise share its event loop: serves the built site at argv[2], prints its origin and DATA_DIR as one line of
// JSON once the first release is served, and stops on SIGTERM.
import { servePublished } from './publisher.ts';

const [dir, settings = '{}'] = process.argv.slice(2);
const server = await servePublished(dir, JSON.parse(settings) as Record<string, string>);
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
process.stdout.write(`${JSON.stringify({ origin: server.origin, dataDir: server.dataDir })}\n`);
