import { formatField, NatValueError } from './fixed-width.ts';
import type { FieldSpec } from './layout.ts';
import { CURRENT_RELEASE, type FieldOf, type NatFile, type Release } from './release.ts';

function fieldSpec<File extends NatFile>(file: File, field: FieldOf<File>, release: Release): FieldSpec {
  const spec = release[file].fields.find(({ name }) => name === field);
  if (!spec) throw new Error(`${file} has no field ${field} in this release.`);
  return spec;
}

/** How many characters a field holds, for a question that says so (`fieldLimit('NAT00080', 'suburb')` is 50). */
export const fieldLimit = <File extends NatFile>(file: File, field: FieldOf<File>, release = CURRENT_RELEASE) =>
  fieldSpec(file, field, release).width;

/**
 * Why a value cannot be written in its field, as the writers would refuse it, or undefined when it can: a question
 * asks this so the learner fixes the answer there, rather than the file being refused later. It counts the value
 * as written, after transliteration (ß takes two characters).
 */
export function fieldProblem<File extends NatFile>(
  file: File,
  field: FieldOf<File>,
  value: string,
  release = CURRENT_RELEASE,
): NatValueError | undefined {
  try {
    formatField(file, fieldSpec(file, field, release), value);
    return undefined;
  } catch (error) {
    if (error instanceof NatValueError) return error;
    throw error;
  }
}
