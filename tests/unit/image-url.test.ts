import { describe, expect, it } from 'vitest';
import { imageUrl, responsiveImage } from '../../src/content/image-url.ts';
import type { SanityImage } from '../../src/content/fields.ts';

const seedLogo: SanityImage = {
  alt: 'TLIF0025 badge',
  asset: { _id: 'image-seed-tlif0025-240x240-svg', url: '/media/images/tlif0025.svg', width: 240, height: 240 },
};

const lakePhoto: SanityImage = {
  alt: 'Portrait',
  crop: { _type: 'sanity.imageCrop', top: 0.1, bottom: 0.1, left: 0, right: 0 },
  hotspot: { _type: 'sanity.imageHotspot', x: 0.5, y: 0.4, width: 0.5, height: 0.5 },
  asset: {
    _id: 'image-a1b2c3d4e5f6-800x400-jpg',
    url: 'https://cdn.sanity.io/images/abc123/production/a1b2c3d4e5f6-800x400.jpg',
    width: 800,
    height: 400,
  },
};

describe('image URLs', () => {
  it('serves an embedded-dataset image as it is, sized by its aspect ratio', () => {
    expect(imageUrl(seedLogo, 56)).toEqual({ src: '/media/images/tlif0025.svg', width: 56, height: 56 });
    expect(responsiveImage(seedLogo, 56).srcset).toBeUndefined();
  });

  it('sends a Content Lake image through the image pipeline of the project its URL names', () => {
    const { src, width, height } = imageUrl(lakePhoto, 200);
    expect([width, height]).toEqual([200, 100]);
    const url = new URL(src);
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://cdn.sanity.io/images/abc123/production/a1b2c3d4e5f6-800x400.jpg',
    );
    expect(url.searchParams.get('w')).toBe('200');
    expect(url.searchParams.get('h')).toBe('100');
    expect(url.searchParams.get('auto')).toBe('format');
    // The crop is applied: the pipeline is given the rectangle inside the uncropped original.
    expect(url.searchParams.get('rect')).toMatch(/^\d+,\d+,\d+,\d+$/);
  });

  it('offers a Content Lake image at twice the width for high-density screens', () => {
    const { src, srcset } = responsiveImage(lakePhoto, 200);
    expect(srcset).toBe(`${src} 1x, ${imageUrl(lakePhoto, 400).src} 2x`);
  });
});
