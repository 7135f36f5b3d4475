import type { z } from 'astro/zod';

export class ContentValidationError extends Error {
  override name = 'ContentValidationError';
}

type Path = PropertyKey[];

function fieldPath(path: Path): string {
  return path.reduce<string>(
    (joined, key) =>
      typeof key === 'number' ? `${joined}[${key}]` : joined ? `${joined}.${String(key)}` : String(key),
    '',
  );
}

type Doc = { _id?: unknown; _type?: unknown; code?: unknown; name?: unknown; title?: unknown };
const isDocument = (value: unknown): value is Doc & { _id: string } =>
  typeof value === 'object' && value !== null && typeof (value as Doc)._id === 'string';

/** How a coordinator finds a document in the Studio: its type, what it is called there, and its id. */
function describe(doc: Doc & { _id: string }): string {
  const type = typeof doc._type === 'string' ? doc._type : 'document';
  const label = [doc.code, doc.name, doc.title].find((value) => typeof value === 'string' && value.trim() !== '');
  return label && label !== doc._id ? `${type} "${label as string}" (${doc._id})` : `${type} "${doc._id}"`;
}

/**
 * Where an issue lies, named by the document a coordinator would edit: a query can embed referenced
 * documents (the home page's popular courses), and a broken field there belongs to that document.
 */
export function locateIssue(doc: unknown, path: Path, fallbackId: string): string {
  let owner: { doc: Doc & { _id: string }; depth: number } | null = null;
  let value: unknown = doc;
  path.forEach((key, index) => {
    value = value === null || typeof value !== 'object' ? undefined : (value as Record<PropertyKey, unknown>)[key];
    if (index < path.length - 1 && isDocument(value)) owner = { doc: value, depth: index + 1 };
  });
  const top = isDocument(doc) ? describe(doc) : `document "${fallbackId}"`;
  const field = (from: number) => fieldPath(path.slice(from)) || '(whole document)';
  if (!owner) return `${top}, field "${field(0)}"`;
  const { doc: referenced, depth } = owner;
  const usedBy = `${isDocument(doc) ? doc._id : fallbackId}.${fieldPath(path.slice(0, depth))}`;
  return `${describe(referenced)}, field "${field(depth)}" — used by ${usedBy}`;
}

/** Validates query results; a failure names each document and field so an editor can find it. */
export function validateDocuments<S extends z.ZodType>(
  collection: string,
  schema: S,
  documents: unknown[],
): z.infer<S>[] {
  const problems: string[] = [];
  const valid = documents.flatMap((doc, index) => {
    const result = schema.safeParse(doc);
    if (result.success) return [result.data];
    for (const issue of result.error.issues) {
      problems.push(`${locateIssue(doc, issue.path, `#${index}`)}: ${issue.message}`);
    }
    return [];
  });
  if (problems.length) {
    throw new ContentValidationError(`Content for "${collection}" breaks the schema:\n  ${problems.join('\n  ')}`);
  }
  return valid;
}

/**
 * Fails when two documents share a value that must be theirs alone (a slug is a page address, a
 * code names one course): the build would otherwise keep one and silently drop the other.
 */
export function checkUnique(collection: string, documents: unknown[], fields: string[]): void {
  const problems = fields.flatMap((field) => {
    const firstWith = new Map<unknown, string>();
    return documents.flatMap((doc, index) => {
      const value = (doc as Record<string, unknown>)[field];
      const id = isDocument(doc) ? doc._id : `#${index}`;
      const first = firstWith.get(value);
      if (first === undefined) {
        firstWith.set(value, id);
        return [];
      }
      return [`${locateIssue(doc, [field], id)}: "${String(value)}" is also used by ${first}; each needs its own`];
    });
  });
  if (problems.length) {
    throw new ContentValidationError(`Content for "${collection}" has duplicates:\n  ${problems.join('\n  ')}`);
  }
}
