import { expect, mockScenario, openInApp, test } from './fixtures';
import { texts } from './locale-texts';

/**
 * Promotions against the stateful mock (QA guide, mocks/README.md: promo codes and
 * mock_hostile_html). The unit tests cover every error code and the four languages.
 */

test('es: a wrong promo code shows its error, a right one opens the activated dialog', async ({ page, collectPageErrors }) => {
  // The rejected code is an HTTP 400 (InvalidParameter), as the real server answers.
  collectPageErrors.allow(/status of 400/);
  const { t, prefix } = texts('es');
  await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, `${prefix}/promotions`);
  await expect(page.getByRole('heading', { level: 1, name: t('promotions:promotions.title') })).toBeVisible();

  const field = page.getByRole('textbox', { name: t('promotions:promoCode.label') });
  const activate = page.getByRole('button', { name: t('promotions:promoCode.submit') });
  await field.fill('EXPIRED2024');
  await activate.click();
  await expect(page.getByText(t('common:promoCodeErrors.EXPIRED'))).toBeVisible();

  await field.fill('NOPE');
  await activate.click();
  await expect(page.getByText(t('common:promoCodeErrors.INVALID'))).toBeVisible();

  await field.fill('WELCOME100');
  await activate.click();
  const dialog = page.getByRole('dialog', { name: t('promotions:activated.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Bono de código promocional de 100 €');
  await expect(dialog.getByRole('listitem')).toHaveText([t('promotions:promotionType.casino_bonus')]);
  await dialog.getByRole('button', { name: t('promotions:activated.close') }).click();
  await expect(dialog).toBeHidden();
});

test('it: a player opens a promotion from the list, takes part in it, and the list then shows them in', async ({ page }) => {
  const { t, prefix } = texts('it');
  // An opt-in promotion (QA guide): "Take part" once, then it no longer applies to the player.
  const name = 'Corsa slot della settimana';
  await mockScenario(page, { mock_reset: 1, mock_login: 'demo@example.com' }, `${prefix}/promotions`);
  await expect(page.getByRole('heading', { level: 1, name: t('promotions:promotions.title') })).toBeVisible();
  const list = page.getByRole('list', { name: t('promotions:promotions.title') });
  await list.getByRole('article', { name }).getByRole('link', { name: t('promotions:list.detailsOf', { name }) }).click();

  await expect(page).toHaveURL(new RegExp(`${prefix}/promotions/107$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Partecipa e ricevi il 10% di cashback');
  await expect(page.getByRole('heading', { name: t('promotions:detail.terms') })).toBeVisible();
  const takePart = page.getByRole('button', { name: t('promotions:cta.takePartIn', { name }) });
  await expect(takePart).toHaveText(t('promotions:cta.takePart'));
  await takePart.click();

  await expect(page.getByRole('status').filter({ hasText: t('promotions:cta.joinedToast', { name }) })).toBeVisible();
  await expect(page.getByText(t('promotions:cta.joined'), { exact: true })).toBeVisible();
  await expect(takePart).toHaveCount(0);

  // The list is read again: the server now says the player is in.
  await page.getByRole('link', { name: t('promotions:promotions.back') }).click();
  const card = list.getByRole('article', { name });
  await expect(card.getByText(t('promotions:cta.joined'), { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: t('promotions:cta.takePartIn', { name }) })).toHaveCount(0);
});

test('it: the hostile descriptions run nothing', async ({ page, collectPageErrors }) => {
  const { t, prefix } = texts('it');
  // Hostile markup points at addresses that do not exist; the sanitizer drops the rest.
  collectPageErrors.allow(/Failed to load resource|Refused to|Content Security Policy/);
  const fired: string[] = [];
  page.on('dialog', (dialog) => {
    fired.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const canary = window as Window & { __xss?: unknown };
    for (const name of ['alert', 'confirm', 'prompt'] as const) {
      window[name] = () => {
        canary.__xss = `${name} called`;
        return null as never;
      };
    }
  });

  // The pages open inside the app (one window), so the canary sees every description in turn.
  const expectNothingRan = async () => {
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as Window & { __xss?: unknown }).__xss)).toBeUndefined();
    expect(fired).toEqual([]);
  };

  await mockScenario(page, { mock_reset: 1, mock_hostile_html: 1 }, `${prefix}/promotions`);
  const list = page.getByRole('list', { name: t('promotions:promotions.title') });
  await expect(list.getByRole('heading', { name: 'QA hostile 5' })).toBeVisible();

  for (const id of [190, 191, 192, 193, 194]) {
    await expectNothingRan();
    await openInApp(page, `${prefix}/promotions/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('QA');
    await expect(page.getByRole('heading', { name: t('promotions:detail.terms') })).toBeVisible();
    // Hover, focus and click (links aside: they would leave) whatever a description could hide handlers behind.
    await page.locator('main *').evaluateAll((elements) => {
      for (const element of elements) {
        for (const type of ['mouseover', 'mouseenter', 'focus', 'focusin']) element.dispatchEvent(new Event(type, { bubbles: true }));
        if (!element.closest('a')) element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      }
    });
    const links = await page.locator('main a[href]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(links.filter((link) => /^\s*(javascript|data|vbscript):/i.test(link))).toEqual([]);
    const handlers = await page
      .locator('main *')
      .evaluateAll((elements) => elements.flatMap((element) => [...element.attributes].filter((attribute) => attribute.name.startsWith('on')).map((attribute) => attribute.name)));
    expect(handlers).toEqual([]);
  }

  await expectNothingRan();
});
