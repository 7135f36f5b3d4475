// The burst of applications' figures (scripts/bench/application-burst.ts), its budget and its report: pure, so
// the unit tests hold them.

export interface ApplicationBurst {
  /** Applications sent at once. */
  applications: number;
  /** Those the publisher took: "Check your answers" sent on to Done, with a reference. */
  submitted: number;
  /** Submitted ones whose folder the files adapter wrote. */
  handedOff: number;
  /** Folders of no application of the burst: the publisher had no other, so none is expected. */
  unexpectedFolders: number;
  /** From the first submission to the last folder (or to the wait's end). */
  handoffSeconds: number;
  quietP50Ms: number;
  quietP99Ms: number;
  burstP50Ms: number;
  burstP99Ms: number;
  burstPageSamples: number;
  /** Page answers that were not 200, quiet or during the burst. */
  pageFailures: number;
}

export interface ApplicationBurstBudget {
  /** How many applications are sent at once. */
  burst: number;
  maxHandoffSeconds: number;
}

/** Every broken promise of the burst, in words; empty when all hold. */
export function burstProblems(burst: ApplicationBurst, budget: ApplicationBurstBudget): string[] {
  const problems: string[] = [];
  if (burst.submitted !== burst.applications)
    problems.push(`${burst.applications - burst.submitted} of ${burst.applications} applications were not taken`);
  if (burst.handedOff !== burst.submitted)
    problems.push(`${burst.submitted - burst.handedOff} submitted applications were not handed off`);
  if (burst.unexpectedFolders > 0)
    problems.push(`hand-off folders that belong to no application of the burst: ${burst.unexpectedFolders}`);
  if (burst.handoffSeconds > budget.maxHandoffSeconds)
    problems.push(`the burst took ${burst.handoffSeconds} s to hand off > ${budget.maxHandoffSeconds} s`);
  if (burst.pageFailures > 0) problems.push(`${burst.pageFailures} page requests failed around the burst`);
  return problems;
}

export function burstReport(burst: ApplicationBurst): string {
  return [
    `\n## ${burst.applications} applications at once\n`,
    '| pages of `/` | p50 | p99 |',
    '| --- | --- | --- |',
    `| quiet | ${burst.quietP50Ms} ms | ${burst.quietP99Ms} ms |`,
    `| during the burst (${burst.burstPageSamples} answers) | ${burst.burstP50Ms} ms | ${burst.burstP99Ms} ms |`,
    `\n${burst.submitted} of ${burst.applications} submitted; ${burst.handedOff} handed off (files adapter) within ${burst.handoffSeconds} s of the first, ${burst.unexpectedFolders} other folders; ${burst.pageFailures} page requests failed.`,
  ].join('\n');
}
