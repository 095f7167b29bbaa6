import type { LoyaltyNotification } from '@/api/loyalty/loyalty.types';
import { FEATURED_GAMES } from '../games/fixtures/catalogue';
import { fill, langOf, levelName, levelRank, levelSeedFor, NOTICE_TEXTS, productSeed } from './fixtures/loyalty';
import { walletOf } from '../account/accounts';
import { db, persistDb } from '../core/db';
import { freeSpinsTable } from '../games/game-tables';
import type { AccountRow } from '../core/schema';
import type { LoyaltyRow, StoredNotice } from './loyalty-rows';

/** The demo player starts on Silver with enough points for the cheaper products only. */
const DEMO_SEED: LoyaltyRow = { points: 1200, earned: 2600, character_id: 1, purchases: [], notifications: [] };

function loyaltyTable(): Record<number, LoyaltyRow> {
  const tables = db();
  tables.loyalty ??= {};
  return tables.loyalty;
}

export function loyaltyOf(account: AccountRow): LoyaltyRow {
  const table = loyaltyTable();
  table[account.uid] ??= account.email === 'demo@example.com' ? structuredClone(DEMO_SEED) : { points: 0, earned: 0, character_id: null, purchases: [], notifications: [] };
  return table[account.uid];
}

function queue(row: LoyaltyRow, notice: Omit<StoredNotice, 'id'>): void {
  row.notice_seq = (row.notice_seq ?? 0) + 1;
  row.notifications.push({ id: row.notice_seq, ...notice });
}

function words(notice: StoredNotice, locale: string | null): LoyaltyNotification {
  const lang = langOf(locale);
  const texts = {
    points: [NOTICE_TEXTS.pointsTitle[lang], fill(NOTICE_TEXTS.pointsMessage[lang], { amount: notice.amount ?? 0 })],
    level: [NOTICE_TEXTS.levelTitle[lang], fill(NOTICE_TEXTS.levelMessage[lang], { level: levelName(String(notice.ref), locale) })],
    purchase: [NOTICE_TEXTS.purchaseTitle[lang], fill(NOTICE_TEXTS.purchaseMessage[lang], { title: productSeed(Number(notice.ref))?.title[lang] ?? '' })],
    other: [NOTICE_TEXTS.otherTitle[lang], NOTICE_TEXTS.otherMessage[lang]],
  }[notice.text];
  return { id: notice.id, trigger: notice.trigger, type: notice.type, title: texts[0], message: texts[1], amount: notice.amount, amountType: notice.amountType, image: null };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Adds points (earned too); a level reached on the way queues a credit notification. */
export function creditPoints(account: AccountRow, amount: number, trigger: string, notify = false): void {
  const row = loyaltyOf(account);
  const before = levelSeedFor(row.earned);
  row.points = round2(row.points + amount);
  row.earned = round2(row.earned + amount);
  if (notify) queue(row, { trigger, type: 'credit', text: 'points', ref: null, amount, amountType: 'points' });
  const after = levelSeedFor(row.earned);
  if (after.id !== before.id) queue(row, { trigger: 'level_up', type: 'credit', text: 'level', ref: after.sysname, amount: null, amountType: null });
}

/** A real-money spin of `bet` cents in the mock slot: points at the player's level rate. */
export function addLoyaltyPoints(account: AccountRow, bet: number): void {
  const rate = levelSeedFor(loyaltyOf(account).earned).rate;
  creditPoints(account, round2((bet / 100) * rate), 'spin');
}

export type BuyResult = 'done' | 'notFound' | 'insufficient' | 'levelTooLow';

/** Buys a product: points leave, the product's value lands (balance, bonus balance or free spins). */
export function buyProduct(account: AccountRow, id: number): BuyResult {
  const seed = productSeed(id);
  if (!seed) return 'notFound';
  const row = loyaltyOf(account);
  if (seed.min_level && levelRank(levelSeedFor(row.earned).sysname) < levelRank(seed.min_level)) return 'levelTooLow';
  if (row.points < seed.price) return 'insufficient';
  row.points = round2(row.points - seed.price);
  row.purchases.push({ product_id: id, at: Math.floor(Date.now() / 1000) });
  const wallet = walletOf(account);
  if (seed.type === 'money') wallet.main += seed.value;
  else if (seed.type === 'bonus') wallet.bonus += seed.value;
  else {
    const spins = freeSpinsTable();
    spins.push({
      id: Math.max(7000, ...spins.map((spin) => spin.id)) + 1,
      uid: account.uid,
      sysname: FEATURED_GAMES.demoSlot,
      remaining_count: seed.value,
      total_count: seed.value,
      status: 'active',
    });
  }
  queue(row, {
    trigger: 'shop_purchase',
    type: 'credit',
    text: 'purchase',
    ref: id,
    amount: seed.type === 'freespins' ? seed.value : seed.value / 100,
    amountType: seed.type,
  });
  persistDb();
  return 'done';
}

/** Hands out the waiting notifications once. */
export function takeNotifications(account: AccountRow, locale: string | null): LoyaltyNotification[] {
  const row = loyaltyOf(account);
  const taken = row.notifications;
  row.notifications = [];
  if (taken.length > 0) persistDb();
  return taken.map((notice) => words(notice, locale));
}

/** QA (mock_loyalty_points): adds points to the signed-in player, with a credit notification. */
export function addQaPoints(account: AccountRow, amount: number): void {
  creditPoints(account, amount, 'qa', true);
  persistDb();
}

/** QA (mock_loyalty_notice): queues a credit or an "other" (failure) notification. */
export function queueQaNotice(account: AccountRow, type: 'credit' | 'other'): void {
  const row = loyaltyOf(account);
  if (type === 'credit') creditPoints(account, 100, 'qa', true);
  else queue(row, { trigger: 'qa', type, text: 'other', ref: null, amount: null, amountType: null });
  persistDb();
}
