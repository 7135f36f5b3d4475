import { describe, expect, it } from 'vitest';
import { applyButton, backLinkHref, cardButtons, pageEnrolButton } from '../../src/lib/courses/buttons.ts';
import { formEmbedUrl, formIdOf, isFormServiceLink, pdCardAction } from '../../src/lib/courses/pd.ts';

const STRIPE = 'https://buy.stripe.com/test_abc';
const FLYER = '/media/flyer-tli20421.pdf';

describe('"Apply online" on a course page', () => {
  it('opens the first question of a course open for applications, and is absent otherwise', () => {
    expect(applyButton({ code: 'TLI30321', applicationsOpen: true })).toEqual({
      label: 'Apply online',
      href: '/apply/TLI30321/course',
      external: false,
    });
    expect(applyButton({ code: 'TLI30321', applicationsOpen: false })).toBeNull();
  });
});

describe('course card buttons (spec 2.5)', () => {
  it('qualification → Enquire Now to /get-in-touch', () => {
    const { action } = cardButtons({
      courseType: 'qualification',
      slug: 'tli40324',
      hasDetailPage: true,
      stripeLink: null,
    });
    expect(action).toEqual({ label: 'Enquire Now', href: '/get-in-touch', external: false });
  });

  it('unit with a payment link → Pay and Enrol in a new tab', () => {
    const { action } = cardButtons({ courseType: 'unit', slug: 'tlif0025', hasDetailPage: true, stripeLink: STRIPE });
    expect(action).toEqual({ label: 'Pay and Enrol', href: STRIPE, external: true });
  });

  it('unit without a payment link → Pay and Enrol to /get-in-touch', () => {
    const { action } = cardButtons({ courseType: 'unit', slug: 'tlif0007', hasDetailPage: true, stripeLink: null });
    expect(action).toEqual({ label: 'Pay and Enrol', href: '/get-in-touch', external: false });
  });

  it('a course with a page links to it; one without shows the Program Flyer in a new tab', () => {
    expect(cardButtons({ courseType: 'unit', slug: 'TLIF0025', hasDetailPage: true }).more?.href).toBe(
      '/courses/tlif0025',
    );
    const { more } = cardButtons({
      courseType: 'qualification',
      slug: 'tli20421',
      hasDetailPage: false,
      flyerUrl: FLYER,
    });
    expect(more).toEqual({ label: 'Program Flyer', href: FLYER, external: true });
  });
});

describe('course page buttons and back link (spec 2.6)', () => {
  it('units pay in a new tab, falling back to /get-in-touch; qualifications enquire', () => {
    expect(pageEnrolButton({ courseType: 'unit', stripeLink: STRIPE })).toEqual({
      label: 'Pay & Enrol',
      href: STRIPE,
      external: true,
    });
    expect(pageEnrolButton({ courseType: 'unit', stripeLink: null })).toEqual({
      label: 'Pay & Enrol',
      href: '/get-in-touch',
      external: false,
    });
    expect(pageEnrolButton({ courseType: 'qualification' })).toEqual({
      label: 'Enquire Now',
      href: '/get-in-touch',
      external: false,
    });
  });

  it.each([
    ['transport-and-logistics', '/courses/transport-and-logistics'],
    ['Leadership & Management', '/courses/leadership-and-management'],
    ['Food Manufacturing and Food Safety', '/courses/food-manufacturing-and-food-safety'],
    ['cleaning-operations', '/courses/cleaning-operations'],
  ])('back link of %s → %s', (categorySlug, href) => expect(backLinkHref({ categorySlug })).toBe(href));
});

describe('PD card button (spec 4, 7)', () => {
  const FORM = 'https://form.jotform.com/252419101847053';

  it('a form-service link → Register & Pay Now in a modal with the last path segment as form id', () => {
    expect(pdCardAction({ status: 'active', formLink: FORM })).toEqual({
      kind: 'form',
      label: 'Register & Pay Now',
      href: FORM,
      formId: '252419101847053',
    });
    expect(isFormServiceLink('https://www.jotform.com/form/123')).toBe(true);
    expect(formIdOf('https://form.jotform.com/a/b/987654321/')).toBe('987654321');
    expect(formEmbedUrl('252419101847053')).toBe(FORM);
  });

  it('an unparsable form id gives null (the card logs it)', () => {
    const action = pdCardAction({ status: 'active', formLink: 'https://form.jotform.com/' });
    expect(action).toMatchObject({ kind: 'form', formId: null });
    expect(formIdOf('https://form.jotform.com/not-an-id')).toBeNull();
    expect(formIdOf('not a url')).toBeNull();
  });

  it('other links → Learn More: external in a new tab, internal in the same tab', () => {
    expect(pdCardAction({ status: 'active', registrationLink: '/pd-registration?course=TLIF0005' })).toEqual({
      kind: 'link',
      label: 'Learn More',
      href: '/pd-registration?course=TLIF0005',
      external: false,
    });
    expect(pdCardAction({ status: 'active', registrationLink: 'https://example.org/pd' })).toMatchObject({
      external: true,
    });
    expect(isFormServiceLink('https://notjotform.com/123')).toBe(false);
  });

  it('coming-soon → a disabled Coming Soon whatever the links', () => {
    expect(pdCardAction({ status: 'coming-soon', formLink: FORM })).toEqual({
      kind: 'coming-soon',
      label: 'Coming Soon',
    });
  });

  it('an active session without a link has no button', () => {
    expect(pdCardAction({ status: 'active' })).toEqual({ kind: 'none' });
  });
});
