import type { CompareData } from '../lib/compare/model';

/** The build's compare rows of every course, carried in the page as JSON (`<script type="application/json">`). */
export const pageCompareData = (element: HTMLElement): Promise<CompareData> =>
  Promise.resolve().then(() => JSON.parse(element.textContent ?? '') as CompareData);

/** The build's compare rows of every course (the file named by the element's data-source). */
export async function loadCompareData(source: string): Promise<CompareData> {
  const response = await fetch(source);
  if (!response.ok) throw new Error(`${source} answered ${response.status}`);
  return (await response.json()) as CompareData;
}

/** Copies a link and says so in `status`; where the clipboard is refused, it shows the link to copy by hand. */
export async function copyLink(href: string, status: HTMLElement): Promise<void> {
  try {
    await navigator.clipboard.writeText(href);
    status.textContent = 'Link copied.';
  } catch {
    status.textContent = `Copy this link: ${href}`;
  }
}

export const createElement = <K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  props: { className?: string; text?: string } = {},
  ...children: Node[]
): HTMLElementTagNameMap[K] => {
  const element = doc.createElement(tag);
  if (props.className) element.className = props.className;
  if (props.text !== undefined) element.textContent = props.text;
  element.append(...children);
  return element;
};
