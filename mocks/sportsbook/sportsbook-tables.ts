import type { SportsBet, SportsBetKind, SportsBetSelection } from '@/api/sportsbook/sportsbook.types';
import { hashText } from '../games/fixtures/prng';
import { walletOf } from '../account/accounts';
import { db, persistDb } from '../core/db';
import type { AccountRow } from '../core/schema';
import type { ForcedOutcome, SportsBetRow, SportsbookTable } from './sportsbook-rows';

/** Bets settle this long after they are placed. */
export const SETTLE_AFTER_MS = 4000;

export function sportsbookTable(): SportsbookTable {
  const tables = db();
  tables.sportsbook ??= { bets: [], nextId: 5001, tokenEpoch: 1, forced: null };
  return tables.sportsbook;
}

export function sportsbookToken(uid: number, epoch = sportsbookTable().tokenEpoch): string {
  return `sbk.${uid}.${epoch}.${hashText(`sbk:${uid}:${epoch}`).toString(36)}`;
}

/** Who a token belongs to: the signed-in account, 'expired' for an older epoch, null when it is not valid. */
export function tokenOwner(token: unknown): AccountRow | 'expired' | null {
  if (typeof token !== 'string') return null;
  const match = /^sbk\.(\d+)\.(\d+)\.[0-9a-z]+$/.exec(token);
  if (!match) return null;
  const [uid, epoch] = [Number(match[1]), Number(match[2])];
  if (token !== sportsbookToken(uid, epoch)) return null;
  const account = db().session.currentUid === uid ? db().accounts.find((row) => row.uid === uid) : undefined;
  if (!account) return null;
  return epoch === sportsbookTable().tokenEpoch ? account : 'expired';
}

export function expireSportsbookTokens(): void {
  sportsbookTable().tokenEpoch += 1;
  persistDb();
}

export function setForcedOutcome(outcome: ForcedOutcome | null): void {
  sportsbookTable().forced = outcome;
  persistDb();
}

export function placeBet(account: AccountRow, kind: SportsBetKind, stake: number, selections: SportsBetSelection[], now = Date.now()): SportsBetRow {
  const table = sportsbookTable();
  const wallet = walletOf(account);
  const odds = Math.round(selections.reduce((product, selection) => product * selection.odds, 1) * 100) / 100;
  wallet.main -= stake;
  const row: SportsBetRow = {
    id: table.nextId++,
    uid: account.uid,
    kind,
    status: 'open',
    stake,
    odds,
    payout: 0,
    currency: wallet.currency,
    selections,
    created_at: now,
    settle_at: now + SETTLE_AFTER_MS,
    settled_at: null,
  };
  table.bets.push(row);
  persistDb();
  return row;
}

/** Settles the open bets that are due (all open bets with `all`); winners and voids are paid into the main balance. Returns how many settled. */
export function settleDueBets(now = Date.now(), all = false): number {
  const table = sportsbookTable();
  let settled = 0;
  for (const bet of table.bets) {
    if (bet.status !== 'open' || (!all && bet.settle_at > now)) continue;
    const outcome: ForcedOutcome = table.forced ?? ((hashText(`bet:${bet.id}`) % 1000) / 1000 < 0.95 / bet.odds ? 'win' : 'lose');
    bet.status = outcome === 'win' ? 'won' : outcome === 'lose' ? 'lost' : 'void';
    bet.payout = outcome === 'win' ? Math.round(bet.stake * bet.odds) : outcome === 'void' ? bet.stake : 0;
    bet.settled_at = now;
    const account = db().accounts.find((row) => row.uid === bet.uid);
    if (account && bet.payout > 0) walletOf(account).main += bet.payout;
    settled += 1;
  }
  if (settled > 0) persistDb();
  return settled;
}

/** The player's bets on the wire, newest first. */
export function betsOf(account: AccountRow): SportsBet[] {
  return sportsbookTable()
    .bets.filter((bet) => bet.uid === account.uid)
    .sort((a, b) => b.created_at - a.created_at || b.id - a.id)
    .map((bet) => ({
      id: bet.id,
      kind: bet.kind,
      status: bet.status,
      stake: bet.stake / 100,
      odds: bet.odds,
      payout: bet.payout / 100,
      currency: bet.currency,
      selections: bet.selections,
      created_at: Math.floor(bet.created_at / 1000),
      settled_at: bet.settled_at === null ? null : Math.floor(bet.settled_at / 1000),
    }));
}
