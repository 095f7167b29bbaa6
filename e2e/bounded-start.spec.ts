import { expect, setMockSwitches, test } from './fixtures';

/** The time the issue allows a start whose calls hang: the read limit (10 s) plus the page's own start. */
const WITHIN = 15_000;

test.describe('a start whose calls never answer still renders', () => {
  test('account.getInfo that never answers: the visitor page within 15 s, and the player is still signed in', async ({ page }) => {
    await setMockSwitches(page, { mock_reset: 1, mock_login: 'demo@example.com', mock_latency: 'account.getInfo:never' });
    const started = Date.now();
    await page.goto('/en/cashier/deposit', { waitUntil: 'commit' });
    // Nobody is known for this render: the guard sends the visitor to the index, the way back kept.
    await expect(page).toHaveURL(/\/en\?redirectUrl=%2Fen%2Fcashier%2Fdeposit/, { timeout: WITHIN });
    await expect(page.getByRole('main')).toBeVisible({ timeout: WITHIN });
    expect(Date.now() - started).toBeLessThan(WITHIN);

    // Nothing signed the player out: with the call answering again, the cashier opens.
    await setMockSwitches(page, { mock_latency: 'clear' });
    await page.goto('/en/cashier/deposit');
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible({ timeout: WITHIN });
  });

  test('metadata.get that never answers: the page renders within 15 s, without configured redirects', async ({ page }) => {
    await setMockSwitches(page, { mock_reset: 1, mock_latency: 'metadata.get:never' });
    const started = Date.now();
    await page.goto('/en/promotions', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible({ timeout: WITHIN });
    expect(Date.now() - started).toBeLessThan(WITHIN);
  });
});
