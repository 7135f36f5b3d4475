import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { LineEnding } from '../../../contracts/avetmiss/nat/fixed-width.ts';
import { writeNat00080 } from '../../../contracts/avetmiss/nat/nat00080.ts';
import { writeNat00085 } from '../../../contracts/avetmiss/nat/nat00085.ts';
import { writeNat00090 } from '../../../contracts/avetmiss/nat/nat00090.ts';
import { writeNat00100 } from '../../../contracts/avetmiss/nat/nat00100.ts';
import { syncDirectory, writeFileDurably } from '../../core/durable-file.ts';
import { makePrivateDir, PRIVATE_DIR_MODE } from '../../core/private-files.ts';
import { summaryHtml } from '../summary-html.ts';
import type { HandoffAdapter, HandoffApplication } from './adapter.ts';

/** Where the folders go, under DATA_DIR. */
export const OUTGOING_DIR = join('applications', 'outgoing');
/** A folder being written: its name starts with a dot, which an importer skips. */
const PARTIAL = '.partial-';

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

function filesOf(application: HandoffApplication, lineEnding: LineEnding): Record<string, string> {
  const { client } = application;
  return {
    'NAT00080.txt': writeNat00080(client, { lineEnding }),
    'NAT00085.txt': writeNat00085(client, { lineEnding }),
    'NAT00090.txt': writeNat00090(client, { lineEnding }),
    'NAT00100.txt': writeNat00100(client, { lineEnding }),
    'application.json': `${JSON.stringify(
      {
        reference: application.reference,
        submittedAt: application.submittedAt.toISOString(),
        answers: application.answers,
        outcome: application.outcome,
        privacyNoticeVersion: application.answers.declaration?.privacyNotice?.version ?? null,
      },
      null,
      2,
    )}\n`,
    'summary.html': summaryHtml(application),
  };
}

/**
 * The embedded default: a folder per application, `DATA_DIR/applications/outgoing/<reference>/`, with the four NAT
 * client files, `application.json` (every answer and the outcome) and `summary.html`. The folder is written under
 * a dot name and renamed whole, so an importer never sees half of one; folder 0700, files 0600. A folder already
 * there under the reference is the application already delivered. No web route serves these folders.
 */
export async function filesAdapter({
  dataDir,
  lineEnding,
}: {
  dataDir: string;
  lineEnding: LineEnding;
}): Promise<HandoffAdapter> {
  const outgoing = join(dataDir, OUTGOING_DIR);
  await makePrivateDir(outgoing);
  // A publisher stopped while writing leaves a partial folder; its application is still waiting and is written again.
  for (const name of await readdir(outgoing))
    if (name.startsWith(PARTIAL)) await rm(join(outgoing, name), { recursive: true, force: true });
  return {
    name: 'files',
    async deliver(application) {
      const folder = join(outgoing, application.reference);
      if (await exists(folder)) return 'already-there';
      const partial = join(outgoing, `${PARTIAL}${application.reference}-${randomUUID()}`);
      await mkdir(partial, { mode: PRIVATE_DIR_MODE });
      try {
        for (const [name, content] of Object.entries(filesOf(application, lineEnding)))
          await writeFileDurably(join(partial, name), content);
        await rename(partial, folder);
      } catch (error) {
        await rm(partial, { recursive: true, force: true });
        if (await exists(folder)) return 'already-there';
        throw new Error(
          `Could not write the application's folder (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
          {
            cause: error,
          },
        );
      }
      await syncDirectory(outgoing);
      return 'delivered';
    },
    forget: (reference) => rm(join(outgoing, reference), { recursive: true, force: true }),
  };
}
