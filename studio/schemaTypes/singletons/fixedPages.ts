import { EnvelopeIcon } from '@sanity/icons/Envelope';
import { UsersIcon } from '@sanity/icons/Users';
import { DesktopIcon } from '@sanity/icons/Desktop';
import { CheckmarkCircleIcon } from '@sanity/icons/CheckmarkCircle';
import { UnknownIcon } from '@sanity/icons/Unknown';
import type { ComponentType } from 'react';
import { defineField, defineType, type FieldDefinition } from 'sanity';
import { PLACEHOLDER_HELP } from '../../../contracts/rules/placeholders.ts';
import { pageHeroField, pageSeoField, requiredString, requiredText, searchDescriptionField } from '../fields.ts';
import { catalogueTitleIfDifferent, knownPlaceholdersRule } from '../rules.ts';

/**
 * The words of a fixed page whose layout and behaviour are code (a form, a login button): by
 * default its heading, the text under it, and its title and description for search engines.
 */
const fixedPage = (
  name: string,
  title: string,
  icon: ComponentType,
  fields: FieldDefinition[] = [pageHeroField(), pageSeoField()],
) =>
  defineType({
    name,
    title,
    type: 'document',
    icon,
    fields,
    preview: { prepare: () => ({ title }) },
  });

/** The text under a heading the spec fixes, so the heading itself stays in code. */
const leadField = () => requiredText('lead', 'Text under the heading', { description: PLACEHOLDER_HELP, rows: 2 });

export const getInTouchPage = fixedPage('getInTouchPage', 'Get in Touch page', EnvelopeIcon, [
  pageHeroField(),
  requiredString('replyNote', 'Under "Send Us a Message"', {
    description: 'How soon the team answers a message, e.g. "We reply within one business day."',
  }),
  pageSeoField(),
]);
export const lmsLoginPage = fixedPage('lmsLoginPage', 'LMS Login page', DesktopIcon);
export const pdRegistrationPage = fixedPage('pdRegistrationPage', 'PD registration page', UsersIcon, [
  pageHeroField(),
  defineField({
    name: 'unit',
    title: 'Unit registered for',
    type: 'unitRef',
    description:
      'The unit a group registers for: shown above the form and sent with every registration. If the code is also a course in the catalogue, use the same title, or expect a warning.',
    validation: (rule) => [
      rule.required().error('Give the unit a group registers for'),
      rule
        .custom(async (unit: { code?: string; title?: string } | undefined, context) => {
          const catalogue = await catalogueTitleIfDifferent(unit, context);
          return catalogue
            ? `The catalogue calls ${unit?.code} "${catalogue}". Registrations will say "${unit?.title}": check which is right.`
            : true;
        })
        .warning(),
    ],
  }),
  pageSeoField(),
]);

/** The page shown at an address the site does not have; its heading and title are the spec's. */
export const notFoundPage = fixedPage('notFoundPage', 'Page Not Found (404) page', UnknownIcon, [
  leadField(),
  requiredString('homeButtonLabel', 'Home button text', { description: 'e.g. "Back to Home".' }),
  requiredString('catalogueButtonLabel', 'Courses button text', { description: 'e.g. "Browse Courses".' }),
  searchDescriptionField('description', [knownPlaceholdersRule]),
]);

/** The page a learner returns to after paying online; its heading and button are fixed, the course is in Site settings. */
export const confirmationPage = fixedPage('confirmationPage', 'Payment confirmation page', CheckmarkCircleIcon, [
  requiredString('pageTitle', 'Page title', {
    description: 'In the browser tab; the site adds " | <brand name>". Search engines do not list this page.',
  }),
  leadField(),
]);
