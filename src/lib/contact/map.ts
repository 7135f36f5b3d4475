import { MAP_EMBED_ORIGIN } from '../../../contracts/external-services.ts';

export const MAP_HEIGHT_PX = 300;

/** A Google Maps embed of an address; the plain `output=embed` form needs no API key. */
export const mapEmbedUrl = (address: string) =>
  `${MAP_EMBED_ORIGIN}/maps?${new URLSearchParams({ q: address, output: 'embed' }).toString()}`;
