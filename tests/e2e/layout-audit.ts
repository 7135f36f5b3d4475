import type { Page } from '@playwright/test';

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
