// `npm run studio:export`: asks the running local Studio (npm run studio:local) to write what is published back
// to its seed file, in the file's own order.
import { EXPORT_PATH } from './paths.ts';

const origin = `http://127.0.0.1:${process.env.STUDIO_PORT || 3333}`;
const response = await fetch(`${origin}${EXPORT_PATH}`, { method: 'POST' }).catch((error: Error) => {
  console.error(`No local Studio answers at ${origin} (start it with npm run studio:local): ${error.message}`);
  process.exit(1);
});
const result = (await response.json()) as Record<string, unknown>;
if (!response.ok) {
  console.error(`The export failed: ${String(result.message)}`);
  process.exit(1);
}
console.log(
  `Wrote ${String(result.documents)} documents to ${String(result.file)}: ${String(result.changed)} changed, ${String(result.added)} added, ${String(result.removed)} removed.`,
);
