/** The spec's simple e-mail shape, for the contact form and PD registration alike: text, @, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** RFC 5321 (4.5.3.1): a path holds at most 254 octets of address, of which at most 64 before the @. */
export const EMAIL_MAX_OCTETS = 254;
export const EMAIL_LOCAL_PART_MAX_OCTETS = 64;

/** What every form and endpoint that takes an address says when it is longer than mail can carry. */
export const EMAIL_TOO_LONG_MESSAGE = `Email must be at most ${EMAIL_MAX_OCTETS} characters, with at most ${EMAIL_LOCAL_PART_MAX_OCTETS} before the @.`;

const octets = (text: string) => new TextEncoder().encode(text).length;

/** Whether an address fits RFC 5321's limits; its shape is EMAIL_PATTERN's business. */
export function emailFitsLimits(address: string): boolean {
  const at = address.lastIndexOf('@');
  return (
    octets(address) <= EMAIL_MAX_OCTETS &&
    octets(at < 0 ? address : address.slice(0, at)) <= EMAIL_LOCAL_PART_MAX_OCTETS
  );
}
