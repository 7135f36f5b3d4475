// npm run bench:preview — how long a coordinator waits on the seed: from a saved draft (Sanity's drafts
// webhook arriving) to the open preview page showing it, polling as the page does. Three edits in a row,
// each within the budget of issue 13 (5 s). Real builds of a copy of the seed, all on loopback.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { startApp } from '../../server/app.ts';
import { loadConfig, PROJECT_ROOT } from '../../server/core/config.ts';
import { createLogger } from '../../server/core/log.ts';
import { createSiteBuilders } from '../../server/publishing/site-builders.ts';
import { loopbackPublisherEnv } from '../loopback-publisher.ts';
import { DEFAULT_DATASET_FILE } from '../../src/content/local-dataset.node.ts';
import { draftIdOf } from '../../contracts/document-ids.ts';
import {
  PREVIEW_ENABLE_PATH,
  PREVIEW_POLL_MS,
  PREVIEW_REFRESH_PATH,
  PREVIEW_STATUS_PATH,
  type PreviewStatus,
} from '../../contracts/preview/protocol.ts';

const BUDGET_MS = 5000;
const EDITS = 3;
const SECRET = 'bench-preview-webhook-secret';
const PREVIEW_SECRET = 'bench-preview-secret-0123456789abcdef';
type Doc = { _id: string; _type: string; [field: string]: unknown };

const dir = await mkdtemp(join(tmpdir(), 'northwind-bench-preview-'));
const seed = join(dir, 'seed');
await cp(join(PROJECT_ROOT, DEFAULT_DATASET_FILE, '..'), seed, { recursive: true });
const datasetFile = join(seed, 'data.ndjson');
const documents = (await readFile(datasetFile, 'utf8'))
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Doc);
const course = documents.find((doc) => doc._type === 'course' && doc.code === 'TLIF0025');
if (!course) throw new Error('The seed has no course TLIF0025');
const path = `/courses/${(course.slug as { current: string }).current}`;
const saveDraft = (price: string) =>
  writeFile(
    datasetFile,
    [...documents, { ...course, _id: draftIdOf(course._id), price }].map((doc) => JSON.stringify(doc)).join('\n'),
  );

const config = loadConfig({ ...loopbackPublisherEnv(dir, SECRET), PREVIEW_SECRET });
const builders = createSiteBuilders({
  root: PROJECT_ROOT,
  dataDir: config.dataDir,
  env: { CONTENT_DATASET_FILE: datasetFile, SANITY_PROJECT_ID: undefined, SANITY_DATASET: undefined },
});
const app = await startApp({
  config,
  builder: builders.release,
  previewBuilder: builders.preview,
  log: createLogger(() => undefined),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let exitCode = 0;
try {
  await saveDraft('$1,001');
  const entry = await fetch(`${app.url}${PREVIEW_ENABLE_PATH}?secret=${PREVIEW_SECRET}&redirect=${path}`, {
    redirect: 'manual',
  });
  const cookie = (entry.headers.get('set-cookie') ?? '').split(';')[0];
  const get = (target: string) => fetch(`${app.url}${target}`, { headers: { Cookie: cookie } });
  const first = Date.now();
  if (!(await (await get(path)).text()).includes('$1,001')) throw new Error('The first preview lacks the draft');
  console.log(`First preview (opened from the Studio, nothing built yet): ${Date.now() - first} ms`);

  const waits: number[] = [];
  for (let edit = 2; edit <= EDITS + 1; edit += 1) {
    const price = `$1,00${edit}`;
    const { releaseId } = (await (await get(PREVIEW_STATUS_PATH)).json()) as PreviewStatus;
    await saveDraft(price);
    const saved = Date.now();
    const body = JSON.stringify({ _id: draftIdOf(course._id), _type: 'course' });
    await fetch(`${app.url}${PREVIEW_REFRESH_PATH}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET),
      },
      body,
    });
    // As the open page does: ask every PREVIEW_POLL_MS, reload once a newer preview is ready.
    for (;;) {
      await sleep(PREVIEW_POLL_MS);
      const status = (await (await get(PREVIEW_STATUS_PATH)).json()) as PreviewStatus;
      if (status.releaseId !== releaseId && !status.building) break;
      if (Date.now() - saved > 60_000) throw new Error('No preview build after a minute');
    }
    if (!(await (await get(path)).text()).includes(price)) throw new Error(`The preview lacks ${price}`);
    waits.push(Date.now() - saved);
  }
  console.log('\n| edit | saved → seen in the preview |\n|---|---|');
  waits.forEach((ms, index) => console.log(`| ${index + 1} | ${ms} ms |`));
  const worst = Math.max(...waits);
  console.log(`\nWorst ${worst} ms, budget ${BUDGET_MS} ms: ${worst <= BUDGET_MS ? 'within' : 'OVER'}`);
  if (worst > BUDGET_MS) exitCode = 1;
} finally {
  await app.close();
  await rm(dir, { recursive: true, force: true });
}
process.exit(exitCode);
