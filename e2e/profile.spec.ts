import type { Page } from '@playwright/test';
import { expect, mockScenario, test, waitForAppReady } from './fixtures';
import { startsWith, texts, type E2eLocale } from './locale-texts';

/** The profile area against the stateful mock (QA guide, mocks/README.md): codes are 123456. The flows rotate over the four locales. */

/** The sign-in and sign-out words of a locale, from its locale files. */
function accountLabels(locale: E2eLocale) {
  const { t } = texts(locale);
  return {
    signInTitle: t('auth:signIn.title'),
    login: t('auth:signIn.login'),
    password: t('auth:signIn.password'),
    submit: t('auth:signIn.submit'),
    signIn: t('common:auth.signIn'),
    menu: t('common:profile.menu'),
    signOut: t('common:profile.signOut'),
  };
}
type AccountLabels = ReturnType<typeof accountLabels>;
const RU = accountLabels('ru');

async function signIn(page: Page, t: AccountLabels, login: string, password: string) {
  const form = page.getByRole('form', { name: t.signInTitle });
  await form.getByRole('textbox', { name: t.login }).fill(login);
  await form.getByRole('textbox', { name: t.password, exact: true }).fill(password);
  await form.getByRole('button', { name: t.submit, exact: true }).click();
}

async function signOut(page: Page, t: AccountLabels) {
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
    await waitForAppReady(page);
    await expect(page.getByRole('form', { name: 'Personal data' }).getByRole('textbox', { name: /Town/ })).toHaveValue('Potsdam');
  });

  test('it: adds a phone, refuses a wrong code and confirms it with 123456', async ({ page, collectPageErrors }) => {
    collectPageErrors.allow(/confirmContact/); // the wrong code is a 400 InvalidParameter
    const { t, prefix } = texts('it');
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, `${prefix}/profile/settings`);
    const add = page.getByRole('form', { name: t('profile:contacts.addTitle') });
    await add.getByRole('combobox', { name: t('profile:contacts.countryCode') }).selectOption('IT');
    await add.getByRole('textbox', { name: t('profile:contacts.phoneNumber') }).fill('312 555 0101');
    await add.getByRole('button', { name: t('profile:contacts.add') }).click();

    const confirm = page.getByRole('form', { name: t('profile:contacts.confirmFormLabel', { contact: '+393125550101' }) });
    const code = confirm.getByRole('textbox', { name: t('profile:contacts.code') });
    await code.fill('111111');
    await confirm.getByRole('button', { name: t('profile:contacts.confirm'), exact: true }).click();
    await expect(code).toHaveAccessibleDescription(startsWith(t('profile:smsCodeError')));
    await code.fill('123456');
    await confirm.getByRole('button', { name: t('profile:contacts.confirm'), exact: true }).click();
    await expect(page.getByText(t('profile:contacts.confirmed', { contact: '+393125550101' }))).toBeVisible();
    const row = page.getByRole('list', { name: t('profile:contacts.listLabel') }).getByRole('listitem').filter({ hasText: '+393125550101' });
    await expect(row).toContainText(t('profile:contacts.statusConfirmed'));
  });

  test('es: changes the password, then signs in with the new one only', async ({ page, collectPageErrors }) => {
    collectPageErrors.allow(/Authorization|401|login/i);
    const { t, prefix } = texts('es');
    const ES = accountLabels('es');
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, `${prefix}/profile/security`);
    const form = page.getByRole('form', { name: t('profile:security.passwordTitle') });
    await form.getByLabel(startsWith(t('profile:security.oldPassword'))).fill('demo1234');
    await form.getByLabel(startsWith(t('profile:security.newPassword'))).fill('orbit-2026');
    await form.getByLabel(startsWith(t('profile:security.repeatPassword'))).fill('orbit-2026');
    await form.getByRole('button', { name: t('profile:security.changePassword') }).click();
    await expect(form.getByRole('status')).toContainText(t('profile:security.passwordChanged'));

    await signOut(page, ES);
    await page.getByRole('banner').getByRole('link', { name: ES.signIn }).click();
    await signIn(page, ES, 'demo@example.com', 'demo1234');
    await expect(page.getByRole('form', { name: ES.signInTitle }).getByRole('alert')).not.toBeEmpty();
    await signIn(page, ES, 'demo@example.com', 'orbit-2026');
    await expect(page.getByRole('button', { name: ES.menu })).toBeVisible();
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

  test('it: saves Forlì, then Cádiz, then A Coruña as the town, each still there after a reload', async ({ page }) => {
    const { t, prefix } = texts('it');
    await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, `${prefix}/profile/settings`);
    const form = page.getByRole('form', { name: t('profile:settings.personalTitle') });
    const town = form.getByRole('textbox', { name: startsWith(t('profile:fields.home_town')) });
    await form.getByRole('combobox', { name: startsWith(t('profile:fields.sex')) }).selectOption('2');
    for (const name of ['Forlì', 'Cádiz', 'A Coruña']) {
      await town.fill(name);
      await form.getByRole('button', { name: t('profile:settings.save') }).click();
      await expect(form.getByRole('status')).toHaveText(t('profile:settings.saved'));
      await page.reload();
      await waitForAppReady(page);
      await expect(town).toHaveValue(name);
    }
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
