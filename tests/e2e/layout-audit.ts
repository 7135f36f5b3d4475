import type { Page } from '@playwright/test';
import { renderDeferred } from './fixtures';

/**
 * Radio buttons and check boxes that a long label beside them squeezed out of square (a flex item shrinks), as
 * "type name width×height": on a phone they looked smaller than their neighbours and out of line with them.
 */
export function squeezedBoxes(page: Page): Promise<string[]> {
  return page.locator('input[type="radio"], input[type="checkbox"]').evaluateAll((boxes) =>
    boxes.flatMap((box) => {
      const { width, height } = box.getBoundingClientRect();
      const name = (box as HTMLInputElement).name;
      return width > 0 && Math.abs(width - height) > 1
        ? [`${(box as HTMLInputElement).type} ${name} ${width.toFixed(1)}×${height.toFixed(1)}`]
        : [];
    }),
  );
}

/** The texts of the inline elements a selector finds that wrapped onto more than one line (a status tag). */
export function wrappedInline(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((elements) =>
      elements.flatMap((element) => (element.getClientRects().length > 1 ? [element.textContent?.trim() ?? ''] : [])),
    );
}

/**
 * Elements whose content runs past their own box sideways, as "tag +Npx text": a word longer than its column, or a
 * row of buttons wider than its card, which at that width is cut off or overlaps the card beside it. Every section
 * is rendered first (content-visibility skips those far below). Text for screen readers only, pictures, and boxes
 * that clip or scroll their content are not counted.
 */
export async function contentPastItsBox(page: Page): Promise<string[]> {
  await renderDeferred(page);
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>('*')].flatMap((element) => {
      if (element.closest('.sr-only, [aria-hidden="true"], svg, iframe, img')) return [];
      const style = getComputedStyle(element);
      if (style.overflowX !== 'visible' || style.display === 'none' || element.clientWidth <= 1) return [];
      const past = element.scrollWidth - element.clientWidth;
      return past > 1
        ? [`${element.tagName.toLowerCase()} +${past}px "${(element.textContent ?? '').trim().slice(0, 50)}"`]
        : [];
    }),
  );
}

/**
 * The texts a printout shows fainter than 4.5:1 on white paper (WCAG's ratio), as "ratio tag text". Browsers leave
 * backgrounds off paper, so white text on a coloured band prints faint grey or not at all. The page is laid out for
 * print while it is read, then for the screen again.
 */
export async function faintOnPaper(page: Page): Promise<string[]> {
  await page.emulateMedia({ media: 'print' });
  const faint = await page.evaluate(() => {
    // A canvas reads any CSS colour (Tailwind's are oklch) as sRGB.
    const canvas = document.createElement('canvas').getContext('2d')!;
    const contrastWithWhite = (colour: string) => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = colour;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b] = [...canvas.getImageData(0, 0, 1, 1).data].map((channel) => {
        const c = channel / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
    };
    const found = new Set<string>();
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (texts.nextNode()) {
      const text = texts.currentNode.textContent?.trim();
      const element = texts.currentNode.parentElement;
      if (!text || !element?.checkVisibility()) continue;
      const ratio = contrastWithWhite(getComputedStyle(element).color);
      if (ratio < 4.5) found.add(`${ratio.toFixed(2)} ${element.tagName.toLowerCase()} ${text.slice(0, 40)}`);
    }
    return [...found];
  });
  await page.emulateMedia({ media: 'screen' });
  return faint;
}
