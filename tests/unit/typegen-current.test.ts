import { readFileSync } from 'node:fs';
import { extractSchema } from '@sanity/schema/_internal';
import { describe, expect, it } from 'vitest';
import { studioSchema } from './sanity-validation.ts';

// The query result types in src/content/sanity.types.ts come from this extract; typecheck already fails for a
// query whose text changed since, and this fails for a Studio schema that changed since.
describe('the generated content types', () => {
  it('were made from the Studio schema as it is now (else run npm run typegen)', () => {
    const current: unknown = JSON.parse(JSON.stringify(extractSchema(studioSchema, { enforceRequiredFields: true })));
    expect(current).toEqual(JSON.parse(readFileSync('studio/schema.json', 'utf8')));
  });
});
