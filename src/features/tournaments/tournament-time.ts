import type { Tournament } from '@/api/tournaments/tournaments.types';

/** What a tournament's countdown counts to: its start while upcoming, its end while running; none once over. */
export function countdownTarget(tournament: Pick<Tournament, 'status' | 'start_at' | 'end_at'>): { kind: 'startsIn' | 'endsIn'; at: number } | null {
  if (tournament.status === 'future') return { kind: 'startsIn', at: Date.parse(tournament.start_at) };
  if (tournament.status === 'active') return { kind: 'endsIn', at: Date.parse(tournament.end_at) };
  return null;
}

