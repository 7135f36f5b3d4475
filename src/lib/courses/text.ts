/** The first sentence of a summary, for course cards (spec 9); the whole text when it has no sentence end. */
export function firstSentence(text: string): string {
  const flat = text.trim().replace(/\s+/g, ' ');
  const match = flat.match(/^.*?[.!?](?=\s|$)/);
  return match ? match[0] : flat;
}

/** Paragraphs of a text field, separated by blank lines in the Studio. */
export const paragraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** A course type as cards, course pages and search results name it. */
export const courseTypeLabel = (courseType: string) =>
  courseType === 'qualification' ? 'Qualification' : 'Unit of Competency';
