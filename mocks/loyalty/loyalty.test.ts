import type { LoyaltyCharactersPage, LoyaltyInfo, LoyaltyNotification, LoyaltyProduct, LoyaltyProgram } from '@/api/loyalty/loyalty.types';
import { walletOf } from '../account/accounts';
import { freeSpinsTable } from '../games/game-tables';
import { FEATURED_GAMES } from '../games/fixtures/catalogue';
import { addLoyaltyPoints, queueLoyaltyNotice, signInAs, signOut } from '../scenarios';
import { getApi, postApi } from '../core/test-utils';
import { sessionToken } from '../games/mock-game/mock-game';

interface Page<T> { items: T[]; total: number }

const info = async () => (await getApi<LoyaltyInfo>('loyalty.getInfo')).body.data;
const notices = async (locale = 'en') => (await getApi<Page<LoyaltyNotification>>('loyalty.getNotifications', { locale })).body.data?.items ?? [];

describe('loyalty mock', () => {
  it('gives the demo player points, a level, a character and the levels in the request language', async () => {
    signInAs('demo@example.com');
    const data = await info();
    expect(data).toMatchObject({ is_active: true, points: 1200, earned_points: 2600, pointsAlias: 'points', character: { id: 1, name: 'Fox' } });
    expect(data?.levels.map((level) => level.sysname)).toEqual(['bronze', 'silver', 'gold', 'platinum', 'diamond']);
    expect(data?.levels.filter((level) => level.is_current).map((level) => level.name)).toEqual(['Silver']);
    const russian = await getApi<LoyaltyInfo>('loyalty.getInfo', { locale: 'ru' });
    expect(russian.body.data?.levels[1].name).toBe('Серебро');
  });

  it('serves the shop and the programmes to visitors, but not the standing', async () => {
    signOut();
    const products = await getApi<Page<LoyaltyProduct>>('loyalty.getProducts');
    expect(products.body.data?.items.length).toBeGreaterThan(4);
    const programs = await getApi<Page<LoyaltyProgram>>('loyalty.getPrograms', { locale: 'it' });
    expect(programs.body.data?.items.map((program) => program.sysname)).toEqual(['slots', 'live', 'gold']);
    expect((await getApi<LoyaltyProgram>('loyalty.getProgram', { sysname: 'live' })).body.data?.title).toBe('Live casino');
    const unknown = await getApi('loyalty.getProgram', { sysname: 'nope' });
    expect(unknown.status).toBe(400);
    expect((await getApi('loyalty.getInfo')).status).toBe(401);
  });

  it('buys a product with points: points leave, the money lands, a credit notice is queued once', async () => {
    const account = signInAs('demo@example.com');
    const main = walletOf(account).main;
    expect((await postApi('loyalty.buyProduct', { id: '1' })).body.data).toBe(1);
    expect((await info())?.points).toBe(700);
    expect(walletOf(account).main).toBe(main + 500);
    const queued = await notices();
    expect(queued).toEqual([expect.objectContaining({ type: 'credit', trigger: 'shop_purchase', title: 'Shop purchase', message: 'Credited: €5 cash', amount: 5, amountType: 'money' })]);
    expect(await notices()).toEqual([]);
  });

  it('refuses a product the player cannot afford or whose level they lack, and keeps the points', async () => {
    signInAs('demo@example.com');
    const short = await postApi('loyalty.buyProduct', { id: '6' });
    expect(short.status).toBe(400);
    expect(short.body.error).toMatchObject({ type: 'InvalidParameterException', error_data: { points: ['INSUFFICIENT_POINTS'] } });
    addLoyaltyPoints(10_000);
    const level = await postApi('loyalty.buyProduct', { id: '5' });
    expect(level.body.data).toBe(1);
    // The €100 bonus needs Gold (5,000 earned): a fresh player with 600 points is Bronze.
    signInAs('2fa@example.com');
    addLoyaltyPoints(600);
    expect((await postApi('loyalty.buyProduct', { id: '5' })).body.error?.error_data).toEqual({ id: ['LEVEL_TOO_LOW'] });
    expect((await info())?.points).toBe(600);
  });

  it('gives free spins for a free-spins product', async () => {
    const account = signInAs('demo@example.com');
    await postApi('loyalty.buyProduct', { id: '3' });
    expect(freeSpinsTable().filter((pack) => pack.uid === account.uid && pack.total_count === 20)).toHaveLength(1);
  });

  it('changes the character only to one of the list', async () => {
    signInAs('demo@example.com');
    const list = await getApi<LoyaltyCharactersPage>('loyalty.getCharacters', { offset: '0', limit: '4' });
    expect(list.body.data).toMatchObject({ offset: 0, limit: 4, total: 6 });
    expect(list.body.data?.items).toHaveLength(4);
    expect((await postApi('loyalty.setCharacter', { id: '3' })).body.data).toBe(1);
    expect((await info())?.character?.name).toBe('Dragon');
    expect((await postApi('loyalty.setCharacter', { id: '99' })).status).toBe(400);
  });

  it('earns points from real-money spins at the level rate and tells about a new level', async () => {
    const account = signInAs('demo@example.com');
    const session = sessionToken(account.uid, FEATURED_GAMES.demoSlot);
    const spin = () =>
      fetch(new URL('/mock-games/api/spin', location.origin).href, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ session, sysname: FEATURED_GAMES.demoSlot, bet: 1000, force: 'lose' }) });
    await spin();
    // Silver earns 1.2 points per €1: a €10 bet gives 12.
    expect((await info())?.points).toBe(1212);
    addLoyaltyPoints(2400);
    const queued = await notices('ru');
    expect(queued.map((notice) => notice.title)).toEqual(['Начислены баллы', 'Новый уровень!']);
    expect(queued[1].message).toBe('Теперь ваш уровень — Золото.');
  });

  it('queues a failure notice for QA', async () => {
    signInAs('demo@example.com');
    expect(queueLoyaltyNotice('other')).toBe(true);
    expect(await notices()).toEqual([expect.objectContaining({ type: 'other', title: 'Credit failed' })]);
    signOut();
    expect(queueLoyaltyNotice('credit')).toBe(false);
  });
});
