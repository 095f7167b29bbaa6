import { CHAT_VENDORS, type ChatVendor } from '@/api/support/support.contract';
import { parsePartnerOrigins } from '@/lib/config/partner-origins';
import { setMainBalance, signInAs, signOut } from './account/qa-actions';
import { expireResetCodes } from './auth/password-reset-tables';
import { newCashbackForSession } from './bonuses/bonus-tables';
import { decidePendingWithdrawals } from './cashier/qa-actions';
import {
  applyFeatureFlags,
  setBalanceRefresh,
  setForceLogoutTime,
  setHostileHtml,
  setRealityCheckInterval,
  setSeonEnabled,
} from './cms/qa-actions';
import { addFramePartners, clearFramePartners, FEATURE_FLAG_NAMES } from './cms/site-settings';
import { applyErrorParams, applyLatencyParams } from './core/call-switch-params';
import { resetMockDb } from './core/db';
import { setCatalog, setOffline } from './core/scenario-switches';
import { paramEntries, warnScenario as warn, withoutScenarioParams } from './core/url-scenario-params';
import { addLoyaltyPoints, queueLoyaltyNotice } from './loyalty/qa-actions';
import { forgetSeenPopups, setPopupsOff } from './popups/popup-tables';
import { setSessionLimitMinutes, setVerificationOutcome } from './responsible-gaming/qa-actions';
import type { VerificationReview } from './responsible-gaming/rg-rows';
import { VERIFICATION_REVIEWS } from './responsible-gaming/rg-tables';
import { setForcedOutcome } from './sportsbook/sportsbook-tables';
import { setChatVendor } from './support/support-tables';

/**
 * The QA switches set from the page's address (mock_* parameters, mocks/README.md): mock builds
 * apply them on start (mocks/browser.ts), the mock HTTP server on its admin page.
 */

/**
 * Applies the mock_* query parameters (see mocks/README.md) and returns the address without them, for
 * history.replaceState. Order: reset (database and switches), errors, latency, offline, logout,
 * login, catalogue, then the session switches (balance refresh, force-logout time, fraud
 * fingerprint, balance, pending withdrawals).
 */
export function applyScenariosFromUrl(url: URL): URL {
  const params = url.searchParams;
  if (params.get('mock_reset') === '1') resetMockDb();
  applyErrorParams(params.getAll('mock_error'));
  applyLatencyParams(params.getAll('mock_latency'));
  const offline = params.get('mock_offline');
  if (offline === '1' || offline === '0') setOffline(offline === '1');
  else if (offline !== null) warn(`ignored mock_offline=${offline}`);
  if (params.get('mock_logout') === '1') signOut();
  const login = params.get('mock_login');
  if (login) {
    try {
      signInAs(login);
    } catch (error) {
      warn((error as Error).message);
    }
  }
  const catalog = params.get('mock_catalog');
  if (catalog === 'large' || catalog === 'default') setCatalog(catalog);
  else if (catalog !== null) warn(`ignored mock_catalog=${catalog}`);
  applySessionSwitches(params);
  const cashback = params.get('mock_cashback');
  if (cashback !== null && !(cashback === 'new' && newCashbackForSession() !== null)) warn(`ignored mock_cashback=${cashback} (needs a signed-in player and new)`);
  const realityCheck = params.get('mock_reality_check');
  if (realityCheck !== null && /^\d+$/.test(realityCheck)) setRealityCheckInterval(Number(realityCheck));
  else if (realityCheck !== null) warn(`ignored mock_reality_check=${realityCheck} (seconds, or 0 for off)`);
  const loyaltyPoints = params.get('mock_loyalty_points');
  if (loyaltyPoints !== null && !(/^\d+$/.test(loyaltyPoints) && addLoyaltyPoints(Number(loyaltyPoints)))) warn(`ignored mock_loyalty_points=${loyaltyPoints} (needs a signed-in player and a whole number)`);
  const loyaltyNotice = params.get('mock_loyalty_notice');
  if (loyaltyNotice !== null && !((loyaltyNotice === 'credit' || loyaltyNotice === 'other') && queueLoyaltyNotice(loyaltyNotice))) warn(`ignored mock_loyalty_notice=${loyaltyNotice} (needs a signed-in player and credit or other)`);
  const hostile = params.get('mock_hostile_html');
  if (hostile === '1' || hostile === '0') setHostileHtml(hostile === '1');
  else if (hostile !== null) warn(`ignored mock_hostile_html=${hostile}`);
  const popups = params.get('mock_popups');
  if (popups === 'off' || popups === 'on') setPopupsOff(popups === 'off');
  else if (popups !== null && !(popups === 'reset' && forgetSeenPopups())) warn(`ignored mock_popups=${popups} (off, on, or reset with a signed-in player)`);

  const bets = params.get('mock_bets');
  if (bets === 'win' || bets === 'lose' || bets === 'void' || bets === 'random') setForcedOutcome(bets === 'random' ? null : bets);
  else if (bets !== null) warn(`ignored mock_bets=${bets} (win, lose, void or random)`);
  const chat = params.get('mock_chat');
  if (chat !== null && (CHAT_VENDORS as readonly string[]).includes(chat)) setChatVendor(chat as ChatVendor);
  else if (chat !== null) warn(`ignored mock_chat=${chat} (${CHAT_VENDORS.join(', ')})`);
  applyQaSwitches(params);
  applyPartners(params.getAll('mock_partners'));

  return withoutScenarioParams(url);
}

/**
 * mock_partners values: exact origins (https, or http on localhost; comma-separated or repeated)
 * added to the content configuration's frames.partners, or `clear`. The mock HTTP server adds them
 * to the frame-ancestors it sends (docs/partners.md); anything else is refused with a warning.
 */
function applyPartners(values: string[]): void {
  for (const entry of paramEntries(values)) {
    if (entry === 'clear') clearFramePartners();
    else if (parsePartnerOrigins(entry).length === 1) addFramePartners(parsePartnerOrigins(entry));
    else warn(`ignored mock_partners=${entry} (an exact origin such as https://partner.example, http only for localhost, or clear)`);
  }
}

/** The switches of the QA-panel issue (decision record 030): verification review, feature flags, session time limit. */
function applyQaSwitches(params: URLSearchParams): void {
  const verification = params.get('mock_verification');
  if (verification !== null && (VERIFICATION_REVIEWS as readonly string[]).includes(verification)) setVerificationOutcome(verification as VerificationReview);
  else if (verification !== null) warn(`ignored mock_verification=${verification} (${VERIFICATION_REVIEWS.join(', ')})`);
  for (const features of params.getAll('mock_features')) {
    for (const entry of applyFeatureFlags(features)) warn(`ignored mock_features entry ${entry} (flag:on or flag:off with a flag of ${FEATURE_FLAG_NAMES.join(', ')}, or reset)`);
  }
  const passwordReset = params.get('mock_password_reset');
  if (passwordReset === 'expire') expireResetCodes();
  else if (passwordReset !== null) warn(`ignored mock_password_reset=${passwordReset} (expire)`);
  const sessionLimit = params.get('mock_session_limit');
  if (sessionLimit !== null && !(/^\d+$/.test(sessionLimit) && setSessionLimitMinutes(Number(sessionLimit)))) warn(`ignored mock_session_limit=${sessionLimit} (needs a signed-in player and whole minutes, 0 for none)`);
}

/** The switches of the session issue (balance refresh, force-logout time, fraud fingerprint, balance) and the cashier's. */
function applySessionSwitches(params: URLSearchParams): void {
  const refresh = params.get('mock_balance_refresh');
  if (refresh === 'interval' || refresh === 'click' || refresh === 'both' || refresh === 'off') setBalanceRefresh(refresh);
  else if (refresh !== null) warn(`ignored mock_balance_refresh=${refresh}`);
  const logoutAfter = params.get('mock_force_logout');
  if (logoutAfter !== null) {
    if (/^\d+$/.test(logoutAfter)) setForceLogoutTime(Number(logoutAfter));
    else warn(`ignored mock_force_logout=${logoutAfter}`);
  }
  const seon = params.get('mock_seon');
  if (seon === '1' || seon === '0') setSeonEnabled(seon === '1');
  else if (seon !== null) warn(`ignored mock_seon=${seon}`);
  const balance = params.get('mock_balance');
  if (balance !== null && !(/^\d+(\.\d{1,2})?$/.test(balance) && setMainBalance(Number(balance)))) {
    warn(`ignored mock_balance=${balance} (needs a signed-in player and an amount like 1234.5)`);
  }
  const withdrawals = params.get('mock_withdrawals');
  if (withdrawals !== null && !((withdrawals === 'approve' || withdrawals === 'decline') && decidePendingWithdrawals(withdrawals) !== null)) {
    warn(`ignored mock_withdrawals=${withdrawals} (needs a signed-in player and approve or decline)`);
  }
}
