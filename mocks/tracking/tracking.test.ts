import { setBalanceRefresh, setForceLogoutTime, setMainBalance, setSeonEnabled, signInAs, applyScenariosFromUrl } from '../scenarios';
import { getApi, postApi } from '../core/test-utils';
import { clearReceivedHits, receivedHits } from './tracking';

describe('GET /hit', () => {
  afterEach(() => clearReceivedHits());

  it('answers a 1x1 gif and remembers the query', async () => {
    const response = await fetch(new URL('/hit?referrer=&track_id=5&track_source=td', location.origin));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/gif');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(String.fromCharCode(...bytes.slice(0, 6))).toBe('GIF89a');
    expect(receivedHits()).toEqual([{ referrer: '', track_id: '5', track_source: 'td' }]);
  });
});

describe('session QA switches', () => {
  it('mock_force_logout and mock_seon change general info; mock_balance_refresh the content configuration', async () => {
    setForceLogoutTime(60);
    setSeonEnabled(true);
    expect((await getApi<{ time_to_force_logout: number; is_seon_enabled: boolean }>('metadata.getGeneralInfo')).body.data).toMatchObject({
      time_to_force_logout: 60,
      is_seon_enabled: true,
    });
    setBalanceRefresh('both');
    const config = (await (await fetch(new URL('/cms/nfx/cms-config/en', location.origin))).json()) as {
      data: { attributes: { balanceUpdate: Record<string, unknown> } };
    };
    expect(config.data.attributes.balanceUpdate).toMatchObject({
      isEnabledInterval: true,
      isEnabledRequestsAfterClick: true,
      countSecondsForInterval: 10,
    });
  });

  it('mock_balance sets the signed-in main balance; the URL switches are applied and removed', async () => {
    expect(setMainBalance(10)).toBe(false);
    const clean = applyScenariosFromUrl(
      new URL('http://x.test/en/?mock_login=demo@example.com&mock_balance=1234.5&mock_balance_refresh=click&mock_force_logout=90&mock_seon=1&a=1'),
    );
    expect(clean.search).toBe('?a=1');
    signInAs('demo@example.com');
    const { body } = await getApi<{ balance_main: { amount: number } }>('account.getBalance');
    expect(body.data?.balance_main.amount).toBe(1234.5);
    expect((await getApi<{ time_to_force_logout: number }>('metadata.getGeneralInfo')).body.data?.time_to_force_logout).toBe(90);
  });

  it('sendConfirmationToContact accepts an unconfirmed contact of the player only', async () => {
    signInAs('new@example.com');
    expect((await postApi('account.sendConfirmationToContact', { contact: 'new@example.com' })).body).toEqual({ data: 1 });
    expect((await postApi('account.sendConfirmationToContact', { contact: 'other@example.com' })).body.error?.type).toBe(
      'InvalidParameterException',
    );
    signInAs('demo@example.com');
    expect((await postApi('account.sendConfirmationToContact', { contact: 'demo@example.com' })).body.error?.type).toBe(
      'InvalidParameterException',
    );
    const profile = await getApi<{ contacts: Array<{ contact: string; is_confirmed: boolean }> }>('account.getProfileInfo');
    expect(profile.body.data?.contacts).toEqual([expect.objectContaining({ contact: 'demo@example.com', is_confirmed: true })]);
  });
});
