import type { Tournament } from '@/api/tournaments/tournaments.types';
import { Button } from '@/components/ui/button/button';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useParticipate } from '../use-participate';
import styles from '../tournaments.module.css';

/**
 * "Participate" for an upcoming or running tournament the player has not joined (a visitor is
 * asked to sign in); "You are in" once joined; nothing for a finished one.
 */
export function ParticipateButton({ tournament, name, size = 'md' }: { tournament: Tournament; name: string; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('tournaments');
  const { join, pending, sessionLoading, isPlayer } = useParticipate(tournament.id, name);
  if (tournament.status === 'finished') return null;
  if (isPlayer && tournament.user_info?.is_participant) {
    return <p className={styles.joined}>✓ {t('participate.joined')}</p>;
  }
  return (
    <Button size={size} loading={pending} disabled={sessionLoading} aria-label={t('participate.actionIn', { name })} onClick={join}>
      {t('participate.action')}
    </Button>
  );
}
