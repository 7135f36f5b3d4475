import { ELEMENT_NODE, parse, renderSync, walkSync, type Node } from 'ultrahtml';
import { SEARCH_RECORD_ATTRIBUTE } from '../../../contracts/search/record.ts';

export interface PageRecord {
  /** The record's URL (a page and a fragment). */
  url: string;
  /** A page of its own to index: the marked element as the whole body. */
  html: string;
}

/**
 * The pieces of a built page marked as search records of their own, each as a small page for Pagefind
 * (which indexes one record per page), carrying the piece's own metadata and filter attributes.
 */
export function recordsInPage(html: string, lang: string): PageRecord[] {
  const records: PageRecord[] = [];
  walkSync(parse(html) as Node, (node) => {
    if (node.type !== ELEMENT_NODE) return;
    const url = node.attributes[SEARCH_RECORD_ATTRIBUTE];
    if (!url) return;
    const body = renderSync(node);
    records.push({ url, html: `<!doctype html><html lang="${lang}"><body data-pagefind-body>${body}</body></html>` });
  });
  return records;
}
