import { readFileSync, writeFileSync } from 'node:fs';
import { withSeedAssets, type LakeDocument, type SeedAsset } from './seed.ts';

/** Fields the lake adds to every document; the seed keeps them only where it already had them. */
const SYSTEM_FIELDS = ['_rev', '_createdAt', '_updatedAt'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `value` with its keys in the order `before` had them (new keys after), all the way down. */
function inOrderOf(value: unknown, before: unknown): unknown {
  if (Array.isArray(value)) {
    const old = Array.isArray(before) ? before : [];
    return value.map((item, index) => {
      const key: unknown = isObject(item) ? item._key : undefined;
      const match: unknown =
        key === undefined ? old[index] : old.find((candidate) => isObject(candidate) && candidate._key === key);
      return inOrderOf(item, match);
    });
  }
  if (!isObject(value)) return value;
  const previous = isObject(before) ? before : {};
  const keys = [
    ...Object.keys(previous).filter((key) => key in value),
    ...Object.keys(value).filter((key) => !(key in previous)),
  ];
  return Object.fromEntries(keys.map((key) => [key, inOrderOf(value[key], previous[key])]));
}

function withoutSystemFields(document: LakeDocument, before: LakeDocument | undefined): LakeDocument {
  const kept = { ...document };
  for (const field of SYSTEM_FIELDS) if (!before || !(field in before)) delete kept[field];
  return kept;
}

export interface ExportResult {
  file: string;
  documents: number;
  changed: number;
  added: number;
  removed: number;
}

/**
 * Writes the published documents back to the seed file in its canonical order: the file's line order (new
 * documents at the end), each document's key order as its line had it, and media as `_sanityAsset` lines.
 * Drafts stay in the lake: only what was published reaches the site.
 */
export function exportSeed(file: string, published: LakeDocument[], assets: Map<string, SeedAsset>): ExportResult {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  const before = new Map(lines.map((line) => [(JSON.parse(line) as LakeDocument)._id, line]));
  const current = new Map(published.filter((doc) => !assets.has(doc._id)).map((doc) => [doc._id, doc]));
  const serialise = (doc: LakeDocument) => {
    const old = before.has(doc._id) ? (JSON.parse(before.get(doc._id)!) as LakeDocument) : undefined;
    return JSON.stringify(inOrderOf(withSeedAssets(withoutSystemFields(doc, old), assets), old));
  };
  const kept = [...before.keys()].filter((id) => current.has(id)).map((id) => serialise(current.get(id)!));
  const added = [...current.keys()].filter((id) => !before.has(id)).map((id) => serialise(current.get(id)!));
  const output = [...kept, ...added];
  writeFileSync(file, `${output.join('\n')}\n`);
  return {
    file,
    documents: output.length,
    changed: kept.filter((line) => line !== before.get((JSON.parse(line) as LakeDocument)._id)).length,
    added: added.length,
    removed: before.size - kept.length,
  };
}
