/** A Google Maps embed of an address; the plain `output=embed` form needs no API key. */
export const mapEmbedUrl = (address: string) =>
  `https://www.google.com/maps?${new URLSearchParams({ q: address, output: 'embed' }).toString()}`;
