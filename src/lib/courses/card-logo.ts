import { responsiveImage } from '../content/image-url.ts';
import type { SanityImage } from '../content/schemas.ts';
import type { CardImage } from './card.ts';

/** Rendered size of a card's course logo in CSS pixels. */
const LOGO_PX = 56;

/** The card logo at 1x and 2x; decorative on the card, since the title beside it names the course. */
export function cardLogo(logo: SanityImage | null | undefined): CardImage | null {
  if (!logo) return null;
  return { ...responsiveImage(logo, LOGO_PX), alt: logo.alt ?? '' };
}
