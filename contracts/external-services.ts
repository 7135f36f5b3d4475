/** The external services the pages embed: the components load them and the CSP allows exactly them. */

/** The booking calendar's widget script (spec sections 4, 7, 9). */
export const BOOKING_WIDGET_SCRIPT_URL = 'https://assets.calendly.com/assets/external/widget.js';

/** The external form service of PD cards: its forms open in a modal from this base. */
export const FORM_SERVICE_EMBED_BASE = 'https://form.jotform.com/';

/** Google Maps: the origin the map iframe comes from. */
export const MAP_EMBED_ORIGIN = 'https://www.google.com';
