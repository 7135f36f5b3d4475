import { build } from 'rolldown';

/**
 * A script and everything it imports as one classic script (an IIFE, minified) for a page to carry inline. Rolldown
 * is the bundler Vite itself runs on, so the code is compiled as the site's modules are.
 */
export async function bundleInlineScript(entry: string): Promise<string> {
  const { output } = await build({
    input: entry,
    platform: 'browser',
    write: false,
    logLevel: 'warn',
    output: { format: 'iife', minify: true },
  });
  if (output.length !== 1 || output[0].type !== 'chunk') {
    throw new Error(`${entry} must bundle into one script; it made ${output.map((file) => file.fileName).join(', ')}.`);
  }
  return output[0].code.trim();
}

/** Each script of `entries` (name: file) bundled by bundleInlineScript, by name. */
export async function bundleInlineScripts<Name extends string>(
  entries: Record<Name, string>,
): Promise<Record<Name, string>> {
  const names = Object.keys(entries) as Name[];
  const codes = await Promise.all(names.map((name) => bundleInlineScript(entries[name])));
  return Object.fromEntries(names.map((name, index) => [name, codes[index]])) as Record<Name, string>;
}
