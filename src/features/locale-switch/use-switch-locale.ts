import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { accountApi, useAccountChangeLocaleMutation } from '@/api/account/account-api';
import { useSession } from '@/api/account/use-session';
import { type Locale, splitLocale, withLocale } from '@/lib/i18n/locales';
import { writeLocaleCookie } from '@/lib/i18n/resolve-locale';
import { useAppDispatch } from '@/store/hooks';
import { showToast } from '@/lib/toasts/toast-thunks';

/** The current page in another language: only the prefix changes (DESIGN §3). */
export function localizedLocation(pathname: string, search: string, hash: string, locale: Locale): string {
  return withLocale(locale, splitLocale(pathname).rest) + search + hash;
}

/**
 * Switches the interface language and keeps the page. The cookie and the cached account are
 * updated first, so the locale resolution of the next navigation agrees; signed-in players'
 * accounts are told too (SPEC §4 "Interface language").
 */
export function useSwitchLocale() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { isPlayer } = useSession();
  const [changeLocale] = useAccountChangeLocaleMutation();

  return useCallback(
    (locale: Locale) => {
      writeLocaleCookie(locale);
      if (isPlayer) {
        dispatch(accountApi.util.updateQueryData('accountGetInfo', undefined, (draft) => { draft.locale = locale; }));
        changeLocale({ locale })
          .unwrap()
          .catch(() => {
            // The page is already in the new language; only the account did not store it.
            void dispatch(showToast({ kind: 'error', messageKey: 'common:language.saveFailed' }));
          });
      }
      void navigate(localizedLocation(location.pathname, location.search, location.hash, locale));
    },
    [isPlayer, changeLocale, dispatch, location.hash, location.pathname, location.search, navigate],
  );
}
