/**
 * The line the search integration logs after indexing, and its reading by `npm run bench`, which
 * reports the time indexing adds to a build: from the last page rendered to the index written (pages are
 * indexed while the build renders the next). Written once so the two never drift apart.
 */
export const indexedMessage = (pages: number, records: number, ms: number) =>
  `Indexed ${pages} pages and ${records} catalogue records in ${Math.round(ms)} ms.`;

/** The indexing time in a build's output, or null when the build did not index. */
export function indexMsFromLog(output: string): number | null {
  const match = /Indexed \d+ pages and \d+ catalogue records in (\d+) ms\./.exec(output);
  return match ? Number(match[1]) : null;
}
