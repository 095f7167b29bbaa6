import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import type { WatcherWants } from './watcher-decider';

const InactivityWatcher = lazy(async () => ({ default: (await import('@/features/session/inactivity/inactivity-watcher')).InactivityWatcher }));
const BalanceRefresher = lazy(async () => ({ default: (await import('@/features/session/balance/balance-refresher')).BalanceRefresher }));
const AuthQueryFlags = lazy(async () => ({ default: (await import('@/features/auth/components/auth-query-flags')).AuthQueryFlags }));
const SocialAuthWatcher = lazy(async () => ({ default: (await import('@/features/auth/social/social-auth-watcher')).SocialAuthWatcher }));
const RealityCheckWatcher = lazy(async () => ({ default: (await import('@/features/responsible-gaming/reality-check/reality-check-watcher')).RealityCheckWatcher }));
const AfterSignInPopupsWatcher = lazy(async () => ({ default: (await import('@/features/campaign-popups/after-sign-in-popups-watcher')).AfterSignInPopupsWatcher }));
const PopupQueryWatcher = lazy(async () => ({ default: (await import('@/features/campaign-popups/popup-query-watcher')).PopupQueryWatcher }));
const loadUnseenCashbackWatcher = () => import('@/features/bonuses/unseen-cashback/unseen-cashback-watcher');
const UnseenCashbackWatcher = lazy(async () => ({ default: (await loadUnseenCashbackWatcher()).UnseenCashbackWatcher }));
const UpdatePrompt = lazy(async () => ({ default: (await import('@/features/pwa/update-prompt')).UpdatePrompt }));
const FramesWatcher = lazy(async () => ({ default: (await import('@/features/frames/frames-watcher')).FramesWatcher }));
const SiteScripts = lazy(async () => ({ default: (await import('@/features/custom-code/site-scripts')).SiteScripts }));
const LoyaltyNotificationsWatcher = lazy(async () => ({ default: (await import('@/features/loyalty/notifications/loyalty-notifications-watcher')).LoyaltyNotificationsWatcher }));
const ChatWatcher = lazy(async () => ({ default: (await import('@/features/chat/chat-watcher')).ChatWatcher }));

/**
 * The watchers themselves, each a chunk of its own (src/app/on-demand-watchers.tsx decides which
 * are wanted). This registry is a chunk too, loaded once any watcher has work: a visitor's page
 * fetches it only when the page has settled, for the live chat.
 */
export function Watchers({ wants, onPopupsQueued }: { wants: WatcherWants; onPopupsQueued: (uid: number) => void }) {
  // The cashback check waits for the campaign popups; its code need not wait too.
  useEffect(() => {
    if (wants.signedInHere) void loadUnseenCashbackWatcher();
  }, [wants.signedInHere]);

  return (
    <>
      {wants.player && (
        <>
          <Own><InactivityWatcher /></Own>
          <Own><BalanceRefresher /></Own>
          <Own><LoyaltyNotificationsWatcher /></Own>
        </>
      )}
      {wants.flags && <Own><AuthQueryFlags /></Own>}
      {wants.social && <Own><SocialAuthWatcher /></Own>}
      {wants.signedInHere && <Own><AfterSignInPopupsWatcher onQueued={onPopupsQueued} /></Own>}
      {wants.unseenCashback && <Own><UnseenCashbackWatcher /></Own>}
      {wants.popupQuery && <Own><PopupQueryWatcher /></Own>}
      {wants.responsibleGaming && <Own><RealityCheckWatcher /></Own>}
      {wants.pwaPrompt && <Own><UpdatePrompt /></Own>}
      {wants.frames && <Own><FramesWatcher initialMessage={wants.frameMessage} configPartners={wants.framePartners} /></Own>}
      {wants.chat && <Own><ChatWatcher /></Own>}
      {wants.siteScripts && <Own><SiteScripts analytic={wants.siteScripts.analytic} /></Own>}
    </>
  );
}

/**
 * Each watcher suspends on its own while its chunk loads: one boundary for all would hide the
 * mounted ones whenever another starts loading, and their effects (listeners, timers) would stop.
 */
function Own({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

