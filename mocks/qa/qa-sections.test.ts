// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SEEN_POPUPS_STORAGE_KEY } from '@/api/popups/popups.types';
import { i18n, initI18n } from '@/lib/i18n/i18n';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';
import { depositLimitOf, depositLimitsTable } from '../cashier/cashier-tables';
import { db } from '../core/db';
import { popupsRow } from '../popups/popup-tables';
import { ensureApplicant, issueToken, selfExclude, sessionLimitOf, submitApplicant, verificationReview } from '../responsible-gaming/rg-tables';
import { effectiveFeatureFlags, framePartnerOrigins, siteSettings } from '../cms/site-settings';
import { sportsbookTable } from '../sportsbook/sportsbook-tables';
import { supportRow } from '../support/support-tables';
import { QaPanel } from './qa-panel';
import { signInAs } from '../scenarios';
import { popupHref } from './popups-section';

// .test.ts (not .tsx) because vitest only collects mocks/**/*.test.ts; hence createElement.
async function openPanel() {
  const user = userEvent.setup();
  const reload = vi.fn();
  render(createElement(I18nextProvider, { i18n }, createElement(Suspense, { fallback: null }, createElement(QaPanel, { reload, confirm: () => true }))));
  await user.click(await screen.findByRole('button', { name: 'QA tools of the mock backend' }));
  const dialog = screen.getByRole('dialog', { name: 'QA tools' });
  return { user, reload, section: (name: string) => within(dialog).getByRole('region', { name }) };
}

describe('QA panel: the sections of decision record 030', () => {
  beforeAll(async () => {
    await initI18n('en');
    await i18n.loadNamespaces('qa');
  });

  it('campaign popups: lists them with seen state and open links, switches them off, forgets the closed ones', async () => {
    const account = signInAs('demo@example.com');
    db().storage[account.uid] = { [SEEN_POPUPS_STORAGE_KEY]: 'weekend-reload' };
    const { user, section } = await openPanel();
    const popups = section('Campaign popups');
    const items = within(within(popups).getByRole('list', { name: 'Popups of the mock' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('welcomeFor other players · not closed yet'),
      expect.stringContaining('weekend-reloadFor this player after sign-in · closed before'),
      expect.stringContaining('tournament-weekOnly by address · not closed yet'),
      expect.stringContaining('spring-draftDraft: preview only'),
    ]);
    expect(within(popups).getByRole('link', { name: 'Open the popup tournament-week on this page' })).toHaveAttribute('href', '/?popup=tournament-week');
    expect(within(popups).getByRole('link', { name: 'Open the popup spring-draft on this page' })).toHaveAttribute('href', '/?popup=spring-draft#popup-preview');

    await user.click(within(popups).getByRole('checkbox', { name: 'Queue popups after sign-in' }));
    expect(popupsRow().off).toBe(true);
    await user.click(within(popups).getByRole('button', { name: 'Forget the popups this player closed' }));
    expect(db().storage[account.uid]).toEqual({});
    expect(within(popups).getByRole('status')).toHaveTextContent('Forgotten.');
    expect(items[1]).toHaveTextContent('not closed yet');
  });

  it('popupHref keeps the page and its other parameters', () => {
    expect(popupHref({ sysname: 'welcome', kind: 'queued' }, 'https://casino.test/en/gamehall?category=7#top')).toBe('/en/gamehall?category=7&popup=welcome');
    expect(popupHref({ sysname: 'spring-draft', kind: 'draft' }, 'https://casino.test/it/?popup=welcome')).toBe('/it/?popup=spring-draft#popup-preview');
  });

  it('identity check: picks the review answer and decides a waiting check', async () => {
    const account = signInAs('kyc@example.com');
    ensureApplicant(account);
    submitApplicant(issueToken(account, null));
    const { user, reload, section } = await openPanel();
    const verification = section('Identity check');
    await user.selectOptions(within(verification).getByRole('combobox', { name: 'Review answer for the next submitted check' }), 'reject');
    expect(verificationReview()).toBe('reject');
    expect(within(verification).getByText("The signed-in player's check is waiting for a review.")).toBeInTheDocument();
    await user.click(within(verification).getByRole('button', { name: 'Reject now' }));
    expect(account.flags).toMatchObject({ is_on_verification: false, is_verified: false });
    expect(within(verification).getByRole('status')).toHaveTextContent('Check rejected.');
    expect(within(verification).getByText('The signed-in player has no check waiting for a review.')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('responsible gaming: interval, session limit, deposit limit reset, lifting a self-exclusion, restart', async () => {
    const excluded = signInAs('new@example.com');
    selfExclude(excluded, 'forever');
    const account = signInAs('limit@example.com');
    depositLimitsTable()[account.uid] = { period: 'none', limit_amount: 0, can_edit: true, set_at: 0 };
    localStorage.setItem(STORAGE_KEYS.rgSession, '{}');
    const { user, reload, section } = await openPanel();
    const rg = section('Responsible gaming');

    await user.selectOptions(within(rg).getByRole('combobox', { name: 'Reality-check interval' }), '1 min');
    expect(siteSettings().realityCheckInterval).toBe(60);
    await user.selectOptions(within(rg).getByRole('combobox', { name: 'Reality-check interval' }), 'Site configuration (1 h)');
    expect(siteSettings().realityCheckInterval).toBeUndefined();
    await user.selectOptions(within(rg).getByRole('combobox', { name: 'Session time limit of the signed-in player' }), '2 min');
    expect(sessionLimitOf(account.uid)).toBe(2);

    await user.click(within(rg).getByRole('button', { name: 'Reset the deposit limit to the seed' }));
    expect(depositLimitOf(account.uid)).toMatchObject({ period: 'day', limit_amount: 10000 });
    expect(within(rg).getByRole('status')).toHaveTextContent('Deposit limit back to €100 (per day).');

    expect(within(rg).getByRole('list', { name: 'Self-excluded players' })).toHaveTextContent('new@example.comExcluded for good');
    await user.click(within(rg).getByRole('button', { name: 'Lift the self-exclusion of new@example.com' }));
    expect(db().selfExclusions).toEqual({});
    expect(within(rg).getByText('Nobody is self-excluded.')).toBeInTheDocument();

    await user.click(within(rg).getByRole('button', { name: 'Restart the session and reload' }));
    expect(localStorage.getItem(STORAGE_KEYS.rgSession)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('partner pages: adds an exact origin, refuses anything else in words, removes the added ones', async () => {
    const { user, reload, section } = await openPanel();
    const partners = section('Partner pages');
    const before = framePartnerOrigins();
    const field = within(partners).getByRole('textbox', { name: 'Partner origin' });
    await user.type(field, 'https://partner.example/page');
    await user.click(within(partners).getByRole('button', { name: 'Add partner' }));
    expect(within(partners).getByRole('status')).toHaveTextContent('Enter an exact origin');
    expect(field).toHaveValue('https://partner.example/page');
    expect(framePartnerOrigins()).toEqual(before);

    await user.clear(field);
    await user.type(field, 'https://partner.example{Enter}');
    expect(framePartnerOrigins()).toContain('https://partner.example');
    expect(within(within(partners).getByRole('list', { name: 'Partners now' })).getByText('https://partner.example')).toBeInTheDocument();
    expect(within(partners).getByRole('status')).toHaveTextContent('https://partner.example added');
    expect(field).toHaveValue('');

    await user.click(within(partners).getByRole('button', { name: 'Remove the added partners' }));
    expect(framePartnerOrigins()).toEqual(before);
    await user.click(within(partners).getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('live chat and site features: the vendor and the flags, each with a reload', async () => {
    const { user, reload, section } = await openPanel();
    const chat = section('Live chat');
    await user.selectOptions(within(chat).getByRole('combobox', { name: 'Chat vendor' }), 'Crisp');
    expect(supportRow().chat).toBe('crisp');
    await user.click(within(chat).getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);

    const features = section('Site features');
    const notice = within(features).getByRole('checkbox', { name: 'Betting notice' });
    expect(notice).not.toBeChecked();
    expect(within(features).getByRole('checkbox', { name: 'Bet history' })).toBeChecked();
    await user.click(notice);
    expect(effectiveFeatureFlags().bettingNoticeVisible).toBe(true);
    expect(notice).toBeChecked();
    await user.click(within(features).getByRole('button', { name: 'Back to the site configuration' }));
    expect(effectiveFeatureFlags().bettingNoticeVisible).toBe(false);
    expect(notice).not.toBeChecked();
    await user.click(within(features).getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('sportsbook: the labelled outcome select forces the next settlements', async () => {
    await i18n.loadNamespaces('sportsbook');
    const { user, section } = await openPanel();
    const sportsbook = await waitFor(() => section('Sportsbook'));
    const outcome = within(sportsbook).getByRole('combobox', { name: 'Outcome of the next settlements' });
    expect(outcome).toHaveValue('random');
    await user.selectOptions(outcome, 'Lose');
    expect(sportsbookTable().forced).toBe('lose');
    await user.selectOptions(outcome, 'Random (by odds)');
    expect(sportsbookTable().forced).toBeNull();
  });
});
