import { it } from 'vitest';
import { validateDocument } from '@sanity/validation';
import { from } from 'rxjs';
import { createSchema } from 'sanity';
import { schemaTypes } from '/work/main/studio/schemaTypes/index.ts';
import { createLocalBackend } from '/work/main/src/lib/content/local-backend.ts';

it('prints all markers', async () => {
  const schema = createSchema({ name: 'default', types: schemaTypes });
  for (const file of [process.env.DS ?? '/work/main/studio/seed/data.ndjson']) {
    const backend = createLocalBackend(file);
    const { documents, assets } = backend.dataset();
    const ids = new Set([...documents, ...assets].map((d: any) => d._id));
    const client: any = {
      fetch: (q: string, p?: any) => backend.fetch(q, p),
      getDataUrl: (op: string, path = '') => `/data/${op}/local/${path}`,
      observable: { fetch: (q: string, p?: any) => from(backend.fetch(q, p)), request: () => from(Promise.resolve(null)) },
      withConfig: () => client,
    };
    let n = 0;
    for (const document of documents as any[]) {
      const result = await validateDocument({ document, schema, client, getDocumentExists: async ({ id }) => ids.has(id) });
      if (result.status !== 'passed') console.log(document._id, result.status);
      for (const m of result.markers) { n++; console.log(`${m.level} ${document._id} ${JSON.stringify(m.path)} ${m.code}: ${m.message}`); }
    }
    console.log(file, documents.length, 'docs', n, 'markers');
  }
});
