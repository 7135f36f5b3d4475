import { CogIcon } from '@sanity/icons/Cog';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField, requiredHttpsUrl, requiredString, requiredText } from '../fields.ts';
import { SLUG_PATTERN } from '../../../contracts/rules/slug.ts';

type FieldOptions = { group: string; description?: string };

const email = (name: string, title: string, { group, description }: FieldOptions) =>
  defineField({
    name,
    title,
    type: 'string',
    group,
    description,
    validation: (rule) => [
      rule.required().error(`Give the ${title.toLowerCase()}`),
      rule.email().error('Give a valid e-mail address, e.g. info@example.com'),
    ],
  });

/**
 * Names, contact details and links used on every page (header, footer, contact page, policies).
 * Change a phone number or e-mail here once and every page shows the new one after the next publish.
 */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'brand', title: 'Brand', default: true },
    { name: 'contact', title: 'Contact details' },
    { name: 'links', title: 'Links and forms' },
  ],
  fields: [
    requiredString('brandName', 'Brand name', {
      group: 'brand',
      description: 'Shown in page titles and the footer, e.g. "Northwind Training".',
    }),
    defineField({
      name: 'brandSlug',
      title: 'Brand name in web addresses',
      type: 'string',
      group: 'brand',
      description:
        'Policy pages live at /training-with-<this>/…: lower case, e.g. northwind. Changing it changes those addresses.',
      validation: (rule) => [
        rule.required().error('Fill in the brand name for web addresses'),
        rule
          .regex(SLUG_PATTERN, { name: 'web address part' })
          .error('Use lower-case letters, digits and hyphens only, e.g. northwind'),
      ],
    }),
    defineField({
      name: 'tagline',
      title: 'Tagline',
      type: 'string',
      group: 'brand',
      description: 'A short line about what Northwind does.',
    }),
    imageField('logo', 'Logo', { required: true, group: 'brand', description: 'Shown in the header and footer.' }),
    defineField({
      name: 'footerBlurb',
      title: 'Footer text',
      type: 'text',
      rows: 3,
      group: 'brand',
      description: 'A sentence or two about Northwind in the footer.',
    }),
    email('contactEmail', 'Contact e-mail', { group: 'contact', description: 'The main address for enquiries.' }),
    email('accountsEmail', 'Accounts e-mail', { group: 'contact', description: 'For invoices, fees and refunds.' }),
    requiredString('phone', 'Phone number', {
      group: 'contact',
      description: 'As it should read, e.g. 1300 975 707. Phone links are made from it.',
    }),
    requiredText('postalAddress', 'Postal address', {
      description: 'One line per line of the address.',
      group: 'contact',
      message: 'Give the postal address',
    }),
    requiredString('officeAddress', 'Office address', {
      group: 'contact',
      description: 'On one line; the map on the Get in Touch page shows this address.',
    }),
    requiredString('rtoId', 'RTO number', {
      group: 'contact',
      description: 'The registered training organisation number shown in the footer, e.g. 45872.',
    }),
    requiredHttpsUrl('lmsUrl', 'Learner login (LMS)', {
      group: 'links',
      description: 'Where current learners log in to study.',
    }),
    requiredHttpsUrl('bookingUrl', 'Booking page', {
      group: 'links',
      description: 'The appointment booking page (Calendly) shown on Get in Touch.',
    }),
    requiredHttpsUrl('enrolmentFormUrl', 'Enrolment form', {
      group: 'links',
      description: 'The online enrolment form opened by "Continue to Enrolment" after a payment.',
    }),
    requiredHttpsUrl('corPaymentUrl', 'Chain of Responsibility payment link', {
      group: 'links',
      description: 'The Stripe payment link that /stripe-cor65 forwards visitors to.',
    }),
    defineField({
      name: 'formLinks',
      title: 'Forms menu',
      type: 'array',
      group: 'links',
      of: [defineArrayMember({ type: 'formLink' })],
      description: 'The online forms listed in the Forms menu and the footer, in this order.',
      validation: (rule) => rule.required().min(1).error('Add at least one form'),
    }),
    defineField({
      name: 'pdTermsPage',
      title: 'PD registration terms',
      type: 'reference',
      group: 'links',
      to: [{ type: 'policyPage' }],
      description: 'The policy page the PD registration form links to as its terms and conditions.',
      options: { disableNew: true },
      validation: (rule) => rule.required().error('Choose the policy page with the PD terms and conditions'),
    }),
    defineField({
      name: 'confirmationCourse',
      title: 'Payment confirmation course',
      type: 'reference',
      group: 'links',
      to: [{ type: 'course' }],
      description:
        'The unit whose Stripe payment link returns visitors to /confirm/<its code in lower case>, the payment confirmation page.',
      options: { disableNew: true, filter: 'courseType == "unit"' },
      validation: (rule) => rule.required().error('Choose the course of the payment confirmation page'),
    }),
    defineField({
      name: 'socialLinks',
      title: 'Social media',
      type: 'array',
      group: 'links',
      of: [defineArrayMember({ type: 'socialLink' })],
      description: 'Profiles linked from the footer, in this order.',
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
});
