import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { accountApi } from '@/api/account/account-api';
import { useSession } from '@/api/account/use-session';
import { DEFAULT_BALANCE_UPDATE } from '@/api/cms/balance-update';
import { useSiteConfig } from '@/api/cms/use-site-config';
import { useAppDispatch } from '@/store/hooks';
import { createBalancePoller } from './balance-poller';
import { isGamePath } from './is-game-path';

/**
 * Balance polling (SPEC §4): signed-in players only, never on game pages, with the balance-update
 * settings of the content configuration (SPEC §9 defaults until it loads). A refreshed balance
 * also patches the cached account info, which the header shows. Mounted once in the app shell.
 */
export function BalanceRefresher() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const matches = useMatches();
  const { isPlayer } = useSession();
  const config = useSiteConfig();
  const settings = config?.balanceUpdate ?? DEFAULT_BALANCE_UPDATE;
  const active =
    isPlayer &&
    !isGamePath(pathname, matches.map((match) => match.handle)) &&
    (settings.isEnabledInterval || settings.isEnabledRequestsAfterClick);

  useEffect(() => {
    if (!active) return;
    const poller = createBalancePoller({
      settings,
      refresh: () => void dispatch(accountApi.endpoints.accountGetBalance.initiate(undefined, { subscribe: false, forceRefetch: true })),
    });
    const onClick = () => poller.click();
    window.addEventListener('click', onClick, { capture: true, passive: true });
    return () => {
      window.removeEventListener('click', onClick, { capture: true });
      poller.dispose();
    };
  }, [active, settings, dispatch]);

  return null;
}
