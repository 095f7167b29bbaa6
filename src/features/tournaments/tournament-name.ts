import type { TFunction } from 'i18next';
import type { Tournament } from '@/api/tournaments/tournaments.types';

/** The tournament's title, or "Tournament #id" when its description has none. */
export function tournamentName(tournament: Pick<Tournament, 'id' | 'description'>, t: TFunction<'tournaments'>): string {
  return tournament.description.title ?? t('list.untitled', { id: tournament.id });
}
