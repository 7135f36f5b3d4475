/** Google Maps: the origin the map iframe comes from (the CSP allows exactly it). */
export const MAP_EMBED_ORIGIN = 'https://www.google.com';

/** A Google Maps embed of an address; the plain `output=embed` form needs no API key. */
export const mapEmbedUrl = (address: string) =>
  `${MAP_EMBED_ORIGIN}/maps?${new URLSearchParams({ q: address, output: 'embed' }).toString()}`;
