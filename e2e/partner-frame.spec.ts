import type { Frame, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A partner's page on another site frames the site (docs/partners.md): the partner demo page of the
 * mock HTTP server on `localhost:<partner port>` frames the production build on `127.0.0.1:<port>`.
 * On the production build only: only the mock HTTP server sends the build's headers
 * (`frame-ancestors`), adds a partner QA allowed at run time to them, and keeps the session in a
 * cookie, as a real backend does; the mock build (vite preview, MSW) sends no headers and keeps its
 * session in the frame's storage, which would hide what a cross-site frame does to cookies.
 */

/** The site's document inside the partner page (the frame's origin is the site's). */
function siteFrame(page: Page, site: string): Frame | undefined {
  return page.frames().find((frame) => frame !== page.mainFrame() && frame.url().startsWith(site));
}

function framePath(page: Page, site: string): string {
  const frame = siteFrame(page, site);
  return frame ? new URL(frame.url()).pathname : '';
}

test.describe('a partner page of another site', () => {
  let partner = '';
  // Each test starts on a fresh mock database (e2e/mock-backend.ts), so the partner is added for each.
  test.beforeEach(async ({ request, backend }) => {
    partner = backend!.partnerUrl;
    // The partner is added at run time: the content configuration and the frame-ancestors header.
    expect((await request.get(`/__mock/scenario?mock_partners=${partner}`)).ok()).toBe(true);
  });
  test('it: the frame keeps Italian and the player across reloads, and tells the partner its path and height', async ({ page, baseURL }) => {
    const site = new URL(baseURL!).origin;
    const log = page.getByRole('list', { name: 'Messages from the site' });
    const iframe = page.locator('iframe[title="Casino"]');
    const frame = page.frameLocator('iframe[title="Casino"]');

    await page.goto(`${partner}/`);
    await expect(log.getByText(/^frame-ready \//)).toHaveCount(1, { timeout: 20_000 });
    // The height the frame reports is the one the partner page gives the frame.
    const heightItem = log.getByText(/^frame-height \d+$/).last();
    await expect(heightItem).toBeVisible();
    await expect
      .poll(async () => {
        const reported = Number((await log.getByText(/^frame-height \d+$/).last().textContent())?.split(' ')[1]);
        const box = await iframe.boundingBox();
        return reported > 0 && box !== null && Math.abs(box.height - reported) <= 1;
      })
      .toBe(true);

    // Italian, chosen inside the frame, is reported as the frame's path and kept by the cookie.
    await frame.getByRole('button', { name: 'Русский Сменить язык' }).click();
    await frame.getByRole('link', { name: /Italiano/ }).click();
    await expect(log.getByText(/^frame-path \/it/).first()).toBeVisible();
    await expect(page).toHaveURL(/#\/it/);
    // Loading the partner page again without its deep link opens the site's unprefixed address.
    await page.goto(`${partner}/`);
    await expect.poll(() => framePath(page, site), { timeout: 20_000 }).toMatch(/^\/it(\/|$)/);

    // The player signs in inside the frame and is still signed in after the partner page reloads.
    await frame.getByRole('banner').getByRole('link', { name: 'Accedi' }).click();
    const dialog = frame.getByRole('dialog', { name: 'Accedi al tuo account' });
    await dialog.getByRole('textbox', { name: 'Email o numero di telefono' }).fill('demo@example.com');
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234');
    await dialog.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(frame.getByRole('button', { name: 'Menu del profilo' })).toBeVisible({ timeout: 15_000 });
    await page.reload();
    await expect(frame.getByRole('button', { name: 'Menu del profilo' })).toBeVisible({ timeout: 20_000 });

    // The partner page opens a path in the frame (the one message it may send).
    await page.getByRole('textbox', { name: 'Site path' }).fill('/it/promotions');
    await page.getByRole('button', { name: 'Open in the frame' }).click();
    await expect(log.getByText('frame-path /it/promotions').first()).toBeVisible();
    await expect.poll(() => framePath(page, site)).toBe('/it/promotions');
  });

  test('a page of a site not on the partner list cannot frame the site', async ({ page, baseURL, request, collectPageErrors }) => {
    collectPageErrors.allow(/frame-ancestors/);
    const site = new URL(baseURL!).origin;
    // The same page served by a site nobody listed.
    const html = await (await request.get(`${partner}/?site=${encodeURIComponent(site)}`)).text();
    await page.route('http://outsider.example/', (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.goto('http://outsider.example/');
    // The browser refuses to render the site there: the frame holds its error page, never the app.
    const frame = await (await page.locator('iframe[title="Casino"]').elementHandle())?.contentFrame();
    await expect.poll(() => frame?.url() ?? '', { timeout: 15_000 }).toMatch(/^chrome-error:/);
    expect(page.frames().some((candidate) => candidate.url().startsWith(site))).toBe(false);
    await expect(page.getByRole('list', { name: 'Messages from the site' }).getByRole('listitem')).toHaveCount(0);
  });
});
