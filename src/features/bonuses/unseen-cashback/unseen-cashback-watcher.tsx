import { useEffect, useRef } from 'react';
import { useSession } from '@/api/account/use-session';
import { cashbacksApi } from '@/api/cashbacks/cashbacks-api';
import { storageApi } from '@/api/storage/storage-api';
import { enqueueDialog } from '@/lib/dialogs/dialog-thunks';
import { useLocale } from '@/lib/i18n/use-locale';
import { readString, writeString } from '@/lib/storage/local-storage';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';
import { useAppDispatch } from '@/store/hooks';
import { ALREADY_SEEN_CASHBACK_KEY, LATEST_CASHBACK_ARGS, shouldShowCashback } from './unseen-cashback-rule';

/**
 * SPEC §4 unseen cashback, evaluated once per player who signs in or signs up during this visit (the
 * app mounts it on that change): the latest cashback is queued as a dialog when the rule says so;
 * when it closes, its id is stored on the server (storage namespace) and in local storage.
 */
export function UnseenCashbackWatcher() {
  const { account, isPlayer } = useSession();
  const uid = isPlayer ? account?.uid : undefined;
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const checked = useRef<number | null>(null);

  useEffect(() => {
    if (uid === undefined || checked.current === uid) return;
    checked.current = uid;
    const evaluate = async () => {
      const [page, stored] = await Promise.all([
        dispatch(cashbacksApi.endpoints.cashbacksGet.initiate({ ...LATEST_CASHBACK_ARGS, fields: [...LATEST_CASHBACK_ARGS.fields], locale }, { forceRefetch: true, subscribe: false })).unwrap(),
        dispatch(storageApi.endpoints.storageGet.initiate([ALREADY_SEEN_CASHBACK_KEY], { forceRefetch: true, subscribe: false }))
          .unwrap()
          .catch((): Partial<Record<string, string>> => ({})),
      ]);
      const seen = stored[ALREADY_SEEN_CASHBACK_KEY] ?? readString(STORAGE_KEYS.alreadySeenCashbackId);
      const latest = page.items[0];
      if (!latest || !shouldShowCashback(latest, seen)) return;
      await dispatch(enqueueDialog({ component: 'unseenCashback', componentProps: { cashbackId: latest.id } }));
      const value = String(latest.id);
      writeString(STORAGE_KEYS.alreadySeenCashbackId, value);
      await dispatch(storageApi.endpoints.storageSet.initiate({ key: ALREADY_SEEN_CASHBACK_KEY, value }));
    };
    // A failed read leaves it for the next sign-in; nothing to tell the player.
    evaluate().catch(() => undefined);
  }, [uid, locale, dispatch]);

  return null;
}
