/**
 * Text for /api/status and the logs, without this machine's file system: the project root becomes a
 * relative path, and any other absolute path is cut to its file name.
 */
export function withoutPaths(text: string, root?: string): string {
  const relative = root ? text.replaceAll(`${root.replace(/\/+$/, '')}/`, '') : text;
  return relative.replace(/(?<![\w:/.~-])\/(?:[^\s/:'"`()]+\/)+([^\s/:'"`()]+)/g, '$1');
}
