/**
 * The shape of every National VET Data code list in this folder: the codes AVETMISS stores in a fixed-width field,
 * each with the words a learner picks. The lists are contracts, not content: a code changes only when NCVER's
 * standard does. The NAT file writers take these codes as plain strings. Imported by the Studio: `.ts` imports only.
 */

export interface Code {
  /** As the NAT file stores it, already its field's width: "03", "1101", "@@". */
  code: string;
  /** What the learner reads. */
  label: string;
}

export interface CodeList {
  /** The AVETMISS data element it codes. */
  element: string;
  /** Characters the field holds; every code is exactly this wide. */
  width: number;
  /** Where the codes come from, and which edition. */
  source: string;
  /** The code for "not stated", where the collection allows one (`@` repeated to the field's width). */
  notStated: string | null;
  codes: readonly Code[];
}

/** The "not stated" code of a field this wide. */
export const notStatedCode = (width: number) => '@'.repeat(width);

/** The code list's entry for a code, or undefined when the list has no such code. */
export const findCode = (list: CodeList, code: string) => list.codes.find((entry) => entry.code === code);

/** Whether a list has this code ("not stated" included where the list allows it). */
export const isCodeIn = (list: CodeList, code: string) => findCode(list, code) !== undefined;

/** The source every list but SACC and ASCL shares. */
export const AVETMISS_8 =
  'AVETMISS Data Element Definitions, Edition 2.3 (AVETMISS 8.0), NCVER; checked against the V8 configuration of bluedogtraining/avetmiss';

/** What a learner picks to leave a question unanswered, where the collection allows it. */
export const NOT_STATED_LABEL = 'Not stated';
