import { toAscii } from './ascii.ts';
import type { FieldSpec, RecordLayout } from './layout.ts';

/** Why a value cannot go in its field. */
export type NatProblem = 'too-long' | 'not-ascii' | 'not-a-number' | 'not-a-date';

/**
 * A value its field cannot hold. The message names the file, the field and the limit, never the value: the
 * values are a learner's personal details, and the message may reach a log.
 */
export class NatValueError extends Error {
  readonly file: string;
  readonly field: string;
  readonly problem: NatProblem;
  /** The field's width, for a question that says how much it takes. */
  readonly width: number;

  constructor(file: string, field: FieldSpec, problem: NatProblem, message: string) {
    super(`${file} ${field.name}: ${message}`);
    this.name = 'NatValueError';
    this.file = file;
    this.field = field.name;
    this.problem = problem;
    this.width = field.width;
  }
}

/** NCVER's files are commonly CR LF; the standard's text could not be checked offline (docs/avetmiss.md). */
export const DEFAULT_LINE_ENDING = '\r\n';
export type LineEnding = '\r\n' | '\n';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** DDMMYYYY from YYYY-MM-DD, for a day that exists. */
function ddmmyyyy(iso: string): string | undefined {
  const parts = ISO_DATE.exec(iso);
  if (!parts) return undefined;
  const [, year, month, day] = parts;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.toISOString().startsWith(iso) ? `${day}${month}${year}` : undefined;
}

/** The text an A field holds: ASCII, transliterated unless the field is written exactly. */
function asciiText(file: string, field: FieldSpec, value: string): string {
  const ascii = field.exact ? (/^[\x20-\x7e]*$/.test(value) ? value : undefined) : toAscii(value);
  if (ascii === undefined)
    throw new NatValueError(
      file,
      field,
      'not-ascii',
      field.exact
        ? 'takes ASCII characters only, written exactly.'
        : 'has a character with no ASCII spelling (only letters, digits and punctuation that ASCII can spell).',
    );
  return ascii;
}

/** The field's characters, before padding. */
function fieldText(file: string, field: FieldSpec, value: string): string {
  switch (field.type) {
    case 'A':
      return asciiText(file, field, value);
    case 'N':
      if (!/^\d+$/.test(value)) throw new NatValueError(file, field, 'not-a-number', 'takes digits only.');
      return value;
    case 'D': {
      const date = ddmmyyyy(value);
      if (date === undefined) throw new NatValueError(file, field, 'not-a-date', 'takes a date written YYYY-MM-DD.');
      return date;
    }
  }
}

/**
 * One field at its width: A left-aligned and space-padded, N right-aligned and zero-padded, D as DDMMYYYY. No
 * value (undefined or blank) is the field's "not stated" code where the standard has one, else blanks. A value
 * longer than the field is refused, never cut.
 */
export function formatField(file: string, field: FieldSpec, value: string | undefined): string {
  const given = value?.trim() ?? '';
  if (given === '') return field.notStated ?? ' '.repeat(field.width);
  const text = fieldText(file, field, given);
  if (text.length > field.width)
    throw new NatValueError(file, field, 'too-long', `holds ${field.width} characters; this value has ${text.length}.`);
  return field.type === 'N' ? text.padStart(field.width, '0') : text.padEnd(field.width, ' ');
}

/** One record: every field of the layout in order, each from the value of its name. */
export function formatRecord<Name extends string>(
  layout: RecordLayout<Name>,
  values: Partial<Record<Name, string>>,
): string {
  return layout.fields.map((field) => formatField(layout.file, field, values[field.name])).join('');
}

/** Records as a file's lines, each ended by the line ending (the last one too). */
export const asLines = (records: readonly string[], lineEnding: LineEnding = DEFAULT_LINE_ENDING) =>
  records.map((record) => record + lineEnding).join('');
