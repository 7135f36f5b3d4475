import { brotliCompressSync, constants } from 'node:zlib';
import { PAGE_BROTLI_QUALITY } from '../../server/releases/precompress.ts';

/** Every `<script>` element with its attributes and its text. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** A script that runs: no `src`, and no type or a JavaScript one (JSON and JSON-LD are data). */
const runsInline = (attributes: string) =>
  !/\bsrc=/i.test(attributes) && /^(?:\s*|.*\btype="(?:module|text\/javascript)".*)$/i.test(attributes);

/**
 * The bytes a page's inline JavaScript (the header's script, Astro's island loader) weighs on the wire: its scripts
 * compressed together, as the publisher compresses pages. Not the page compressed less the page without them: that
 * difference moved by 136 B when one unrelated attribute was renamed, and by 16 B between two builds of the same
 * commit (Astro names each island at random), with the same scripts.
 */
export function inlineScriptBytes(html: string): number {
  const code = [...html.matchAll(SCRIPT)]
    .filter(([, attributes]) => runsInline(attributes))
    .map(([, , text]) => text)
    .join('\n');
  return code === ''
    ? 0
    : brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } }).length;
}
