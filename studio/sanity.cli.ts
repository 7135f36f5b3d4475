import { defineCliConfig } from 'sanity/cli';

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'northwind',
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  },
  deployment: {
    // Keep the Studio on the Sanity version pinned in package.json.
    autoUpdates: false,
  },
});
