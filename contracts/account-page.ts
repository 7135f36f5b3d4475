/**
 * The two parts of /account, marked by these attributes: the account (its island) and the invitation to sign in,
 * hidden in the build. The publisher, which knows the visitor's session, serves the page to a visitor without one
 * with the invitation shown instead (it works without JavaScript); the page's script does the same in the browser.
 */
export const ACCOUNT_OVERVIEW_MARK = 'data-account-overview';
export const SIGNED_OUT_MARK = 'data-signed-out';
