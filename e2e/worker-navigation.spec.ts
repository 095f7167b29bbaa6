import type { Page } from '@playwright/test';
import { APP_READY_TIMEOUT, expect, gotoApp, test } from './fixtures';
import { continueInProviderPopup } from './provider-popup';

/**
 * The web app's worker answers only the app's own pages (decision record 058): any other address
 * on the site's origin, such as the backend's `/oauth/init` that the social login popup opens, is the
 * network's. Needs the production build's worker (a host's static files plus the mock over HTTP).
 */

/** The worker installed, filled its precache and controls the page (clientsClaim). */
async function workerInControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 45_000 });
}

/** Opens `address` in the page; whether the worker answered it, not the network. */
async function answeredByWorker(page: Page, address: string): Promise<boolean> {
  const response = await page.goto(address, { waitUntil: 'domcontentloaded' });
  return response?.fromServiceWorker() ?? false;
}

test.describe('the worker answers only the app’s pages', () => {
  test('en: the social login popup gets the backend’s /oauth/init, not the app’s not-found page, and signs the player in', async ({ page }) => {
    await gotoApp(page, '/en/forms/sign_in');
    await workerInControl(page);
    // The backend's answer: the mock HTTP server's provider page (mocks/server/provider-page.ts).
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Sign in with Google' }).click()]);
    await expect(popup.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible({ timeout: APP_READY_TIMEOUT });
    expect(new URL(popup.url()).pathname).toBe('/oauth/init');
    await expect(popup.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    await continueInProviderPopup(popup, /demo@example\.com/);
    await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible({ timeout: APP_READY_TIMEOUT });
  });

  test('en: an unknown address still gets the app’s not-found page, from the worker offline too', async ({ page, context, collectPageErrors }) => {
    collectPageErrors.allow(/net::ERR_(INTERNET_DISCONNECTED|FAILED)/);
    await gotoApp(page, '/en/promotions');
    await workerInControl(page);
    const notFound = page.getByRole('heading', { level: 1, name: 'Page not found' });

    // A single unknown segment is a content page the service does not have: the worker's shell.
    expect(await answeredByWorker(page, '/en/no-such-page')).toBe(true);
    await expect(notFound).toBeVisible({ timeout: APP_READY_TIMEOUT });
    await expect(page.getByText('Page Not Found: /en/no-such-page')).toBeVisible();
    // Deeper, no route's shape: the host's answer (its SPA fallback), which is the same page.
    expect(await answeredByWorker(page, '/en/no-such-page/deeper')).toBe(false);
    await expect(page.getByText('Page Not Found: /en/no-such-page/deeper')).toBeVisible({ timeout: APP_READY_TIMEOUT });
    // The backend's addresses reach the network, and so does a path that names another host.
    expect(await answeredByWorker(page, '/oauth/init?service=google&redirect_url=%2Fen%2F&type_auth=login')).toBe(false);
    expect(await answeredByWorker(page, `${new URL(page.url()).origin}//evil.example/`)).toBe(false);

    // Offline, an address of a route's shape still opens the app, which finds no such promotion.
    await context.setOffline(true);
    expect(await answeredByWorker(page, '/en/promotions/no-such-promotion')).toBe(true);
    await expect(notFound).toBeVisible({ timeout: APP_READY_TIMEOUT });
    await expect(page.getByText('Page Not Found: /en/promotions/no-such-promotion')).toBeVisible();
    await context.setOffline(false);
  });
});
