import { describe, expect, it } from 'vitest';
import { loadCollection, type CollectionName } from '../../src/content/collections.ts';
import { createLocalBackend } from '../../src/content/local-backend.node.ts';
import { DEFAULT_DATASET_FILE, type SanityDocument } from '../../src/content/local-dataset.node.ts';
import { compareRanks } from '../../src/content/order-rank.ts';

/** The embedded dataset with the drag-and-drop places (orderRank) of two documents swapped. */
function seedWithSwapped(firstId: string, secondId: string) {
  const backend = createLocalBackend(DEFAULT_DATASET_FILE);
  const byId = new Map(backend.dataset().documents.map((doc) => [doc._id, doc]));
  const [first, second] = [byId.get(firstId), byId.get(secondId)] as Array<SanityDocument & { orderRank: string }>;
  [first.orderRank, second.orderRank] = [second.orderRank, first.orderRank];
  return backend;
}

const ids = async (backend: ReturnType<typeof createLocalBackend>, name: CollectionName) =>
  (await loadCollection(backend, name)).map((doc) => doc._id);

describe('lists come out in the order dragged in the Studio', () => {
  it.each([
    ['categories', 'category-transport-and-logistics', 'category-cleaning-operations'],
    ['courses', 'course-tlif0025', 'course-tli40324'],
    ['policyPages', 'policy-how-to-enrol', 'policy-complaints-appeals'],
    ['teamMembers', 'teamMember-helen-marsh', 'teamMember-priya-raman'],
    ['testimonials', 'testimonial-ironbark-haulage', 'testimonial-redgum-logistics'],
    ['clientLogos', 'clientLogo-coral-coast-freight', 'clientLogo-harbourside-foods'],
    ['pdSessions', 'pdSession-cor-monthly-session', 'pdSession-fatigue-management-refresher'],
  ] as const)('%s: two documents whose places are swapped swap on the site', async (name, firstId, secondId) => {
    const before = await ids(createLocalBackend(DEFAULT_DATASET_FILE), name);
    const after = await ids(seedWithSwapped(firstId, secondId), name);
    const swapped = before.map((id) => (id === firstId ? secondId : id === secondId ? firstId : id));
    expect(before.indexOf(firstId)).toBeLessThan(before.indexOf(secondId));
    expect(after).toEqual(swapped);
  });

  it('puts a document that was never placed in a list after the placed ones', () => {
    const docs = [{ id: 'new' }, { id: 'second', orderRank: '0|10000o:' }, { id: 'first', orderRank: '0|100008:' }];
    expect(docs.sort((a, b) => compareRanks(a.orderRank, b.orderRank)).map(({ id }) => id)).toEqual([
      'first',
      'second',
      'new',
    ]);
  });
});
