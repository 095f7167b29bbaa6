import type { Page } from '@playwright/test';
import { expect, mockScenario, test } from './fixtures';

/** The profile area against the stateful mock (README "Demo accounts"): codes are 123456. One flow per locale. */

const EN = { prefix: '/en', signInTitle: 'Sign in to your account', login: 'Email or phone number', password: 'Password', signIn: 'Sign in', menu: 'Profile menu', signOut: 'Sign out' };
const RU = { prefix: '', signInTitle: 'Вход в аккаунт', login: 'Email или номер телефона', password: 'Пароль', signIn: 'Войти', menu: 'Меню профиля', signOut: 'Выйти' };

async function signIn(page: Page, t: typeof EN, login: string, password: string) {
  const form = page.getByRole('form', { name: t.signInTitle });
  await form.getByRole('textbox', { name: t.login }).fill(login);
  await form.getByRole('textbox', { name: t.password, exact: true }).fill(password);
  await form.getByRole('button', { name: t.signIn, exact: true }).click();
}

async function signOut(page: Page, t: typeof EN) {
  await page.getByRole('button', { name: t.menu }).click();
  await page.getByRole('button', { name: t.signOut }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: t.signIn })).toBeVisible();
}

test.describe('profile area (SPEC §2, §3, §5, §8)', () => {
  test('en: a forced server error keeps the profile form, the next save goes through and stays', async ({ page, collectPageErrors }) => {
    collectPageErrors.allow(/saveProfileInfo|500|Internal/i);
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com', mock_error: 'account.saveProfileInfo:InternalServerError:1' }, '/en/profile/settings');
    const form = page.getByRole('form', { name: 'Personal data' });
    await form.getByRole('combobox', { name: /Sex/ }).selectOption('2');
    const town = form.getByRole('textbox', { name: /Town/ });
    await town.fill('Potsdam');
    await form.getByRole('textbox', { name: /Postcode/ }).fill('14467');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'Failed to save data' })).toBeVisible();
    await expect(town).toHaveValue('Potsdam');

    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByRole('status')).toHaveText('Your data has been saved.');
    await page.reload();
    await expect(page.getByRole('form', { name: 'Personal data' }).getByRole('textbox', { name: /Town/ })).toHaveValue('Potsdam');
  });

  test('ru: adds a phone, refuses a wrong code and confirms it with 123456', async ({ page, collectPageErrors }) => {
    collectPageErrors.allow(/confirmContact/); // the wrong code is a 400 InvalidParameter
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, '/profile/settings');
    const add = page.getByRole('form', { name: 'Добавить контакт' });
    await add.getByRole('combobox', { name: /Код страны/ }).selectOption('IT');
    await add.getByRole('textbox', { name: /Номер телефона/ }).fill('312 555 0101');
    await add.getByRole('button', { name: 'Добавить и отправить код' }).click();

    const confirm = page.getByRole('form', { name: 'Подтверждение +393125550101' });
    const code = confirm.getByRole('textbox', { name: /Код подтверждения/ });
    await code.fill('111111');
    await confirm.getByRole('button', { name: 'Подтвердить', exact: true }).click();
    await expect(code).toHaveAccessibleDescription(/Неверный код/);
    await code.fill('123456');
    await confirm.getByRole('button', { name: 'Подтвердить', exact: true }).click();
    await expect(page.getByText('+393125550101 подтверждён.')).toBeVisible();
    const row = page.getByRole('list', { name: 'Ваши контакты' }).getByRole('listitem').filter({ hasText: '+393125550101' });
    await expect(row).toContainText('Подтверждён');
  });

  test('en: changes the password, then signs in with the new one only', async ({ page, collectPageErrors }) => {
    collectPageErrors.allow(/Authorization|401|login/i);
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, '/en/profile/security');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel(/^Current password/).fill('demo1234');
    await form.getByLabel(/^New password/).fill('orbit-2026');
    await form.getByLabel(/^Repeat new password/).fill('orbit-2026');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('status')).toContainText('Your password has been changed');

    await signOut(page, EN);
    await page.getByRole('banner').getByRole('link', { name: EN.signIn }).click();
    await signIn(page, EN, 'demo@example.com', 'demo1234');
    await expect(page.getByRole('form', { name: EN.signInTitle }).getByRole('alert')).not.toBeEmpty();
    await signIn(page, EN, 'demo@example.com', 'orbit-2026');
    await expect(page.getByRole('button', { name: EN.menu })).toBeVisible();
  });

  test('ru: turns two-factor on with 123456, and the next sign-in asks for the code', async ({ page, collectPageErrors }) => {
    collectPageErrors.allow(/Authorization|401|two_factor/i);
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, '/profile/security');
    const section = page.getByRole('region', { name: 'Двухфакторный вход' });
    await section.getByRole('button', { name: 'Включить' }).click();
    await expect(section.getByRole('img', { name: 'QR-код для приложения-аутентификатора' })).toBeVisible();
    const confirm = section.getByRole('form', { name: 'Подтвердить и включить' });
    await confirm.getByRole('textbox', { name: /Код/ }).fill('123456');
    await confirm.getByRole('button', { name: 'Подтвердить и включить' }).click();
    await expect(section.getByText('Двухфакторный вход включён.')).toBeVisible();

    await signOut(page, RU);
    await page.getByRole('banner').getByRole('link', { name: RU.signIn }).click();
    await signIn(page, RU, 'demo@example.com', 'demo1234');
    const step = page.getByRole('form', { name: 'Двухэтапная проверка' });
    await step.getByRole('textbox', { name: 'Код подтверждения' }).fill('123456');
    await step.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(page.getByRole('button', { name: RU.menu })).toBeVisible();
  });

  test('en: /unsubscribe calls account.unsubscribe before it says so', async ({ page }) => {
    let answered = false;
    page.on('response', (response) => {
      if (response.url().includes('/account/unsubscribe')) answered = true;
    });
    const call = page.waitForRequest((request) => request.url().includes('/account/unsubscribe') && request.method() === 'POST');
    // One load: the page opens straight from the e-mail's link (the reset applies before the app starts).
    await mockScenario(page, { mock_reset: 1 }, '/en/unsubscribe?email=demo%40example.com');
    const request = await call;
    expect(request.postData()).toContain('demo@example.com');
    const heading = page.getByRole('heading', { level: 1, name: 'You have unsubscribed' });
    await expect(heading).toBeVisible();
    expect(answered).toBe(true);
  });
});
