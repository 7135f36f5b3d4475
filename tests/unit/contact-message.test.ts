import { describe, expect, it, vi } from 'vitest';
import { buildContactMessage, emptyContactFields, subjectFromQuery } from '../../src/lib/contact/message.ts';
import { sendContactMessage } from '../../src/lib/contact/send.ts';
import { mapEmbedUrl } from '../../src/lib/contact/map.ts';

const fields = {
  name: ' Jordan Lee ',
  email: 'jordan@example.com',
  phone: '',
  subject: 'Course enquiry',
  message: 'Is TLIF0025 available online?\n',
};

describe('the contact message', () => {
  it('adds the page and the ISO time of sending to the trimmed fields', () => {
    expect(buildContactMessage(fields, '/get-in-touch', new Date('2026-11-21T03:04:05.678Z'))).toEqual({
      name: 'Jordan Lee',
      email: 'jordan@example.com',
      phone: '',
      subject: 'Course enquiry',
      message: 'Is TLIF0025 available online?',
      page: '/get-in-touch',
      submitted_at: '2026-11-21T03:04:05.678Z',
    });
  });

  it('starts from an empty form', () => {
    expect(emptyContactFields()).toEqual({ name: '', email: '', phone: '', subject: '', message: '' });
  });
});

describe('sending the contact message', () => {
  const message = buildContactMessage(fields, '/get-in-touch', new Date('2026-11-21T00:00:00Z'));

  it('posts JSON to the endpoint and reports ok', async () => {
    const fetchImpl = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    await expect(sendContactMessage('/api/contact', message, fetchImpl)).resolves.toEqual({ ok: true });
    expect(fetchImpl).toHaveBeenCalledWith('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(message),
    });
  });

  it.each([400, 429, 500, 503])('reports a %i answer as a failure', async (status) => {
    const result = await sendContactMessage('/api/contact', message, async () => new Response('', { status }));
    expect(result.ok).toBe(false);
    expect(String((result as { error: unknown }).error)).toContain(String(status));
  });

  it('reports a network error as a failure instead of throwing', async () => {
    const failure = new TypeError('Failed to fetch');
    await expect(
      sendContactMessage('/api/contact', message, async () => {
        throw failure;
      }),
    ).resolves.toEqual({ ok: false, error: failure });
  });
});

describe('the map embed', () => {
  it('embeds the address without an API key', () => {
    const url = new URL(mapEmbedUrl('Level 3, 88 Wickham Street, Fortitude Valley QLD 4006'));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps');
    expect(url.searchParams.get('q')).toBe('Level 3, 88 Wickham Street, Fortitude Valley QLD 4006');
    expect(url.searchParams.get('output')).toBe('embed');
  });
});

describe('subject from a link', () => {
  it('turns the query subject into words', () => {
    expect(subjectFromQuery('?subject=LMS_Support')).toBe('LMS Support');
    expect(subjectFromQuery('?other=1')).toBe('');
  });
});
