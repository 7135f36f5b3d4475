import { describe, expect, it } from 'vitest';
import { loadCollection } from '../../src/content/collections.ts';
import { createLocalBackend } from '../../src/content/local-backend.node.ts';
import { DEFAULT_DATASET_FILE, type SanityDocument } from '../../src/content/local-dataset.node.ts';
import { intakeEvents } from '../../src/lib/calendar/intake-events.ts';
import { calendarFile } from '../../src/lib/calendar/ics.ts';
import { checkedSchedules, scheduleCourseOf } from '../../src/lib/intakes/checked-schedules.ts';
import { parseIcs } from '../fixtures/parse-ics.ts';

const SITE = 'https://www.northwind-training.example';
const TODAY = '2026-11-25';

/** A copy of the seed as the Content Lake keeps it: every document with the time it was last published. */
function seedCopy(edit: (docs: Map<string, SanityDocument>) => void = () => {}) {
  const backend = createLocalBackend(DEFAULT_DATASET_FILE);
  const docs = backend.dataset().documents;
  for (const doc of docs) doc._updatedAt = '2026-11-01T00:00:00Z';
  edit(new Map(docs.map((doc) => [doc._id, doc])));
  return backend;
}

/** The intakes feed of a copy of the seed, as a calendar reads it. */
async function intakesFeed(backend: ReturnType<typeof createLocalBackend>) {
  const [intakes, courses] = await Promise.all([
    loadCollection(backend, 'intakes'),
    loadCollection(backend, 'courses'),
  ]);
  const schedules = checkedSchedules(intakes, courses.map(scheduleCourseOf), TODAY);
  const events = intakeEvents(schedules, courses, SITE);
  const file = calendarFile({ name: 'Intakes', description: 'All', events, now: new Date(), feed: true });
  return new Map(parseIcs(file).events.map((event) => [event.uid, event]));
}

describe('the intakes feed of the seed', () => {
  it('gives every unit and qualification a start: an intake from December 2026 or rolling enrolment', async () => {
    const backend = seedCopy();
    const [intakes, courses] = await Promise.all([
      loadCollection(backend, 'intakes'),
      loadCollection(backend, 'courses'),
    ]);
    const schedules = checkedSchedules(intakes, courses.map(scheduleCourseOf), TODAY);
    for (const course of courses) {
      const { intakes: dated, rolling } = schedules.get(course._id)!;
      expect(dated.length + rolling.length, course.code).toBeGreaterThan(0);
      for (const intake of dated) expect(intake.startDate >= '2026-12-01', course.code).toBe(true);
    }
  });

  it('keeps each event’s UID when its date moves, and raises its SEQUENCE', async () => {
    const before = await intakesFeed(seedCopy());
    const after = await intakesFeed(
      seedCopy((docs) =>
        Object.assign(docs.get('intake-tlia1001-2027-02-08-blended')!, {
          startDate: '2027-02-15',
          enrolmentCloses: '2027-02-10',
          _updatedAt: '2026-11-20T03:00:00Z',
        }),
      ),
    );
    const uid = 'intake-tlia1001-2027-02-08-blended@www.northwind-training.example';
    expect(before.get(uid)).toMatchObject({ day: '2027-02-08', allDay: true });
    expect(after.get(uid)).toMatchObject({ day: '2027-02-15' });
    expect(after.get(uid)!.sequence).toBeGreaterThan(before.get(uid)!.sequence);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
  });

  it('keeps the UIDs of a pattern’s intakes when its weekday changes, each a month', async () => {
    const pattern = 'intakePattern-leadership-online-monthly';
    const before = await intakesFeed(seedCopy());
    const after = await intakesFeed(
      seedCopy((docs) => Object.assign(docs.get(pattern)!, { weekday: 2, _updatedAt: '2026-11-20T03:00:00Z' })),
    );
    const uid = `${pattern}-2027-01-bsb40120@www.northwind-training.example`;
    expect(before.get(uid)).toMatchObject({ day: '2027-01-04' });
    expect(after.get(uid)).toMatchObject({ day: '2027-01-05' });
    expect(after.get(uid)!.sequence).toBeGreaterThan(before.get(uid)!.sequence);
  });
});
