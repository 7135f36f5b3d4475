import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { ContentPerspective } from '../../contracts/content-perspective.ts';
import { isPublishedId, withDraftsOverlaid } from '../../contracts/document-ids.ts';
import { seedAsset, type SeedAssetDocument } from './seed-assets.node.ts';

export type SanityDocument = { _id: string; _type: string; [field: string]: unknown };

export interface LocalDataset {
  file: string;
  documents: SanityDocument[];
  assets: SeedAssetDocument[];
}

/** The embedded dataset, relative to the project root (builds bundle modules, so never import.meta.url). */
export const DEFAULT_DATASET_FILE = 'studio/seed/data.ndjson';

/**
 * The documents a perspective sees, as the Content Lake answers: published ones only, or with each
 * draft standing in for its published document under the published id (a new document's draft too).
 */
function inPerspective(documents: SanityDocument[], perspective: ContentPerspective): SanityDocument[] {
  if (perspective === 'drafts') return withDraftsOverlaid(documents);
  return documents.filter((doc) => isPublishedId(doc._id));
}

function parseLines(file: string): SanityDocument[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== '')
    .map(({ line, number }) => {
      let doc: SanityDocument;
      try {
        doc = JSON.parse(line) as SanityDocument;
      } catch (error) {
        throw new Error(`${file}:${number}: not valid JSON (${(error as Error).message})`, { cause: error });
      }
      if (typeof doc?._id !== 'string' || typeof doc._type !== 'string') {
        throw new Error(`${file}:${number}: a document needs _id and _type`);
      }
      return doc;
    });
}

/** Replaces Sanity's import-time `_sanityAsset` references with asset references, collecting the assets. */
function resolveAssets(value: unknown, path: string, seedDir: string, assets: Map<string, SeedAssetDocument>): unknown {
  if (Array.isArray(value))
    return value.map((item, index) => resolveAssets(item, `${path}[${index}]`, seedDir, assets));
  if (value === null || typeof value !== 'object') return value;
  const { _sanityAsset, ...rest } = value as Record<string, unknown>;
  const resolved = Object.fromEntries(
    Object.entries(rest).map(([key, child]) => [
      key,
      resolveAssets(child, path ? `${path}.${key}` : key, seedDir, assets),
    ]),
  );
  if (typeof _sanityAsset !== 'string') return resolved;
  const asset = seedAsset(_sanityAsset, seedDir, path);
  assets.set(asset._id, asset);
  return { ...resolved, asset: { _type: 'reference', _ref: asset._id } };
}

export function loadLocalDataset(file: string, perspective: ContentPerspective = 'published'): LocalDataset {
  const absolute = resolve(process.cwd(), file);
  const seedDir = dirname(absolute);
  const assets = new Map<string, SeedAssetDocument>();
  const documents = inPerspective(parseLines(absolute), perspective).map((doc) => {
    try {
      return resolveAssets(doc, '', seedDir, assets) as SanityDocument;
    } catch (error) {
      throw new Error(`Document "${doc._id}" (${doc._type}), field ${(error as Error).message}`, { cause: error });
    }
  });
  return { file: absolute, documents, assets: [...assets.values()] };
}
