import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/core/config.ts';
import { createSiteBuilders } from '../../server/publishing/site-builders.ts';
import { createLocalBackend } from '../../src/content/local-backend.node.ts';
import { LOCATIONS_QUERY, pageLocations, type LocationsQueryResult } from '../../studio/presentation/locations.ts';
import { PREVIEW_DISABLE_PATH } from '../../contracts/preview/protocol.ts';
import { NOT_FOUND_EXAMPLE_PATH } from '../../contracts/routes.ts';
import {
  copyEmbeddedDataset,
  openPreview,
  plainGet,
  REAL_BUILD_MS,
  signedWebhook,
  startTestPublisher,
  type Status,
  tempDir,
  type TestPublisher,
  waitFor,
} from './harness.ts';
import { parseIcs } from '../fixtures/parse-ics.ts';
import { INTAKES_FEED_PATH, PD_SESSIONS_FEED_PATH } from '../../contracts/routes.ts';
import { applyCoordinatorEdits, builtPages, describeContentEverywhere, type Replaced } from './content-everywhere.ts';
import { isDraftId } from '../../contracts/document-ids.ts';

// Real `astro build`s are the slowest thing these tests do, so one publisher serves the whole file and each build
// serves every check it can: the first carries a coordinator's edits of every kind (content-everywhere.ts) beside
// the draft and today's intake, and one build answers both a webhook and the next morning's scheduled rebuild.
const PREVIEW_SECRET = 'real-build-preview-secret-0123456789';
/** The price in a coordinator's unpublished draft of the course. */
const DRAFT_PRICE = '$2,468';
/** An intake on the day of the publisher's first clock, which the next day's rebuild drops. */
const TODAYS_INTAKE = {
  _id: 'intake-test-tlif0080',
  _type: 'intake',
  course: { _type: 'reference', _ref: 'course-tlif0080' },
  startDate: '2027-01-05',
  enrolmentCloses: '2027-01-05',
  mode: 'blended',
  location: 'Brisbane, QLD',
  status: 'open',
};

type Doc = { _id: string; _type: string; [field: string]: unknown };

describe('publishing with real builds', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let publisher: TestPublisher;
  let datasetFile: string;
  let course: { id: string; slug: string; price: string };
  let firstSite: { pages: Map<string, string>; outDir: string; replaced: Replaced };
  // The publisher's clock: Tuesday 5 January 2027, 9 am in Brisbane, the day of a PD session.
  let now = new Date('2027-01-05T09:00:00+10:00');

  const readDataset = async () =>
    (await readFile(datasetFile, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Doc);
  async function editCourse(changes: Record<string, unknown>): Promise<void> {
    const documents = (await readDataset()).map((doc) => (doc._id === course.id ? { ...doc, ...changes } : doc));
    await writeFile(datasetFile, `${documents.map((doc) => JSON.stringify(doc)).join('\n')}\n`);
  }
  async function publishAndWait(previous: Status): Promise<Status> {
    expect((await signedWebhook(publisher.url, { _id: course.id, _type: 'course' })).status).toBe(202);
    return waitFor(
      async () => {
        const status = await publisher.status();
        const finished = status.lastBuild && status.lastBuild.releaseId !== previous.lastBuild?.releaseId;
        return finished && !status.build.running && !status.build.queued ? status : undefined;
      },
      REAL_BUILD_MS,
      'the build after the webhook',
    );
  }
  const coursePage = async () => (await fetch(`${publisher.url}/courses/${course.slug}`)).text();
  /** Every file of every public release that mentions the draft's price. */
  async function releaseFilesWithDraft(): Promise<string[]> {
    const releasesDir = publisher.config.releasesDir;
    const entries = await readdir(releasesDir, { recursive: true, withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile() && /\.(html|json|js|txt|xml)$/.test(entry.name));
    const found: string[] = [];
    for (const file of files) {
      const path = join(file.parentPath, file.name);
      if ((await readFile(path, 'utf8')).includes(DRAFT_PRICE)) found.push(path);
    }
    return found;
  }

  beforeAll(async () => {
    dir = await tempDir('real-build');
    datasetFile = await copyEmbeddedDataset(dir.path);
    const documents = await readDataset();
    const replaced = applyCoordinatorEdits(documents);
    // A course no other document embeds, so a broken price fails only the courses collection.
    const others = JSON.stringify(documents.filter((doc) => doc._type !== 'course'));
    const embedded = new Set([...others.matchAll(/"_ref":"([^"]+)"/g)].map((match) => match[1]));
    const target = documents.find(
      (doc) => doc._type === 'course' && doc.hasDetailPage === true && !embedded.has(doc._id),
    );
    if (!target) throw new Error('The embedded dataset has no course with a detail page');
    course = { id: target._id, slug: (target.slug as { current: string }).current, price: String(target.price) };
    // A coordinator's unpublished change to the same course.
    const draft = { ...target, _id: `drafts.${target._id}`, price: DRAFT_PRICE };
    await writeFile(
      datasetFile,
      `${[...documents, draft, TODAYS_INTAKE].map((doc) => JSON.stringify(doc)).join('\n')}\n`,
    );
    const builders = createSiteBuilders({
      root: PROJECT_ROOT,
      dataDir: join(dir.path, 'builds'),
      // The embedded copy, whatever the developer's shell points at.
      env: { CONTENT_DATASET_FILE: datasetFile, SANITY_PROJECT_ID: undefined, SANITY_DATASET: undefined },
    });
    // A schedule that never comes round during the test: it is triggered by hand, with the clock moved on.
    publisher = await startTestPublisher(
      dir.path,
      builders.release,
      { REBUILD_SCHEDULE: '0 0 29 2 1', PREVIEW_SECRET },
      // Changes rebuild the preview only when it is next opened, so the public builds below run alone. Opened, it
      // is answered once built, however long a build takes on a busy machine.
      (config) => ({ ...config, preview: config.preview && { ...config.preview, idleMs: 0, waitMs: REAL_BUILD_MS } }),
      () => now,
      builders.preview,
    );
    const first = await waitFor(
      async () => {
        const status = await publisher.status();
        return status.release || status.lastBuild?.result === 'failure' ? status : undefined;
      },
      REAL_BUILD_MS,
      'the first release',
    );
    if (!first.release) throw new Error(`The first build failed: ${first.lastBuild?.error}`);
    // Read now: later builds prune old releases.
    const outDir = join(publisher.config.releasesDir, first.release.id);
    firstSite = { pages: await builtPages(outDir), outDir, replaced };
  }, REAL_BUILD_MS + 10_000);

  afterAll(async () => {
    await publisher?.close();
    await dir?.remove();
  });

  describeContentEverywhere(() => firstSite);

  it(
    "lists, for every document, pages of the build that show it (the Studio's 'Used on these pages')",
    async () => {
      const backend = createLocalBackend(datasetFile);
      const paths = new Set<string>();
      for (const doc of await readDataset()) {
        if (isDraftId(doc._id)) continue;
        const found = pageLocations(await backend.fetch<LocationsQueryResult>(LOCATIONS_QUERY, { id: doc._id }));
        expect(found.length, `${doc._type} ${doc._id}`).toBeGreaterThan(0);
        for (const { href } of found) paths.add(href.split('#')[0]);
      }
      // The Page Not Found page is seen at an address the site does not have, so it answers 404 there. Each answer
      // is read to its end, so its connection is free for the next request rather than waiting for the garbage
      // collector (under two CPU burners, one request of this loop once failed with ECONNRESET).
      for (const path of paths)
        expect((await plainGet(`${publisher.url}${path}`)).status, path).toBe(
          path === NOT_FOUND_EXAMPLE_PATH ? 404 : 200,
        );
    },
    REAL_BUILD_MS,
  );

  it(
    "shows a draft's price only in the preview, with the preview bar, never on the public page",
    async () => {
      const path = `/courses/${course.slug}`;
      const publicPage = await coursePage();
      expect(publicPage).toContain(course.price);
      expect(publicPage).not.toContain(DRAFT_PRICE);

      const session = await openPreview(publisher.url, PREVIEW_SECRET, path);
      const preview = await plainGet(`${publisher.url}${path}`, { Cookie: session });
      expect(preview.status, preview.body).toBe(200);
      expect(preview.body).toContain(DRAFT_PRICE);
      expect(preview.body).toMatch(/Preview \S+ not published/);
      expect(preview.body).toContain('<meta name="robots" content="noindex"');
      expect(preview.headers['cache-control']).toBe('private, no-store');
      expect(await coursePage()).not.toContain(DRAFT_PRICE);
      // Site search indexes public releases only: drafts never reach a search index.
      const searchEntry = (cookie?: string) =>
        plainGet(`${publisher.url}/pagefind/pagefind-entry.json`, cookie ? { Cookie: cookie } : {});
      expect((await searchEntry()).status).toBe(200);
      expect((await searchEntry(session)).status).toBe(404);

      const exit = await plainGet(`${publisher.url}${PREVIEW_DISABLE_PATH}?redirect=${path}`, { Cookie: session });
      expect(exit.headers.location).toBe(path);
      expect(await releaseFilesWithDraft()).toEqual([]);
    },
    REAL_BUILD_MS + 10_000,
  );

  describe('a signed webhook and the next morning’s scheduled rebuild, answered by the one build both ask for', () => {
    const get = async (path: string) => (await fetch(`${publisher.url}${path}`)).text();
    const intakePage = () => get('/courses/tlif0080');
    const feeds = async () => ({
      intakes: parseIcs(await get(INTAKES_FEED_PATH)).events,
      pd: parseIcs(await get(PD_SESSIONS_FEED_PATH)).events,
    });
    let before: {
      status: Status;
      coursePage: string;
      pdPage: string;
      intakePage: string;
      feeds: Awaited<ReturnType<typeof feeds>>;
    };
    let after: Status;
    /** The reasons of every public build started by the webhook and the schedule (normally one build). */
    let reasons: string[];

    beforeAll(async () => {
      before = {
        status: await publisher.status(),
        coursePage: await coursePage(),
        pdPage: await get('/pd-registration'),
        intakePage: await intakePage(),
        feeds: await feeds(),
      };
      const logged = publisher.logs.length;
      await editCourse({ price: '$1,357' });
      now = new Date('2027-01-06T00:01:00+10:00');
      // The webhook's build waits out the publisher's debounce, so the schedule's request joins it.
      expect((await signedWebhook(publisher.url, { _id: course.id, _type: 'course' })).status).toBe(202);
      await publisher.schedule.trigger();
      after = await waitFor(
        async () => {
          const status = await publisher.status();
          const finished = status.lastBuild && status.lastBuild.releaseId !== before.status.lastBuild?.releaseId;
          return finished && !status.build.running && !status.build.queued ? status : undefined;
        },
        REAL_BUILD_MS,
        'the build after the webhook and the schedule',
      );
      reasons = publisher.logs
        .slice(logged)
        .filter((line) => line.event === 'build.started' && line.channel === undefined)
        .flatMap((line) => line.reasons as string[]);
    }, REAL_BUILD_MS + 10_000);

    it('shows a changed course price on the served page after a signed webhook, and no draft from the preview built before', async () => {
      expect(reasons).toContain(course.id);
      expect(before.coursePage).not.toContain('$1,357');
      expect(after.lastBuild).toMatchObject({ result: 'success', error: null });
      expect(after.release?.id).toBe(after.lastBuild?.releaseId);
      expect(after.release?.id).not.toBe(before.status.release?.id);
      expect(await coursePage()).toContain('$1,357');
      expect(await coursePage()).not.toContain(DRAFT_PRICE);
      expect(await releaseFilesWithDraft()).toEqual([]);
    });

    it('drops a PD session date and an intake that passed yesterday from the HTML, JSON-LD and feeds at the scheduled rebuild', async () => {
      expect(reasons).toContain('schedule');
      expect(before.pdPage).toContain('January 5, 2027');
      expect(before.intakePage).toContain('Next intake: Tue 5 January 2027 · Blended');
      expect(before.intakePage).toContain('"startDate":"2027-01-05"');
      const todaysUid = before.feeds.intakes.find(({ uid }) => uid.startsWith(`${TODAYS_INTAKE._id}@`))?.uid;
      expect(todaysUid).toBeDefined();
      expect(before.feeds.pd[0]).toMatchObject({ start: new Date('2027-01-05T00:00:00Z'), tzid: 'Australia/Brisbane' });

      const html = await get('/pd-registration');
      expect(html).not.toContain('January 5, 2027');
      expect(html).toContain('February 2, 2027');
      expect(html).toMatch(/(©|&copy;)\s*2027/);
      const page = await intakePage();
      expect(page).not.toContain('5 January 2027');
      expect(page).not.toContain('"startDate":"2027-01-05"');
      expect(page).toContain('Next intake: Mon 1 February 2027 · Online');

      // Both builds give every remaining event the same UID: calendars update it rather than add another.
      const current = await feeds();
      const uids = (events: { uid: string }[]) => events.map(({ uid }) => uid).sort();
      const started = (events: { uid: string; day: string; allDay: boolean; start: Date }[]) =>
        events.filter((event) => (event.allDay ? event.day : event.start.toISOString()) < '2027-01-06');
      // The rolling pattern ("for the next 6 months") reaches a day further, so intakes may be added at its end.
      const gone = uids(started(before.feeds.intakes));
      expect(gone).toContain(todaysUid);
      expect(uids(current.intakes)).toEqual(
        expect.arrayContaining(uids(before.feeds.intakes).filter((uid) => !gone.includes(uid))),
      );
      for (const uid of gone) expect(uids(current.intakes)).not.toContain(uid);
      expect(uids(current.pd)).toEqual(uids(before.feeds.pd).slice(1));
    });
  });
  it('serves the calendar feeds and every page\'s "Add to calendar" files, each read by an independent parser', async () => {
    const releaseDir = join(publisher.config.releasesDir, (await publisher.status()).release!.id);
    const feeds = (await readdir(releaseDir, { recursive: true })).filter((name) => name.endsWith('.ics'));
    expect(feeds.sort()).toEqual([INTAKES_FEED_PATH, PD_SESSIONS_FEED_PATH].map((path) => path.slice(1)).sort());
    const files = await Promise.all(feeds.map((feed) => readFile(join(releaseDir, feed), 'utf8')));
    for (const path of ['/courses', '/courses/tli40324']) {
      const html = await (await fetch(`${publisher.url}${path}`)).text();
      const downloads = [...html.matchAll(/href="data:text\/calendar;base64,([^"]+)"/g)];
      expect(downloads.length, path).toBeGreaterThan(0);
      files.push(...downloads.map(([, data]) => Buffer.from(data, 'base64').toString('utf8')));
    }
    for (const file of files) {
      const calendar = parseIcs(file);
      expect(calendar.events.length).toBeGreaterThan(0);
      for (const event of calendar.events) {
        // PD sessions run 10:00 to 12:00 in Brisbane, which is 00:00 to 02:00 UTC all year (no daylight saving).
        if (!event.allDay) expect([event.start.getUTCHours(), event.end.getUTCHours()]).toEqual([0, 2]);
        if (event.tzid) expect(calendar.zones).toContain(event.tzid);
      }
    }
  });

  it(
    'keeps the last good release live when a document breaks the schema, and reports the document and field',
    async () => {
      const before = await publisher.status();
      await editCourse({ price: '1357 dollars' });

      const after = await publishAndWait(before);
      expect(after.lastBuild?.result).toBe('failure');
      expect(after.lastBuild?.error).toContain(`(${course.id}), field "price"`);
      expect(after.release).toEqual(before.release);
      expect(after.releases).toEqual(before.releases);
      expect(await coursePage()).toContain('$1,357');
      const failureLog = await readFile(join(publisher.config.dataDir, 'last-failed-build.log'), 'utf8');
      expect(failureLog).toContain('breaks the schema');
    },
    REAL_BUILD_MS + 10_000,
  );
});
