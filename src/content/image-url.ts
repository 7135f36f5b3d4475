import { createImageUrlBuilder } from '@sanity/image-url';
import type { SanityImage } from './fields.ts';

export interface SizedImageUrl {
  src: string;
  width: number;
  height: number;
}

// https://cdn.sanity.io/images/{projectId}/{dataset}/{file}: a Content Lake image names its own project.
const CONTENT_LAKE_IMAGE = /^\/images\/([^/]+)\/([^/]+)\/[^/]+$/;

function contentLakeProject(url: string): { projectId: string; dataset: string; baseUrl: string } | null {
  if (!URL.canParse(url)) return null;
  const { origin, pathname } = new URL(url);
  const match = CONTENT_LAKE_IMAGE.exec(pathname);
  return match ? { projectId: match[1], dataset: match[2], baseUrl: origin } : null;
}

/**
 * A URL for an image at a given width, keeping its aspect ratio. Content Lake images go through the
 * image pipeline with the whole image object, so crop and hotspot apply; any other image (the embedded
 * dataset's, published under /media/) is served as it is. The image's own URL says which it is, so no
 * page or component needs to know which backend served the content.
 */
export function imageUrl(image: SanityImage, width: number): SizedImageUrl {
  const height = Math.round((width * image.asset.height) / image.asset.width);
  const project = contentLakeProject(image.asset.url);
  if (!project) return { src: image.asset.url, width, height };
  const src = createImageUrlBuilder(project)
    .image({ ...image, asset: { _ref: image.asset._id } })
    .width(width)
    .height(height)
    .auto('format')
    .url();
  return { src, width, height };
}

export type ResponsiveImage = SizedImageUrl & { srcset?: string };

/** The image at a rendered width and at twice that, for high-density screens. */
export function responsiveImage(image: SanityImage, width: number): ResponsiveImage {
  const sized = imageUrl(image, width);
  const highDensity = imageUrl(image, width * 2).src;
  return { ...sized, srcset: highDensity === sized.src ? undefined : `${sized.src} 1x, ${highDensity} 2x` };
}
