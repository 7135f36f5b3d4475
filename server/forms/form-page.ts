/**
 * The page a plain form post comes back to when it needs the visitor again: the form's own page from the live
 * release, with what they typed put back, each problem under its field, and a line at the top of the form.
 * The site renders these forms with React, which quotes every attribute and escapes `<`, `>` and quotes in them,
 * so a control's tag is everything up to the next `>`.
 */

export interface FormPageFill {
  /** The island that holds the form, by component name (its `component-url`). */
  island: string;
  /** Field name → what the visitor sent. Never a password: those are typed again. */
  values: Record<string, string>;
  /** Field name → its message, in the island's own words. */
  errors: Record<string, string>;
  /** A line for the whole form, read out at once (role="alert"). */
  notice?: string;
  /**
   * The island still hydrates over the filled form (its `ssr` mark stays). Only for values the island reads
   * itself once hydrated, with no message: React keeps the page's values and adds nothing of its own.
   */
  hydrates?: boolean;
}

const ERROR_CLASS = 'mt-1.5 text-sm font-medium text-red-700';
const NOTICE_CLASS = 'rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800';
const CONTROL = /<(input|textarea|select)\b([^>]*)>/g;

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const attribute = (attributes: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];
const withoutAttribute = (attributes: string, name: string) =>
  attributes.replace(new RegExp(`\\s${name}(="[^"]*")?(?=[\\s/]|$)`, 'g'), '');

/** The control's tag with the visitor's value or tick, and marked invalid when it has a message. */
function filledTag(kind: string, attributes: string, value: string | undefined, error: string | undefined, id: string) {
  // A self-closing tag keeps its slash at the end, after the attributes added here.
  const selfClosing = attributes.endsWith('/');
  let filled = selfClosing ? attributes.slice(0, -1) : attributes;
  const type = attribute(attributes, 'type');
  if (kind === 'input' && value !== undefined && type !== 'password') {
    if (type === 'checkbox' || type === 'radio') {
      filled = withoutAttribute(filled, 'checked');
      if (value === (attribute(attributes, 'value') ?? 'on')) filled += ' checked=""';
    } else {
      filled = `${withoutAttribute(filled, 'value')} value="${escapeHtml(value)}"`;
    }
  }
  if (error) {
    const described = [attribute(filled, 'aria-describedby'), `${id}-error`].filter(Boolean).join(' ');
    filled = `${withoutAttribute(withoutAttribute(filled, 'aria-invalid'), 'aria-describedby')} aria-invalid="true" aria-describedby="${described}"`;
    filled = filled.replace('border-slate-400', 'border-red-700');
  }
  return `<${kind}${filled}${selfClosing ? '/' : ''}>`;
}

/** The options of a select with the visitor's choice selected. */
const selectedOptions = (options: string, value: string) =>
  options
    .replace(/\sselected=""/g, '')
    .replace(
      new RegExp(`(<option\\b[^>]*\\svalue="${escapeHtml(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}")`),
      '$1 selected=""',
    );

/** The island's form filled in; unless `hydrates`, the island will not hydrate over it (its `ssr` mark is gone). */
export function fillFormPage(html: string, fill: FormPageFill): string {
  const islandStart = html.search(new RegExp(`<astro-island\\b[^>]*component-url="[^"]*/${fill.island}\\.`));
  if (islandStart < 0) throw new Error(`The page has no ${fill.island} island`);
  const islandTagEnd = html.indexOf('>', islandStart);
  const islandTag = fill.hydrates
    ? html.slice(islandStart, islandTagEnd)
    : withoutAttribute(html.slice(islandStart, islandTagEnd), 'ssr');
  let rest = html.slice(islandTagEnd);

  let out = '';
  let last = 0;
  for (const match of rest.matchAll(CONTROL)) {
    const [tag, kind, attributes] = match;
    const name = attribute(attributes, 'name');
    if (!name || (!(name in fill.values) && !(name in fill.errors))) continue;
    const start = match.index;
    const id = attribute(attributes, 'id') ?? name;
    const error = fill.errors[name];
    const value = fill.values[name];
    out += rest.slice(last, start) + filledTag(kind, attributes, value, error, id);
    last = start + tag.length;
    if (kind !== 'input') {
      const close = rest.indexOf(`</${kind}>`, last);
      const inner = rest.slice(last, close);
      out += value === undefined ? inner : kind === 'textarea' ? escapeHtml(value) : selectedOptions(inner, value);
      out += `</${kind}>`;
      last = close + kind.length + 3;
    }
    if (!error) continue;
    const message = `<p id="${id}-error" class="${ERROR_CLASS}">${escapeHtml(error)}</p>`;
    // A tick box sits in a row with its label: its message goes under that row, as the island puts it.
    const type = attribute(attributes, 'type');
    if (type === 'checkbox' || type === 'radio') {
      const rowEnd = rest.indexOf('</div>', last) + '</div>'.length;
      out += rest.slice(last, rowEnd) + message;
      last = rowEnd;
    } else {
      out += message;
    }
  }
  rest = out + rest.slice(last);
  if (fill.notice) {
    const formOpen = /<form\b[^>]*>/.exec(rest);
    if (formOpen) {
      const at = formOpen.index + formOpen[0].length;
      rest = `${rest.slice(0, at)}<p role="alert" class="${NOTICE_CLASS}">${escapeHtml(fill.notice)}</p>${rest.slice(at)}`;
    }
  }
  return html.slice(0, islandStart) + islandTag + rest;
}
