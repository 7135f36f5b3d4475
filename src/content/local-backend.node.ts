import { evaluate, parse } from 'groq-js';
import type { ContentBackend, QueryParams } from './backend.node.ts';
import { loadLocalDataset, type LocalDataset } from './local-dataset.node.ts';
import type { ContentPerspective } from '../../contracts/content-perspective.ts';

/** Evaluates GROQ over the embedded NDJSON dataset with groq-js: the same queries the Content Lake runs. */
export function createLocalBackend(
  datasetFile: string,
  perspective: ContentPerspective = 'published',
): ContentBackend & { dataset: () => LocalDataset } {
  let cached: LocalDataset | undefined;
  const dataset = () => (cached ??= loadLocalDataset(datasetFile, perspective));
  return {
    name: 'local',
    dataset,
    async fetch<T>(query: string, params: QueryParams = {}): Promise<T> {
      const { documents, assets } = dataset();
      const tree = parse(query, { params });
      const result = await evaluate(tree, { dataset: [...documents, ...assets], params });
      return (await result.get()) as T;
    },
  };
}
