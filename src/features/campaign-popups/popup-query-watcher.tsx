import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@/api/account/use-session';
import { popupsApi } from '@/api/popups/popups-api';
import { enqueueDialog } from '@/lib/dialogs/dialog-thunks';
import { useLocale } from '@/lib/i18n/use-locale';
import { useAppDispatch } from '@/store/hooks';
import { hashWithoutPreview, POPUP_PARAM, popupRequest, searchWithoutPopup } from './popup-query';
import { markPopupSeen } from './seen-popups';

/**
 * SPEC §2: `?popup={sysname}` on any navigation opens that campaign popup (visitors too); with
 * #popup-preview it opens in preview mode (drafts too, nothing recorded). A popup that does not
 * exist opens nothing outside preview. When the popup is dismissed the parameter (and the preview
 * hash) leave the address; a button that moved elsewhere keeps its own address. A player's closed
 * popup is recorded, so the after-sign-in queue does not repeat it.
 */
export function PopupQueryWatcher() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const locale = useLocale();
  const { isPlayer } = useSession();
  const handled = useRef<string | null>(null);
  const player = useRef(isPlayer);
  const latest = useRef(location);

  useEffect(() => {
    player.current = isPlayer;
    latest.current = location;
  }, [isPlayer, location]);

  useEffect(() => {
    const request = popupRequest(location.search, location.hash);
    if (!request || handled.current === location.key) return;
    handled.current = location.key;
    const { sysname, preview } = request;

    const leaveAddress = () => {
      // Only when the address still asks for this popup (the player may have moved on meanwhile).
      const { pathname, search, hash } = latest.current;
      if (new URLSearchParams(search).get(POPUP_PARAM)?.trim() !== sysname) return;
      void navigate({ pathname, search: searchWithoutPopup(search), hash: hashWithoutPreview(hash) }, { replace: true });
    };

    const open = async () => {
      if (!preview) {
        const found = await dispatch(popupsApi.endpoints.popupsGet.initiate({ sysname, locale }, { subscribe: false }))
          .unwrap()
          .then((popups) => popups.some((popup) => popup.sysname === sysname))
          // The dialog explains a failed read and offers to retry.
          .catch(() => true);
        if (!found) {
          leaveAddress();
          return;
        }
      }
      const result = await dispatch(
        enqueueDialog({ component: 'campaignPopup', componentProps: preview ? { sysname, preview } : { sysname } }),
      );
      if (result !== 'navigated') leaveAddress();
      if (!preview && player.current) await markPopupSeen(dispatch, sysname);
    };
    void open();
  }, [location, navigate, dispatch, locale]);

  return null;
}
