import type { LineEnding } from './fixed-width.ts';
import type { Release } from './release.ts';

export interface NatWriteOptions {
  /** The release whose layouts to write; the current one by default. */
  readonly release?: Release;
  /** CR LF by default. */
  readonly lineEnding?: LineEnding;
}
