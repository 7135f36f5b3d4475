import { createImageUrlBuilder } from '@sanity/image-url';
import type { SanityImage } from './schemas.ts';
import { SEED_MEDIA_PREFIX } from './seed-assets.ts';

export interface ImageProject {
  projectId?: string;
  dataset?: string;
}

export interface SizedImageUrl {
  src: string;
  width: number;
  height: number;
}

/**
 * A URL for an image at a given width, keeping its aspect ratio. Seed images are served as they are;
 * Content Lake images go through the image pipeline with the whole image object, so crop and hotspot apply.
 */
export function imageUrl(image: SanityImage, width: number, project: ImageProject): SizedImageUrl {
  const height = Math.round((width * image.asset.height) / image.asset.width);
  if (image.asset.url.startsWith(SEED_MEDIA_PREFIX) || !project.projectId || !project.dataset) {
    return { src: image.asset.url, width, height };
  }
  const builder = createImageUrlBuilder({ projectId: project.projectId, dataset: project.dataset });
  const src = builder
    .image({ ...image, asset: { _ref: image.asset._id } })
    .width(width)
    .height(height)
    .auto('format')
    .url();
  return { src, width, height };
}
