import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLocale } from '@/lib/i18n/use-locale';
import { href } from '@/lib/router/paths';

/**
 * Leaves the game: back to where the player came from when that was a page of this site (the router
 * gives the first entry of the session the key 'default'), otherwise to the game hall.
 */
export function useCloseGame(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const locale = useLocale();
  return useCallback(() => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(href(locale, 'gamehall'));
  }, [navigate, location.key, locale]);
}
