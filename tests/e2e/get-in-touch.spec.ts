import type { Page, Request, Route } from '@playwright/test';
import { axeViolations, expect, test, VIEWPORTS } from './fixtures.ts';
import { hydrated } from './hydration.ts';
import { MAP_EMBED_ORIGIN } from '../../contracts/external-services.ts';

const WIDGET_SCRIPT = 'https://assets.calendly.com/assets/external/widget.js';
const CONTACT_EMAIL = 'info@northwind-training.example';
const ERROR_TEXT = `Sorry, something went wrong. Please email ${CONTACT_EMAIL}.`;

/** A stand-in for Calendly's script: the initialiser draws a titled frame and records what it was given. */
const FAKE_CALENDLY = `
  window.Calendly = {
    initInlineWidget({ url, parentElement }) {
      window.__calendlyInits = (window.__calendlyInits || []).concat({ url, parent: parentElement.isConnected });
      const frame = document.createElement('iframe');
      frame.title = 'Fake booking calendar';
      frame.style.width = '100%';
      frame.style.height = '100%';
      parentElement.appendChild(frame);
    },
  };`;

async function openPage(
  page: Page,
  calendly: (route: Route) => Promise<void> = (route) => route.fulfill({ body: FAKE_CALENDLY }),
) {
  await page.route(WIDGET_SCRIPT, calendly);
  await page.goto('/get-in-touch');
  await hydrated(page, 'ContactForm');
}

const form = (page: Page) => page.getByRole('form', { name: 'Send Us a Message' });
const sendButton = (page: Page) => form(page).getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ });
const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');

async function fillForm(page: Page, phone = '0400 123 456') {
  await form(page).getByLabel('Name').fill('Jordan Lee');
  await form(page).getByLabel('Email').fill('jordan@example.com');
  await form(page).getByLabel('Phone').fill(phone);
  await form(page).getByLabel('Subject').fill('Course enquiry');
  await form(page).getByLabel('Message').fill('Is TLIF0025 available online?');
}

test.describe('contact form', () => {
  test('posts the message as JSON, shows Sending... while waiting, then thanks and empties the form', async ({
    page,
  }) => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const requests: Request[] = [];
    await page.route('**/api/contact', async (route) => {
      requests.push(route.request());
      await answered;
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
    });
    await openPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
    await fillForm(page);
    const before = Date.now();
    await sendButton(page).click();

    await expect(sendButton(page)).toHaveText('Sending...');
    await expect(sendButton(page)).toBeDisabled();
    release();

    await expect(toast(page)).toContainText('Message Sent!');
    await expect(toast(page)).toContainText('Thanks! Your message has been sent.');
    for (const label of ['Name', 'Email', 'Phone', 'Subject', 'Message'])
      await expect(form(page).getByLabel(label)).toHaveValue('');
    await expect(sendButton(page)).toHaveText('Send Message');
    await expect(sendButton(page)).toBeEnabled();

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.method()).toBe('POST');
    expect(await request.headerValue('content-type')).toBe('application/json');
    const body = request.postDataJSON() as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['email', 'message', 'name', 'page', 'phone', 'subject', 'submitted_at']);
    expect(body).toMatchObject({
      name: 'Jordan Lee',
      email: 'jordan@example.com',
      phone: '0400 123 456',
      subject: 'Course enquiry',
      message: 'Is TLIF0025 available online?',
      page: '/get-in-touch',
    });
    expect(body.submitted_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(body.submitted_at)).toBeGreaterThanOrEqual(before - 1000);
  });

  test('a server error keeps the form, logs the error and names the e-mail address', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: '{"error":"boom"}' }));
    await openPage(page);
    await fillForm(page);
    await sendButton(page).click();

    await expect(toast(page)).toContainText('Error!');
    await expect(toast(page)).toContainText(ERROR_TEXT);
    await expect(form(page).getByLabel('Name')).toHaveValue('Jordan Lee');
    await expect(form(page).getByLabel('Message')).toHaveValue('Is TLIF0025 available online?');
    await expect(sendButton(page)).toHaveText('Send Message');
    await expect(sendButton(page)).toBeEnabled();
    expect(errors.some((text) => text.includes('The contact message could not be sent.'))).toBe(true);
  });

  test('a network error behaves like a server error, and the phone stays optional', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    let body: Record<string, string> | null = null;
    await page.route('**/api/contact', (route) => {
      body = route.request().postDataJSON() as Record<string, string>;
      return route.abort('internetdisconnected');
    });
    await openPage(page);
    await fillForm(page, '');
    await sendButton(page).click();

    await expect(toast(page)).toContainText('Error!');
    await expect(toast(page)).toContainText(ERROR_TEXT);
    await expect(form(page).getByLabel('Subject')).toHaveValue('Course enquiry');
    await expect(sendButton(page)).toBeEnabled();
    expect(body).toMatchObject({ phone: '' });
    expect(errors.some((text) => text.includes('The contact message could not be sent.'))).toBe(true);
  });

  test('the browser requires name, email, subject and message, and checks the email', async ({ page }) => {
    let posted = 0;
    await page.route('**/api/contact', (route) => {
      posted += 1;
      return route.fulfill({ status: 200, body: '{}' });
    });
    await openPage(page);
    for (const label of ['Name', 'Email', 'Subject', 'Message'])
      await expect(form(page).getByLabel(label)).toHaveAttribute('required', '');
    await expect(form(page).getByLabel('Phone')).not.toHaveAttribute('required');
    await expect(form(page).getByLabel('Email')).toHaveAttribute('type', 'email');

    await sendButton(page).click();
    await expect(form(page).getByLabel('Name')).toBeFocused();
    await fillForm(page);
    await form(page).getByLabel('Email').fill('jordan-at-example');
    await sendButton(page).click();
    await expect(form(page).getByLabel('Email')).toBeFocused();
    expect(
      await form(page)
        .getByLabel('Email')
        .evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
    ).toBe(true);
    expect(posted).toBe(0);
  });
});

test.describe('booking calendar', () => {
  test('loads the widget script once near the viewport and initialises the inline calendar', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    let scriptRequests = 0;
    await openPage(page, async (route) => {
      scriptRequests += 1;
      await route.fulfill({ body: FAKE_CALENDLY, contentType: 'text/javascript' });
    });
    const section = page.getByRole('region', { name: 'Book a Meeting' });
    // Far below the fold on a phone: nothing is fetched until the visitor scrolls towards it.
    expect(scriptRequests).toBe(0);
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByTitle('Fake booking calendar')).toBeVisible();
    await expect(section.getByText('Loading booking calendar...')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __calendlyInits: unknown[] }).__calendlyInits)).toEqual([
      { url: 'https://calendly.com/northwind-training/consultation', parent: true },
    ]);
    expect(scriptRequests).toBe(1);
    expect(await page.locator(`script[src="${WIDGET_SCRIPT}"]`).count()).toBe(1);
    const calendar = await section.getByTitle('Fake booking calendar').boundingBox();
    expect(calendar?.height).toBeGreaterThanOrEqual(630);
  });

  test('shows the loading text, then gives up quietly after 20 tries 500 ms apart', async ({ page }) => {
    await page.clock.install();
    // Count every look for the widget: a script that loads but never defines it.
    await page.addInitScript(() => {
      const counter = window as unknown as { __calendlyTries: number };
      counter.__calendlyTries = 0;
      Object.defineProperty(window, 'Calendly', {
        get: () => {
          counter.__calendlyTries += 1;
          return undefined;
        },
      });
    });
    const messages: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    await openPage(page, (route) => route.fulfill({ body: '/* no widget */', contentType: 'text/javascript' }));
    const section = page.getByRole('region', { name: 'Book a Meeting' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText('Loading booking calendar...')).toBeVisible();
    const tries = () => page.evaluate(() => (window as unknown as { __calendlyTries: number }).__calendlyTries);
    const gaveUp = () => messages.filter((text) => text.includes('after 20 tries'));
    await expect.poll(tries).toBeGreaterThanOrEqual(1);

    // From here time moves only when the test says so: a try that was due runs now, the next one 500 ms later.
    await page.clock.pauseAt(Date.now() + 60_000);
    const seen = await tries();
    await page.clock.runFor(499);
    expect(await tries()).toBe(seen);
    await page.clock.runFor(1);
    expect(await tries()).toBe(seen + 1);
    await page.clock.runFor(500 * (19 - seen - 1));
    expect(await tries()).toBe(19);
    expect(gaveUp()).toEqual([]);
    await page.clock.runFor(500);
    await expect.poll(gaveUp).toHaveLength(1);
    await page.clock.runFor(30_000);
    expect(await tries()).toBe(20);
    expect(messages.find((text) => text.includes('after 20 tries'))).toMatch(/^error: /);
    // Console only: no toast, and the booking link is still there.
    await expect(toast(page)).toHaveCount(0);
    await expect(section.getByRole('link', { name: 'Open Booking Page in New Tab' })).toBeVisible();
  });

  test('a script that fails to load is logged and the booking link remains', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await openPage(page, (route) => route.abort('connectionrefused'));
    const section = page.getByRole('region', { name: 'Book a Meeting' });
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => errors.some((text) => text.includes('Booking calendar script failed to load.'))).toBe(true);
    const link = section.getByRole('link', { name: 'Open Booking Page in New Tab' });
    await expect(link).toHaveAttribute('href', 'https://calendly.com/northwind-training/consultation');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('location map', () => {
  test('embeds the office address once the visitor nears it, 300 px high, with a title', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(MAP_EMBED_ORIGIN)) asked.push(request.url());
    });
    await openPage(page);
    const section = page.getByRole('region', { name: 'Our Location' });
    await expect(section).toContainText('Level 3, 88 Wickham Street, Fortitude Valley QLD 4006');
    const map = section.locator('iframe');
    await expect(map).toHaveAttribute('title', /Map of our office/);
    // Screens below the top of a phone's page, the map is not loaded with it.
    expect(asked).toEqual([]);
    await expect(map).not.toHaveAttribute('src');
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('src', /./);
    const src = new URL((await map.getAttribute('src')) ?? '');
    expect(`${src.origin}${src.pathname}`).toBe('https://www.google.com/maps');
    expect(src.searchParams.get('q')).toBe('Level 3, 88 Wickham Street, Fortitude Valley QLD 4006');
    expect(src.searchParams.get('output')).toBe('embed');
    await map.scrollIntoViewIfNeeded();
    expect((await map.boundingBox())?.height).toBe(300);
  });
});

test.describe('get in touch accessibility', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`no axe violations, also with the error toast and the calendar (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.route('**/api/contact', (route) => route.fulfill({ status: 503, body: '' }));
      await openPage(page);
      expect(await axeViolations(page)).toEqual([]);
      await fillForm(page);
      await sendButton(page).click();
      await expect(toast(page)).toContainText(ERROR_TEXT);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('region', { name: 'Book a Meeting' }).scrollIntoViewIfNeeded();
      await expect(page.getByTitle('Fake booking calendar')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
