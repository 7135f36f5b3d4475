import { existsSync, readFileSync } from 'node:fs';
import { basename, extname, relative, resolve } from 'node:path';

/** Where seed assets are published in the built site; the integration copies them there. */
export const SEED_MEDIA_PREFIX = '/media/';

const ASSET_PATTERN = /^(image|file)@file:\/\/(.+)$/;

export interface SeedAssetDocument {
  _id: string;
  _type: 'sanity.imageAsset' | 'sanity.fileAsset';
  url: string;
  path: string;
  originalFilename: string;
  extension: string;
  metadata?: { dimensions: { width: number; height: number; aspectRatio: number } };
}

export class SeedAssetError extends Error {}

function svgDimensions(source: string): { width: number; height: number } | null {
  const tag = source.match(/<svg\b[^>]*>/)?.[0] ?? '';
  const attr = (name: string) => Number.parseFloat(tag.match(new RegExp(`\\s${name}="([\\d.]+)`))?.[1] ?? '');
  const width = attr('width');
  const height = attr('height');
  if (width > 0 && height > 0) return { width, height };
  const viewBox = tag.match(/viewBox="[\d.-]+[ ,]+[\d.-]+[ ,]+([\d.]+)[ ,]+([\d.]+)"/);
  return viewBox ? { width: Number(viewBox[1]), height: Number(viewBox[2]) } : null;
}

function pngDimensions(bytes: Buffer): { width: number; height: number } | null {
  const signature = bytes.subarray(1, 4).toString('ascii');
  return signature === 'PNG' ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) } : null;
}

function imageDimensions(path: string): { width: number; height: number } | null {
  const extension = extname(path).toLowerCase();
  if (extension === '.svg') return svgDimensions(readFileSync(path, 'utf8'));
  if (extension === '.png') return pngDimensions(readFileSync(path));
  return null;
}

/**
 * Turns one `_sanityAsset` import reference into the asset document a real dataset would hold,
 * so the same GROQ (`asset->url`) works on the embedded dataset.
 */
export function seedAsset(reference: string, seedDir: string, where: string): SeedAssetDocument {
  const match = reference.match(ASSET_PATTERN);
  if (!match)
    throw new SeedAssetError(`${where}: "${reference}" is not an asset reference like image@file://./images/x.svg`);
  const [, kind, location] = match;
  const path = resolve(seedDir, location);
  if (!existsSync(path)) throw new SeedAssetError(`${where}: asset file ${location} does not exist`);
  const extension = extname(path).slice(1).toLowerCase();
  const name = basename(path, extname(path)).replace(/[^a-zA-Z0-9-]/g, '-');
  const url = SEED_MEDIA_PREFIX + relative(seedDir, path).split('\\').join('/');
  if (kind === 'file') {
    return {
      _id: `file-seed-${name}-${extension}`,
      _type: 'sanity.fileAsset',
      url,
      path,
      originalFilename: basename(path),
      extension,
    };
  }
  const dimensions = imageDimensions(path);
  if (!dimensions)
    throw new SeedAssetError(`${where}: cannot read the size of image ${location} (use SVG with width/height, or PNG)`);
  return {
    _id: `image-seed-${name}-${dimensions.width}x${dimensions.height}-${extension}`,
    _type: 'sanity.imageAsset',
    url,
    path,
    originalFilename: basename(path),
    extension,
    metadata: { dimensions: { ...dimensions, aspectRatio: dimensions.width / dimensions.height } },
  };
}
