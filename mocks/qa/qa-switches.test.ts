import type { AccountInfo } from '@/api/account/account.types';
import { normalizeCmsConfig } from '@/api/cms/normalize-cms-config';
import { SEEN_POPUPS_STORAGE_KEY } from '@/api/popups/popups.types';
import { SESSION_LIMIT_KEY } from '@/features/responsible-gaming/rg-flags';
import { depositLimitOf } from '../cashier/cashier-tables';
import { db } from '../core/db';
import {
  decidePendingReview,
  ensureApplicant,
  issueToken,
  liftSelfExclusion,
  pendingApplicantOf,
  resetDepositLimit,
  selfExcludedAccounts,
  SESSION_LIMIT_STORAGE_KEY,
  sessionLimitOf,
  submitApplicant,
  verificationReview,
} from '../responsible-gaming/rg-tables';
import { effectiveFeatureFlags } from '../cms/site-settings';
import { qaPopups } from '../popups/popups';
import { getApi, postApi } from '../core/test-utils';
import { applyScenariosFromUrl, signInAs, signOut } from '../scenarios';

/** The switches of decision record 030: mock_verification, mock_features, mock_session_limit, and the panel's helpers. */

const apply = (query: string) => applyScenariosFromUrl(new URL(`https://casino.test/en/?${query}`));

async function cmsFeatures() {
  const response = await fetch(`${location.origin}/cms/nfx/cms-config/en`);
  return normalizeCmsConfig(await response.json()).features;
}

describe('QA switches of decision record 030', () => {
  it('mock_verification picks the review answer; other values are ignored with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(verificationReview()).toBe('approve');
    expect(apply('mock_verification=reject&page=2').href).toBe('https://casino.test/en/?page=2');
    expect(verificationReview()).toBe('reject');
    apply('mock_verification=pending');
    expect(verificationReview()).toBe('pending');
    apply('mock_verification=deny');
    expect(verificationReview()).toBe('pending');
    expect(warn).toHaveBeenCalledWith('[mocks] ignored mock_verification=deny (approve, reject, pending)');
    apply('mock_verification=approve');
    expect(verificationReview()).toBe('approve');
    warn.mockRestore();
  });

  it('mock_features turns site-configuration flags on and off until reset', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await cmsFeatures()).toMatchObject({ bettingNoticeVisible: false, betHistory: true });
    expect(apply('mock_features=bettingNoticeVisible:on,betHistory:off').search).toBe('');
    expect(await cmsFeatures()).toMatchObject({ bettingNoticeVisible: true, betHistory: false, twoFactorAuth: true });
    expect(effectiveFeatureFlags()).toMatchObject({ bettingNoticeVisible: true, betHistory: false });

    apply('mock_features=bettingNotice:on,clickableTitles:no,twoFactorAuth:off:x,responsibleGaming:off');
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining('ignored mock_features entry bettingNotice:on (flag:on or flag:off with a flag of twoFactorAuth, verificationService,'),
      expect.stringContaining('ignored mock_features entry clickableTitles:no'),
      expect.stringContaining('ignored mock_features entry twoFactorAuth:off:x'),
    ]);
    expect(await cmsFeatures()).toMatchObject({ bettingNoticeVisible: true, responsibleGaming: false, clickableTitles: true, twoFactorAuth: true });

    apply('mock_features=reset');
    expect(await cmsFeatures()).toMatchObject({ bettingNoticeVisible: false, betHistory: true, responsibleGaming: true });
    expect(db().siteSettings?.features).toBeUndefined();
    warn.mockRestore();
  });

  it('mock_session_limit stores the player’s limit where the responsible-gaming page keeps it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(SESSION_LIMIT_STORAGE_KEY).toBe(SESSION_LIMIT_KEY);
    apply('mock_session_limit=1');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ignored mock_session_limit=1 (needs a signed-in player'));
    const account = signInAs('demo@example.com');
    apply('mock_session_limit=1');
    expect(sessionLimitOf(account.uid)).toBe(1);
    expect((await getApi<Record<string, string>>('storage.get', { keys: SESSION_LIMIT_KEY })).body.data).toEqual({ [SESSION_LIMIT_KEY]: '1' });
    apply('mock_session_limit=0&mock_session_limit=x');
    expect(sessionLimitOf(account.uid)).toBe(0);
    apply('mock_session_limit=1.5');
    expect(sessionLimitOf(account.uid)).toBe(0);
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('ignored mock_session_limit=1.5'));
    warn.mockRestore();
  });

  it('a waiting check is approved or rejected from the panel', () => {
    const account = signInAs('kyc@example.com');
    expect(decidePendingReview(account.uid, 'GREEN')).toBe(false);
    ensureApplicant(account);
    submitApplicant(issueToken(account, null));
    expect(pendingApplicantOf(account.uid)).not.toBeNull();
    expect(account.flags.is_on_verification).toBe(true);
    expect(decidePendingReview(account.uid, 'RED')).toBe(true);
    expect(pendingApplicantOf(account.uid)).toBeNull();
    expect(account.flags).toMatchObject({ is_verified: false, is_on_verification: false, is_kyc_block_enabled: true });
    submitApplicant(db().verifications![account.uid].tokens.at(-1)!);
    expect(decidePendingReview(account.uid, 'GREEN')).toBe(true);
    expect(account.flags).toMatchObject({ is_verified: true, is_on_verification: false, is_kyc_block_enabled: false });
  });

  it('the deposit limit goes back to the seed and a self-exclusion can be lifted', async () => {
    const limited = signInAs('limit@example.com');
    const seeded = { ...depositLimitOf(limited.uid)! };
    expect((await postApi('account.setDepositLimit', { period: 'week', amount: '500' })).body.data).toBe(1);
    resetDepositLimit(limited.uid);
    expect(depositLimitOf(limited.uid)).toEqual(seeded);
    const player = signInAs('new@example.com');
    await postApi('account.setDepositLimit', { period: 'day', amount: '20' });
    resetDepositLimit(player.uid);
    expect(depositLimitOf(player.uid)).toBeUndefined();

    expect((await postApi('account.setSelfExclusion', { period: '1m' })).body.data).toBe(1);
    expect(selfExcludedAccounts().map(({ account }) => account.email)).toEqual(['new@example.com']);
    liftSelfExclusion(player.uid);
    expect(selfExcludedAccounts()).toEqual([]);
    const login = await postApi('auth.login', { login: 'new@example.com', password: 'demo1234' });
    expect(login.body.error).toBeUndefined();
    expect((await getApi<AccountInfo>('account.getInfo')).body.data?.uid).toBe(player.uid);
  });

  it('lists the popups with who gets them and what the player closed', () => {
    signOut();
    expect(qaPopups(undefined, 'en').map(({ sysname, kind }) => [sysname, kind])).toEqual([
      ['welcome', 'afterSignIn'],
      ['weekend-reload', 'afterSignIn'],
      ['tournament-week', 'addressOnly'],
      ['spring-draft', 'draft'],
    ]);
    const account = signInAs('demo@example.com');
    db().storage[account.uid] = { [SEEN_POPUPS_STORAGE_KEY]: 'weekend-reload,tournament-week' };
    expect(qaPopups(account, 'it').map(({ sysname, kind, seen }) => [sysname, kind, seen])).toEqual([
      ['welcome', 'notForPlayer', false],
      ['weekend-reload', 'queued', true],
      ['tournament-week', 'addressOnly', true],
      ['spring-draft', 'draft', false],
    ]);
    expect(qaPopups(account, 'it')[1].title).toBe('Ricarica del weekend: +50%');
  });
});
