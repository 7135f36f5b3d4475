/**
 * The site's security headers, written once: Astro's CSP config, the publisher and the static-host
 * `_headers` file all take them from here.
 */
import { BOOKING_WIDGET_SCRIPT_URL, FORM_SERVICE_EMBED_BASE, MAP_EMBED_ORIGIN } from '../external-services.ts';

/** Where the booking calendar's iframe comes from (the widget script injects it). */
export const BOOKING_FRAME_ORIGIN = 'https://calendly.com';
const BOOKING_ASSETS_ORIGIN = new URL(BOOKING_WIDGET_SCRIPT_URL).origin;
const FORM_SERVICE_ORIGIN = new URL(FORM_SERVICE_EMBED_BASE).origin;
/** Google Tag Manager and the analytics it loads, allowed only when a container id is configured. */
export const ANALYTICS_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';
const ANALYTICS_SCRIPT_ORIGIN = new URL(ANALYTICS_SCRIPT_URL).origin;
const ANALYTICS_CONNECT_ORIGINS = [
  ANALYTICS_SCRIPT_ORIGIN,
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];
/** Images of a live dataset come from Sanity's CDN. */
const SANITY_CDN_ORIGIN = 'https://cdn.sanity.io';

export interface CspOptions {
  /** PUBLIC_GTM_ID is set: the page loads Google Tag Manager. */
  analytics: boolean;
  /** Other origins the pages show images from: a preview build's Content Lake on another host. */
  imageOrigins?: string[];
}

/** A directive Astro accepts in `security.csp.directives` (script-src and style-src are its own). */
type Directive =
  `${'default' | 'img' | 'frame' | 'connect' | 'object'}-src ${string}` | `${'base-uri' | 'form-action'} ${string}`;

/** Directives other than script-src and style-src, which Astro writes itself with the page's hashes. */
export function cspDirectives({ analytics, imageOrigins = [] }: CspOptions): Directive[] {
  const extra = (...sources: string[]) => (analytics ? sources : []);
  return [
    "default-src 'self'",
    `img-src 'self' data: ${[SANITY_CDN_ORIGIN, ...imageOrigins, ...extra(ANALYTICS_SCRIPT_ORIGIN)].join(' ')}`,
    `frame-src ${[BOOKING_FRAME_ORIGIN, MAP_EMBED_ORIGIN, FORM_SERVICE_ORIGIN].join(' ')}`,
    `connect-src ${["'self'", ...extra(...ANALYTICS_CONNECT_ORIGINS)].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
}

/**
 * script-src without hashes; Astro adds the hash of every script it emits. Site search runs Pagefind's
 * WebAssembly, which needs 'wasm-unsafe-eval': it allows compiling WebAssembly, never JavaScript eval.
 */
export const cspScriptSources = ({ analytics }: CspOptions): string[] => [
  "'self'",
  "'wasm-unsafe-eval'",
  BOOKING_ASSETS_ORIGIN,
  ...(analytics ? [ANALYTICS_SCRIPT_ORIGIN] : []),
];

/**
 * style-src without hashes: Astro adds the hash of every `<style>` it writes (its islands' rule and the site's
 * stylesheet, which it inlines into every page). No inline style otherwise: no page has a style attribute, and nothing adds a `<style>`
 * element at run time; scripts set styles through the DOM, which a policy does not govern. Calendly's widget
 * brings its stylesheet from its own origin.
 */
export const cspStyleSources = (): string[] => ["'self'", BOOKING_ASSETS_ORIGIN];

/**
 * What a `<meta>` policy cannot say (browsers ignore frame-ancestors there), so only headers carry it.
 * Nobody may frame the site; only previews name the Studio, whose Presentation tool shows them in a frame.
 */
const headerOnlyCsp = (frameAncestors = "'none'") => `frame-ancestors ${frameAncestors}`;

/** For a page whose build wrote no policy: the same allowances, with no inline script. */
export const fallbackPageCsp = (options: CspOptions) =>
  [
    ...cspDirectives(options),
    `script-src ${cspScriptSources(options).join(' ')}`,
    `style-src ${cspStyleSources().join(' ')}`,
  ].join('; ');

/** JSON, files and other non-pages: nothing in them may run, load or be framed. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";
/**
 * Images, stylesheets, scripts and PDFs: a policy matters only when one is opened on its own, and a
 * `default-src` there would stop the browser's PDF viewer; framing is what to prevent.
 */
const ASSET_CSP = headerOnlyCsp();

export const HSTS = 'max-age=63072000; includeSubDomains';

/** Sent with every answer, whatever its type. */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  // Features the site never uses, turned off for it and every frame it embeds.
  'Permissions-Policy':
    'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()',
};

export type ResponseKind = 'page' | 'asset' | 'api';

/**
 * The Content-Security-Policy header for an answer; a page passes the policy its build wrote, and a
 * preview page the origin allowed to frame it.
 */
export function contentSecurityPolicy(kind: ResponseKind, pagePolicy?: string, frameAncestors?: string): string {
  if (kind === 'api') return API_CSP;
  if (kind === 'asset') return ASSET_CSP;
  const page = (pagePolicy ?? '').trim().replace(/;\s*$/, '');
  const framing = headerOnlyCsp(frameAncestors);
  return page ? `${page}; ${framing}` : framing;
}

const META_CSP = /<meta\s+http-equiv="content-security-policy"\s+content="([^"]*)"/i;

/** The policy Astro wrote into a page's `<meta>`, or null for a page built without one. */
export function pageCspFromHtml(html: string): string | null {
  const match = META_CSP.exec(html);
  return match ? match[1].replaceAll('&#39;', "'").replaceAll('&apos;', "'").replaceAll('&quot;', '"').trim() : null;
}

/**
 * One policy allowing what any page allows: each directive's sources united. Static hosts give one
 * header to every path, while each page's own `<meta>` still narrows it to that page.
 */
export function unitePolicies(policies: string[]): string {
  const directives = new Map<string, Set<string>>();
  for (const policy of policies) {
    for (const directive of policy.split(';')) {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (!name) continue;
      const known = directives.get(name) ?? new Set<string>();
      for (const source of sources) known.add(source);
      directives.set(name, known);
    }
  }
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** Astro's content-hashed bundles: a changed file gets a new name, so browsers may keep one forever. */
export const HASHED_ASSETS_PATH = '/_astro/';
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
