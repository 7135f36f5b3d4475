import { asLines, formatRecord } from './fixed-width.ts';
import type { RecordLayout } from './layout.ts';
import { CURRENT_RELEASE, type FieldOf } from './release.ts';
import type { NatWriteOptions } from './write-options.ts';

/** NAT00090's and NAT00100's shape: one line per kind a learner has, each kind once; nothing when none or not stated. */
export function linePerKind<File extends 'NAT00090' | 'NAT00100'>(
  file: File,
  kindField: FieldOf<File>,
  clientId: string,
  kinds: readonly string[] | null,
  { release = CURRENT_RELEASE, lineEnding }: NatWriteOptions,
): string {
  const layout: RecordLayout = release[file];
  const records = [...new Set(kinds ?? [])].map((kind) => formatRecord(layout, { clientId, [kindField]: kind }));
  return asLines(records, lineEnding);
}
