import type { StructureResolver } from 'sanity/structure';
import { singletonTypes } from '../schemaTypes';

const OTHER_TYPES = ['pdSession', 'pdSessionDate', 'teamMember', 'testimonial', 'clientLogo', 'policyPage', 'category'];

/** Singletons pinned first, then courses by category, then everything else. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      ...singletonTypes.map((type) =>
        S.listItem()
          .title(type.title ?? type.name)
          .id(type.name)
          .icon(type.icon)
          .child(S.document().schemaType(type.name).documentId(type.name).title(type.title ?? type.name)),
      ),
      S.divider(),
      S.listItem()
        .title('Courses by category')
        .child(
          S.documentTypeList('category')
            .title('Courses by category')
            .child((categoryId) =>
              S.documentList()
                .title('Courses')
                .schemaType('course')
                .filter('_type == "course" && category._ref == $categoryId')
                .params({ categoryId })
                .defaultOrdering([{ field: 'order', direction: 'asc' }]),
            ),
        ),
      S.documentTypeListItem('course').title('All courses'),
      S.divider(),
      ...OTHER_TYPES.map((type) => S.documentTypeListItem(type)),
    ]);
