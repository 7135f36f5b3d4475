import { imageUrl, type ImageProject } from '../content/image-url.ts';
import type { SanityImage } from '../content/schemas.ts';
import type { CardImage } from './card.ts';

/** Rendered size of a card's course logo in CSS pixels. */
const LOGO_PX = 56;

/** The card logo at 1x and 2x; decorative on the card, since the title beside it names the course. */
export function cardLogo(logo: SanityImage | null | undefined, project: ImageProject): CardImage | null {
  if (!logo) return null;
  const { src, width, height } = imageUrl(logo, LOGO_PX, project);
  const highDensity = imageUrl(logo, LOGO_PX * 2, project).src;
  return {
    src,
    srcset: highDensity === src ? undefined : `${src} 1x, ${highDensity} 2x`,
    width,
    height,
    alt: logo.alt ?? '',
  };
}
