import type { AvetmissClient } from './client.ts';
import { linePerKind } from './per-kind.ts';
import type { NatWriteOptions } from './write-options.ts';

/** NAT00100 Prior educational achievement: a line for each kind of prior achievement the learner has. */
export const writeNat00100 = (client: AvetmissClient, options: NatWriteOptions = {}) =>
  linePerKind('NAT00100', 'priorEducation', client.clientId, client.priorEducation, options);
