import { coursePath } from '../../../contracts/routes.ts';

export interface PathwaySource {
  _id: string;
  code: string;
  slug: string;
  title: string;
  courseType: string;
  hasDetailPage: boolean;
  leadsTo: readonly string[];
  creditTowards: readonly string[];
}

export type PathwayKind = 'leads' | 'credit';

export interface PathwayLink {
  kind: PathwayKind;
  code: string;
  title: string;
  /** The linked course's page, when it has one. */
  href: string | null;
}

const VERB: Record<PathwayKind, string> = { leads: 'Leads to', credit: 'Counts towards' };

/** Where a course leads: the courses to take next, then the qualifications it counts towards. */
export function pathwayLinks(course: PathwaySource, byId: ReadonlyMap<string, PathwaySource>): PathwayLink[] {
  const links = (kind: PathwayKind, ids: readonly string[]) =>
    ids.flatMap((id) => {
      const target = byId.get(id);
      return target
        ? [
            {
              kind,
              code: target.code,
              title: target.title,
              href: target.hasDetailPage ? coursePath(target.slug) : null,
            },
          ]
        : [];
    });
  return [...links('leads', course.leadsTo), ...links('credit', course.creditTowards)];
}

/** "Leads to TLI40324 Certificate IV in Supply Chain Operations": a link in words, as every place writes it. */
export const pathwayLine = (link: Pick<PathwayLink, 'kind' | 'code' | 'title'>) =>
  `${VERB[link.kind]} ${link.code} ${link.title}`;
