import { validateDocument, type DocumentValidationMarker } from '@sanity/validation';
import { from } from 'rxjs';
import { createSchema } from 'sanity';
import { schemaTypes } from '../../studio/schemaTypes/index.ts';
import { createLocalBackend } from '../../src/content/local-backend.node.ts';
import type { SanityDocument } from '../../src/content/local-dataset.node.ts';

export const studioSchema = createSchema({ name: 'default', types: schemaTypes });

export interface DocumentProblem {
  id: string;
  field: string;
  level: string;
  message: string;
}

const pathText = (path: DocumentValidationMarker['path']) =>
  path
    .map((segment) =>
      typeof segment === 'object' ? `[${'_key' in segment ? segment._key : String(segment)}]` : String(segment),
    )
    .join('.');

/**
 * Runs the Studio's own validation rules over a dataset file, offline: custom rules
 * (unique codes and slugs) query a groq-js client over the same dataset.
 */
export const validateDataset = (file: string) => validateBackend(createLocalBackend(file));

/** The Studio's validation of the documents in `only` (all by default), against the whole dataset. */
export async function validateBackend(
  backend: ReturnType<typeof createLocalBackend>,
  only?: string[],
): Promise<DocumentProblem[]> {
  const { documents, assets } = backend.dataset();
  // Imported assets become asset documents, so references to them exist.
  const ids = new Set([...documents, ...assets].map((doc) => doc._id));
  const client = {
    fetch: (query: string, params?: Record<string, unknown>) => backend.fetch(query, params),
    getDataUrl: (operation: string, path = '') => `/data/${operation}/local/${path}`,
    observable: {
      fetch: (query: string, params?: Record<string, unknown>) => from(backend.fetch(query, params)),
      request: () => from(Promise.resolve(null)),
    },
    withConfig: () => client,
  };
  const problems: DocumentProblem[] = [];
  for (const document of documents.filter((doc) => !only || only.includes(doc._id))) {
    const result = await validateDocument({
      document: document as SanityDocument & { _createdAt: string; _updatedAt: string; _rev: string },
      schema: studioSchema,
      client: client as never,
      getDocumentExists: ({ id }) => Promise.resolve(ids.has(id)),
    });
    // Outside the Studio some rules (slugs, images, files, objects) report as warnings, so every level counts.
    for (const marker of result.markers) {
      problems.push({ id: document._id, field: pathText(marker.path), level: marker.level, message: marker.message });
    }
  }
  return problems;
}
