import { describe, expect, it } from 'vitest';
import { applyHref, CONTINUE_STEP, type ApplyCourse } from '../../contracts/applications/apply-routes.ts';
import type { AccountApplication } from '../../server/applications/application-store.ts';
import { accountApplicationsHtml } from '../../server/apply/account-applications.ts';

const course = { code: 'TLI30321', title: 'Certificate III in Supply Chain Operations' } as ApplyCourse;
const draft = (courseCode: string): AccountApplication => ({
  id: `draft-${courseCode}`,
  courseCode,
  reference: null,
  state: 'draft',
  at: new Date('2026-11-28T09:00:00+10:00'),
});

/** Each row's cells, as text, and the address of the row's form or link. */
const rows = (html: string) =>
  [...html.matchAll(/<tr><td[^>]*>(.*?)<\/tr>/g)].map(([row]) => ({
    cells: [...row.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map(([, cell]) => cell.replace(/<[^>]+>/g, '')),
    goesTo: /(?:action|href)="([^"]+)"/.exec(row)?.[1],
  }));

describe('the applications /account lists', () => {
  it('offers to continue a draft whose course takes applications, and says how to apply where it no longer does', () => {
    const html = accountApplicationsHtml([draft('TLI30321'), draft('TLI40324')], [course]);
    expect(rows(html)).toEqual([
      {
        cells: [
          'TLI30321 Certificate III in Supply Chain Operations',
          'Draft',
          'Not sent yet',
          'Continue your application for TLI30321',
        ],
        goesTo: applyHref('TLI30321', CONTINUE_STEP),
      },
      {
        cells: ['TLI40324', 'Draft', 'Not sent yet', 'This course no longer takes applications online: how to apply'],
        goesTo: applyHref('TLI40324'),
      },
    ]);
  });

  it('offers nothing to do with a sent application, open or closed', () => {
    const sent = { ...draft('TLI40324'), reference: 'NW-2026-ABCD', state: 'sent' as const };
    expect(rows(accountApplicationsHtml([sent], [course]))).toEqual([
      { cells: ['TLI40324', 'NW-2026-ABCD', 'Sent', ''], goesTo: undefined },
    ]);
  });
});
