import type { Env } from '../core/env.ts';
import { parseApplicationsKey } from './applications-key.ts';

export interface ApplicationsConfig {
  /** APPLICATIONS_KEY, checked for its form at start; else the key file in DATA_DIR. */
  key: string | undefined;
}

export function applicationsConfig(env: Env): ApplicationsConfig {
  const key = env.APPLICATIONS_KEY?.trim() || undefined;
  if (key) parseApplicationsKey(key);
  return { key };
}
