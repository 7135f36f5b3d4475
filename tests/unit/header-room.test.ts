import { describe, expect, it } from 'vitest';
import { createLocalBackend } from '../../src/content/local-backend.node.ts';
import { DEFAULT_DATASET_FILE, type SanityDocument } from '../../src/content/local-dataset.node.ts';
import { validateBackend } from './sanity-validation.ts';

type Item = Record<string, unknown> & { _key: string; label: string };
type NavigationDocument = SanityDocument & { header: Item[] };

/** The Studio's messages on the Navigation document's header, with its seed items changed as a coordinator could. */
async function headerMessages(change: (header: Item[]) => Item[] = (header) => header) {
  const backend = createLocalBackend(DEFAULT_DATASET_FILE);
  const navigation = backend.dataset().documents.find((doc) => doc._id === 'navigation') as NavigationDocument;
  navigation.header = change(navigation.header);
  const problems = await validateBackend(backend, ['navigation']);
  return problems.filter((problem) => problem.field === 'header').map(({ level, message }) => ({ level, message }));
}

const employers: Item = { _type: 'navLink', _key: 'employers', label: 'Employers', href: '/employers' };

describe("the Studio's check that the header fits on one line at 1280 px", () => {
  it("passes the seed's header, which fills the line", async () => {
    expect(await headerMessages()).toEqual([]);
  });

  it('warns when a link would push the last item past the edge, saying by about how much', async () => {
    expect(await headerMessages((header) => [...header, employers])).toEqual([
      {
        level: 'warning',
        message: expect.stringMatching(/^The header's items are about 1\d letters too long to fit on one line/),
      },
    ]);
  });

  it('passes again once a label is shortened to make room', async () => {
    const shortened = (header: Item[]) =>
      header.map((item) => (item._key === 'policies' ? { ...item, label: 'Policies' } : item));
    expect(await headerMessages((header) => [...shortened(header), employers])).toEqual([]);
  });
});
