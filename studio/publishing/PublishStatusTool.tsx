import { Badge, Card, Container, Flex, Grid, Heading, Stack, Text } from '@sanity/ui';
import type { ApplicationsWaiting, PublishStatus } from '../../contracts/publish-status.ts';
import { publishTime } from './publish-time.ts';
import { publisherUrl, usePublishStatus } from './publisher.ts';
import { counted } from '../../contracts/counted.ts';

const STATE: Record<
  PublishStatus['state'],
  { label: string; tone: 'positive' | 'caution' | 'critical'; text: string }
> = {
  live: { label: 'Live', tone: 'positive', text: 'The last build went live: the site shows what is published.' },
  building: {
    label: 'Building',
    tone: 'caution',
    text: 'A build is running or about to start; the site changes in a minute or two.',
  },
  failed: {
    label: 'Failed',
    tone: 'critical',
    text: 'The last build failed, so the site still shows the content from before it. Fix what is named below and publish again.',
  },
};

function Body() {
  const view = usePublishStatus();
  if (view.kind === 'not-configured')
    return (
      <Text>
        Not configured: set SANITY_STUDIO_PUBLISHER_URL to the site&apos;s address when building the Studio (when
        starting it, for the local Studio), and STUDIO_ORIGIN on the publisher to this Studio&apos;s address.
      </Text>
    );
  if (view.kind === 'loading') return <Text>Asking the site…</Text>;
  if (view.kind === 'unreachable')
    return (
      <Text>
        The site at {publisherUrl()} could not be asked ({view.reason}). Try again in a minute.
      </Text>
    );
  const { status } = view;
  const state = STATE[status.state];
  return (
    <Stack gap={4}>
      <Flex align="center" gap={3}>
        <Badge tone={state.tone} fontSize={2} padding={2}>
          {state.label}
        </Badge>
        <Text muted size={1}>
          Live since {publishTime(status.release?.liveSince)}
        </Text>
      </Flex>
      <Text>{state.text}</Text>
      <Card padding={3} radius={2} border>
        <Grid gridTemplateColumns={[1, 1, 3]} gap={4}>
          <Fact label="On the site now">
            {status.release ? `Release ${status.release.id}` : 'No release yet: the first build has not finished.'}
          </Fact>
          <Fact label="Last build">
            {status.lastBuild
              ? `${status.lastBuild.result === 'success' ? 'Went live' : 'Failed'} at ${publishTime(status.lastBuild.finishedAt)}`
              : 'None since the site was set up.'}
          </Fact>
          <Fact label="Queue">{queueText(status.queue)}</Fact>
        </Grid>
      </Card>
      {status.applications && <Applications {...status.applications} />}
      {status.failure && (
        <Card tone="critical" padding={3} radius={2} border>
          <Stack gap={3}>
            <Text size={1} weight="semibold">
              Build of {publishTime(status.failure.finishedAt)}
            </Text>
            {status.failure.problems.map((problem) => (
              <Text key={problem} size={1}>
                {problem}
              </Text>
            ))}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

/** Applications not yet in the student management system: counts only, as the publisher gives them. */
function Applications({ waiting, oldestWaitingSince, lastError }: ApplicationsWaiting) {
  return (
    <Card padding={3} radius={2} border tone={lastError ? 'caution' : 'default'}>
      <Stack gap={3}>
        <Text size={1} weight="semibold">
          Applications to study
        </Text>
        <Text size={1}>
          {waiting === 0
            ? 'Every application has been handed to the student management system.'
            : `${counted(waiting, 'application')} waiting to be handed to the student management system, the oldest since ${publishTime(oldestWaitingSince)}.`}
        </Text>
        {lastError && (
          <Text size={1}>
            Last error, at {publishTime(lastError.at)}: {lastError.message}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <Stack gap={2}>
      <Text size={1} weight="semibold">
        {label}
      </Text>
      <Text size={1}>{children}</Text>
    </Stack>
  );
}

const changes = (count: number) => (count === 1 ? '1 published change' : `${count} published changes`);

/** The build under way and what waits for the next one, in a coordinator's words. */
function queueText({ runningSince, waiting }: PublishStatus['queue']): string {
  const next = waiting > 0 ? `${changes(waiting)} waiting for the next build.` : 'Nothing else waiting.';
  if (runningSince) return `Building since ${publishTime(runningSince)}. ${next}`;
  return waiting > 0 ? `${changes(waiting)} waiting: a build starts in a moment.` : 'Nothing waiting.';
}

/** The "Publishing" tool: whether what coordinators published is live, still building, or failed and why. */
export function PublishStatusTool() {
  return (
    <Container width={2} padding={4}>
      <Stack gap={5}>
        <Heading as="h1" size={2}>
          Publishing
        </Heading>
        <Body />
      </Stack>
    </Container>
  );
}
