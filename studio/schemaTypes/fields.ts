import {
  defineArrayMember,
  defineField,
  type ConditionalProperty,
  type StringRule,
  type ValidationContext,
} from 'sanity';
import { SLUG_MESSAGE, SLUG_PATTERN } from '../../contracts/rules/slug.ts';
import { PLACEHOLDER_HELP } from '../../contracts/rules/placeholders.ts';
import {
  HTTPS_MESSAGE,
  HTTPS_ONLY,
  hrefRule,
  isSlugFreeIn,
  isUniqueValue,
  knownPlaceholdersRule,
  notBlankRule,
  onlyTypesRule,
} from './rules.ts';
import { counted } from '../../contracts/counted.ts';

/**
 * Field builders shared by several types (not types themselves). Each returns a plain
 * `defineField` definition, so a type file reads as one list of fields.
 */

interface TextFieldOptions {
  description?: string;
  group?: string;
  /** What the Studio says while the field is empty; by default "Fill in the <title>". */
  message?: string;
  hidden?: ConditionalProperty;
}

/** Required and not only spaces, with one message for both. */
const requiredTextRule = (message: string) => (rule: StringRule) => [
  rule.required().error(message),
  rule.custom(notBlankRule(message)),
];

interface UniqueDateOptions {
  description?: string;
  /** What the Studio says while the field is empty. */
  missing: string;
  /** Why another document's same date clashes with this one's, or null when none does. */
  clash: (date: string, context: ValidationContext) => Promise<string | null>;
}

/** A required date that no other document may share. */
export const uniqueDateField = (name: string, title: string, { description, missing, clash }: UniqueDateOptions) =>
  defineField({
    name,
    title,
    type: 'date',
    description,
    options: { dateFormat: 'D MMMM YYYY' },
    // One rule, not a list, so the date type's own format check is not repeated.
    validation: (rule) =>
      rule.custom(async (date: string | undefined, context) =>
        date ? ((await clash(date, context)) ?? true) : missing,
      ),
  });

/** A required one-line text field. */
export const requiredString = (name: string, title: string, options: TextFieldOptions = {}) =>
  defineField({
    name,
    title,
    type: 'string',
    description: options.description,
    group: options.group,
    hidden: options.hidden,
    validation: requiredTextRule(options.message ?? `Fill in the ${title.toLowerCase()}`),
  });

/** A required multi-line text field, three lines high unless `rows` says otherwise. */
export const requiredText = (name: string, title: string, options: TextFieldOptions & { rows?: number } = {}) =>
  defineField({
    name,
    title,
    type: 'text',
    rows: options.rows ?? 3,
    description: options.description,
    group: options.group,
    hidden: options.hidden,
    validation: requiredTextRule(options.message ?? `Fill in the ${title.toLowerCase()}`),
  });

/** A required web address that must be secure (https://); by default the message asks to paste "the <title> address". */
export const requiredHttpsUrl = (name: string, title: string, options: TextFieldOptions = {}) =>
  defineField({
    name,
    title,
    type: 'url',
    description: options.description,
    group: options.group,
    validation: (rule) => [
      rule.required().error(options.message ?? `Paste the ${title.toLowerCase()} address`),
      rule.uri(HTTPS_ONLY).error(HTTPS_MESSAGE),
    ],
  });

/** How an item with a title and a text shows in a list in the Studio. */
export const TITLE_AND_TEXT_PREVIEW = { select: { title: 'title', subtitle: 'text' } };

interface ImageFieldOptions {
  /** The picture must be there (a logo, a portrait). */
  required?: boolean;
  description?: string;
  group?: string;
}

/** An image with the alternative text that screen readers announce instead of the picture. */
export const imageField = (name: string, title: string, options: ImageFieldOptions = {}) =>
  defineField({
    name,
    title,
    type: 'image',
    description: options.description,
    group: options.group,
    options: { hotspot: true },
    fields: [
      defineField({
        name: 'alt',
        title: 'Alternative text',
        type: 'string',
        description:
          'Say briefly what the picture shows, for visitors who cannot see it, e.g. "Portrait of Sarah Mitchell".',
        validation: (rule) =>
          rule.custom((alt, context) => {
            const image = context.parent as { asset?: unknown } | undefined;
            return !image?.asset || Boolean(alt?.trim()) || 'Describe the picture for visitors who use a screen reader';
          }),
      }),
    ],
    validation: options.required ? (rule) => rule.required().error(`Upload the ${title.toLowerCase()}`) : undefined,
  });

interface SlugFieldOptions {
  group?: string;
  /** An extra check of the finished slug, e.g. that a course's slug is its code in lower case. */
  check?: (slug: string, document: Record<string, unknown> | undefined) => true | string;
  /** Another type whose pages share this type's web addresses, e.g. categories and courses under /courses/. */
  sharesAddressesWith?: { type: string; title: string };
}

/** The part of a page's web address that names it: generated from `source`, unique within its type. */
export const uniqueSlugField = (source: string, description: string, options: SlugFieldOptions = {}) =>
  defineField({
    name: 'slug',
    title: 'Web address (slug)',
    type: 'slug',
    description,
    group: options.group,
    options: { source, maxLength: 96, isUnique: (value, context) => isUniqueValue('slug.current', value, context) },
    // One rule, not a list: each rule in a list repeats the slug type's own checks (uniqueness), doubling its message.
    validation: (rule) =>
      rule.custom(async (slug, context) => {
        if (!slug?.current?.trim()) return 'Click "Generate" or type the web address';
        if (!SLUG_PATTERN.test(slug.current)) return SLUG_MESSAGE;
        const shared = options.sharesAddressesWith;
        if (shared && !(await isSlugFreeIn(shared.type, slug.current, context)))
          return `A ${shared.title} already uses this web address: choose another`;
        return options.check ? options.check(slug.current, context.document) : true;
      }),
  });

const DESCRIPTION_MESSAGE = 'Write a description for search engines';

/** The sentence search engines show under a page's title: required, not blank, at most 160 characters. */
export const searchDescriptionField = (name: string, extraRules: Array<(value: unknown) => true | string> = []) =>
  defineField({
    name,
    title: 'Search engine description',
    type: 'string',
    description: 'The sentence search engines show under the page title: up to 160 characters.',
    validation: (rule) => [
      rule.required().error(DESCRIPTION_MESSAGE),
      rule.custom(notBlankRule(DESCRIPTION_MESSAGE)),
      rule.max(160).error('Keep it to 160 characters or fewer; search engines cut off the rest'),
      ...extraRules.map((extra) => rule.custom(extra)),
    ],
  });

/** Documents with a page of their own that a link can point to; a rename or new slug then follows. */
export const LINKABLE_TYPES = [{ type: 'page' }, { type: 'policyPage' }, { type: 'course' }, { type: 'category' }];

type LinkParent = { reference?: { _ref?: string }; href?: string; linkLabel?: string } | undefined;

/** The object has somewhere to link to: a page reference or a written address. */
export const hasLinkTarget = (parent: unknown) =>
  Boolean((parent as LinkParent)?.reference?._ref || (parent as LinkParent)?.href);

/**
 * Where a link goes, one model for every link in content: a page of this site that has a document
 * (a policy page, a course, a category), chosen as a reference so that renames follow and the
 * document cannot be deleted while linked; or written as text: a fixed page such as /get-in-touch,
 * an https:// address, mailto: or tel:. The site resolves it with `linkHrefProjection` (queries.ts).
 */
export const linkTargetFields = (options: { optional?: boolean } = {}) => [
  defineField({
    name: 'reference',
    title: 'Goes to a page of the site',
    type: 'reference',
    to: LINKABLE_TYPES,
    description: 'A page, policy page, course or category. Leave empty to write the address below instead.',
    options: { disableNew: true, filter: '_type != "course" || hasDetailPage == true' },
  }),
  defineField({
    name: 'href',
    title: 'Or goes to',
    type: 'string',
    description: `A fixed page of this site (/get-in-touch, /courses), a web address (https://…), an e-mail (mailto:…) or a phone number (tel:…). ${PLACEHOLDER_HELP}`,
    hidden: ({ parent, value }) => !value && Boolean((parent as LinkParent)?.reference?._ref),
    validation: (rule) => [
      rule.custom(hrefRule),
      rule.custom((href, context) => {
        const parent = context.parent as LinkParent;
        const linked = Boolean(parent?.reference?._ref);
        if (href && linked) return 'Choose a page or write an address, not both';
        if (href || linked) return true;
        if (!options.optional) return 'Choose a page of the site or write where the link goes';
        return parent?.linkLabel ? 'Say where the link goes, or remove the link text' : true;
      }),
    ],
  }),
];

/** A fixed page's heading and the text under it. */
export const pageHeroField = (group?: string) =>
  defineField({
    name: 'hero',
    title: 'Page heading',
    type: 'object',
    group,
    validation: (rule) => rule.required().error('Fill in the page heading'),
    fields: [requiredString('heading', 'Heading'), requiredText('lead', 'Text under the heading', { rows: 2 })],
  });

/** A fixed page's title and search description; `{placeholders}` allowed with `knownPlaceholdersRule`. */
export const pageSeoField = (group?: string) =>
  defineField({
    name: 'seo',
    title: 'Search engines',
    type: 'seo',
    group,
    description: PLACEHOLDER_HELP,
    validation: (rule) => [
      rule.required().error('Fill in the page title and description'),
      rule.custom(knownPlaceholdersRule),
    ],
  });

interface NavItemsOptions {
  description: string;
  /** The item types the list holds; anything else pasted in is refused with `wrongType`. */
  types: string[];
  empty: string;
  wrongType: string;
}

/** The items of a menu or submenu: at least one, and only the types that level may hold. */
export const navItemsField = (name: string, options: NavItemsOptions) =>
  defineField({
    name,
    title: 'Items',
    type: 'array',
    description: options.description,
    of: options.types.map((type) => defineArrayMember({ type })),
    validation: (rule) => [
      rule.required().min(1).error(options.empty),
      rule.custom(onlyTypesRule(options.types, options.wrongType)),
    ],
  });

/** How a menu or submenu shows in a list: its label, what it is and how many items it holds. */
export const navItemsPreview = (kind: string, field: string) => ({
  select: { title: 'label', items: field },
  prepare: ({ title, items }: { title?: string; items?: unknown[] }) => ({
    title,
    subtitle: `${kind}, ${counted(items?.length ?? 0, 'item')}`,
  }),
});

/** The optional line under a question, of the fee checker or of the pre-training review. */
export const questionHelpField = () =>
  defineField({
    name: 'help',
    title: 'Help text',
    type: 'text',
    rows: 2,
    description: 'Optional: a line under the question.',
  });

/** The kind of answer a question takes, one of `kinds`. */
export const questionKindField = (kinds: { value: string; title: string }[], initialValue?: string) =>
  defineField({
    name: 'kind',
    title: 'Kind of answer',
    type: 'string',
    options: { list: kinds, layout: 'radio' },
    initialValue,
    validation: (rule) => rule.required().error('Choose the kind of answer'),
  });
