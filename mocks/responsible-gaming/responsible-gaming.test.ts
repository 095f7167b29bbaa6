import type { AccountInfo, DepositLimit } from '@/api/account/account.types';
import { CARD, deposit } from '../cashier/test-helpers';
import { depositLimitsTable } from '../cashier/cashier-tables';
import { signInAs } from '../scenarios';
import { getApi, postApi } from '../core/test-utils';

/** account.setDepositLimit, setSelfExclusion, setUserOnVerification and verification.* (decision record 023). */
describe('responsible gaming in the mock', () => {
  it('a daily limit set by the player makes the cashier refuse a bigger deposit', async () => {
    signInAs('new@example.com');
    expect((await postApi('account.setDepositLimit', { period: 'day', amount: '50' })).body.data).toBe(1);
    const limit = (await getApi<DepositLimit>('account.getDepositLimit')).body.data!;
    expect(limit).toMatchObject({ period: 'day', limit_amount: 50, available_amount: 50, can_edit: true });
    expect(limit.expired_at).toBeGreaterThan(Date.now() / 1000);

    const refused = await deposit({ method: 'card', amount: 80, requisites: CARD });
    expect(refused.body.error?.type).toBe('BillingDepositLimitExceededException');
    const allowed = await deposit({ method: 'card', amount: 30, requisites: CARD });
    expect(allowed.body.data).toMatchObject({ status: 'success' });
    expect((await getApi<DepositLimit>('account.getDepositLimit')).body.data).toMatchObject({ available_amount: 20 });

    expect((await postApi('account.setDepositLimit', { period: 'none' })).body.data).toBe(1);
    expect((await getApi<DepositLimit>('account.getDepositLimit')).body.data).toMatchObject({ period: 'none', limit_amount: 0 });
  });

  it('refuses a bad period or amount, and a limit the operator locked', async () => {
    signInAs('new@example.com');
    expect((await postApi('account.setDepositLimit', { period: 'year', amount: '5' })).body.error?.type).toBe('InvalidParameterException');
    expect((await postApi('account.setDepositLimit', { period: 'week', amount: '0' })).body.error?.type).toBe('InvalidParameterException');
    const { uid } = signInAs('limit@example.com');
    depositLimitsTable()[uid].can_edit = false;
    expect((await postApi('account.setDepositLimit', { period: 'month', amount: '10' })).body.error?.type).toBe('InvalidRequestException');
    expect((await getApi<DepositLimit>('account.getDepositLimit')).body.data).toMatchObject({ period: 'day', limit_amount: 100, can_edit: false });
  });

  it('self-exclusion ends the session and refuses the next sign-in', async () => {
    signInAs('new@example.com');
    expect((await postApi('account.setSelfExclusion', { period: '1m' })).body.data).toBe(1);
    expect((await getApi<AccountInfo>('account.getInfo')).body.data?.uid).toBe(0);
    const login = await postApi('auth.login', { login: 'new@example.com', password: 'demo1234' });
    expect(login.body.error?.type).toBe('AuthorizationException');
  });

  it('creates one applicant, issues tokens and marks the player on verification', async () => {
    signInAs('kyc@example.com');
    const first = (await postApi<{ applicant_id: string }>('verification.createApplicant')).body.data!;
    const again = (await postApi<{ applicant_id: string }>('verification.createApplicant')).body.data!;
    expect(again.applicant_id).toBe(first.applicant_id);
    const token = (await postApi<{ token: string }>('verification.getAccessToken', { externalActionId: 'withdrawal-1' })).body.data!;
    expect(token.token).toMatch(/^_act-mock-/);
    expect((await postApi('account.setUserOnVerification')).body.data).toBe(1);
    expect((await getApi<AccountInfo>('account.getInfo')).body.data).toMatchObject({ is_on_verification: true, is_verified: false });
  });

  it('a verified player gets no new applicant', async () => {
    signInAs('demo@example.com');
    expect((await postApi('verification.createApplicant')).body.error?.type).toBe('InvalidRequestException');
  });
});
