import { sessionAccount } from '../account/accounts';
import { postApi } from '../core/test-utils';

const form = { email: 'partner-signup@example.com', password: 'secret1', currency: 'EUR', terms: '1' };

describe('auth.register records the tracking link partner (SPEC §2) for QA', () => {
  it('keeps publisher_id, goal_id, goal_entry_id and link_id on the new account', async () => {
    expect((await postApi('auth.register', { ...form, publisher_id: '7', link_id: '9' })).status).toBe(200);
    expect(sessionAccount()?.partner).toEqual({ publisher_id: '7', goal_id: null, goal_entry_id: null, link_id: '9' });
  });

  it('leaves the account without a partner when the sign-up came by no tracking link', async () => {
    expect((await postApi('auth.register', form)).status).toBe(200);
    expect(sessionAccount()?.partner ?? null).toBeNull();
  });
});
