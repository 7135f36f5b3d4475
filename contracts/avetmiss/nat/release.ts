import type { RecordLayout } from './layout.ts';
import { RELEASE_8_0 } from './release-8.0.ts';

/** The client files this folder writes. */
export type NatFile = keyof typeof RELEASE_8_0;

/** The names of a file's fields. A release that adds a field widens these names (docs/avetmiss.md). */
export type FieldOf<File extends NatFile> = (typeof RELEASE_8_0)[File]['fields'][number]['name'];

/** One release of the standard: a layout for each client file. */
export type Release = { readonly [File in NatFile]: RecordLayout<FieldOf<File>> };

/** The release the writers use unless told otherwise. */
export const CURRENT_RELEASE: Release = RELEASE_8_0;
