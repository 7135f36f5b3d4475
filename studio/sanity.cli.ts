import { defineCliConfig } from 'sanity/cli';

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'northwind',
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  },
  // `npm run typegen`: the site's GROQ queries typed from the schema (extracted to schema.json with the fields
  // the Studio requires marked as present), so no query result type is written by hand.
  typegen: {
    path: '../src/**/*.{ts,tsx,astro}',
    schema: 'schema.json',
    generates: '../src/content/sanity.types.ts',
    overloadClientMethods: true,
  },
  deployment: {
    // Keep the Studio on the Sanity version pinned in package.json.
    autoUpdates: false,
  },
});
