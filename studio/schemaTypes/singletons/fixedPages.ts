import { EnvelopeIcon } from '@sanity/icons/Envelope';
import { UsersIcon } from '@sanity/icons/Users';
import { DesktopIcon } from '@sanity/icons/Desktop';
import type { ComponentType } from 'react';
import { defineField, defineType } from 'sanity';
import { PLACEHOLDER_HELP } from '../../../src/lib/rules/placeholders.ts';
import { requiredString, requiredText } from '../fields.ts';
import { knownPlaceholdersRule } from '../rules.ts';

/**
 * The words of a fixed page whose layout and behaviour are code (a form, a login button): its
 * heading, the text under it, and its title and description for search engines.
 */
const fixedPage = (name: string, title: string, icon: ComponentType) =>
  defineType({
    name,
    title,
    type: 'document',
    icon,
    fields: [
      defineField({
        name: 'hero',
        title: 'Page heading',
        type: 'object',
        validation: (rule) => rule.required().error('Fill in the page heading'),
        fields: [requiredString('heading', 'Heading'), requiredText('lead', 'Text under the heading', { rows: 2 })],
      }),
      defineField({
        name: 'seo',
        title: 'Search engines',
        type: 'seo',
        description: PLACEHOLDER_HELP,
        validation: (rule) => [
          rule.required().error('Fill in the page title and description'),
          rule.custom(knownPlaceholdersRule),
        ],
      }),
    ],
    preview: { prepare: () => ({ title }) },
  });

export const getInTouchPage = fixedPage('getInTouchPage', 'Get in Touch page', EnvelopeIcon);
export const lmsLoginPage = fixedPage('lmsLoginPage', 'LMS Login page', DesktopIcon);
export const pdRegistrationPage = fixedPage('pdRegistrationPage', 'PD registration page', UsersIcon);
