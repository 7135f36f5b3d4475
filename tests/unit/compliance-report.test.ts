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
    const courses = rows.filter((row) => row.type === 'course');
    // The 20 current courses, and the superseded TLI40319 with its days left.
    expect(courses.filter((row) => row.status === null)).toHaveLength(20);
    expect(courses.filter((row) => row.status !== null).map((row) => row.id)).toEqual(['course-tli40319']);
    expect(rows.filter((row) => row.type === 'pdSession').length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.missing.length > 0)).toEqual([]);
  });

  it("warns when a funding program's rules were checked more than 12 months ago", async () => {
    const documents = await seedDocuments();
    const program = documents.find((doc) => doc._id === 'fundingProgram-qld-c3g')!;
    const checkedOn = program.checkedOn as string;
    const year = Number(checkedOn.slice(0, 4));
    const sameDayNextYear = `${year + 1}${checkedOn.slice(4)}`;
    const dayAfter = new Date(`${sameDayNextYear}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    const row = (today: string) => complianceReport(documents, today).find((entry) => entry.id === program._id);
    expect(row(sameDayNextYear)?.warnings).toEqual([]);
    expect(row(dayAfter.toISOString().slice(0, 10))).toMatchObject({
      type: 'fundingProgram',
      missing: [],
      warnings: [expect.stringContaining(`Certificate 3 Guarantee, QLD rules were last checked on ${checkedOn}`)],
    });
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

  it('lists what lacks something first, then what needs a look soon, then the rest', async () => {
    const documents = await seedDocuments();
    const program = documents.find((doc) => doc._id === 'fundingProgram-qld-c3g')!;
    const twoYearsOn = `${Number((program.checkedOn as string).slice(0, 4)) + 2}-01-01`;
    const changed = documents.map((doc) =>
      doc._id === 'course-tlif0025' ? { ...doc, title: 'WHS for Drivers' } : doc,
    );
    const rows = complianceReport(changed, twoYearsOn);
    const attention = rows.findIndex((row) => row.missing.length === 0 && row.warnings.length === 0);
    expect(rows[0]?.id).toBe('course-tlif0025');
    expect(rows.slice(1, attention).map((row) => row.id)).toContain(program._id);
    expect(rows.slice(1, attention).every((row) => row.missing.length === 0 && row.warnings.length > 0)).toBe(true);
    expect(rows.slice(attention).every((row) => row.missing.length === 0 && row.warnings.length === 0)).toBe(true);
  });
});
