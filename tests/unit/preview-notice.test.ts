import { describe, expect, it } from 'vitest';
import { previewNotice } from '../../src/lib/preview/notice.ts';

describe('a preview page keeping itself current', () => {
  const idle = { releaseId: 'r1', building: false, failure: null };

  it('stays put while it shows the newest preview, and says when one is on its way', () => {
    expect(previewNotice('r1', idle)).toEqual({ reload: false, message: '' });
    expect(previewNotice('r1', { ...idle, building: true })).toMatchObject({
      reload: false,
      message: expect.stringMatching(/Updating/),
    });
  });

  it('reloads once a newer preview is ready', () => {
    expect(previewNotice('r1', { ...idle, releaseId: 'r2' }).reload).toBe(true);
  });

  it('names what cannot be previewed, and says when the preview ended', () => {
    const failed = previewNotice('r1', {
      ...idle,
      failure: 'document "Forklift" (course-x), field "price"',
    });
    expect(failed.reload).toBe(false);
    expect(failed.message).toContain('field "price"');
    expect(previewNotice('r1', 'ended').message).toMatch(/ended/);
  });
});
