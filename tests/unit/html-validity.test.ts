import { fileURLToPath } from 'node:url';
import { FlatConfigLoader, HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';

// The project's check of dist/ must fail where the W3C Nu HTML Checker fails, on the errors it once found here.
const validator = new HtmlValidate(
  new FlatConfigLoader(fileURLToPath(new URL('../../html-validate.config.ts', import.meta.url))),
);

const page = ({ head = '', body = '', after = '' }) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page</title>${head}</head><body>${body}</body></html>${after}`;

async function errors(html: string) {
  const report = await validator.validateString(html, 'page.html');
  return report.results.flatMap((result) => result.messages.map((message) => message.ruleId));
}

describe('the HTML check of the build', () => {
  it('passes a page written as the Nu checker wants', async () => {
    expect(
      await errors(
        page({
          head: '<meta http-equiv="refresh" content="0; url=/get-in-touch">',
          body:
            '<header><a href="/">Home</a><div> <!-- island --><style>x-island{display:contents}</style><script>var a;</script></div></header>' +
            '<ul><li>One</li><li aria-hidden="true"></li><li>Two</li></ul>' +
            '<iframe src="/map" title="Map" height="300"></iframe><script type="module" src="/page.js"></script>',
        }),
      ),
    ).toEqual([]);
  });

  it('flags a separator written as a list item', async () => {
    expect(await errors(page({ body: '<ul><li>One</li><li role="separator"></li></ul>' }))).toEqual([
      'nu/listitem-role',
    ]);
    expect(await errors(page({ body: '<ul role="list"><li role="separator"></li></ul>' }))).toEqual([
      'nu/listitem-role',
    ]);
    expect(await errors(page({ body: '<ul role="menu"><li role="menuitem">One</li></ul>' }))).toEqual([]);
  });

  it('flags a <style> in the body that is not its parent’s first child', async () => {
    expect(await errors(page({ body: '<div><a href="/">Home</a><style>a{}</style></div>' }))).toEqual([
      'nu/style-first-child',
    ]);
    expect(await errors(page({ body: '<div>Text<style>a{}</style></div>' }))).toEqual(['nu/style-first-child']);
  });

  it('flags aria-expanded on a button that opens a dialog by an invoker command', async () => {
    const invoker = (extra: string) =>
      page({
        body: `<button type="button" commandfor="menu" command="show-modal"${extra}>Menu</button><dialog id="menu"></dialog>`,
      });
    expect(await errors(invoker(' aria-expanded="false"'))).toEqual(['nu/no-expanded-on-invoker']);
    expect(await errors(invoker(''))).toEqual([]);
  });

  it('flags a link or emphasis glued to the word beside it, as Astro builds a tag on a line of its own', async () => {
    const prose = (body: string) => errors(page({ body: `<p>${body}</p>` }));
    expect(await prose('Browse the<a href="/courses">course catalogue</a>.')).toEqual(['prose/no-glued-words']);
    expect(await prose('Read <a href="/about">about us</a>today.')).toEqual(['prose/no-glued-words']);
    expect(await prose('Ask <strong>now</strong>please.')).toEqual(['prose/no-glued-words']);
    expect(
      await prose(
        'Browse the <a href="/courses">course catalogue</a>. Questions? <a href="/contact">Get in touch</a>, or (<a href="/">home</a>).',
      ),
    ).toEqual([]);
    expect(await prose('<strong>Timeliness: </strong>we reply in two days.')).toEqual([]);
  });

  it('flags a script after </html>', async () => {
    expect(await errors(page({ after: '<script type="module" src="/page.js"></script>' }))).toEqual([
      'nu/nothing-after-html',
    ]);
  });

  it('flags a percentage iframe width', async () => {
    expect(await errors(page({ body: '<iframe src="/map" title="Map" width="100%"></iframe>' }))).toEqual([
      'attribute-allowed-values',
    ]);
  });

  it('flags a meta refresh without the space after the semicolon', async () => {
    expect(await errors(page({ head: '<meta http-equiv="refresh" content="0;url=/get-in-touch">' }))).toEqual([
      'nu/meta-refresh-syntax',
    ]);
    expect(await errors(page({ head: '<meta http-equiv="refresh" content="5">' }))).toEqual([]);
  });

  it('flags every request a page’s first paint would wait for (issue 41)', async () => {
    const blocked = ['first-paint/no-render-blocking'];
    expect(await errors(page({ head: '<link rel=stylesheet href=/_astro/site.css>' }))).toEqual(blocked);
    expect(await errors(page({ head: '<link rel="preload stylesheet" href="/site.css" media="screen">' }))).toEqual(
      blocked,
    );
    expect(await errors(page({ body: '<main><link rel="stylesheet" href="/late.css"></main>' }))).toEqual(blocked);
    expect(await errors(page({ head: '<script src="/analytics.js"></script>' }))).toEqual(blocked);
    expect(await errors(page({ head: '<script type="module" src="/a.js" blocking="render"></script>' }))).toEqual(
      blocked,
    );
  });

  it('lets a page load styles and scripts that do not hold its first paint', async () => {
    expect(
      await errors(
        page({
          head:
            '<link rel="stylesheet" href="/print.css" media="print"><noscript><link rel="stylesheet" href="/site.css"></noscript>' +
            '<script type="module" src="/a.js"></script><script src="/b.js" defer></script><script src="/c.js" async></script>' +
            '<link rel="preload" href="/site.css" as="style"><link rel="icon" href="/favicon.svg">',
          body: '<script src="/d.js"></script>',
        }),
      ),
    ).toEqual([]);
  });

  it('still applies html-validate’s own content rules around <style>', async () => {
    expect(await errors(page({ body: '<ul><div>Not an item</div></ul>' }))).toEqual(['element-permitted-content']);
  });
});
