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
