import { EMAIL_PATTERN } from '../../contracts/rules/email.ts';
import type { LineEnding } from '../../contracts/avetmiss/nat/fixed-width.ts';
import { ConfigError, httpUrl, integer, type Env } from '../core/env.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const LINE_ENDINGS: Readonly<Record<string, LineEnding>> = { crlf: '\r\n', lf: '\n' };

/** aXcelerate's API: all three of AXCELERATE_API_URL, AXCELERATE_API_TOKEN and AXCELERATE_WS_TOKEN. */
export interface AxcelerateConfig {
  apiUrl: string;
  apiToken: string;
  wsToken: string;
}

export interface HandoffConfig {
  /** The aXcelerate adapter's settings; none, the files adapter (the default). */
  axcelerate: AxcelerateConfig | undefined;
  /** How long a handed-off application's answers (and the files adapter's folder) are kept: APPLICATIONS_RETENTION_DAYS. */
  retentionMs: number;
  /** The training team's inbox told of each application (APPLICATIONS_TEAM_EMAIL); none, no e-mail is sent. */
  teamEmail: string | undefined;
  /** The NAT files' line ending (NAT_LINE_ENDING: crlf, the default, or lf). */
  lineEnding: LineEnding;
  /** How often a worker looks for hand-offs due. */
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  leaseMs: number;
}

function axcelerateConfig(env: Env): AxcelerateConfig | undefined {
  const apiUrl = httpUrl(env, 'AXCELERATE_API_URL');
  const apiToken = env.AXCELERATE_API_TOKEN?.trim() || undefined;
  const wsToken = env.AXCELERATE_WS_TOKEN?.trim() || undefined;
  if (!apiUrl && !apiToken && !wsToken) return undefined;
  if (!apiUrl || !apiToken || !wsToken)
    throw new ConfigError('AXCELERATE_API_URL, AXCELERATE_API_TOKEN and AXCELERATE_WS_TOKEN are set together, or none');
  return { apiUrl, apiToken, wsToken };
}

export function handoffConfig(env: Env): HandoffConfig {
  const teamEmail = env.APPLICATIONS_TEAM_EMAIL?.trim() || undefined;
  if (teamEmail && !EMAIL_PATTERN.test(teamEmail))
    throw new ConfigError('APPLICATIONS_TEAM_EMAIL must be an e-mail address');
  const lineEnding = LINE_ENDINGS[env.NAT_LINE_ENDING?.trim().toLowerCase() || 'crlf'];
  if (!lineEnding) throw new ConfigError('NAT_LINE_ENDING must be crlf or lf');
  return {
    axcelerate: axcelerateConfig(env),
    retentionMs: integer(env, 'APPLICATIONS_RETENTION_DAYS', 30, 1, 3650) * DAY_MS,
    teamEmail,
    lineEnding,
    pollMs: 5_000,
    retryBaseMs: 5_000,
    retryMaxMs: 60 * 60_000,
    // Longer than any adapter's own timeouts: a live worker always finishes its step within it.
    leaseMs: 10 * 60_000,
  };
}
