import { copyFileSync, createReadStream, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { DEFAULT_DATASET_FILE, loadLocalDataset } from '../content/local-dataset.node.ts';
import { SEED_MEDIA_PREFIX } from '../content/seed-assets.node.ts';
import { usesLiveDataset } from '../content/source.node.ts';

const MIME: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', pdf: 'application/pdf' };

const usesEmbeddedDataset = () => !usesLiveDataset(process.env);
const seedAssets = () => loadLocalDataset(process.env.CONTENT_DATASET_FILE || DEFAULT_DATASET_FILE).assets;

/**
 * Publishes the embedded dataset's images and files under /media/, as the Sanity CDN does for a live
 * dataset: served in dev, copied into the build.
 */
export function seedMedia(): AstroIntegration {
  return {
    name: 'northwind:seed-media',
    hooks: {
      'astro:server:setup': ({ server }) => {
        if (!usesEmbeddedDataset()) return;
        server.middlewares.use((request, response, next) => {
          const asset = request.url?.startsWith(SEED_MEDIA_PREFIX) && seedAssets().find((a) => a.url === request.url);
          if (!asset) return next();
          response.setHeader('Content-Type', MIME[asset.extension] ?? 'application/octet-stream');
          createReadStream(asset.path).pipe(response);
        });
      },
      'astro:build:done': ({ dir }) => {
        if (!usesEmbeddedDataset()) return;
        const outDir = fileURLToPath(dir);
        for (const asset of seedAssets()) {
          const target = join(outDir, asset.url);
          mkdirSync(dirname(target), { recursive: true });
          copyFileSync(asset.path, target);
        }
      },
    },
  };
}
