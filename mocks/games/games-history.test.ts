import { findAccountByEmail } from '../account/accounts';
import { db } from '../core/db';
import { signInAs } from '../scenarios';
import { getApi, postApi } from '../core/test-utils';

interface Round { id: number; game: { sysname: string; name: string }; bet: number; win: number; currency: string; created_at: string }
interface ExportRequest { id: number; status: string; url: string | null }

describe('games history and export mocks', () => {
  afterEach(() => vi.useRealTimers());

  it('asks anonymous callers to sign in', async () => {
    expect((await getApi('games.getHistory')).body.error?.type).toBe('AuthorizationException');
    expect((await postApi('games.createHistoryExportRequest')).body.error?.type).toBe('AuthorizationException');
  });

  it('pages the seeded rounds of demo@example.com newest first, in currency units', async () => {
    signInAs('demo@example.com');
    const first = await getApi<{ items: Round[]; total: number }>('games.getHistory', { offset: '0', count: '5' });
    const second = await getApi<{ items: Round[]; total: number }>('games.getHistory', { offset: '5', count: '5' });
    expect(first.body.data?.total).toBeGreaterThan(10);
    const items = [...(first.body.data?.items ?? []), ...(second.body.data?.items ?? [])];
    expect(new Set(items.map((item) => item.id)).size).toBe(10);
    const times = items.map((item) => Date.parse(item.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(items[0].game.name).not.toBe('');
    expect(Number.isInteger(items[0].bet * 100)).toBe(true);
  });

  it('merges rounds the player really played and filters by date', async () => {
    const account = signInAs('new@example.com');
    expect((await getApi<{ total: number }>('games.getHistory')).body.data?.total).toBe(0);
    const now = Math.floor(Date.now() / 1000);
    db().gameRounds = [
      { id: 1, uid: account.uid, sysname: 'lucky-orbit-fruits', bet: 250, win: 1000, currency: 'EUR', created_at: now },
      { id: 2, uid: account.uid, sysname: 'star-crash', bet: 100, win: 0, currency: 'EUR', created_at: now - 10 * 86_400 },
      { id: 3, uid: findAccountByEmail('demo@example.com')?.uid ?? 0, sysname: 'star-crash', bet: 1, win: 0, currency: 'EUR', created_at: now },
    ];
    const all = await getApi<{ items: Round[]; total: number }>('games.getHistory');
    expect(all.body.data?.items.map((item) => [item.id, item.bet, item.win])).toEqual([[1, 2.5, 10], [2, 1, 0]]);
    const today = new Date().toISOString().slice(0, 10);
    const recent = await getApi<{ items: Round[] }>('games.getHistory', { date_from: today });
    expect(recent.body.data?.items.map((item) => item.id)).toEqual([1]);
    expect((await getApi('games.getHistory', { date_from: '22/11/2026' })).body.error?.type).toBe('InvalidParameterException');
  });

  it('creates an export that is pending, then ready with a download address serving CSV', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    signInAs('demo@example.com');
    expect((await getApi('games.getHistoryExportRequest')).body.data).toBeNull();

    const created = await postApi<ExportRequest>('games.createHistoryExportRequest');
    expect(created.body.data).toMatchObject({ status: 'pending', url: null });
    expect((await postApi('games.createHistoryExportRequest')).body.error?.type).toBe('TooManyRequestsException');

    vi.setSystemTime(Date.now() + 10_000);
    const ready = await getApi<ExportRequest>('games.getHistoryExportRequest');
    expect(ready.body.data?.status).toBe('ready');
    const file = await fetch(new URL(ready.body.data?.url ?? '', location.origin));
    expect(file.headers.get('content-type')).toBe('text/csv');
    expect((await file.text()).split('\n')[0]).toBe('date,game,bet,win,currency');
  });
});
