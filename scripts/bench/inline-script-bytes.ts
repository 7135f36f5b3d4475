import { brotliCompressSync, constants } from 'node:zlib';
import { PAGE_BROTLI_QUALITY } from '../../server/releases/precompress.ts';

/** Every `<script>` element with its attributes and its text. */
const SCRIPT = /(<script\b([^>]*)>)([\s\S]*?)(<\/script>)/gi;
/** A script that runs: no `src`, and no type or a JavaScript one (JSON and JSON-LD are data). */
const runsInline = (attributes: string) =>
  !/\bsrc=/i.test(attributes) && /^(?:\s*|.*\btype="(?:module|text\/javascript)".*)$/i.test(attributes);

const compressed = (html: string) =>
  brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } }).length;

/**
 * The bytes on the wire a page's inline JavaScript (the header's script, Astro's island loader) adds to it: the page
 * compressed as the publisher compresses it, less the same page with those scripts emptied.
 */
export function inlineScriptBytes(html: string): number {
  const withoutScripts = html.replace(SCRIPT, (element, open: string, attributes: string, _code, close: string) =>
    runsInline(attributes) ? open + close : element,
  );
  return withoutScripts === html ? 0 : compressed(html) - compressed(withoutScripts);
}
