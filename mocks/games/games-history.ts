import { HttpResponse } from 'msw';
import { http } from '../core/lean-http';
import { findAccountByEmail, sessionAccount } from '../account/accounts';
import { db } from '../core/db';
import type { GameRoundRow, HistoryExportRow } from '../core/schema';
import { catalogue } from './fixtures/catalogue';
import { createRng } from './fixtures/prng';
import { between } from '../jackpots/fixtures/random';
import { fail, type ContractMethods, read, requireAccount, write } from '../core/api-method';
import { paging } from '../core/paging';
import { networkGate } from '../core/scenario-gates';
import type { GamesContract } from '@/api/games/games.contract';
import type { HistoryExportRequest } from '@/api/games/games-history.types';

/** How long a mock export "takes" before it is ready. */
export const EXPORT_READY_AFTER_MS = 4_000;
export const EXPORTS_PATH = '/mock-cms/exports';

/** Rounds in cents with unix-seconds times, as the playable mock game writes them to db().gameRounds. */
type RoundRow = GameRoundRow;

const toMs = (seconds: number) => seconds * 1000;

/** A few days of play for demo@example.com, so the history is never empty in demos. */
function seededRounds(uid: number, seededAt: number): RoundRow[] {
  if (findAccountByEmail('demo@example.com')?.uid !== uid) return [];
  const random = createRng(31337);
  const games = catalogue().games.slice(0, 12);
  let at = Math.floor(seededAt / 1000) - 45 * 60;
  return Array.from({ length: 36 }, (_, index) => {
    at -= between(random, 3, 400) * 60;
    const bet = between(random, 1, 40) * 50;
    const win = random() < 0.55 ? 0 : Math.round(bet * (random() * 4));
    return { id: 900_000 + index, uid, sysname: games[index % games.length].sysname, bet, win, currency: 'EUR' as const, created_at: at };
  });
}

function roundsOf(uid: number): RoundRow[] {
  const played = (db().gameRounds ?? []).filter((row) => row.uid === uid);
  return [...played, ...seededRounds(uid, db().seededAt)].sort((a, b) => toMs(b.created_at) - toMs(a.created_at));
}

function dateBound(raw: string | null, name: string, endOfDay: boolean): number | null {
  if (raw === null || raw === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(Date.parse(raw))) fail('InvalidParameter', `${name}: yyyy-mm-dd`, { [name]: ['INVALID'] });
  return Date.parse(`${raw}T00:00:00.000Z`) + (endOfDay ? 86_400_000 - 1 : 0);
}

function gameOf(sysname: string) {
  const game = catalogue().bySysname.get(sysname);
  return { sysname, name: game ? (game.description?.name ?? game.name) : sysname };
}

function exportView(row: HistoryExportRow, now = Date.now()): HistoryExportRequest {
  const ready = now >= row.ready_at;
  return {
    id: row.id,
    status: ready ? 'ready' : 'pending',
    created_at: new Date(row.created_at).toISOString(),
    url: ready ? `${EXPORTS_PATH}/game-history-${row.id}.csv` : null,
  };
}

export const gamesHistoryMethods = {
  /** The player's rounds, newest first, optionally between date_from and date_to (yyyy-mm-dd, inclusive). */
  getHistory: read((ctx) => {
    const { uid } = requireAccount();
    const { offset, count } = paging(ctx, 20, 100);
    const from = dateBound(ctx.query.get('date_from'), 'date_from', false);
    const to = dateBound(ctx.query.get('date_to'), 'date_to', true);
    const rows = roundsOf(uid).filter((row) => (from === null || toMs(row.created_at) >= from) && (to === null || toMs(row.created_at) <= to));
    return {
      items: rows.slice(offset, offset + count).map((row) => ({
        id: row.id,
        game: gameOf(row.sysname),
        bet: row.bet / 100,
        win: row.win / 100,
        currency: row.currency,
        created_at: new Date(toMs(row.created_at)).toISOString(),
      })),
      total: rows.length,
    };
  }),

  /** The latest export request of the player, or null. */
  getHistoryExportRequest: read(() => {
    const { uid } = requireAccount();
    const mine = (db().historyExports ?? []).filter((row) => row.uid === uid);
    const latest = mine.at(-1);
    return latest ? exportView(latest) : null;
  }),

  /** Starts an export; it is pending for a few seconds, then ready with a download address. */
  createHistoryExportRequest: write((ctx) => {
    const { uid } = requireAccount();
    dateBound(ctx.body.date_from ?? null, 'date_from', false);
    dateBound(ctx.body.date_to ?? null, 'date_to', true);
    const tables = db();
    tables.historyExports ??= [];
    const pending = tables.historyExports.find((row) => row.uid === uid && Date.now() < row.ready_at);
    if (pending) fail('TooManyRequests', 'An export is already being prepared');
    const now = Date.now();
    const row: HistoryExportRow = {
      id: (tables.historyExports.at(-1)?.id ?? 0) + 1,
      uid,
      created_at: now,
      ready_at: now + EXPORT_READY_AFTER_MS,
      date_from: ctx.body.date_from || null,
      date_to: ctx.body.date_to || null,
    };
    tables.historyExports.push(row);
    return exportView(row, now);
  }),
} satisfies Partial<ContractMethods<GamesContract>>;

/** The "download" of a ready export: the player's rounds as CSV. */
export const historyExportFileHandler = http.get(`*${EXPORTS_PATH}/:name`, async ({ params }) => {
  const gate = await networkGate();
  if (gate) return gate;
  const match = /^game-history-(\d+)\.csv$/.exec(String(params.name));
  const row = match ? (db().historyExports ?? []).find((item) => item.id === Number(match[1])) : undefined;
  const account = sessionAccount();
  if (!row || !account || row.uid !== account.uid || Date.now() < row.ready_at) {
    return new HttpResponse('Not Found', { status: 404 });
  }
  const lines = roundsOf(row.uid).map((round) =>
    [new Date(toMs(round.created_at)).toISOString(), gameOf(round.sysname).name.replaceAll(',', ' '), (round.bet / 100).toFixed(2), (round.win / 100).toFixed(2), round.currency].join(','),
  );
  return new HttpResponse(['date,game,bet,win,currency', ...lines].join('\n'), {
    headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="${String(params.name)}"` },
  });
});
