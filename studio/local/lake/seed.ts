import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, extname, resolve } from 'node:path';

export type LakeDocument = { _id: string; _type: string; _rev?: string; [field: string]: unknown };

/** A seed file (image or file) as the Studio sees it: an asset document, with where its bytes are. */
export interface SeedAsset {
  document: LakeDocument;
  /** The `_sanityAsset` reference the seed writes, e.g. `image@file://./images/x.svg`. */
  reference: string;
  path: string;
  contentType: string;
}

const ASSET_REFERENCE = /^(image|file)@file:\/\/(.+)$/;
const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

function imageSize(path: string, extension: string): { width: number; height: number } {
  const bytes = readFileSync(path);
  if (extension === 'png') return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  const tag = bytes.toString('utf8').match(/<svg\b[^>]*>/)?.[0] ?? '';
  const attribute = (name: string) => Number.parseFloat(tag.match(new RegExp(`\\s${name}="([\\d.]+)`))?.[1] ?? '');
  const [width, height] = [attribute('width'), attribute('height')];
  if (width > 0 && height > 0) return { width, height };
  const box = tag.match(/viewBox="[\d.-]+[ ,]+[\d.-]+[ ,]+([\d.]+)[ ,]+([\d.]+)"/);
  if (!box) throw new Error(`${path}: the local lake cannot read this image's size (give SVG a width and height)`);
  return { width: Number(box[1]), height: Number(box[2]) };
}

/**
 * The asset document a Content Lake would hold for one seed file. Its id has the Content Lake's shape
 * (`image-<hash>-<w>x<h>-<ext>`), which Sanity's image URL builder parses, and its URL is served by the lake.
 */
function seedAsset(reference: string, seedDir: string, lakeUrl: string): SeedAsset {
  const match = reference.match(ASSET_REFERENCE);
  if (!match) throw new Error(`"${reference}" is not a seed asset reference like image@file://./images/x.svg`);
  const [, kind, location] = match;
  const path = resolve(seedDir, location);
  const extension = extname(path).slice(1).toLowerCase();
  const hash = createHash('sha1').update(location).digest('hex');
  const contentType = CONTENT_TYPES[extension] ?? 'application/octet-stream';
  const common = { originalFilename: location.split('/').pop(), extension, mimeType: contentType };
  if (kind === 'file') {
    const _id = `file-${hash}-${extension}`;
    const url = `${lakeUrl}/files/seed/seed/${hash}.${extension}`;
    return { reference, path, contentType, document: { _id, _type: 'sanity.fileAsset', ...common, url, path: url } };
  }
  const { width, height } = imageSize(path, extension);
  const _id = `image-${hash}-${width}x${height}-${extension}`;
  const url = `${lakeUrl}/images/seed/seed/${hash}-${width}x${height}.${extension}`;
  const metadata = { _type: 'sanity.imageMetadata', dimensions: { width, height, aspectRatio: width / height } };
  return {
    reference,
    path,
    contentType,
    document: { _id, _type: 'sanity.imageAsset', ...common, url, path: url, metadata },
  };
}

/** Replaces each `_sanityAsset` key with an `asset` reference in the same place, so the key order survives. */
function withAssetReferences(
  value: unknown,
  assets: Map<string, SeedAsset>,
  make: (ref: string) => SeedAsset,
): unknown {
  if (Array.isArray(value)) return value.map((item) => withAssetReferences(item, assets, make));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => {
      if (key !== '_sanityAsset' || typeof child !== 'string') return [key, withAssetReferences(child, assets, make)];
      const asset = make(child);
      assets.set(asset.document._id, asset);
      return ['asset', { _type: 'reference', _ref: asset.document._id }];
    }),
  );
}

/** The reverse, for export: an asset reference to a seed file becomes its `_sanityAsset` line again. */
export function withSeedAssets(value: unknown, assets: Map<string, SeedAsset>): unknown {
  if (Array.isArray(value)) return value.map((item) => withSeedAssets(item, assets));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => {
      const ref = (child as { _ref?: unknown } | null)?._ref;
      if (key === 'asset' && typeof ref === 'string' && assets.has(ref))
        return ['_sanityAsset', assets.get(ref)!.reference];
      return [key, withSeedAssets(child, assets)];
    }),
  );
}

export interface Seed {
  file: string;
  documents: LakeDocument[];
  assets: Map<string, SeedAsset>;
}

/** Reads the embedded dataset (one document a line) and its media, as the lake serves them. */
export function readSeed(file: string, lakeUrl: string): Seed {
  const seedDir = dirname(file);
  const assets = new Map<string, SeedAsset>();
  const documents = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      try {
        return withAssetReferences(JSON.parse(line), assets, (ref) => seedAsset(ref, seedDir, lakeUrl)) as LakeDocument;
      } catch (error) {
        throw new Error(`${file}:${index + 1}: ${(error as Error).message}`, { cause: error });
      }
    });
  return { file, documents, assets };
}
