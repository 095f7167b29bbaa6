import type { Tournament } from '@/api/tournaments/tournaments.types';

/** What a tournament's countdown counts to: its start while upcoming, its end while running; none once over. */
export function countdownTarget(tournament: Pick<Tournament, 'status' | 'start_at' | 'end_at'>): { kind: 'startsIn' | 'endsIn'; at: number } | null {
  if (tournament.status === 'future') return { kind: 'startsIn', at: Date.parse(tournament.start_at) };
  if (tournament.status === 'active') return { kind: 'endsIn', at: Date.parse(tournament.end_at) };
  return null;
}

/** Whole seconds as days and a zero-padded hh:mm:ss, e.g. 93_784 -> { days: 1, time: '02:03:04' }. */
export function splitSeconds(total: number): { days: number; time: string } {
  const seconds = Math.max(0, Math.floor(total));
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const pad = (value: number) => String(value).padStart(2, '0');
  return { days, time: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}` };
}
