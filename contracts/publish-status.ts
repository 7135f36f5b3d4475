/**
 * What the publisher tells the Studio's publish-status tool, and where.
 */

export const PUBLISH_STATUS_PATH = '/api/publish-status';

export interface PublishStatus {
  /** live: the last build went live; building: a build runs or waits; failed: the last build failed and an older release is live. */
  state: 'live' | 'building' | 'failed';
  /** The release the site serves: its id (as the publisher's log and releases folder name it) and when it went live. */
  release: { id: string; liveSince: string } | null;
  /** The last build that finished, whether it went live or not. */
  lastBuild: { result: 'success' | 'failure'; finishedAt: string } | null;
  /**
   * The queue: since when the current build runs (null when none does), and how many published changes wait for
   * the build after it (a burst of publishes is one build; the nightly rebuild counts as one change).
   */
  queue: { runningSince: string | null; waiting: number };
  /** For a failed last build: when it finished and the content problems it named (document and field). */
  failure: { finishedAt: string; problems: string[] } | null;
  /**
   * Applications to study not yet handed to the student management system: how many, since when the oldest waits,
   * and the last error of one still waiting. Counts only, never a name. Null when the site takes no applications.
   */
  applications: ApplicationsWaiting | null;
}

export interface ApplicationsWaiting {
  waiting: number;
  oldestWaitingSince: string | null;
  lastError: { message: string; at: string } | null;
}
