import { HttpResponse } from 'msw';
import { http } from '../core/lean-http';
import type { SportsbookContract } from '@/api/sportsbook/sportsbook.contract';
import type { SportsBetSelection } from '@/api/sportsbook/sportsbook.types';
import { walletOf } from '../account/accounts';
import { betsOf, placeBet, settleDueBets, sportsbookToken, tokenOwner } from './sportsbook-tables';
import type { AccountRow } from '../core/schema';
import { eventName, findEvent, ODDS_TOLERANCE, oddsAt, type Pick, pickLabel } from './fixtures';
import { MOCK_SPORTSBOOK_API } from './paths';
import { textsFor } from './texts';
import { type ContractMethods, read, requireAccount } from '../core/api-method';
import { paging } from '../core/paging';
import { networkGate } from '../core/scenario-gates';

/** How bets store the draw (the frame and the history translate it). */
const DRAW = 'Draw';

/** Token lifetime the mock announces (QA expires tokens at will from the panel). */
const TOKEN_SECONDS = 1800;

/** sportsbook.* of the main API (decision record 020): the player's token and the bet history. */
export const sportsbookMethods = {
  getToken: read(() => {
    const account = requireAccount();
    return { token: sportsbookToken(account.uid), expires_in: TOKEN_SECONDS };
  }),
  getBets: read((ctx) => {
    const account = requireAccount();
    settleDueBets();
    const { offset, count } = paging(ctx, 20);
    // The vendor names the draw in the player's language, as the frame does.
    const draw = textsFor(ctx.locale).texts.draw;
    const all = betsOf(account).map((bet) => ({ ...bet, selections: bet.selections.map((selection) => (selection.pick === DRAW ? { ...selection, pick: draw } : selection)) }));
    return { items: all.slice(offset, offset + count), total: all.length };
  }),
} satisfies ContractMethods<SportsbookContract>;

interface PlaceBody {
  token?: unknown;
  kind?: unknown;
  stake?: unknown;
  selections?: unknown;
}

async function readJson(request: Request): Promise<PlaceBody> {
  try {
    const body = (await request.json()) as unknown;
    return body && typeof body === 'object' ? body : {};
  } catch {
    return {};
  }
}

/** The vendor's own answer to a missing or stale token: 401 with why. */
function ownerOr401(token: unknown): AccountRow | Response {
  const owner = tokenOwner(token);
  if (owner === 'expired') return HttpResponse.json({ error: 'token_expired' }, { status: 401 });
  if (!owner) return HttpResponse.json({ error: 'token' }, { status: 401 });
  return owner;
}

function walletAnswer(account: AccountRow) {
  const wallet = walletOf(account);
  return { balance: wallet.main / 100, currency: wallet.currency };
}


/**
 * The mock sportsbook vendor's own API (what its frame calls; a real vendor's servers would debit
 * the casino's wallet by server-to-server calls): the player's bets and placing one.
 */
export const mockSportsbookHandlers = [
  http.post(`*${MOCK_SPORTSBOOK_API}/bets`, async ({ request }) => {
    const gate = await networkGate();
    if (gate) return gate;
    const owner = ownerOr401((await readJson(request)).token);
    if (owner instanceof Response) return owner;
    settleDueBets();
    return HttpResponse.json({ bets: betsOf(owner), ...walletAnswer(owner) });
  }),

  http.post(`*${MOCK_SPORTSBOOK_API}/place`, async ({ request }) => {
    const gate = await networkGate();
    if (gate) return gate;
    const body = await readJson(request);
    const owner = ownerOr401(body.token);
    if (owner instanceof Response) return owner;
    const stake = Number(body.stake);
    if (!Number.isInteger(stake) || stake < 100 || stake > 1_000_000) return HttpResponse.json({ error: 'stake' }, { status: 400 });
    if (!Array.isArray(body.selections) || body.selections.length < 1 || body.selections.length > 10) return HttpResponse.json({ error: 'selections' }, { status: 400 });
    const kind = body.kind === 'accumulator' && body.selections.length > 1 ? 'accumulator' : 'single';
    if (kind === 'single' && body.selections.length !== 1) return HttpResponse.json({ error: 'selections' }, { status: 400 });
    const now = Date.now();
    const selections: SportsBetSelection[] = [];
    const seen = new Set<number>();
    for (const raw of body.selections as unknown[]) {
      const item = (raw ?? {}) as { event?: unknown; pick?: unknown; odds?: unknown };
      const event = findEvent(Number(item.event));
      const pick = item.pick as Pick;
      const current = event ? oddsAt(event, pick, now) : null;
      if (!event || current === null || seen.has(event.id)) return HttpResponse.json({ error: 'selections' }, { status: 400 });
      seen.add(event.id);
      if (Math.abs(Number(item.odds) - current) > ODDS_TOLERANCE * current) return HttpResponse.json({ error: 'odds_changed' }, { status: 409 });
      selections.push({ event: eventName(event), pick: pickLabel(event, pick, DRAW), odds: Number(item.odds) });
    }
    if (walletOf(owner).main < stake) return HttpResponse.json({ error: 'funds' }, { status: 402 });
    const bet = placeBet(owner, kind, stake, selections, now);
    return HttpResponse.json({ id: bet.id, ...walletAnswer(owner) });
  }),
];
