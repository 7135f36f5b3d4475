import type { PersonName } from './client.ts';

/**
 * NAT00080's name for encryption: "Family, Given Other", the family name, a comma and a space, then the given
 * names in order. A single name is written as the family name and its comma. Letters keep the case the learner
 * wrote them in, as the public v8 fixtures do ("Franklin, Mount").
 */
export function nameForEncryption({ family, given, other }: PersonName): string {
  const givenNames = [given, other].map((part) => part?.trim() ?? '').filter((part) => part !== '');
  return `${family.trim()}, ${givenNames.join(' ')}`.trimEnd();
}
