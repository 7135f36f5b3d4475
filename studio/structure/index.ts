import { BookIcon } from '@sanity/icons/Book';
import { BillIcon } from '@sanity/icons/Bill';
import { CalendarIcon } from '@sanity/icons/Calendar';
import { FolderIcon } from '@sanity/icons/Folder';
import { HelpCircleIcon } from '@sanity/icons/HelpCircle';
import { orderableDocumentListDeskItem } from '@sanity/orderable-document-list';
import type { ConfigContext } from 'sanity';
import type { StructureBuilder, StructureResolver } from 'sanity/structure';
import { singletonTypes } from '../schemaTypes/index.ts';
import { SANITY_API_VERSION } from '../../contracts/sanity-api.ts';
import { siteDate } from '../../contracts/build-time.ts';

/** Initial-value template that creates a course already in the category being browsed. */
export const COURSE_IN_CATEGORY_TEMPLATE = 'course-in-category';

// The rank that the drag-and-drop lists write: lists that cannot be dragged still show the site's order.
const byRank = [{ field: 'orderRank', direction: 'asc' as const }];

/**
 * Dated documents in two lists: the upcoming ones a coordinator plans with, soonest first, and the past ones,
 * newest first, which the site no longer shows. "Today" is the provider's (Brisbane).
 */
const datedLists = (S: StructureBuilder, type: string, field: string, noun: string) => {
  const dates = (when: 'upcoming' | 'past') =>
    S.listItem()
      .id(`${when}-${noun}`)
      .title(when === 'upcoming' ? 'Upcoming' : 'Past')
      .icon(CalendarIcon)
      .child(
        S.documentList()
          .id(`${when}-${noun}`)
          .title(when === 'upcoming' ? 'Upcoming' : 'Past')
          .schemaType(type)
          .apiVersion(SANITY_API_VERSION)
          .filter(`_type == "${type}" && ${field} ${when === 'upcoming' ? '>=' : '<'} $today`)
          .params({ today: siteDate(new Date()) })
          .defaultOrdering([{ field, direction: when === 'upcoming' ? 'asc' : 'desc' }]),
      );
  return [dates('upcoming'), dates('past')];
};

const pdSessionDatesItem = (S: StructureBuilder) =>
  S.listItem()
    .id('pd-session-dates')
    .title('PD session dates')
    .icon(CalendarIcon)
    .child(
      S.list()
        .id('pd-session-dates')
        .title('PD session dates')
        .items(datedLists(S, 'pdSessionDate', 'date', 'pd-session-dates')),
    );

/** Intakes: dated ones upcoming first (as PD dates), then the patterns and the courses that start any time. */
const intakesItem = (S: StructureBuilder) =>
  S.listItem()
    .id('intakes')
    .title('Intakes')
    .icon(CalendarIcon)
    .child(
      S.list()
        .id('intakes')
        .title('Intakes')
        .items([
          ...datedLists(S, 'intake', 'startDate', 'intakes'),
          S.divider(),
          S.documentTypeListItem('intakePattern').title('Intake patterns'),
          S.documentTypeListItem('rollingEnrolment').title('Rolling enrolment (start any time)'),
        ]),
    );

/** Funding programs (their rules, for the fee checker) and the questions those rules ask, in the checker's order. */
const fundingItem = (S: StructureBuilder) =>
  S.listItem()
    .id('funding')
    .title('Funding')
    .icon(BillIcon)
    .child(
      S.list()
        .id('funding')
        .title('Funding')
        .items([
          S.documentTypeListItem('fundingProgram').title('Funding programs'),
          S.listItem()
            .id('funding-questions')
            .title('Funding questions')
            .icon(HelpCircleIcon)
            .child(
              S.documentTypeList('fundingQuestion')
                .id('funding-questions')
                .title('Funding questions')
                .defaultOrdering([{ field: 'position', direction: 'asc' }]),
            ),
        ]),
    );

/** Document types listed after the courses, in this order; the site shows them in the order dragged here. */
const ORDERABLE_TYPES = ['category', 'pdSession', 'teamMember', 'testimonial', 'clientLogo', 'policyPage'];

/** A list whose documents a coordinator drags into the order the site shows them in. */
const orderableItem = (
  S: StructureBuilder,
  context: ConfigContext,
  type: string,
  list: { id?: string; title?: string } = {},
) => {
  const schemaType = context.schema.get(type);
  return orderableDocumentListDeskItem({
    type,
    S,
    context,
    id: list.id ?? type,
    title: list.title ?? schemaType?.title ?? type,
    icon: schemaType?.icon,
  });
};

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

/** Courses: all of them in catalogue order, then one list per category (filtered on the course's category reference). */
const coursesItem = (S: StructureBuilder, context: ConfigContext) =>
  S.listItem()
    .id('courses')
    .title('Courses')
    .icon(BookIcon)
    .child(
      S.list()
        .id('courses')
        .title('Courses')
        .items([
          orderableItem(S, context, 'course', { id: 'all-courses', title: 'All courses' }),
          S.divider(),
          S.listItem()
            .id('courses-by-category')
            .title('Courses by category')
            .icon(FolderIcon)
            .child(
              S.documentTypeList('category')
                .id('courses-by-category')
                .title('Courses by category')
                .defaultOrdering(byRank)
                .child((categoryId) =>
                  S.documentList()
                    .id(`courses-in-${categoryId}`)
                    .title('Courses')
                    .schemaType('course')
                    .apiVersion(SANITY_API_VERSION)
                    .filter('_type == "course" && category._ref == $categoryId')
                    .params({ categoryId })
                    .defaultOrdering(byRank)
                    .initialValueTemplates([S.initialValueTemplateItem(COURSE_IN_CATEGORY_TEMPLATE, { categoryId })]),
                ),
            ),
        ]),
    );

/** The Studio menu: singletons pinned first, then courses (all and by category) and pages, then everything else. */
export const structure: StructureResolver = (S, context) =>
  S.list()
    .title('Content')
    .items([
      ...singletonItems(S),
      S.divider(),
      coursesItem(S, context),
      S.documentTypeListItem('page').title('Pages'),
      S.divider(),
      ...ORDERABLE_TYPES.map((type) => orderableItem(S, context, type)),
      pdSessionDatesItem(S),
      intakesItem(S),
      fundingItem(S),
      S.documentTypeListItem('preTrainingReview').title('Pre-training reviews'),
      S.documentTypeListItem('redirect').title('Redirects'),
    ]);
