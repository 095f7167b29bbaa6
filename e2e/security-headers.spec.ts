import type { Page } from '@playwright/test';
import { expect, gotoApp, setMockSwitches, test } from './fixtures';
import { watchPolicyViolations } from './third-parties/stand-in';

/**
 * The production build under the headers it writes (`_headers`, which the mock HTTP server sends
 * as a static host would; decision record 049), and the web app worker's caches around a player
 * (decision record 026). Served by the mock HTTP server (playwright.config.ts).
 */

async function expectPolicyHeader(page: Page, address: string): Promise<void> {
  const response = await gotoApp(page, address);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy, `${address} is sent with the build's policy`).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ /);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy.split('; ').find((directive) => directive.startsWith('script-src'))).not.toContain("'unsafe-inline'");
}

test("en: home, hall, game, cashier and a page with custom code run under the build's own script policy", async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  await expectPolicyHeader(page, '/en/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  await expectPolicyHeader(page, '/en/gamehall');
  await expect(page.getByRole('grid', { name: 'Games' })).toBeVisible();
  // The game page shell (its inline scripts name the game before the app starts, decision record 040).
  await expectPolicyHeader(page, '/en/game/lucky-orbit-fruits');
  await expect(page.getByRole('heading', { level: 1, name: 'Lucky Orbit Fruits' })).toBeVisible();

  // A demo account (QA guide: the mock HTTP server's admin actions are POSTs).
  await setMockSwitches(page, { mock_login: 'demo@example.com' });
  await expectPolicyHeader(page, '/en/cashier/deposit');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  // The content configuration's custom code (one inline script per position) runs by its hashes.
  await expectPolicyHeader(page, '/en/about');
  const runs = () => page.evaluate(() => (window as unknown as { __customCodeRuns?: string[] }).__customCodeRuns ?? []);
  await expect.poll(runs, { timeout: 20_000 }).toHaveLength(3);
  expect(violations).toEqual([]);
});

test('ru: after a player signs out, the web app worker holds nothing of the auth backend, and its runtime caches are cleared', async ({ page }) => {
  await gotoApp(page, '/');
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 45_000 });
  // Through the worker: a social sign-in's callback (its answer carries the token), /users/me with
  // that token, and a public content read marked so it can be found again.
  const statuses = await page.evaluate(async () => {
    const callback = await fetch('/cms/api/auth/google/callback?access_token=mock-google-token.demo@example.com');
    const { jwt } = (await callback.clone().json()) as { jwt: string };
    const me = await fetch('/cms/api/users/me', { headers: { Authorization: `Bearer ${jwt}` } });
    const content = await fetch('/cms/nfx/cms-config/ru?before-sign-out=1');
    return [callback.status, me.status, content.status];
  });
  expect(statuses).toEqual([200, 200, 200]);
  const cachedPaths = () =>
    page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) {
          const url = new URL(request.url);
          paths.push(`${url.pathname}${url.search}`);
        }
      }
      return paths;
    });
  await expect.poll(cachedPaths).toContain('/cms/nfx/cms-config/ru?before-sign-out=1');
  // Public content is kept; the auth backend's answers never are.
  expect((await cachedPaths()).filter((address) => address.startsWith('/cms/api/'))).toEqual([]);

  // The callback signed this browser in: the app shows the player, who signs out.
  await gotoApp(page, '/promotions');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Меню профиля' }).click();
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Войти' })).toBeVisible();

  await expect.poll(cachedPaths).not.toContain('/cms/nfx/cms-config/ru?before-sign-out=1');
  expect((await cachedPaths()).filter((address) => address.startsWith('/cms/api/'))).toEqual([]);
});
