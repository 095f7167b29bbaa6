import { useEffect, useRef } from 'react';
import { useSession } from '@/api/account/use-session';
import { popupsApi } from '@/api/popups/popups-api';
import { enqueueDialog } from '@/lib/dialogs/dialog-thunks';
import { useLocale } from '@/lib/i18n/use-locale';
import { useAppDispatch } from '@/store/hooks';
import { markPopupSeen, readSeenPopups } from './seen-popups';

export interface AfterSignInPopupsWatcherProps {
  /** Called once the player's popups are queued (or there were none, or they could not be read). */
  onQueued?: (uid: number) => void;
}

/**
 * SPEC §4 "after login or registration: campaign popups are queued", once per player who signs in
 * or signs up during this visit (the app mounts it on that change): the popups popups.get answers
 * for the player, minus those the player has closed before (server storage, already_seen_popups),
 * go into the dialog queue by priority; each one closed is recorded. The app evaluates the unseen
 * cashback after `onQueued`, so it follows them.
 */
export function AfterSignInPopupsWatcher({ onQueued }: AfterSignInPopupsWatcherProps) {
  const { account, isPlayer } = useSession();
  const uid = isPlayer ? account?.uid : undefined;
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const checked = useRef<number | null>(null);
  const queued = useRef(onQueued);

  useEffect(() => {
    queued.current = onQueued;
  }, [onQueued]);

  useEffect(() => {
    if (uid === undefined || checked.current === uid) return;
    checked.current = uid;
    const queue = async () => {
      const [popups, seen] = await Promise.all([
        dispatch(popupsApi.endpoints.popupsGet.initiate({ locale }, { forceRefetch: true, subscribe: false })).unwrap(),
        // Without the record a popup could show twice: then none is queued this time.
        readSeenPopups(dispatch),
      ]);
      for (const popup of popups.filter((item) => !seen.includes(item.sysname))) {
        // The dialog reads the popup by its system name: it is already here.
        await dispatch(popupsApi.util.upsertQueryData('popupsGet', { sysname: popup.sysname, locale }, [popup]));
        const handle = dispatch(enqueueDialog({ component: 'campaignPopup', componentProps: { sysname: popup.sysname } }));
        void handle.then(() => markPopupSeen(dispatch, popup.sysname));
      }
    };
    // A failed read leaves them for the next sign-in; nothing to tell the player.
    void queue()
      .catch(() => undefined)
      .finally(() => queued.current?.(uid));
  }, [uid, locale, dispatch]);

  return null;
}
