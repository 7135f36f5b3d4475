import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { schemaTypes, singletonTypeNames } from './schemaTypes';
import { structure } from './structure';

// Singletons are edited in place: never created from templates, duplicated or deleted.
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore']);

export default defineConfig({
  name: 'default',
  title: 'Northwind Training',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'northwind',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  plugins: [structureTool({ structure }), visionTool()],
  schema: {
    types: schemaTypes,
    templates: (templates) => templates.filter(({ schemaType }) => !singletonTypeNames.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      singletonTypeNames.has(schemaType) ? actions.filter(({ action }) => action && SINGLETON_ACTIONS.has(action)) : actions,
    newDocumentOptions: (options, { creationContext }) =>
      creationContext.type === 'global' ? options.filter(({ templateId }) => !singletonTypeNames.has(templateId)) : options,
  },
});
