import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { navigationSchema, type Navigation } from './navigation.ts';

/**
 * The header's navigation from a JSON file (NAVIGATION_FILE), in place of the one built from content: how the
 * browser tests build a header with nested submenus until navigation is a document in the Studio. A file that
 * breaks the Navigation link model fails the build naming the file and the field.
 */
export function readNavigationFile(file: string): Navigation {
  const path = resolve(process.cwd(), file);
  const parsed = navigationSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `field "${issue.path.join('.')}": ${issue.message}`);
  throw new Error(`Navigation file ${file}: ${problems.join('; ')}`);
}
