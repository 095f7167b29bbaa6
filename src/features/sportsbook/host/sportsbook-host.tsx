import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@/api/account/use-session';
import { BET_HINT_TAGS, sportsbookApi } from '@/api/sportsbook/sportsbook-api';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { openSignIn } from '@/lib/dialogs/open-sign-in';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { useAppDispatch } from '@/store/hooks';
import type { SportsbookAdapter, SportsbookCallbacks } from './sportsbook-adapter';
import styles from '../sportsbook.module.css';

export interface SportsbookHostProps {
  adapter: SportsbookAdapter;
  /** The widget's internal path the address holds. */
  path: string;
  /** The widget moved: the page records the path in the address (a new history entry). */
  onPathChange: (path: string) => void;
}

type HostState = 'loading' | 'ready' | 'error';

/** SPEC §2: where the auth forms send the player after signing in. */
export const REDIRECT_PARAM = 'redirectUrl';

/**
 * Mounts a sportsbook vendor through its adapter and answers its requests:
 * the token is minted just before start and again on expiry; sign-in, sign-out and a language
 * change update the widget without a reload; a login request opens the sign-in popup and comes
 * back to the same sportsbook path; a deposit request opens the cashier; a bet hint refreshes the
 * header's balances. Unmounting destroys the widget and everything it listened to.
 */
export function SportsbookHost({ adapter, path, onPathChange }: SportsbookHostProps) {
  const { t } = useTranslation('sportsbook');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const locale = useLocale();
  const session = useSession();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<HostState>('loading');
  const [attempt, setAttempt] = useState(0);

  // Latest values for the callbacks, so the widget is never re-created because a closure changed.
  const latest = useRef({ path, onPathChange, locale, isPlayer: session.isPlayer, location, navigate });
  useLayoutEffect(() => {
    latest.current = { path, onPathChange, locale, isPlayer: session.isPlayer, location, navigate };
  });
  /** The path the widget is on, as far as the host knows (the loop guard of route sync). */
  const widgetPath = useRef(path);
  const mounted = useRef(false);

  const uid = session.status === 'loading' ? null : (session.account?.uid ?? 0);
  // Once the session was known the widget stays: a refetch (after signing in) is not a reason to restart it.
  const [sessionKnown, setSessionKnown] = useState(false);
  if (uid !== null && !sessionKnown) setSessionKnown(true);

  // Mount once the session is known; destroy on leave (or when the adapter changes).
  useEffect(() => {
    if (!sessionKnown || mounted.current || !container.current) return;
    const element = container.current;
    let cancelled = false;
    const mintToken = async (): Promise<string | null> => {
      if (!latest.current.isPlayer) return null;
      const result = await dispatch(sportsbookApi.endpoints.sportsbookGetToken.initiate(undefined, { forceRefetch: true, subscribe: false }));
      return result.data?.token ?? null;
    };
    /**
     * Sign-in uses SPEC §2's redirectUrl: the address gets `redirectUrl=<this sportsbook address>`, the
     * auth watcher opens the popup, and after signing in the forms go to it: the same route, so the
     * widget stays and only gets the new token. A redirectUrl already there was dismissed once (the
     * watcher does not reopen it): the popup is opened directly then. Registration stays on the page.
     */
    const askToSignIn = (mode: 'signIn' | 'signUp') => {
      if (mode === 'signUp') {
        void dispatch(openSignIn(mode));
        return;
      }
      const { pathname, search } = latest.current.location;
      const params = new URLSearchParams(search);
      const previous = params.get(REDIRECT_PARAM);
      params.delete(REDIRECT_PARAM);
      const here = `${pathname}${params.size > 0 ? `?${params.toString()}` : ''}`;
      if (previous === here) {
        void dispatch(openSignIn(mode));
        return;
      }
      params.set(REDIRECT_PARAM, here);
      void latest.current.navigate({ pathname, search: `?${params.toString()}` }, { replace: true, preventScrollReset: true });
    };
    const callbacks: SportsbookCallbacks = {
      onLoginRequest: () => {
        if (!latest.current.isPlayer) askToSignIn('signIn');
      },
      onRegisterRequest: () => {
        if (!latest.current.isPlayer) askToSignIn('signUp');
      },
      onDepositRequest: () => {
        if (!latest.current.isPlayer) askToSignIn('signIn');
        else void latest.current.navigate(href(latest.current.locale, 'cashierDeposit'));
      },
      onRouteChange: (next) => {
        widgetPath.current = next;
        if (next !== latest.current.path) latest.current.onPathChange(next);
      },
      onBalanceHint: () => {
        dispatch(sportsbookApi.util.invalidateTags([...BET_HINT_TAGS]));
      },
      onTokenExpired: mintToken,
      onReady: () => {
        if (!cancelled) setState('ready');
      },
      onError: () => {
        if (!cancelled) setState('error');
      },
    };
    mounted.current = true;
    setState('loading');
    void (async () => {
      try {
        const [token] = await Promise.all([mintToken(), adapter.load()]);
        if (cancelled) return;
        widgetPath.current = latest.current.path;
        adapter.mount(element, { token, lang: latest.current.locale }, latest.current.path, callbacks);
      } catch {
        if (!cancelled) setState('error');
      }
    })();
    return () => {
      cancelled = true;
      mounted.current = false;
      adapter.destroy();
    };
  }, [adapter, dispatch, sessionKnown, attempt]);

  // Sign-in, sign-out and the language: a fresh token and an update, no reload.
  const sessionKey = uid === null ? null : `${uid}:${locale}`;
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    if (sessionKey === null) return;
    if (lastKey.current === null || !mounted.current) {
      lastKey.current = sessionKey;
      return;
    }
    if (lastKey.current === sessionKey) return;
    lastKey.current = sessionKey;
    let cancelled = false;
    void (async () => {
      const token = uid ? ((await dispatch(sportsbookApi.endpoints.sportsbookGetToken.initiate(undefined, { forceRefetch: true, subscribe: false }))).data?.token ?? null) : null;
      if (!cancelled && mounted.current) adapter.update({ token, lang: locale });
    })();
    return () => {
      cancelled = true;
    };
  }, [sessionKey, uid, locale, adapter, dispatch]);

  // Back and Forward (or a link) changed the address: the widget follows.
  useEffect(() => {
    if (!mounted.current || path === widgetPath.current) return;
    widgetPath.current = path;
    adapter.navigate(path);
  }, [path, adapter]);

  return (
    <div className={styles.hostBox} aria-busy={state === 'loading'}>
      {state === 'loading' ? (
        <div className={styles.hostOverlay}>
          <Spinner label={t('loading')} />
        </div>
      ) : null}
      {state === 'error' ? (
        <div className={styles.hostOverlay} role="alert">
          <p>{t('error')}</p>
          <Button
            onClick={() => {
              setAttempt((n) => n + 1);
            }}
          >
            {t('retry')}
          </Button>
        </div>
      ) : null}
      <div ref={container} className={styles.widget} data-testid="sportsbook-widget" />
    </div>
  );
}
