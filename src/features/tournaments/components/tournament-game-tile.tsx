import { Link } from 'react-router';
import { gameImage, gameName } from '@/api/games/game-display';
import type { Game } from '@/api/games/games.types';
import { useLocale } from '@/lib/i18n/use-locale';
import { href } from '@/lib/router/paths';
import styles from '../tournaments.module.css';

/** A simple game tile of the tournament's game hall: picture, name and provider, linking to the game page. */
export function TournamentGameTile({ game }: { game: Game }) {
  const locale = useLocale();
  const name = gameName(game);
  return (
    <Link className={styles.tile} to={href(locale, 'game', { sysname: game.sysname })}>
      <img className={styles.tileImage} src={gameImage(game)} alt="" width={288} height={192} loading="lazy" />
      <span className={styles.tileName}>{name}</span>
      <span className={styles.tileProvider}>{game.provider_name}</span>
    </Link>
  );
}
