import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './favourite-button.module.css';
import { useFavouriteToggle } from './use-favourites';

export interface HeartButtonProps {
  /** The game's display name, for the accessible label. */
  gameName: string;
  pressed: boolean;
  busy?: boolean;
  onClick: () => void;
  /** 'overlay' sits on a tile image; 'plain' stands in a toolbar. */
  variant?: 'overlay' | 'plain';
  className?: string;
}

/**
 * The heart toggle: one element (the icon is CSS), so a grid of hundreds stays lean. The label stays
 * the same in both states; aria-pressed tells whether the game is a favourite.
 */
export function HeartButton({ gameName, pressed, busy, onClick, variant = 'overlay', className }: HeartButtonProps) {
  const { t } = useTranslation('games');
  return (
    <button
      type="button"
      className={`${styles.heart} ${styles[variant]} ${className ?? ''}`}
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      aria-label={t('favourites.label', { name: gameName })}
      title={pressed ? t('favourites.remove') : t('favourites.add')}
      data-control="favourite"
      onClick={onClick}
    />
  );
}

export interface FavouriteButtonProps {
  sysname: string;
  gameName: string;
  variant?: 'overlay' | 'plain';
  className?: string;
}

/** A self-contained favourite heart for one game (game page, search results). */
export function FavouriteButton({ sysname, gameName, variant = 'plain', className }: FavouriteButtonProps) {
  const { liked, pending, toggle } = useFavouriteToggle(sysname);
  return (
    <HeartButton
      gameName={gameName}
      pressed={liked}
      busy={pending}
      onClick={() => void toggle()}
      variant={variant}
      className={className}
    />
  );
}
