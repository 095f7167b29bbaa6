import type { GameMode } from '@/api/games/games.types';
import { useTranslation } from '@/lib/i18n/use-translation';
import { FavouriteButton } from '../favourites/favourite-button';
import styles from './game-page.module.css';

export interface GameBarProps {
  sysname: string;
  name: string;
  providerName: string;
  mode: GameMode;
  /** Both modes exist for this game (otherwise the switch is not shown). */
  canSwitch: boolean;
  onMode: (mode: GameMode) => void;
  freeSpins: number;
  /** Null when the full-screen mode of the content configuration hides the button. */
  fullScreen: { active: boolean; toggle: () => void } | null;
  onClose: () => void;
}

/**
 * The game's name and provider. Before the app has started, the head of the prerendered game page
 * may write both from its early request for the game, so the markup the app
 * hydrates may hold them while its first render does not: that one difference is expected.
 */
function GameTitle({ name, providerName }: { name: string; providerName: string }) {
  return (
    <div className={styles.title}>
      <h1 id="game-title" className={styles.name} suppressHydrationWarning>
        {name}
      </h1>
      <p id="game-provider" className={styles.provider} suppressHydrationWarning>
        {providerName}
      </p>
    </div>
  );
}

/** The bar before the game has arrived (and the prerendered game page): the title's place, the tools' skeleton. */
export function GameBarPending() {
  return (
    <div className={styles.bar}>
      <GameTitle name="" providerName="" />
      <div className={styles.tools} aria-hidden="true">
        <span className={styles.toolsPending} />
      </div>
    </div>
  );
}

/** The game's top bar: name, play mode, favourite, full screen and close. */
export function GameBar({ sysname, name, providerName, mode, canSwitch, onMode, freeSpins, fullScreen, onClose }: GameBarProps) {
  const { t } = useTranslation('game');
  return (
    <div className={styles.bar}>
      <GameTitle name={name} providerName={providerName} />
      {freeSpins > 0 ? <p className={styles.freeSpins}>{t('freeSpins', { count: freeSpins })}</p> : null}
      <div className={styles.tools}>
        {canSwitch ? (
          <div className={styles.modes} role="group" aria-label={t('mode.label')}>
            {(['demo', 'real'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className={styles.mode}
                aria-pressed={mode === option}
                onClick={() => mode !== option && onMode(option)}
              >
                {t(`mode.${option}`)}
              </button>
            ))}
          </div>
        ) : (
          // Without demo play the game only exists for real money, whoever looks at it.
          <p className={styles.modeBadge}>{t('mode.real')}</p>
        )}
        <FavouriteButton sysname={sysname} gameName={name} variant="plain" className={styles.iconButton} />
        {fullScreen ? (
          <button
            type="button"
            className={styles.iconButton}
            aria-pressed={fullScreen.active}
            aria-label={t('fullScreen.enter')}
            title={t('fullScreen.enter')}
            onClick={fullScreen.toggle}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
        <button type="button" className={styles.iconButton} aria-label={t('close')} title={t('close')} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </div>
  );
}
