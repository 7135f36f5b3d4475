/**
 * The two parts of /account, marked by these attributes: the account (its island) and the invitation to sign in,
 * hidden in the build. The publisher, which knows the visitor's session, serves the page to a visitor without one
 * with the invitation shown instead (it works without JavaScript); the page's script does the same in the browser.
 */
export const ACCOUNT_OVERVIEW_MARK = 'data-account-overview';
export const SIGNED_OUT_MARK = 'data-signed-out';
/**
 * Where /account lists the signed-in visitor's applications to study: an empty element the build writes hidden, which
 * the publisher fills for a visitor with applications (it keeps them; a static host has none).
 */
export const ACCOUNT_APPLICATIONS_MARK = 'data-account-applications';
