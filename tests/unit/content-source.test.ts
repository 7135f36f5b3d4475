import { describe, expect, it } from 'vitest';
import { createContentSource } from '../../src/content/source.node.ts';

describe('content source selection', () => {
  it('uses the embedded dataset unless a Sanity project and dataset are both configured', () => {
    expect(createContentSource({}).name).toBe('local');
    expect(createContentSource({ SANITY_PROJECT_ID: 'abc123' }).name).toBe('local');
    expect(createContentSource({ SANITY_DATASET: 'production' }).name).toBe('local');
    expect(createContentSource({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production' }).name).toBe('live');
  });
});
