import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { accountApi, useAccountChangeLocaleMutation } from '@/api/account/account-api';
import { useSession } from '@/api/account/use-session';
import type { Locale } from '@/lib/i18n/locales';
import { writeLocaleCookie } from '@/lib/i18n/resolve-locale';
import { samePageIn } from '@/lib/i18n/same-page-in';
import { showToast } from '@/lib/toasts/toast-thunks';
import { useAppDispatch } from './hooks';

/**
 * The one language switch (the header's menu and the profile's setting): switches the interface
 * language and keeps the page. The cookie and the cached account are updated first, so the locale
 * resolution of the next navigation agrees; signed-in players' accounts are told too (SPEC §4
 * "Interface language"). It lives in store/ because it needs the API and the app's dispatch, and
 * two features use it.
 */
export function useSwitchLocale() {
  const { pathname, search, hash } = useLocation();
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
      void navigate(samePageIn(locale, { pathname, search, hash }));
    },
    [isPlayer, changeLocale, dispatch, hash, pathname, search, navigate],
  );
}
