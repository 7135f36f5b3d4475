import { describe, expect, it } from 'vitest';
import { createLocalBackend } from '../../src/content/local-backend.node.ts';
import { DEFAULT_DATASET_FILE } from '../../src/content/local-dataset.node.ts';
import { COMPLIANCE_QUERY, complianceReport, type RawDocument } from '../../studio/compliance/compliance.ts';

// The Compliance view's own query and report, over the embedded dataset as the Studio would read it.
async function seedDocuments(): Promise<RawDocument[]> {
  return createLocalBackend(DEFAULT_DATASET_FILE).fetch<RawDocument[]>(COMPLIANCE_QUERY);
}

describe('the Studio Compliance view', () => {
  it('lists every course and PD session of the seed with nothing missing', async () => {
    const documents = await seedDocuments();
    const rows = complianceReport(documents);
    expect(rows.filter((row) => row.type === 'course')).toHaveLength(20);
    expect(rows.filter((row) => row.type === 'pdSession').length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.missing.length > 0)).toEqual([]);
  });

  it('shows a draft that removed an item in place of its complete published course', async () => {
    const documents = await seedDocuments();
    const published = documents.find((doc) => doc._id === 'course-tli40324')!;
    const draft = { ...published, _id: 'drafts.course-tli40324', entryRequirements: ' ', locations: [] };
    const row = complianceReport([...documents, draft]).find((entry) => entry.id === 'course-tli40324');
    expect(row).toMatchObject({ draft: true, label: 'TLI40324 Certificate IV in Supply Chain Operations' });
    expect(row?.missing).toEqual(['entry requirements', 'delivery location']);
  });

  it('names a wrong title, and an active PD session without a price', async () => {
    const documents = await seedDocuments();
    const changed = documents.map((doc) =>
      doc._id === 'course-tlif0025'
        ? { ...doc, title: 'WHS for Drivers' }
        : doc._type === 'pdSession' && doc.status === 'active'
          ? { ...doc, price: undefined }
          : doc,
    );
    const rows = complianceReport(changed).filter((row) => row.missing.length > 0);
    expect(rows.find((row) => row.id === 'course-tlif0025')?.missing).toEqual([
      expect.stringContaining('"Follow work health and safety procedures"'),
    ]);
    expect(rows.filter((row) => row.type === 'pdSession').every((row) => row.missing.includes('price'))).toBe(true);
  });
});
