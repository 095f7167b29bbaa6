import type { Bonus, BonusType } from '@/api/bonuses/bonuses.types';
import type { Cashback } from '@/api/cashbacks/cashbacks.types';
import { bettingBonusesOf, bonusesOf } from './fixtures/player-bonuses';
import { cashbacksOf } from './fixtures/player-cashbacks';
import { walletOf } from '../account/accounts';
import { db, persistDb } from '../core/db';
import type { AccountRow, BonusStateRow, CashbackStateRow, ExtraCashbackRow, GrantedBonusRow } from '../core/schema';

/**
 * Bonuses and cashbacks of the mock: the seeded fixtures with what the player did to them on top
 * (optional tables of MockDb, created on first use). Bonus rules of the mock:
 * - activate: available -> active, the amount joins the wallet's bonus (betting: betting bonus)
 *   balance; only one bonus of a type is active, so activating one first deactivates the other;
 * - deactivate: active -> available (wagering kept), the amount leaves the balance again;
 * - remove: available or active -> cancelled; an active one's amount leaves the balance;
 * - real-money spins of the mock slot add their bet to the active casino bonus's wagering; when it
 *   reaches max the bonus is wagered and its amount moves from the bonus to the main balance.
 */
function bonusStates(): Record<number, BonusStateRow> {
  const tables = db();
  tables.bonusStates ??= {};
  return tables.bonusStates;
}

function cashbackStates(): Record<number, CashbackStateRow> {
  const tables = db();
  tables.cashbackStates ??= {};
  return tables.cashbackStates;
}

function extraCashbacks(): ExtraCashbackRow[] {
  const tables = db();
  tables.extraCashbacks ??= [];
  return tables.extraCashbacks;
}

function grantedBonuses(): GrantedBonusRow[] {
  const tables = db();
  tables.grantedBonuses ??= [];
  return tables.grantedBonuses;
}

const DAY_SECONDS = 86_400;
const FIRST_GRANTED_BONUS_ID = 9101;

/** A promo code's bonus for the player (campaigns.activateOffer): available, with its own wagering. */
export function grantBonus(account: AccountRow, grant: Omit<GrantedBonusRow, 'id' | 'uid' | 'created_at'>): void {
  const rows = grantedBonuses();
  const id = rows.reduce((max, row) => Math.max(max, row.id), FIRST_GRANTED_BONUS_ID - 1) + 1;
  rows.push({ ...grant, id, uid: account.uid, created_at: Math.floor(Date.now() / 1000) });
  persistDb();
}

function grantedOf(account: AccountRow, type: BonusType, locale: string): Bonus[] {
  return grantedBonuses()
    .filter((row) => row.uid === account.uid && row.type === type)
    .map((row) => ({
      id: row.id,
      type,
      status: 'available',
      name: row.name[locale] ?? row.name.ru,
      amount: { amount: row.amount, currency: account.currency },
      wager: { min: 0, max: row.wager_max, current: 0 },
      created_at: row.created_at,
      expires_at: row.created_at + row.valid_days * DAY_SECONDS,
    }));
}

/** The player's bonuses of a type as they stand now (the seeded ones, then those promo codes granted). */
export function liveBonuses(account: AccountRow, type: BonusType, locale = 'ru'): Bonus[] {
  const tables = db();
  const seeded = [...(type === 'casino' ? bonusesOf : bettingBonusesOf)(account, tables.accounts, tables.seededAt, locale), ...grantedOf(account, type, locale)];
  const states = bonusStates();
  return seeded.map((bonus) => {
    const state = states[bonus.id];
    return state ? { ...bonus, status: state.status, wager: { ...bonus.wager, current: state.current } } : bonus;
  });
}

const cents = (amount: number) => Math.round(amount * 100);

/** The balance of the wallet a bonus type feeds. */
function adjustBalance(account: AccountRow, type: BonusType, deltaCents: number): void {
  const wallet = walletOf(account);
  if (type === 'casino') wallet.bonus = Math.max(0, wallet.bonus + deltaCents);
  else wallet.betting_bonus = Math.max(0, wallet.betting_bonus + deltaCents);
}

function setState(bonus: Bonus, status: BonusStateRow['status'], current = bonus.wager.current): void {
  bonusStates()[bonus.id] = { status, current };
}

/** The outcome of a bonus write: done, no such bonus of the player, or not allowed in its status. */
export type BonusWriteResult = 'done' | 'notFound' | 'wrongStatus';

function findBonus(account: AccountRow, type: BonusType, id: number): Bonus | undefined {
  return liveBonuses(account, type).find((bonus) => bonus.id === id);
}

export function activateBonus(account: AccountRow, type: BonusType, id: number): BonusWriteResult {
  const bonus = findBonus(account, type, id);
  if (!bonus) return 'notFound';
  if (bonus.status !== 'available') return 'wrongStatus';
  for (const other of liveBonuses(account, type)) {
    if (other.status === 'active') {
      setState(other, 'available');
      adjustBalance(account, type, -cents(other.amount.amount));
    }
  }
  setState(bonus, 'active');
  adjustBalance(account, type, cents(bonus.amount.amount));
  persistDb();
  return 'done';
}

export function deactivateBonus(account: AccountRow, type: BonusType, id: number): BonusWriteResult {
  const bonus = findBonus(account, type, id);
  if (!bonus) return 'notFound';
  if (bonus.status !== 'active') return 'wrongStatus';
  setState(bonus, 'available');
  adjustBalance(account, type, -cents(bonus.amount.amount));
  persistDb();
  return 'done';
}

export function removeBonus(account: AccountRow, type: BonusType, id: number): BonusWriteResult {
  const bonus = findBonus(account, type, id);
  if (!bonus) return 'notFound';
  if (bonus.status !== 'available' && bonus.status !== 'active') return 'wrongStatus';
  if (bonus.status === 'active') adjustBalance(account, type, -cents(bonus.amount.amount));
  setState(bonus, 'cancelled');
  persistDb();
  return 'done';
}

/**
 * A real-money bet of `betCents` in the mock slot: adds to the active casino bonus's wagering; a
 * bonus that reaches its target is wagered, its amount moving from the bonus to the main balance.
 * The caller persists.
 */
export function wagerBet(account: AccountRow, betCents: number): void {
  const bonus = liveBonuses(account, 'casino').find((candidate) => candidate.status === 'active');
  if (!bonus) return;
  const current = Math.min(bonus.wager.max, Math.round((bonus.wager.current + betCents / 100) * 100) / 100);
  if (current >= bonus.wager.max) {
    setState(bonus, 'wagered', current);
    adjustBalance(account, 'casino', -cents(bonus.amount.amount));
    walletOf(account).main += cents(bonus.amount.amount);
  } else {
    setState(bonus, 'active', current);
  }
}

/** The player's cashbacks as they stand now (removed ones left out), seeded and added by QA. */
export function liveCashbacks(account: AccountRow, locale = 'ru'): Required<Cashback>[] {
  const tables = db();
  const seeded = cashbacksOf(account, tables.accounts, tables.seededAt, locale);
  const extra: Required<Cashback>[] = extraCashbacks()
    .filter((row) => row.uid === account.uid)
    .map((row) => ({
      id: row.id,
      status: 'active',
      amount: { amount: row.amount, currency: account.currency },
      created_at: row.created_at,
      end_date: row.end_date,
      receiving_expired_at: row.receiving_expired_at,
      paid_out_at: null,
      description: { title: WEEKLY_TITLE[locale] ?? WEEKLY_TITLE.ru, percent: 10 },
    }));
  const states = cashbackStates();
  return [...seeded, ...extra]
    .filter((cashback) => states[cashback.id]?.status !== 'removed')
    .map((cashback) => {
      const state = states[cashback.id];
      return state?.status === 'paid_out' ? { ...cashback, status: 'paid_out', receiving_expired_at: null, paid_out_at: state.at } : cashback;
    });
}

const WEEKLY_TITLE: Record<string, string> = { ru: 'Еженедельный кэшбэк', en: 'Weekly cashback', it: 'Cashback settimanale', es: 'Reembolso semanal' };

export function payoutCashback(account: AccountRow, id: number): BonusWriteResult {
  const cashback = liveCashbacks(account).find((candidate) => candidate.id === id);
  if (!cashback) return 'notFound';
  if (cashback.status !== 'active') return 'wrongStatus';
  walletOf(account).main += cents(cashback.amount.amount);
  cashbackStates()[id] = { status: 'paid_out', at: Math.floor(Date.now() / 1000) };
  persistDb();
  return 'done';
}

export function removeCashback(account: AccountRow, id: number): BonusWriteResult {
  if (!liveCashbacks(account).some((candidate) => candidate.id === id)) return 'notFound';
  cashbackStates()[id] = { status: 'removed', at: Math.floor(Date.now() / 1000) };
  persistDb();
  return 'done';
}

/** QA (mock_cashback=new, QA panel): a new active cashback for the player, returned. */
export function addNewCashback(account: AccountRow): ExtraCashbackRow {
  const rows = extraCashbacks();
  const id = rows.reduce((max, row) => Math.max(max, row.id), 8900) + 1;
  const now = Math.floor(Date.now() / 1000);
  const row: ExtraCashbackRow = {
    id,
    uid: account.uid,
    amount: Math.round((5 + (id % 7) * 3.35) * 100) / 100,
    created_at: now,
    end_date: now - 60,
    receiving_expired_at: now + 7 * 86_400,
  };
  rows.push(row);
  persistDb();
  return row;
}

/** mock_cashback=new and the QA panel: a new active cashback for the signed-in player; null when nobody is. */
export function newCashbackForSession(): ExtraCashbackRow | null {
  const uid = db().session.currentUid;
  const account = uid === null ? undefined : db().accounts.find((row) => row.uid === uid);
  return account ? addNewCashback(account) : null;
}
