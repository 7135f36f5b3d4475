/**
 * What the publisher tells the Studio's publish-status tool, and where.
 */

export const PUBLISH_STATUS_PATH = '/api/publish-status';

export interface PublishStatus {
  /** live: the last build went live; building: a build runs or waits; failed: the last build failed and an older release is live. */
  state: 'live' | 'building' | 'failed';
  /** When the release being served went live. */
  liveSince: string | null;
  /** For a failed last build: when it finished and the content problems it named (document and field). */
  failure: { finishedAt: string; problems: string[] } | null;
}
