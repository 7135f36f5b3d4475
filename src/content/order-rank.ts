/**
 * Compares two documents' places in a drag-and-drop list of the Studio (their orderRank, a string
 * that sorts in list order). A document without one, created outside such a list, comes last.
 */
export function compareRanks(a: string | null | undefined, b: string | null | undefined): number {
  if (a == null || b == null) return Number(a == null) - Number(b == null);
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
