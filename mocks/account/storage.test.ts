import { signInAs, signOut } from '../scenarios';
import { getApi, postApi } from '../core/test-utils';

describe('storage namespace', () => {
  it('round-trips values per user', async () => {
    signInAs('2fa@example.com');
    expect((await postApi('storage.set', { key: 'already_seen_cashback_id', value: '42' })).body).toEqual({ data: 1 });
    expect((await postApi('storage.set', { key: 'confirm_sent', value: 'true' })).body).toEqual({ data: 1 });
    expect((await getApi('storage.getKeys')).body.data).toEqual(['already_seen_cashback_id', 'confirm_sent']);
    const { body } = await getApi('storage.get', { keys: 'already_seen_cashback_id,confirm_sent,never_set' });
    expect(body.data).toEqual({ already_seen_cashback_id: '42', confirm_sent: 'true' });

    signInAs('demo@example.com');
    expect((await getApi('storage.get', { keys: 'confirm_sent' })).body.data).toEqual({});
  });

  it('needs a session', async () => {
    signOut();
    const { status, body } = await postApi('storage.set', { key: 'a', value: 'b' });
    expect(status).toBe(401);
    expect(body.error?.type).toBe('AuthorizationException');
    expect((await getApi('storage.getKeys')).status).toBe(401);
  });

  it('requires a key', async () => {
    signInAs('demo@example.com');
    const { status, body } = await postApi('storage.set', { value: 'b' });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ type: 'InvalidParameterException', error_data: { key: ['REQUIRED'] } });
  });
});
