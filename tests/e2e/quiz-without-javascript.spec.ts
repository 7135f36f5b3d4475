import { expect, test } from './fixtures';

// Without JavaScript the quiz is not an empty box (issue 31): its questions as a plain form, and the ways to a
// recommendation that need no script.
test.use({ javaScriptEnabled: false });

test('the quiz shows every question with its options, and links to the catalogue and to get in touch', async ({
  page,
}) => {
  await page.goto('/quiz');
  const questions = page.getByRole('group');
  await expect(questions).toHaveCount(5);
  await expect(questions.first().getByRole('radio')).not.toHaveCount(0);
  await questions.first().getByRole('radio').first().check();
  await expect(page.getByRole('link', { name: 'browse the full catalogue', exact: true })).toHaveAttribute(
    'href',
    '/courses',
  );
  await expect(page.getByRole('link', { name: 'get in touch', exact: true })).toHaveAttribute('href', '/get-in-touch');
  // The script-only question (its option buttons do nothing without JavaScript) is not shown.
  await expect(page.getByRole('progressbar')).toBeHidden();
});
