// `npm run studio:local`: the built Studio and the local Content Lake on 127.0.0.1, offline. Edits live in this
// process until it stops; `npm run studio:export` writes what is published back to the seed file.
import { startLocalStudio } from './server.ts';

const studio = await startLocalStudio({
  port: Number(process.env.STUDIO_PORT || 3333),
  seedFile: process.env.STUDIO_SEED_FILE || 'studio/seed/data.ndjson',
  dist: process.env.STUDIO_DIST || undefined,
  // Read when the server starts: the local Studio is built once, for any publisher.
  publisherUrl: process.env.SANITY_STUDIO_PUBLISHER_URL || null,
});
console.log(`local lake: ${studio.lake.documents.size} documents and media from the embedded dataset`);
console.log(`The Studio on the local lake: ${studio.url}/ (Ctrl+C stops it; unexported edits are lost)`);
