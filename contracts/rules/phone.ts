/** A tel: href for a displayed phone number ("1300 975 707" → "tel:1300975707"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
