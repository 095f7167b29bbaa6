import type { Page } from '@playwright/test';
import { expect, gotoApp, mockScenario, test } from './fixtures';

/**
 * The one-time codes of e-mailed links leave the address as the page opens (decision record 051):
 * the chat widget, the tag manager, custom code and a partner frame's messages never read them,
 * and the pages still work from the code kept in memory.
 */

/** The reset link the mock "e-mailed" to `login` (mocks/auth/password-reset-tables.ts), from the admin's state. */
async function sentResetLink(page: Page, login: string): Promise<string> {
  const state = (await (await page.request.get('/__mock/state')).json()) as { db: { passwordResets?: Array<{ login: string; link: string }> } };
  const sent = state.db.passwordResets?.find((row) => row.login === login);
  if (!sent) throw new Error(`No password reset link was sent to ${login}`);
  return sent.link;
}

/** Every request after the page's own document whose address carries `code`. */
function requestsCarrying(page: Page, code: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) return;
    if (request.url().includes(code)) seen.push(request.url());
  });
  return seen;
}

test('en: the reset link loses its code from the address at once, and its form still sets the new password', async ({ page }) => {
  await mockScenario(page, { mock_reset: 1, mock_popups: 'off' }, '/en/forms/sign_in');
  await page.getByRole('form', { name: 'Sign in to your account' }).getByRole('button', { name: 'Forgot your password?' }).click();
  const restore = page.getByRole('form', { name: 'Reset your password' });
  await restore.getByRole('textbox', { name: 'Email or phone number' }).fill('demo@example.com');
  await restore.getByRole('button', { name: 'Send instructions' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Done! We sent instructions to demo@example.com.' })).toBeVisible();
  const link = await sentResetLink(page, 'demo@example.com');
  const code = new URL(link, 'https://x.example').searchParams.get('code')!;

  const leaks = requestsCarrying(page, code);
  await gotoApp(page, `${link}&utm_source=mail#top`);
  const form = page.getByRole('form', { name: 'Set a new password' });
  await expect(form).toBeVisible();
  const after = new URL(page.url());
  expect(after.search).not.toContain('code=');
  expect(`${after.pathname}${after.search}${after.hash}`).toBe('/en/forms/reset_password?utm_source=mail#top');

  await form.getByRole('textbox', { name: 'New password', exact: true }).fill('fresh77');
  await form.getByRole('textbox', { name: 'Repeat the new password' }).fill('fresh77');
  await form.getByRole('button', { name: 'Save the new password' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/en');
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  expect(leaks).toEqual([]);
});

test('en: a reload of the reset page, its code gone, shows the page of a link without one', async ({ page }) => {
  await gotoApp(page, '/en/forms/reset_password?code=0123456789abcdef');
  await expect(page.getByRole('form', { name: 'Set a new password' })).toBeVisible();
  expect(page.url()).not.toContain('code=');
  await page.reload();
  await expect(page.getByText('This link is incomplete: open the whole link from the e-mail, or ask for a new one.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('form', { name: 'Set a new password' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ask for a new link' })).toBeVisible();
});

test('en: the confirmation link loses its code from the address; a visitor signs in and the contact is confirmed', async ({ page }) => {
  const leaks = requestsCarrying(page, 'code=123456');
  await mockScenario(page, { mock_reset: 1, mock_popups: 'off' }, '/en/confirmation?contact=new%40example.com&code=123456');
  await expect(page.getByText('Sign in to finish confirming this contact.')).toBeVisible();
  expect(new URL(page.url()).search).toBe('?contact=new%40example.com');

  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  const signIn = page.getByRole('form', { name: 'Sign in to your account' });
  await expect(signIn).toBeVisible();
  expect(page.url()).not.toContain('123456');
  await signIn.getByRole('textbox', { name: 'Email or phone number' }).fill('new@example.com');
  await signIn.getByLabel(/^Password/).fill('demo1234');
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact confirmed' })).toBeVisible({ timeout: 15_000 });
  expect(new URL(page.url()).pathname).toBe('/en/confirmation/success');
  expect(leaks).toEqual([]);
});
