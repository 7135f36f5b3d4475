/**
 * The site's few inline scripts, written here so astro.config.mjs can hash them into the
 * Content-Security-Policy (Astro hashes the scripts it bundles, not `is:inline` ones). Each must run
 * in place, before the page shows, so it cannot be a bundled module.
 */
import { createHash } from 'node:crypto';
import { ANALYTICS_SCRIPT_URL } from '../../../contracts/security/headers.ts';

/** The payment redirect page replaces itself in history with its payment link's target. */
export const PAYMENT_REDIRECT_SCRIPT = `const url = document.querySelector('a[data-payment-link]').href;
location.replace(url);`;

/** Google's container snippet for one container id. */
export const analyticsScript = (containerId: string) => `window.dataLayer = window.dataLayer || [];
window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
const script = document.createElement('script');
script.async = true;
script.src = ${JSON.stringify(`${ANALYTICS_SCRIPT_URL}?id=${encodeURIComponent(containerId)}`)};
document.head.appendChild(script);`;

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}` as const;

/** The CSP hashes of the inline scripts a build can emit, with those it bundles (`bundled`). */
export function inlineScriptHashes(
  containerId: string | undefined,
  bundled: readonly string[] = [],
): Array<`sha256-${string}`> {
  const scripts = [PAYMENT_REDIRECT_SCRIPT, ...(containerId ? [analyticsScript(containerId)] : []), ...bundled];
  return scripts.map(sha256);
}
