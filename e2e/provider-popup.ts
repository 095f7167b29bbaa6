import type { Page } from '@playwright/test';

/**
 * Chooses a player on the mock provider's page in the social login popup and waits for the popup
 * to close itself. Playwright may reject the click's own after-action wait with "target closed" once
 * the popup is gone; only that rejection is expected.
 */
export async function continueInProviderPopup(popup: Page, player: RegExp): Promise<void> {
  const closed = popup.waitForEvent('close');
  await popup
    .getByRole('button', { name: player })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
  await closed;
}
