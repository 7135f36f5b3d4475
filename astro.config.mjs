// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { loadEnv } from 'vite';
import { CONTENT_PERSPECTIVES, contentPerspective } from './contracts/content-perspective.ts';
import { seedMedia } from './src/integrations/seed-media.ts';
import { cspDirectives, cspScriptSources, cspStyleSources } from './contracts/security/headers.ts';
import { inlineScriptHashes } from './src/lib/security/inline-scripts.node.ts';
import { staticHostHeadersFile } from './src/integrations/static-host-headers.ts';
import { searchIndex } from './src/integrations/search-index.ts';
import { staticHostRedirectsFile } from './src/integrations/static-host-redirects.ts';
import { previewClient, previewImageOrigins } from './src/integrations/preview-client.ts';
import { DEFAULT_SITE_URL } from './contracts/routes.ts';
import { accountPages, accountsEnabled } from './src/integrations/account-pages.ts';
import { interactionDirective } from './src/integrations/interaction/interaction.ts';
import { modulePreloads } from './src/integrations/module-preload/module-preload.ts';
import { builtPages } from './src/integrations/built-pages/built-pages.ts';
import { bundleInlineScripts } from './src/integrations/inline-scripts/bundle-inline-script.ts';
import { inlineScripts } from './src/integrations/inline-scripts/inline-scripts.ts';
import { lazyModules } from './src/integrations/lazy-modules/lazy-modules.ts';
import { SEARCH_DIALOG_MODULE } from './contracts/search/dialog-module.ts';
import { CONTACT_API_PATH } from './contracts/contact/protocol.ts';

// Read as astro:env reads it (process environment, then .env files), so the policy matches the page.
const { PUBLIC_GTM_ID } = { ...loadEnv('production', process.cwd(), 'PUBLIC_'), ...process.env };
// A preview of a Content Lake on another host (the local Studio's) shows images from there.
const imageOrigins = previewImageOrigins({
  ...loadEnv('production', process.cwd(), ['SANITY_', 'CONTENT_']),
  ...process.env,
});
const csp = { analytics: Boolean(PUBLIC_GTM_ID), imageOrigins };
// The publisher's builds set ACCOUNTS_ENABLED=true; a plain build (a static host) has no account pages or links.
const accounts = accountsEnabled({ ...loadEnv('production', process.cwd(), 'ACCOUNTS_'), ...process.env });
// Scripts pages carry inline, each bundled into one classic script and hashed into the policy below: the header's, on
// every page, and those that must run before the page shows: the catalogue's redirect of legacy addresses, the 404
// page's of unknown addresses under /courses/, the PD registration form's removal of sessions that have passed since
// the build, the search page's panel, the comparison (its data is in the page) and the shortlist, which then asks for
// its data at once.
const INLINE_SCRIPTS = await bundleInlineScripts({
  HEADER_SCRIPT: 'src/scripts/header.ts',
  LEGACY_CATALOGUE_REDIRECT_SCRIPT: 'src/scripts/legacy-catalogue-redirect.ts',
  UNKNOWN_CATALOGUE_PAGE_SCRIPT: 'src/scripts/unknown-catalogue-page.ts',
  PD_SESSION_DATES_SCRIPT: 'src/scripts/pd-session-dates.ts',
  SEARCH_PAGE_SCRIPT: 'src/scripts/search-page.ts',
  COMPARE_PAGE_SCRIPT: 'src/scripts/compare-page-start.ts',
  SHORTLIST_PAGE_SCRIPT: 'src/scripts/shortlist-page-start.ts',
});
const searchDialog = lazyModules([SEARCH_DIALOG_MODULE]);
const staticHostHeaders = staticHostHeadersFile();

export default defineConfig({
  output: 'static',
  // Separate caches let several builds (publisher releases, parallel checkouts) run side by side.
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  site: process.env.SITE_URL || DEFAULT_SITE_URL,
  trailingSlash: 'never',
  // Every page carries the site's stylesheet in a <style>, which Astro hashes into its policy: the first paint waits for
  // no other request. Critical CSS per page (beasties) would add some 50 ms of build per page; brotli makes the whole
  // sheet about 9.5 KiB in each page. Previews of drafts keep the stylesheet a file: the Studio's Preview tool, which
  // frames them, crashed (React error 520) on pages with the sheet inline.
  build: {
    format: 'file',
    inlineStylesheets: contentPerspective(process.env.CONTENT_PERSPECTIVE) === 'drafts' ? 'auto' : 'always',
  },
  integrations: [
    react(),
    // client:interaction: islands hydrate when first used, so no page loads React at start.
    interactionDirective(),
    // Redirect and post-payment pages are noindex, so search engines are not told about them.
    sitemap({
      // /shortlist and /compare show what a visitor saved or linked: nothing of their own for a search engine.
      // /405 is what a static host answers a form post with (the sitemap leaves out 404 by itself).
      filter: (page) =>
        !/^\/(stripe-cor65|confirm\/.*|contact|account(\/.*)?|api\/.*|405|apply|(get-in-touch|pd-registration)\/sent|shortlist|compare)$/.test(
          new URL(page).pathname,
        ),
    }),
    seedMedia(),
    inlineScripts(INLINE_SCRIPTS),
    // The search dialog's code, which the inline header script loads when search is first opened.
    searchDialog.integration,
    // One pass over the built pages: the search dialog's built address, each script's modules preloaded, and each
    // page's policy read for the static host's headers file.
    builtPages([searchDialog.step, modulePreloads, staticHostHeaders.step]),
    // Before the headers file, which names the index's files.
    searchIndex(),
    staticHostHeaders.integration,
    staticHostRedirectsFile(),
    accountPages(accounts),
    previewClient(),
  ],
  // Astro hashes every script and style it emits into each page's policy: no 'unsafe-inline' for scripts.
  security: {
    csp: {
      directives: cspDirectives(csp),
      scriptDirective: {
        resources: cspScriptSources(csp),
        hashes: inlineScriptHashes(PUBLIC_GTM_ID, Object.values(INLINE_SCRIPTS)),
      },
      styleDirective: { resources: cspStyleSources() },
    },
  },
  // No page renders Markdown code blocks, and Shiki's colours are inline styles the strict policy refuses.
  markdown: { syntaxHighlight: false },
  vite: { plugins: [tailwindcss()] },
  env: {
    schema: {
      SANITY_PROJECT_ID: envField.string({ context: 'server', access: 'public', optional: true }),
      SANITY_DATASET: envField.string({ context: 'server', access: 'public', optional: true }),
      SANITY_API_VERSION: envField.string({ context: 'server', access: 'public', optional: true }),
      SANITY_READ_TOKEN: envField.string({ context: 'server', access: 'secret', optional: true }),
      // Another host that speaks the Content Lake's API, e.g. the local lake of `npm run studio:local`.
      SANITY_API_HOST: envField.string({ context: 'server', access: 'public', optional: true }),
      CONTENT_DATASET_FILE: envField.string({ context: 'server', access: 'public', optional: true }),
      // Set by the publisher: "drafts" only for its preview builds, which render the preview bar.
      CONTENT_PERSPECTIVE: envField.enum({
        context: 'server',
        access: 'public',
        values: [...CONTENT_PERSPECTIVES],
        optional: true,
      }),
      RELEASE_ID: envField.string({ context: 'server', access: 'public', optional: true }),
      PUBLIC_CONTACT_ENDPOINT: envField.string({ context: 'client', access: 'public', default: CONTACT_API_PATH }),
      PUBLIC_GTM_ID: envField.string({ context: 'client', access: 'public', optional: true }),
      ACCOUNTS_ENABLED: envField.boolean({ context: 'server', access: 'public', default: false }),
    },
  },
});
