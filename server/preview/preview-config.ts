import { ConfigError, directory, httpUrl, integer, type Env } from '../core/env.ts';

export interface PreviewConfig {
  /** PREVIEW_SECRET: preview links carrying it open a preview (the way in with the embedded dataset). */
  secret: string | undefined;
  /** A live project with a read token: the Presentation tool's own secrets are checked there. */
  live: {
    projectId: string;
    dataset: string;
    apiVersion: string | undefined;
    token: string;
    /** SANITY_API_HOST: another host that speaks the Content Lake's API (the local lake), else Sanity's. */
    apiHost: string | undefined;
  } | null;
  /** The secret of the second Sanity webhook (drafts included); the publish webhook's secret by default. */
  webhookSecret: string | undefined;
  /** Preview builds: never inside the releases folder. */
  dir: string;
  sessionMs: number;
  /** How long after someone last looked at a preview a changed draft still rebuilds it at once. */
  idleMs: number;
  /** How long a preview request waits for the build it needs before answering 503 ("Reload in a moment"). */
  waitMs: number;
}

const MIN_PREVIEW_SECRET_LENGTH = 24;

/** Null when previews are off (no PREVIEW_SECRET, no live project with a token). */
export function previewConfig(env: Env, root: string, webhookSecret: string | undefined): PreviewConfig | null {
  const secret = env.PREVIEW_SECRET || undefined;
  if (secret && secret.length < MIN_PREVIEW_SECRET_LENGTH) {
    throw new ConfigError(`PREVIEW_SECRET must be at least ${MIN_PREVIEW_SECRET_LENGTH} characters long`);
  }
  const projectId = env.SANITY_PROJECT_ID?.trim();
  const dataset = env.SANITY_DATASET?.trim();
  const token = env.SANITY_READ_TOKEN?.trim();
  const live =
    projectId && dataset && token
      ? {
          projectId,
          dataset,
          apiVersion: env.SANITY_API_VERSION?.trim() || undefined,
          token,
          apiHost: httpUrl(env, 'SANITY_API_HOST')?.replace(/\/+$/, ''),
        }
      : null;
  if (!secret && !live) return null;
  return {
    secret,
    live,
    webhookSecret: env.SANITY_PREVIEW_WEBHOOK_SECRET || webhookSecret,
    dir: directory(root, env.PREVIEW_DIR, '.preview'),
    sessionMs: integer(env, 'PREVIEW_SESSION_MINUTES', 60, 1, 24 * 60) * 60_000,
    idleMs: 15 * 60_000,
    waitMs: 60_000,
  };
}
