import type { AvetmissClient } from './client.ts';
import { linePerKind } from './per-kind.ts';
import type { NatWriteOptions } from './write-options.ts';

/** NAT00090 Disability: a line for each disability type the learner has. */
export const writeNat00090 = (client: AvetmissClient, options: NatWriteOptions = {}) =>
  linePerKind('NAT00090', 'disabilityType', client.clientId, client.disabilities, options);
