import { memo } from 'react';
import { gameImage, gameName } from '@/api/games/game-display';
import type { Game } from '@/api/games/games.types';
import type { Locale } from '@/lib/i18n/locales';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { HeartButton } from '../favourites/favourite-button';
import styles from './game-tile.module.css';

/** Where "Play" leads: the game for players; for visitors the #real hash opens registration (SPEC §2). */
export function playHref(locale: Locale, sysname: string, signedIn: boolean): string {
  return href(locale, 'game', { sysname }) + (signedIn ? '' : '#real');
}

/** Where "Demo" leads: the game page in demo mode (the game page reads #demo / #real). */
export function demoHref(locale: Locale, sysname: string): string {
  return `${href(locale, 'game', { sysname })}#demo`;
}

export interface GameTileProps {
  game: Game;
  locale: Locale;
  signedIn: boolean;
  liked: boolean;
  likePending: boolean;
  /** Remaining free spins of the player's active packs for this game; 0 for none. */
  freeSpins: number;
  onToggleFavourite: (sysname: string) => void;
  /** ARIA role of the tile: 'gridcell' in the hall grid, 'listitem' in a row. */
  role: 'gridcell' | 'listitem';
  index?: number;
  className?: string;
}

/**
 * The hall's first tiles stand in the first screen (two rows of five on a desktop, more than a
 * phone shows): their pictures load at once, not after layout as lazy ones do, and the first is
 * the page's largest paint.
 */
export const EAGER_TILES = 10;

/**
 * One game: image, name, provider, favourite heart, Play and Demo. Kept to 7-8 elements (icons are
 * CSS, links are plain anchors whose clicks the container routes), because the hall keeps ~40 of them.
 */
export const GameTile = memo(function GameTile(props: GameTileProps) {
  const { game, locale, signedIn, liked, likePending, freeSpins, onToggleFavourite, role, index, className } = props;
  const { t } = useTranslation('games');
  const name = gameName(game);
  return (
    <div role={role} className={`${styles.tile} ${className ?? ''}`} data-index={index}>
      <img
        className={styles.image}
        src={gameImage(game)}
        alt=""
        width={288}
        height={192}
        loading={index !== undefined && index < EAGER_TILES ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : undefined}
        decoding="async"
      />
      {freeSpins > 0 ? (
        <span className={styles.badge}>{t('tile.freeSpins', { count: freeSpins })}</span>
      ) : null}
      <HeartButton
        className={styles.heart}
        gameName={name}
        pressed={liked}
        busy={likePending}
        onClick={() => onToggleFavourite(game.sysname)}
      />
      <p className={styles.name} title={name}>
        {name}
      </p>
      <p className={styles.provider}>{game.provider_name}</p>
      <a className={styles.play} href={playHref(locale, game.sysname, signedIn)} data-route data-control="play" aria-label={t('tile.playAria', { name })}>
        {t('tile.play')}
      </a>
      {game.has_demo ? (
        <a className={styles.demo} href={demoHref(locale, game.sysname)} data-route data-control="demo" aria-label={t('tile.demoAria', { name })}>
          {t('tile.demo')}
        </a>
      ) : null}
    </div>
  );
});

/** A skeleton tile of the same size while a page of games loads: one element. */
export function SkeletonTile({ role, className }: { role: 'gridcell' | 'listitem'; className?: string }) {
  return <div role={role} className={`${styles.tile} ${styles.skeleton} ${className ?? ''}`} />;
}
