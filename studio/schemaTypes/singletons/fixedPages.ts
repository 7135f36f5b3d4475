import { EnvelopeIcon } from '@sanity/icons/Envelope';
import { UsersIcon } from '@sanity/icons/Users';
import { DesktopIcon } from '@sanity/icons/Desktop';
import type { ComponentType } from 'react';
import { defineType } from 'sanity';
import { pageHeroField, pageSeoField } from '../fields.ts';

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
    fields: [pageHeroField(), pageSeoField()],
    preview: { prepare: () => ({ title }) },
  });

export const getInTouchPage = fixedPage('getInTouchPage', 'Get in Touch page', EnvelopeIcon);
export const lmsLoginPage = fixedPage('lmsLoginPage', 'LMS Login page', DesktopIcon);
export const pdRegistrationPage = fixedPage('pdRegistrationPage', 'PD registration page', UsersIcon);
