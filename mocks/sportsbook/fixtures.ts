import { hashText } from '../games/fixtures/prng';

/**
 * The mock sportsbook's line: four leagues, a dozen events and odds that move with time. The frame
 * and the bet endpoint compute the same odds from the clock, so a bet is taken at the odds shown
 * (within a small tolerance, as real books accept a price that moved a little).
 */
export type Sport = 'football' | 'basketball' | 'tennis';
export type Pick = '1' | 'X' | '2';

export interface League {
  id: string;
  sport: Sport;
  name: string;
}

export interface SportEvent {
  id: number;
  league: string;
  home: string;
  away: string;
  /** Minutes from the start of the hour bucket; events with live=true are in play. */
  startsIn: number;
  live: boolean;
  base: Partial<Record<Pick, number>>;
}

export const LEAGUES: readonly League[] = [
  { id: 'premier-league', sport: 'football', name: 'Premier League' },
  { id: 'serie-a', sport: 'football', name: 'Serie A' },
  { id: 'euroleague', sport: 'basketball', name: 'EuroLeague' },
  { id: 'atp-finals', sport: 'tennis', name: 'ATP Finals' },
];

export const EVENTS: readonly SportEvent[] = [
  { id: 101, league: 'premier-league', home: 'Arsenal', away: 'Chelsea', startsIn: 0, live: true, base: { '1': 2.1, X: 3.4, '2': 3.3 } },
  { id: 102, league: 'premier-league', home: 'Liverpool', away: 'Everton', startsIn: 95, live: false, base: { '1': 1.55, X: 4.1, '2': 5.6 } },
  { id: 103, league: 'premier-league', home: 'Brighton', away: 'Newcastle', startsIn: 180, live: false, base: { '1': 2.6, X: 3.3, '2': 2.7 } },
  { id: 201, league: 'serie-a', home: 'Milan', away: 'Inter', startsIn: 60, live: false, base: { '1': 2.8, X: 3.1, '2': 2.5 } },
  { id: 202, league: 'serie-a', home: 'Napoli', away: 'Roma', startsIn: 0, live: true, base: { '1': 1.9, X: 3.5, '2': 4.0 } },
  { id: 203, league: 'serie-a', home: 'Juventus', away: 'Lazio', startsIn: 240, live: false, base: { '1': 1.8, X: 3.5, '2': 4.6 } },
  { id: 301, league: 'euroleague', home: 'Real Madrid', away: 'Olympiacos', startsIn: 120, live: false, base: { '1': 1.45, '2': 2.75 } },
  { id: 302, league: 'euroleague', home: 'Fenerbahçe', away: 'Panathinaikos', startsIn: 0, live: true, base: { '1': 1.95, '2': 1.85 } },
  { id: 401, league: 'atp-finals', home: 'J. Sinner', away: 'C. Alcaraz', startsIn: 45, live: false, base: { '1': 1.75, '2': 2.05 } },
  { id: 402, league: 'atp-finals', home: 'N. Djokovic', away: 'A. Zverev', startsIn: 150, live: false, base: { '1': 1.6, '2': 2.3 } },
];

/** Odds move every few seconds. */
export const ODDS_STEP_MS = 4000;
/** How far the odds a bet names may be from the current ones (the slip may be one step behind). */
export const ODDS_TOLERANCE = 0.25;

export function findEvent(id: number): SportEvent | undefined {
  return EVENTS.find((event) => event.id === id);
}

/** The odds of an outcome at a moment: the base price swinging by up to ±8 %. */
export function oddsAt(event: SportEvent, pick: Pick, now: number): number | null {
  const base = event.base[pick];
  if (base === undefined) return null;
  const step = Math.floor(now / ODDS_STEP_MS);
  const swing = ((hashText(`${event.id}:${pick}:${step}`) % 1000) / 1000 - 0.5) * 0.16;
  return Math.max(1.01, Math.round(base * (1 + swing) * 100) / 100);
}

export function pickLabel(event: SportEvent, pick: Pick, draw: string): string {
  return pick === '1' ? event.home : pick === '2' ? event.away : draw;
}

export function eventName(event: SportEvent): string {
  return `${event.home} — ${event.away}`;
}
