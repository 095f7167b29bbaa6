import type { SportsBet } from '@/api/sportsbook/sportsbook.types';
import { isWidgetPath } from '@/api/sportsbook/widget-path';
import { findEvent, LEAGUES, type Pick } from './fixtures';
import type { MockSportsbookTexts } from './texts';

/** What the mock sportsbook frame holds: the page it shows, the slip, the player's bets and wallet. */
interface SlipItem {
  event: number;
  pick: Pick;
  odds: number;
}

export interface Flash {
  tone: 'ok' | 'error';
  text: string;
  deposit?: boolean;
}

export interface FrameState {
  texts: MockSportsbookTexts;
  lang: string;
  token: string | null;
  path: string;
  slip: SlipItem[];
  mode: 'single' | 'accumulator';
  stake: string;
  bets: SportsBet[];
  balance: number | null;
  currency: string;
  flash: Flash | null;
  busy: boolean;
  retryPlace: boolean;
}

/** The frame's page for a path its parent sent: a known league, event or the bets; the lobby otherwise. */
export function normalizePath(raw: string | null): string {
  if (!raw || !isWidgetPath(raw)) return '/';
  if (raw === '/my-bets') return raw;
  const league = /^\/league\/([a-z-]+)$/.exec(raw);
  if (league && LEAGUES.some((item) => item.id === league[1])) return raw;
  const event = /^\/event\/(\d+)$/.exec(raw);
  if (event && findEvent(Number(event[1]))) return raw;
  return '/';
}

/** The accumulator's odds: the product of the slip's, to the cent. */
export const totalOdds = (state: FrameState): number => Math.round(state.slip.reduce((product, item) => product * item.odds, 1) * 100) / 100;

/** The stake as typed (a comma counts as the decimal point), in cents. */
export const stakeCents = (state: FrameState): number => Math.round(Number(state.stake.replace(',', '.')) * 100);
