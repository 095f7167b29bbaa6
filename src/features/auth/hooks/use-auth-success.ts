import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLocale } from '@/lib/i18n/use-locale';
import { removeKey } from '@/lib/storage/local-storage';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';
import { authSuccessTarget } from '../auth-success-target';

/**
 * What happens once the player is in: the remembered show_popup_reg flag is dropped (they have an
 * account now) and the browser goes where SPEC §2 says. `done` then closes the popup, if any.
 */
export function useAuthSuccess(variant: 'popup' | 'page', done?: () => void) {
  const navigate = useNavigate();
  const location = useLocation();
  const locale = useLocale();

  return useCallback(
    (kind: 'login' | 'register') => {
      removeKey(STORAGE_KEYS.showPopupReg);
      const target = authSuccessTarget({ kind, variant, locale, current: location, origin: window.location.origin });
      void navigate(target, { replace: variant === 'page' || kind === 'register' });
      done?.();
    },
    [navigate, location, locale, variant, done],
  );
}
