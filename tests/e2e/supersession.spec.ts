import { axeViolations, expect, test, VIEWPORTS } from './fixtures.ts';

// The seed's TLI40319 is superseded by TLI40324, with 30 June 2027 as the last day new learners may enrol; the
// browser tests' build is dated before it. After that day its page is not built (tests/unit/course-status.test.ts).
test.describe('a superseded course before its last day', () => {
  test('says so plainly at the top of its page and links to the replacement', async ({ page }) => {
    await page.goto('/courses/tli40319');
    const notice = page.getByRole('note').filter({ hasText: 'superseded' });
    await expect(
      notice.getByText('TLI40319 has been superseded by TLI40324; you can enrol in TLI40319 until 30 June 2027.'),
    ).toBeVisible();
    await notice.getByRole('link', { name: 'See TLI40324 Certificate IV in Supply Chain Operations' }).click();
    await expect(page).toHaveURL(/\/courses\/tli40324$/);
    await expect(page.getByRole('note').filter({ hasText: 'superseded' })).toHaveCount(0);
  });

  for (const [viewport, size] of Object.entries(VIEWPORTS)) {
    test(`its page has no axe violations at ${viewport}`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/courses/tli40319');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
