import { ConfigError } from '../core/env.ts';
import { findApplicationsKey, KEY_FILE } from './applications-key.ts';
import { open, seal } from './sealed-box.ts';
import type { Sql } from './sql.ts';

/** A known text sealed with the key at first start: a later start proves its key by opening it. */
const CHECK_TEXT = 'northwind applications key check';
const CHECK_BINDING = 'application_key_check';

const NOTHING_CHANGED = 'The publisher stopped before changing anything.';

export const MISSING_KEY_MESSAGE = `Applications are kept in the database, but there is no key to open them: set APPLICATIONS_KEY, or restore ${KEY_FILE} to DATA_DIR from your backup. ${NOTHING_CHANGED}`;

export const wrongKeyMessage = (from: string) =>
  `The applications key (from ${from}) does not open the applications kept in the database: start with the key they were saved under (APPLICATIONS_KEY, or ${KEY_FILE} in DATA_DIR from your backup). ${NOTHING_CHANGED}`;

const opens = (key: Buffer, sealed: Uint8Array) => {
  try {
    return open(key, sealed, CHECK_BINDING) === CHECK_TEXT;
  } catch {
    return false;
  }
};

async function checkRow(sql: Sql): Promise<Uint8Array | null> {
  const [row] = await sql.all('SELECT sealed FROM application_key_check WHERE id = 1');
  return row ? (row.sealed as Uint8Array) : null;
}

/**
 * The key the applications are kept under, proven against the database: a wrong or missing key for data already
 * kept is a ConfigError that stops the publisher, with nothing written. On the first start, the key (made if need
 * be) is recorded.
 */
export async function provenApplicationsKey(
  sql: Sql,
  envKey: string | undefined,
  dataDir: string,
): Promise<{ key: Buffer; from: string }> {
  const existing = await checkRow(sql);
  const source = await findApplicationsKey(envKey, dataDir, existing === null);
  if (!source) throw new ConfigError(MISSING_KEY_MESSAGE);
  if (existing === null)
    await sql.run('INSERT INTO application_key_check (id, sealed) VALUES (1, ?) ON CONFLICT (id) DO NOTHING', [
      seal(source.key, CHECK_TEXT, CHECK_BINDING),
    ]);
  // Read again: another publisher on the same database may have recorded its key first.
  if (!opens(source.key, (await checkRow(sql))!)) throw new ConfigError(wrongKeyMessage(source.from));
  return source;
}
