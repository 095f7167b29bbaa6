import { useTranslation } from '@/lib/i18n/use-translation';
import { GameHistory } from '../history/game-history';

/**
 * Route module of /profile/game-history (decision record 021: SPEC §2 names no route for the game
 * history, the profile area places it here, in the profile layout).
 */
export function Component() {
  const { t } = useTranslation('history');
  return (
    <>
      <h1 className="visually-hidden">{t('title')}</h1>
      <GameHistory />
    </>
  );
}
