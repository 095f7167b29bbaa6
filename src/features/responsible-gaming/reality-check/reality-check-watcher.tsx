import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/api/account/use-session';
import { useAuthLogoutMutation } from '@/api/auth/auth-api';
import { storageApi } from '@/api/storage/storage-api';
import { closeDialog, openDialog } from '@/lib/dialogs/dialog-thunks';
import { pauseGames, resumeGames } from '@/lib/game-pause/game-pause';
import { useLocale } from '@/lib/i18n/use-locale';
import { href } from '@/lib/router/paths';
import { showToast } from '@/lib/toasts/toast-thunks';
import { useAppDispatch } from '@/store/hooks';
import { SESSION_LIMIT_KEY } from '../rg-flags';
import { useRgTools } from '../use-rg-tools';
import { acknowledgeReminder, clearRgSession, readRgSession, resumeRgSession, saveRgSession, untilSessionLimit } from './rg-session';

const PAUSE_HOLDER = 'realityCheck';
const SESSION_LIMIT_KEYS = [SESSION_LIMIT_KEY] as const;
/** How often the clock is looked at (timers sleep in background tabs; the check catches up). */
const TICK_MS = 1000;

/**
 * The responsible-gaming session watcher, loaded by the app shell for
 * signed-in players when the site configuration has the reality check or the session time limit:
 * - every `realityCheckInterval` seconds it opens the 'realityCheck' dialog (time played, net
 *   result) and pauses the game frame until the player answers; 'leave' signs out;
 * - when the player's own session time limit is reached it signs out and says why.
 * Renders nothing.
 */
export function RealityCheckWatcher() {
  const { account, isPlayer } = useSession();
  const tools = useRgTools();
  const dispatch = useAppDispatch();
  // The limit is read once per player without a subscription, and then followed in the cache (the
  // responsible-gaming page refetches it after a save). A subscribed query would be refetched by the
  // sign-out's session-tag invalidation and fail with 401 as the player leaves.
  const wantsLimit = isPlayer && tools.sessionTimeLimit;
  const cachedLimit = storageApi.endpoints.storageGet.useQueryState(SESSION_LIMIT_KEYS, { skip: !wantsLimit }).data?.[SESSION_LIMIT_KEY];
  const [limitValue, setLimitValue] = useState('0');
  if (cachedLimit !== undefined && cachedLimit !== limitValue) setLimitValue(cachedLimit);
  const readerUid = wantsLimit && account ? account.uid : 0;
  useEffect(() => {
    if (!readerUid) return;
    void dispatch(storageApi.endpoints.storageGet.initiate(SESSION_LIMIT_KEYS, { subscribe: false, forceRefetch: true }));
  }, [readerUid, dispatch]);
  const limitMinutes = tools.sessionTimeLimit ? Number(limitValue) || 0 : 0;
  const navigate = useNavigate();
  const locale = useLocale();
  const [logout] = useAuthLogoutMutation();

  const uid = isPlayer && account ? account.uid : 0;
  const balance = account?.balance_main.amount ?? 0;
  const currency = account?.balance_main.currency ?? 'EUR';
  const intervalMs = tools.realityCheckInterval * 1000;
  const latest = useRef({ balance, currency, locale, navigate, logout });
  useEffect(() => {
    latest.current = { balance, currency, locale, navigate, logout };
  });

  useEffect(() => {
    if (!uid || (!tools.realityCheck && limitMinutes <= 0)) return;
    let session = resumeRgSession(readRgSession(), uid, latest.current.balance, Date.now(), intervalMs);
    saveRgSession(session);
    let dialogId: string | null = null;
    let ended = false;

    const signOut = (toastKey: string) => {
      ended = true;
      const { logout: doLogout, navigate: go, locale: here } = latest.current;
      clearRgSession();
      void doLogout()
        .unwrap()
        .catch(() => undefined)
        .finally(() => {
          void go(href(here, 'home'));
          dispatch(showToast({ kind: 'info', messageKey: toastKey, duration: 0 }));
        });
    };

    const tick = () => {
      if (ended) return;
      const now = Date.now();
      session = { ...session, lastSeenAt: now };
      saveRgSession(session);
      const left = untilSessionLimit(session, limitMinutes, now);
      if (left === 0) {
        if (dialogId) dispatch(closeDialog({ id: dialogId, force: true }));
        resumeGames(PAUSE_HOLDER);
        signOut('responsible-gaming:sessionLimit.reached');
        return;
      }
      if (!tools.realityCheck || dialogId || now < session.nextReminderAt) return;
      pauseGames(PAUSE_HOLDER);
      const handle = dispatch(
        openDialog({
          component: 'realityCheck',
          dialogProps: { preventClose: true },
          componentProps: { startedAt: session.startedAt, net: latest.current.balance - session.startBalance, currency: latest.current.currency },
        }),
      );
      dialogId = handle.id;
      void handle.then((answer) => {
        dialogId = null;
        resumeGames(PAUSE_HOLDER);
        if (ended) return;
        if (answer === 'leave') {
          signOut('responsible-gaming:realityCheck.signedOut');
          return;
        }
        session = acknowledgeReminder(session, Date.now(), intervalMs);
        saveRgSession(session);
      });
    };

    tick();
    const id = window.setInterval(tick, TICK_MS);
    document.documentElement.dataset.realityCheck = 'running';
    return () => {
      window.clearInterval(id);
      delete document.documentElement.dataset.realityCheck;
      if (dialogId) dispatch(closeDialog({ id: dialogId, force: true }));
      resumeGames(PAUSE_HOLDER);
    };
  }, [uid, tools.realityCheck, intervalMs, limitMinutes, dispatch]);

  return null;
}
