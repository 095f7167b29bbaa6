import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { useSession } from '@/api/account/use-session';
import { openSignIn } from '@/lib/dialogs/open-sign-in';
import { useLocale } from '@/lib/i18n/use-locale';
import { href } from '@/lib/router/paths';
import { readString, writeString } from '@/lib/storage/local-storage';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';
import { useAppDispatch } from '@/store/hooks';
import { authPopupRequest, hasFlagsOff, searchWithoutFlags, showPopupRegOff, showPopupRegToRemember } from '../auth-flags';
import { AUTHENTICATED } from '../auth-mode';

// The remembered show_popup_reg opens the popup once per visit (page load), not on every navigation.
let storedFlagShown = false;

/** Test hook: a fresh "visit". */
export function resetAuthQueryFlagsVisit(): void {
  storedFlagShown = false;
}

/**
 * SPEC §2 for anonymous visitors: show_popup_reg / show_popup_auth open the registration or sign-in
 * popup (prevent_close=1 makes it non-closable), show_popup_reg is remembered until registration,
 * a game page with #real opens registration and closing it returns to the index, and a redirectUrl
 * left by the route guard opens sign-in. Closing the popup takes the flags out of the query.
 * A flag set to 0 or false is off: it is not remembered, opens nothing (show_popup_reg=0 also keeps a
 * remembered registration popup shut for this visit) and leaves the query at once.
 */
export function AuthQueryFlags() {
  const location = useLocation();
  const navigate = useNavigate();
  const matches = useMatches();
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const anonymous = useSession().isVisitor;
  const handles = matches.map((match) => match.handle as { name?: string; gamePage?: boolean } | undefined);
  const isGamePage = handles.some((handle) => handle?.gamePage === true);
  // The sign-in and sign-up pages already show the forms.
  const onAuthPage = handles.some((handle) => handle?.name === 'signIn' || handle?.name === 'signUp');
  const open = useRef(false);
  const dismissedRedirect = useRef<string | null>(null);
  const latest = useRef(location);

  useEffect(() => {
    latest.current = location;
  }, [location]);

  useEffect(() => {
    if (!anonymous || onAuthPage || open.current) return;
    const params = new URLSearchParams(location.search);
    if (showPopupRegToRemember(location.search)) writeString(STORAGE_KEYS.showPopupReg, '1');
    // Once the flags leave the address the remembered popup must not open in their place.
    if (showPopupRegOff(location.search)) storedFlagShown = true;
    const request = authPopupRequest({
      search: location.search,
      hash: location.hash,
      isGamePage,
      storedShowPopupReg: !storedFlagShown && readString(STORAGE_KEYS.showPopupReg) === '1',
      dismissedRedirect: dismissedRedirect.current,
    });
    if (!request) {
      if (hasFlagsOff(location.search)) {
        void navigate({ pathname: location.pathname, search: searchWithoutFlags(location.search), hash: location.hash }, { replace: true });
      }
      return;
    }
    if (request.mode === 'signUp') storedFlagShown = true;
    open.current = true;
    const handle = dispatch(
      openSignIn(request.mode, { preventClose: request.preventClose }),
    );
    void handle.then((result) => {
      open.current = false;
      // After success the forms already navigated where SPEC §2 says.
      if (result === AUTHENTICATED) return;
      if (request.reason === 'redirect') dismissedRedirect.current = params.get('redirectUrl');
      const current = latest.current;
      if (request.reason === 'gameReal') {
        void navigate(href(locale, 'home'), { replace: true });
        return;
      }
      const search = searchWithoutFlags(current.search);
      if (search !== current.search) void navigate({ pathname: current.pathname, search, hash: current.hash }, { replace: true });
    });
  }, [anonymous, onAuthPage, location, isGamePage, locale, dispatch, navigate]);

  return null;
}
