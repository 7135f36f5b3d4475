import { describe, expect, it } from 'vitest';
import { fillFormPage } from '../../server/forms/form-page.ts';

// The form as React renders it on the site: quoted attributes, self-closing inputs, an island marked ssr.
const page = [
  '<main><astro-island uid="a" component-url="/_astro/ContactForm.x1.js" ssr="" client="interaction">',
  '<form method="post" action="/api/contact">',
  '<input id="f-name" name="name" type="text" value="" class="border-slate-400"/>',
  '<input id="f-password" name="password" type="password" value=""/>',
  '<select id="f-state" name="state"><option value="" selected="">Pick</option><option value="QLD">QLD</option></select>',
  '<textarea id="f-message" name="message"></textarea>',
  '<div><input id="f-terms" name="agreedToTerms" type="checkbox"/><label for="f-terms">I agree</label></div>',
  '</form></astro-island><astro-island component-url="/_astro/Other.y.js" ssr=""></astro-island></main>',
].join('');

describe('a form page filled in after a plain form post', () => {
  const filled = fillFormPage(page, {
    island: 'ContactForm',
    values: {
      name: 'Jane <Citizen> & "Co"',
      password: 'secret',
      state: 'QLD',
      message: 'Hi</textarea>',
      agreedToTerms: 'on',
    },
    errors: { name: 'Name is required.', agreedToTerms: 'You must agree.' },
    notice: 'Please correct the errors in the form.',
  });

  it('puts back what was typed, escaped, but never a password', () => {
    expect(filled).toContain(
      'name="name" type="text" class="border-red-700" value="Jane &#60;Citizen&#62; &#38; &#34;Co&#34;"',
    );
    expect(filled).toContain('<input id="f-password" name="password" type="password" value=""/>');
    expect(filled).toContain('<option value="QLD" selected="">QLD</option>');
    expect(filled).not.toContain('<option value="" selected="">');
    expect(filled).toContain('<textarea id="f-message" name="message">Hi&#60;/textarea&#62;</textarea>');
    expect(filled).toContain('type="checkbox" checked=""');
  });

  it('puts each message under its field, wired for assistive technology, and a line at the top of the form', () => {
    expect(filled).toContain('aria-invalid="true" aria-describedby="f-name-error"/><p id="f-name-error"');
    expect(filled).toContain('<label for="f-terms">I agree</label></div><p id="f-terms-error"');
    expect(filled).toContain('<form method="post" action="/api/contact"><p role="alert"');
    expect(filled).toContain('Please correct the errors in the form.</p>');
  });

  it('keeps the island from hydrating over the filled form, and leaves other islands alone', () => {
    expect(filled).toContain('<astro-island uid="a" component-url="/_astro/ContactForm.x1.js" client="interaction">');
    expect(filled).toContain('component-url="/_astro/Other.y.js" ssr=""');
  });

  it('lets the island hydrate over a value it reads itself (a reset link’s token)', () => {
    const withToken = fillFormPage(page, {
      island: 'ContactForm',
      values: { name: 'abc' },
      errors: {},
      hydrates: true,
    });
    expect(withToken).toContain(
      '<astro-island uid="a" component-url="/_astro/ContactForm.x1.js" ssr="" client="interaction">',
    );
    expect(withToken).toContain('name="name" type="text" class="border-slate-400" value="abc"');
  });

  it('refuses a page without the island rather than answering a page without the form', () => {
    expect(() => fillFormPage('<main></main>', { island: 'ContactForm', values: {}, errors: {} })).toThrow(
      /no ContactForm/,
    );
  });
});
