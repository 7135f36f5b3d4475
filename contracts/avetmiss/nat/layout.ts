/**
 * An AVETMISS NAT file's record layout, as data: a release of the standard is a table of these, so a new release
 * (8.1 applies from 1 January 2027) is a new table, not new code. See docs/avetmiss.md.
 */

/** The standard's field types: A text (left-aligned, space-padded), N number (right-aligned, zero-padded), D date (DDMMYYYY). */
export type FieldType = 'A' | 'N' | 'D';

export interface FieldSpec<Name extends string = string> {
  readonly name: Name;
  /** The first column, counted from 1 as the standard's field tables count. */
  readonly start: number;
  readonly width: number;
  readonly type: FieldType;
  /** What the standard writes when the learner did not say (`@`, `@@`…), where it has such a value. */
  readonly notStated?: string;
  /**
   * Written exactly as given: a character outside ASCII is refused rather than transliterated, because a changed
   * letter makes it another value (an e-mail address with é → e reaches someone else).
   */
  readonly exact?: true;
}

export interface RecordLayout<Name extends string = string> {
  /** The file's name in the standard, such as NAT00080. */
  readonly file: string;
  /** Every record's length in characters, without the line ending. */
  readonly length: number;
  readonly fields: readonly FieldSpec<Name>[];
}

/**
 * A layout from its field table, checked once as it loads: each field starts where the one before it ends and the
 * last ends at the record's length, so a mistyped table fails at once rather than shifting every field after it.
 */
export function defineLayout<const Name extends string>(
  file: string,
  length: number,
  fields: readonly FieldSpec<Name>[],
): RecordLayout<Name> {
  let next = 1;
  for (const field of fields) {
    if (field.start !== next) throw new Error(`${file} ${field.name}: starts at ${field.start}, expected ${next}.`);
    if (field.notStated !== undefined && field.notStated.length !== field.width)
      throw new Error(`${file} ${field.name}: its "not stated" value is not ${field.width} characters.`);
    next += field.width;
  }
  if (next - 1 !== length) throw new Error(`${file}: its fields end at ${next - 1}, not at ${length}.`);
  return { file, length, fields };
}
