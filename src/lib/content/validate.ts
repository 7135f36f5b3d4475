import type { z } from 'astro/zod';

export class ContentValidationError extends Error {
  override name = 'ContentValidationError';
}

function fieldPath(path: PropertyKey[]): string {
  return path.reduce<string>(
    (joined, key) =>
      typeof key === 'number' ? `${joined}[${key}]` : joined ? `${joined}.${String(key)}` : String(key),
    '',
  );
}

/** Validates query results; a failure names each document id and field so an editor can find it. */
export function validateDocuments<S extends z.ZodType>(
  collection: string,
  schema: S,
  documents: unknown[],
): z.infer<S>[] {
  const problems: string[] = [];
  const valid = documents.flatMap((doc, index) => {
    const result = schema.safeParse(doc);
    if (result.success) return [result.data];
    const id = (doc as { _id?: string } | null)?._id ?? `#${index}`;
    for (const issue of result.error.issues) {
      problems.push(`document "${id}", field "${fieldPath(issue.path) || '(whole document)'}": ${issue.message}`);
    }
    return [];
  });
  if (problems.length) {
    throw new ContentValidationError(`Content for "${collection}" breaks the schema:\n  ${problems.join('\n  ')}`);
  }
  return valid;
}
