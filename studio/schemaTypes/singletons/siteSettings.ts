import { CogIcon } from '@sanity/icons/Cog';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField } from '../fields';

const httpsUrl = (name: string, title: string, description: string) =>
  defineField({ name, title, type: 'url', description, validation: (rule) => rule.required().uri({ scheme: ['https'] }).error('Paste an https:// address') });

const requiredText = (name: string, title: string, description?: string) =>
  defineField({ name, title, type: 'string', description, validation: (rule) => rule.required().error(`Fill in the ${title.toLowerCase()}`) });

/** Contact details, links and names used across the whole site. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'brand', title: 'Brand', default: true },
    { name: 'contact', title: 'Contact' },
    { name: 'links', title: 'Links' },
  ],
  fields: [
    { ...requiredText('brandName', 'Brand name', 'Shown in page titles and the footer.'), group: 'brand' },
    defineField({
      name: 'brandSlug',
      title: 'Brand path segment',
      type: 'string',
      group: 'brand',
      description: 'Policy pages live at /training-with-<this>/…; lower case, e.g. northwind.',
      validation: (rule) => rule.required().regex(/^[a-z0-9-]+$/, { name: 'path segment' }).error('Lower-case letters, digits and hyphens only'),
    }),
    defineField({ name: 'tagline', title: 'Tagline', type: 'string', group: 'brand' }),
    { ...imageField('logo', 'Logo', { required: true }), group: 'brand' },
    defineField({ name: 'footerBlurb', title: 'Footer text', type: 'text', rows: 3, group: 'brand' }),
    defineField({ name: 'contactEmail', title: 'Contact e-mail', type: 'string', group: 'contact', validation: (rule) => rule.required().email().error('Give a valid e-mail address') }),
    defineField({ name: 'accountsEmail', title: 'Accounts e-mail', type: 'string', group: 'contact', description: 'For fees and refunds.', validation: (rule) => rule.required().email().error('Give a valid e-mail address') }),
    { ...requiredText('phone', 'Phone', 'As it should read, e.g. 1300 975 707.'), group: 'contact' },
    defineField({ name: 'postalAddress', title: 'Postal address', type: 'text', rows: 3, group: 'contact', validation: (rule) => rule.required().error('Give the postal address') }),
    { ...requiredText('officeAddress', 'Office address', 'Shown on the map on the Get in Touch page.'), group: 'contact' },
    { ...requiredText('rtoId', 'RTO number', 'The registered training organisation id in the copyright line.'), group: 'contact' },
    { ...httpsUrl('lmsUrl', 'LMS address', 'Where current learners log in.'), group: 'links' },
    { ...httpsUrl('bookingUrl', 'Booking page', 'The scheduling page embedded on Get in Touch.'), group: 'links' },
    { ...httpsUrl('enrolmentFormUrl', 'Enrolment form', 'Opened by "Continue to Enrolment" after a payment.'), group: 'links' },
    { ...httpsUrl('corPaymentUrl', 'Chain of Responsibility payment link', 'Where /stripe-cor65 sends visitors.'), group: 'links' },
    defineField({ name: 'formLinks', title: 'Forms menu', type: 'array', group: 'links', of: [defineArrayMember({ type: 'formLink' })], description: 'The external forms of the Forms menu and footer, in order.' }),
    defineField({ name: 'socialLinks', title: 'Social links', type: 'array', group: 'links', of: [defineArrayMember({ type: 'socialLink' })] }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
});
