/**
 * Prices as coordinators write them and visitors read them (spec 3): a dollar sign, comma thousands,
 * optional cents. The Studio checks the pattern while editing and the site again at build time.
 */
export const PRICE_PATTERN = /^\$\d{1,3}(,\d{3})*(\.\d{2})?$/;
export const PRICE_MESSAGE = 'Write the price with a dollar sign and commas, e.g. $475 or $7,620';

/** The amount of a display price such as "$7,620" (7620); NaN when it holds no number. */
export function priceAmount(price: string): number {
  const digits = price.replace(/[^\d.]/g, '');
  return digits === '' ? Number.NaN : Number(digits);
}

const fee = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The fee per student with two decimals, as course pages show it (spec 3): "$7,620" → "$7,620.00". */
export function formatFee(price: string): string {
  const amount = priceAmount(price);
  return Number.isNaN(amount) ? price.trim() : `$${fee.format(amount)}`;
}
