import { atom } from 'nanostores';

/** Whether the mobile slide-out menu is open; closed again by any navigation inside it. */
export const $mobileMenuOpen = atom(false);
