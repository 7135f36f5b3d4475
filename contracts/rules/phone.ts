/** A tel: href for a displayed phone number ("1300 975 707" → "tel:1300975707"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** What a form says when a mobile number is missing or is not one. */
export const MOBILE_MESSAGES = {
  required: 'Enter your mobile number',
  invalid: 'Enter a mobile number, like 0412 345 678, or an overseas number starting with + and its country code',
} as const;

// E.164: a country code and number, at most 15 digits in all.
const INTERNATIONAL = /^\+([1-9]\d{7,14})$/;

/**
 * A mobile number as typed ("0412 345 678", "+61 412-345-678", "(0412) 345678"), written the one way we keep it:
 * "0412 345 678" for an Australian mobile, "+" and digits for another country's. Null when it is not a mobile
 * number. An Australian number that is not a mobile (02…, 1300…) is refused: the text messages go to a mobile.
 */
export function normaliseMobile(typed: string): string | null {
  const compact = typed.replace(/[\s().-]/g, '');
  const australian = /^(?:\+?61|0)(4\d{8})$/.exec(compact);
  if (australian) {
    const digits = australian[1];
    return `0${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  }
  const international = INTERNATIONAL.exec(compact);
  if (international && !international[1].startsWith('61')) return `+${international[1]}`;
  return null;
}
