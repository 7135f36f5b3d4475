/**
 * An application's reference: what the learner reads out on the phone (no 0/O or 1/I to confuse, the USI's
 * alphabet) and the AVETMISS client identifier, which holds 10 characters: "NW-" and 7 more (32^7, about 34
 * billion). Imported by the Studio: `.ts` imports only.
 */
import { USI_ALPHABET } from '../usi.ts';

export const REFERENCE_PREFIX = 'NW-';
export const REFERENCE_LENGTH = 7;
const REFERENCE = `${REFERENCE_PREFIX}[${USI_ALPHABET}]{${REFERENCE_LENGTH}}`;
/** A reference anywhere in a text (a page, an e-mail). */
export const REFERENCE_IN_TEXT = new RegExp(REFERENCE);
/** A whole value that is a reference (a cookie's). */
export const REFERENCE_PATTERN = new RegExp(`^${REFERENCE}$`);
