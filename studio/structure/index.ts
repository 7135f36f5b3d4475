import { BookIcon } from '@sanity/icons/Book';
import { CalendarIcon } from '@sanity/icons/Calendar';
import { FolderIcon } from '@sanity/icons/Folder';
import type { SortOrderingItem } from 'sanity';
import type { StructureBuilder, StructureResolver } from 'sanity/structure';
import { singletonTypes } from '../schemaTypes/index.ts';
import { SANITY_API_VERSION } from '../../src/lib/rules/sanity-api.ts';
import { siteDate } from '../../src/lib/site/build-time.ts';

/** Initial-value template that creates a course already in the category being browsed. */
export const COURSE_IN_CATEGORY_TEMPLATE = 'course-in-category';

const byOrder = [{ field: 'order', direction: 'asc' as const }];
const byDate = [{ field: 'date', direction: 'asc' as const }];
const byDateNewestFirst = [{ field: 'date', direction: 'desc' as const }];

/**
 * PD session dates in two lists: the upcoming ones a coordinator plans with, soonest first, and the
 * past ones, newest first, which the site no longer shows. "Today" is the provider's (Brisbane).
 */
const pdSessionDatesItem = (S: StructureBuilder) => {
  const dates = (id: string, title: string, filter: string, ordering: SortOrderingItem[]) =>
    S.listItem()
      .id(id)
      .title(title)
      .icon(CalendarIcon)
      .child(
        S.documentList()
          .id(id)
          .title(title)
          .schemaType('pdSessionDate')
          .apiVersion(SANITY_API_VERSION)
          .filter(`_type == "pdSessionDate" && ${filter}`)
          .params({ today: siteDate(new Date()) })
          .defaultOrdering(ordering),
      );
  return S.listItem()
    .id('pd-session-dates')
    .title('PD session dates')
    .icon(CalendarIcon)
    .child(
      S.list()
        .id('pd-session-dates')
        .title('PD session dates')
        .items([
          dates('upcoming-pd-session-dates', 'Upcoming', 'date >= $today', byDate),
          dates('past-pd-session-dates', 'Past', 'date < $today', byDateNewestFirst),
        ]),
    );
};

/** Document types listed after the courses, in this order, each sorted the way the site shows them. */
const OTHER_TYPES = [
  { type: 'category', ordering: byOrder },
  { type: 'pdSession', ordering: byOrder },
  { type: 'teamMember', ordering: byOrder },
  { type: 'testimonial', ordering: byOrder },
  { type: 'clientLogo', ordering: byOrder },
  { type: 'policyPage', ordering: byOrder },
];

/** Site settings and the page singletons, each opening its one document (id = type name). */
const singletonItems = (S: StructureBuilder) =>
  singletonTypes.map((type) =>
    S.listItem()
      .id(type.name)
      .title(type.title ?? type.name)
      .icon(type.icon)
      .child(
        S.document()
          .schemaType(type.name)
          .documentId(type.name)
          .title(type.title ?? type.name),
      ),
  );

/** Courses: all of them, then one list per category (filtered on the course's category reference). */
const coursesItem = (S: StructureBuilder) =>
  S.listItem()
    .id('courses')
    .title('Courses')
    .icon(BookIcon)
    .child(
      S.list()
        .id('courses')
        .title('Courses')
        .items([
          S.documentTypeListItem('course')
            .id('all-courses')
            .title('All courses')
            .icon(BookIcon)
            .child(S.documentTypeList('course').id('all-courses').title('All courses').defaultOrdering(byOrder)),
          S.divider(),
          S.listItem()
            .id('courses-by-category')
            .title('Courses by category')
            .icon(FolderIcon)
            .child(
              S.documentTypeList('category')
                .id('courses-by-category')
                .title('Courses by category')
                .defaultOrdering(byOrder)
                .child((categoryId) =>
                  S.documentList()
                    .id(`courses-in-${categoryId}`)
                    .title('Courses')
                    .schemaType('course')
                    .apiVersion(SANITY_API_VERSION)
                    .filter('_type == "course" && category._ref == $categoryId')
                    .params({ categoryId })
                    .defaultOrdering(byOrder)
                    .initialValueTemplates([S.initialValueTemplateItem(COURSE_IN_CATEGORY_TEMPLATE, { categoryId })]),
                ),
            ),
        ]),
    );

/** The Studio menu: singletons pinned first, then courses (all and by category), then everything else. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      ...singletonItems(S),
      S.divider(),
      coursesItem(S),
      S.divider(),
      ...OTHER_TYPES.map(({ type, ordering }) =>
        S.documentTypeListItem(type).child(S.documentTypeList(type).defaultOrdering(ordering)),
      ),
      pdSessionDatesItem(S),
    ]);
