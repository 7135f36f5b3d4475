import { ClipboardIcon } from '@sanity/icons/Clipboard';
import { RocketIcon } from '@sanity/icons/Rocket';
import { visionTool } from '@sanity/vision';
import { defineConfig, type Template } from 'sanity';
import { structureTool } from 'sanity/structure';
import { SANITY_API_VERSION } from '../contracts/sanity-api.ts';
import { ComplianceTool } from './compliance/ComplianceTool.tsx';
import { localLakeOptions } from './local/index.ts';
import { previewTool } from './presentation/index.ts';
import { PublishStatusTool } from './publishing/PublishStatusTool.tsx';
import { ViewOnSiteAction } from './publishing/viewOnSiteAction.tsx';
import { isSingletonType, schemaTypes } from './schemaTypes/index.ts';
import { COURSE_IN_CATEGORY_TEMPLATE, structure } from './structure/index.ts';

/** The only actions on a singleton: it can be published and its changes discarded, never deleted or copied. */
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore']);

/** "New course" from a category's course list starts with that category filled in. */
const courseInCategory: Template<{ categoryId: string }> = {
  id: COURSE_IN_CATEGORY_TEMPLATE,
  title: 'Course in this category',
  schemaType: 'course',
  parameters: [{ name: 'categoryId', type: 'string' }],
  value: ({ categoryId }: { categoryId: string }) => ({ category: { _type: 'reference', _ref: categoryId } }),
};

export default defineConfig({
  name: 'default',
  title: 'Northwind Training',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'northwind',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  // Only in `npm run studio:local`: the Studio's Content Lake is the embedded dataset (studio/local/).
  ...localLakeOptions(),
  plugins: [structureTool({ structure }), previewTool(), visionTool({ defaultApiVersion: SANITY_API_VERSION })],
  tools: (tools) => [
    ...tools,
    { name: 'publishing', title: 'Publishing', icon: RocketIcon, component: PublishStatusTool },
    { name: 'compliance', title: 'Compliance', icon: ClipboardIcon, component: ComplianceTool },
  ],
  schema: {
    types: schemaTypes,
    // No "new document" templates for singletons: they exist once, at their fixed ids.
    templates: (templates) => [...templates.filter(({ schemaType }) => !isSingletonType(schemaType)), courseInCategory],
  },
  document: {
    actions: (actions, { schemaType }) => [
      ...(isSingletonType(schemaType)
        ? actions.filter(({ action }) => action !== undefined && SINGLETON_ACTIONS.has(action))
        : actions),
      ViewOnSiteAction,
    ],
    newDocumentOptions: (options, { creationContext }) =>
      options.filter(
        ({ templateId }) =>
          !isSingletonType(templateId) &&
          (templateId !== COURSE_IN_CATEGORY_TEMPLATE || creationContext.type === 'structure'),
      ),
  },
});
