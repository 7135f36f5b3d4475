import { Badge, Card, Container, Flex, Heading, Stack, Text } from '@sanity/ui';
import { useEffect, useState } from 'react';
import { useClient } from 'sanity';
import { IntentLink } from 'sanity/router';
import { COMPLIANCE_QUERY, complianceReport, type ComplianceRow, type RawDocument } from './compliance.ts';
import { STANDARD_NAME } from '../../contracts/rules/pre-enrolment.ts';
import { SANITY_API_VERSION } from '../../contracts/sanity-api.ts';
import { WARNING_DAYS } from '../../contracts/courses/status.ts';

const KIND: Record<ComplianceRow['type'], string> = {
  course: 'Course',
  pdSession: 'PD session',
  fundingProgram: 'Funding program',
};

/** Reads every course and PD session (drafts included) and keeps the list current as coordinators edit. */
function useReport(): ComplianceRow[] | null {
  const client = useClient({ apiVersion: SANITY_API_VERSION });
  const [rows, setRows] = useState<ComplianceRow[] | null>(null);
  useEffect(() => {
    const load = () => {
      void client
        .fetch<RawDocument[]>(COMPLIANCE_QUERY, {}, { perspective: 'raw' })
        .then((documents) => setRows(complianceReport(documents)));
    };
    load();
    const subscription = client.listen(COMPLIANCE_QUERY, {}, { visibility: 'query' }).subscribe(load);
    return () => subscription.unsubscribe();
  }, [client]);
  return rows;
}

function Row({ row }: { row: ComplianceRow }) {
  const complete = row.missing.length === 0;
  const stale = row.warnings.length > 0;
  return (
    <Card
      padding={3}
      radius={2}
      border
      tone={complete ? (stale ? 'caution' : 'default') : 'critical'}
      data-compliance-row={row.id}
    >
      <Stack gap={3}>
        <Flex align="center" gap={2} wrap="wrap">
          <Badge tone={complete ? (stale ? 'caution' : 'positive') : 'critical'}>
            {complete ? (stale ? 'Needs a look' : 'Complete') : `${row.missing.length} missing`}
          </Badge>
          <Text weight="semibold">
            {/* A link, so the document opens where the coordinator fixes it (Ctrl+click: in a new tab). */}
            <IntentLink intent="edit" params={{ id: row.id, type: row.type }}>
              {row.label}
            </IntentLink>
          </Text>
          <Text muted size={1}>
            {KIND[row.type]}
            {row.draft ? ' · unpublished changes' : ''}
          </Text>
        </Flex>
        {row.status && !stale && (
          <Text size={1} muted>
            {row.status}
          </Text>
        )}
        {[...row.missing, ...row.warnings].map((gap) => (
          <Text key={gap} size={1}>
            {gap}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}

/**
 * The Compliance view: what each course and PD session lacks of what {@link STANDARD_NAME} asks a provider to
 * publish before enrolment. A course that lacks an item cannot be published; this list shows them all at once.
 */
export function ComplianceTool() {
  const rows = useReport();
  const incomplete = rows?.filter((row) => row.missing.length > 0 || row.warnings.length > 0).length ?? 0;
  return (
    <Container width={2} padding={4}>
      <Stack gap={4}>
        <Heading as="h1" size={3}>
          Compliance
        </Heading>
        <Text muted>
          What each course page must show under {STANDARD_NAME} before anyone enrols, and what each PD session needs. PD
          sessions are shown as not nationally recognised training. Funding programs whose rules were last checked more
          than a year ago are marked for a fresh look at the official page. Superseded and withdrawn courses show the
          days left for new learners to enrol, marked from {WARNING_DAYS} days before the last day.
        </Text>
        {rows === null ? (
          <Text>Reading courses, PD sessions and funding programs…</Text>
        ) : (
          <>
            <Text weight="semibold">
              {incomplete === 0
                ? `All ${rows.length} are complete.`
                : `${incomplete} of ${rows.length} need attention.`}
            </Text>
            {rows.map((row) => (
              <Row key={row.id} row={row} />
            ))}
          </>
        )}
      </Stack>
    </Container>
  );
}
