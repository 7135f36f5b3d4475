/**
 * The plain form posts the publisher takes (every form with personal details works without JavaScript) and
 * the pages it sends the visitor to. The contact form posts to CONTACT_API_PATH (contact/protocol.ts).
 */

/** What a plain HTML form sends. */
export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

/** A PD group registration sent as a form post, by a visitor with or without an account. */
export const PD_REGISTRATION_API_PATH = '/api/pd-registration';

/** Where the publisher sends the visitor after a form post it kept (303 See Other). */
export const CONTACT_SENT_PATH = '/get-in-touch/sent';
export const PD_REGISTRATION_SENT_PATH = '/pd-registration/sent';

/** The unit the PD page names, sent with the form as hidden fields (the publisher does not read content). */
export const UNIT_CODE_FIELD = 'unitCode';
export const UNIT_TITLE_FIELD = 'unitTitle';

/** After a reset link was asked for without JavaScript: "check your e-mail" (an account page). */
export const RESET_LINK_SENT_PATH = '/account/forgot-password/sent';

/**
 * The page a static host without the publisher answers any form post with (405 Method Not Allowed): no server
 * took the form, nothing was kept, and how to reach the team instead. Built as `405.html`.
 */
export const FORM_NOT_SENT_PAGE = '405.html';
