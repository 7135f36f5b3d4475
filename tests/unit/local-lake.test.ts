import { readFile } from 'node:fs/promises';
import { parse } from 'groq-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { summariseReport } from '../../studio/local/lake/error-report.ts';
import { exportSeed } from '../../studio/local/lake/export.ts';
import { readSeed } from '../../studio/local/lake/seed.ts';
import { subscribe } from '../../studio/local/lake/listen.ts';
import { Lake, LakeError, type LakeChange } from '../../studio/local/lake/store.ts';
import { sanityVersionProblem } from '../../studio/local/sanity-version.ts';
import { copyEmbeddedDataset, tempDir } from '../integration/harness.ts';

const ID = 'course-tlif0025';
const DRAFT = `drafts.${ID}`;
let dir: Awaited<ReturnType<typeof tempDir>>;
let seedFile: string;
let lake: Lake;

beforeEach(async () => {
  dir = await tempDir('local-lake');
  seedFile = await copyEmbeddedDataset(dir.path);
  lake = new Lake(readSeed(seedFile, 'http://127.0.0.1:1/lake'));
});
afterEach(() => dir.remove());

/** Listener options for events without documents, mutations or effects. */
const BARE_EVENTS = { includeResult: false, includePreviousRevision: false, includeMutations: false, effects: false };
const title = (perspective: string[]) => lake.query(`*[_id == "${ID}"][0].title`, {}, perspective, 'local-coordinator');

describe('the local Content Lake', () => {
  it('edits a draft, publishes it, with a new revision each time, and tells listeners in order', async () => {
    const seen: LakeChange[] = [];
    lake.events.on('transaction', (changes: LakeChange[]) => seen.push(...changes));
    const before = lake.documents.get(ID)!;
    lake.act([
      {
        actionType: 'sanity.action.document.edit',
        publishedId: ID,
        draftId: DRAFT,
        patch: { set: { title: 'Draft title' } },
      },
    ]);
    expect(await title(['published'])).toBe(before.title);
    expect(await title(['drafts'])).toBe('Draft title');

    const draftRev = lake.documents.get(DRAFT)!._rev;
    expect(() =>
      lake.act([
        { actionType: 'sanity.action.document.publish', publishedId: ID, draftId: DRAFT, ifDraftRevisionId: 'stale' },
      ]),
    ).toThrow(LakeError);
    lake.act([
      { actionType: 'sanity.action.document.publish', publishedId: ID, draftId: DRAFT, ifDraftRevisionId: draftRev },
    ]);
    expect(lake.documents.has(DRAFT)).toBe(false);
    expect(lake.documents.get(ID)).toMatchObject({ title: 'Draft title' });
    expect(lake.documents.get(ID)!._rev).not.toBe(before._rev);
    expect(seen.map((change) => [change.documentId, change.after === null ? 'gone' : 'there'])).toEqual([
      [DRAFT, 'there'],
      [ID, 'there'],
      [DRAFT, 'gone'],
    ]);
    // The history API gives the published document as it was before.
    expect(lake.version(ID, { revision: before._rev })?.title).toBe(before.title);
  });

  it('applies several edits of a published document in one transaction to one new draft, as a moved array item sends them', async () => {
    const published = lake.documents.get(ID)!;
    const edit = (patch: Record<string, unknown>) => ({
      actionType: 'sanity.action.document.edit',
      publishedId: ID,
      draftId: DRAFT,
      patch,
    });
    lake.act([edit({ set: { title: 'Draft title' } }), edit({ set: { code: 'TLIF0026' } })]);
    expect(await title(['drafts'])).toBe('Draft title');
    expect(lake.documents.get(DRAFT)!.code).toBe('TLIF0026');
    expect(lake.documents.get(ID)!._rev).toBe(published._rev);
  });

  it("gives every listener event of a document the revision it leaves, a draft's deletion by publishing too", async () => {
    const events: { transition: string; previousRev?: string; resultRev?: string }[] = [];
    const stop = subscribe(
      lake,
      { ...BARE_EVENTS, query: parse('*[_id == $id]'), params: { id: DRAFT } },
      (event, data) => {
        if (event === 'mutation') events.push(data as (typeof events)[number]);
      },
    );
    const edit = { actionType: 'sanity.action.document.edit', publishedId: ID, draftId: DRAFT };
    lake.act([{ ...edit, patch: { set: { title: 'Draft title' } } }]);
    lake.act([{ actionType: 'sanity.action.document.publish', publishedId: ID, draftId: DRAFT }]);
    lake.act([{ ...edit, patch: { set: { title: 'Another draft' } } }]);
    await expect.poll(() => events.length).toBe(3);
    stop();
    const [made, published, remade] = events;
    expect(made).toMatchObject({ transition: 'appear', previousRev: undefined });
    expect(published).toMatchObject({ transition: 'disappear', previousRev: made.resultRev });
    // The Studio takes a chain up again after a disappearance from no revision; a deletion with none broke it.
    expect(published.resultRev).toEqual(expect.any(String));
    expect(remade).toMatchObject({ transition: 'appear', previousRev: undefined });
  });

  it("counts a transaction's events as those its listener is sent, as the Studio waits for that many", async () => {
    const listen = (ids: string[]) => {
      const events: { documentId: string; transactionTotalEvents: number; transactionCurrentEvent: number }[] = [];
      const stop = subscribe(
        lake,
        { ...BARE_EVENTS, query: parse('*[_id in $ids]'), params: { ids } },
        (event, data) => {
          if (event === 'mutation') events.push(data as (typeof events)[number]);
        },
      );
      return { events, stop };
    };
    const one = listen([DRAFT]);
    const both = listen([DRAFT, 'drafts.course-tlif0005']);
    lake.mutate([
      { patch: { id: 'course-tlif0005', set: { title: 'Not listened to' } } },
      { createOrReplace: { _id: 'drafts.course-tlif0005', _type: 'course', title: 'Another draft' } },
      { createOrReplace: { _id: DRAFT, _type: 'course', title: 'Draft title' } },
    ]);
    await expect.poll(() => [one.events.length, both.events.length]).toEqual([1, 2]);
    one.stop();
    both.stop();
    expect(one.events).toMatchObject([{ documentId: DRAFT, transactionTotalEvents: 1, transactionCurrentEvent: 1 }]);
    expect(both.events).toMatchObject([
      { documentId: 'drafts.course-tlif0005', transactionTotalEvents: 2, transactionCurrentEvent: 1 },
      { documentId: DRAFT, transactionTotalEvents: 2, transactionCurrentEvent: 2 },
    ]);
  });

  it('deletes and patches by query what the query finds when the mutation arrives', async () => {
    const secret = (id: string, source: string) => ({ _id: `drafts.${id}`, _type: 'sanity.previewUrlSecret', source });
    lake.mutate([{ create: secret('a', 'old') }, { create: secret('b', 'new') }]);
    const query = '*[_type == "sanity.previewUrlSecret" && source == $source]';
    lake.mutate(await lake.byId([{ delete: { query, params: { source: 'old' } } }]));
    expect(lake.documents.has('drafts.a')).toBe(false);
    expect(lake.documents.has('drafts.b')).toBe(true);
    lake.mutate(await lake.byId([{ patch: { query: '*[_id == $id]', params: { id: ID }, set: { price: 1 } } }]));
    expect(lake.documents.get(ID)).toMatchObject({ price: 1 });
  });

  it('refuses what the Content Lake refuses, saying why', () => {
    expect(() => lake.mutate([{ create: { _id: ID, _type: 'course' } }])).toThrow(/already exists/);
    expect(() => lake.mutate([{ patch: { id: 'no-such-course', set: { title: 'x' } } }])).toThrow(/does not exist/);
    expect(() => lake.act([{ actionType: 'sanity.action.document.version.create' }])).toThrow(
      /does not answer the document action sanity\.action\.document\.version\.create/,
    );
  });

  it("answers the Studio's text search on every text of a document, drafts included, and everything for nothing", async () => {
    const search = (term: string, perspective = ['raw']) =>
      lake.query(
        '*[_type == "course" && [@, _id] match text::query($q)]._id',
        { q: term },
        perspective,
        'local-coordinator',
      );
    expect(await search('Fatigue')).toEqual(expect.arrayContaining(['course-tlif0005', 'course-tlif0006']));
    expect(await search('Fatigue')).not.toContain(ID);
    // A word only its description holds, as typed (the Studio makes the last word a prefix), and a phrase.
    expect(await search('accidents')).toEqual([ID]);
    expect(await search('acciden*')).toEqual([ID]);
    expect(await search('"fires and emergencies"')).toEqual([ID]);
    expect(await search('"emergencies and fires"')).toEqual([]);
    expect(await search('accidents -hazard')).toEqual([]);
    const courses = await lake.query('*[_type == "course"]._id', {}, ['raw'], 'local-coordinator');
    expect(await search('')).toEqual(expect.arrayContaining(courses as string[]));
    expect(((await search('')) as string[]).length).toBe((courses as string[]).length);
    // In the drafts perspective, a draft's words find its document.
    lake.act([
      {
        actionType: 'sanity.action.document.edit',
        publishedId: ID,
        draftId: DRAFT,
        patch: { set: { summary: 'Forklift zebra' } },
      },
    ]);
    expect(await search('zebra', ['drafts'])).toEqual([ID]);
    expect(await search('zebra', ['published'])).toEqual([]);
  });

  it('ranks by the fields the Studio boosts, as its search query asks (score and text::query on a field)', async () => {
    const ranked = (await lake.query(
      '*[_type == "course"] | score(boost(title match text::query($q), 10), [@, _id] match text::query($q)) [_score > 0] | order(_score desc)._id',
      { q: 'fatigue*' },
      ['published'],
      'local-coordinator',
    )) as string[];
    expect(ranked.length).toBeGreaterThan(1);
    expect(String(lake.documents.get(ranked[0])?.title)).toMatch(/fatigue/i);
  });
});

describe("the Studio's error reports in the local lake's log", () => {
  const header = JSON.stringify({ dsn: 'https://key@sentry.example/1', sent_at: '2026-11-29T13:53:17.352Z' });

  it('names the error a report carries, with where it was thrown', () => {
    const event = {
      exception: {
        values: [
          {
            type: 'TypeError',
            value: "Cannot read properties of undefined (reading '_rev')",
            stacktrace: {
              frames: [
                { function: 'outer' },
                { function: 'usePublishAction', filename: 'structure.js', lineno: 10226 },
              ],
            },
          },
        ],
      },
    };
    const envelope = [header, JSON.stringify({ type: 'event' }), JSON.stringify(event), ''].join('\n');
    expect(summariseReport(envelope)).toBe(
      "TypeError: Cannot read properties of undefined (reading '_rev') at usePublishAction (structure.js:10226)",
    );
  });

  it('keeps a message, says what else an item was, and has nothing to log for a report of nothing', () => {
    const feedback = [
      header,
      '{"type":"event"}',
      '{"message":"The preview did not load"}',
      '{"type":"session"}',
      '{"status":"ok"}',
    ];
    expect(summariseReport(feedback.join('\n'))).toBe('The preview did not load; a session item');
    expect(summariseReport(`${header}\n`)).toBeNull();
  });
});

describe('exporting the local lake to the seed', () => {
  it("writes back only what changed, in the file's line and key order, media as seed references", async () => {
    const original = await readFile(seedFile, 'utf8');
    expect(exportSeed(seedFile, lake.view(['published']), lake.assets)).toMatchObject({
      changed: 0,
      added: 0,
      removed: 0,
    });
    expect(await readFile(seedFile, 'utf8')).toBe(original);

    lake.mutate([
      { patch: { id: ID, set: { title: 'New title', newField: 1 } } },
      { delete: { id: 'course-tlif0006' } },
    ]);
    lake.mutate([{ create: { _id: 'course-new', _type: 'course', title: 'New course' } }]);
    lake.mutate([{ create: { _id: 'drafts.course-draft-only', _type: 'course', title: 'Never published' } }]);
    expect(exportSeed(seedFile, lake.view(['published']), lake.assets)).toMatchObject({
      changed: 1,
      added: 1,
      removed: 1,
    });

    const before = original.trim().split('\n');
    const after = (await readFile(seedFile, 'utf8')).trim().split('\n');
    const beforeIds = before.map((line) => (JSON.parse(line) as { _id: string })._id);
    expect(after.map((line) => (JSON.parse(line) as { _id: string })._id)).toEqual([
      ...beforeIds.filter((id) => id !== 'course-tlif0006'),
      'course-new',
    ]);
    const oldCourse = JSON.parse(before[beforeIds.indexOf(ID)]) as Record<string, unknown>;
    const newCourse = JSON.parse(after.find((line) => line.includes(`"_id":"${ID}"`))!) as Record<string, unknown>;
    expect(Object.keys(newCourse)).toEqual([...Object.keys(oldCourse), 'newField']);
    expect(newCourse).toEqual({ ...oldCourse, title: 'New title', newField: 1 });
    expect(after.find((line) => line.includes('"_id":"course-new"'))).toBe(
      '{"_id":"course-new","_type":"course","title":"New course"}',
    );
  });
});

describe('the Sanity versions the local lake was checked against', () => {
  it('accepts the pinned minor version and names what to re-check for any other', () => {
    expect(sanityVersionProblem('6.16.3')).toBeNull();
    expect(sanityVersionProblem('6.17.0')).toMatch(
      /checked against sanity 6\.16\.x, and sanity 6\.17\.0 is installed.*unstable_clientFactory/,
    );
  });
});
