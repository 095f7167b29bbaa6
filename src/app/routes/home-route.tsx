import { lazy, type ReactNode, Suspense } from 'react';
import { BannerCarousel } from '@/features/banners/banner-carousel';
import { HomeCategories, HomeHero, HomeLayout, HomeRewards, HomeSignUpCall } from '@/features/home/home-page';
import { useHydrationDone } from '@/start/runtime/hydration-done';
import { useNearViewport } from '@/lib/hooks/use-near-viewport';
import { useNodeState } from '@/lib/hooks/use-node-state';
import styles from './home-route.module.css';

// Below the fold: their own chunks, so the home route's chunk stays small.
const JackpotsTeaser = lazy(async () => ({ default: (await import('@/features/jackpots/jackpots-teaser')).JackpotsTeaser }));
const WinnersFeed = lazy(async () => ({ default: (await import('@/features/jackpots/winners-feed')).WinnersFeed }));
const GameCategoryRows = lazy(async () => ({ default: (await import('@/features/games/home/game-category-rows')).GameCategoryRows }));

/** A reserved block while a lazy section waits or loads, so the page does not jump. */
function Slot({ height, slotRef }: { height: number; slotRef?: (node: HTMLDivElement | null) => void }) {
  return <div ref={slotRef} className={styles.slot} style={{ minHeight: height }} aria-hidden="true" />;
}

/**
 * A section below the fold: its code and data load when it comes near the viewport. The
 * build and hydration render the reserved block, so the markup matches.
 */
function BelowFold({ height, children }: { height: number; children: ReactNode }) {
  // Set in a transition: a state update from a ref is synchronous inside the hydration's commit.
  const [node, nodeRef] = useNodeState<HTMLDivElement>();
  const near = useNearViewport(node, '200px');
  const hydrated = useHydrationDone();
  if (!hydrated || !near) return <Slot height={height} slotRef={nodeRef} />;
  return <Suspense fallback={<Slot height={height} />}>{children}</Suspense>;
}

/**
 * The home page: banners, the welcome offer (with the sign-up call for visitors), live jackpots,
 * the game rows, ways into the hall, the latest winners and the reward programmes.
 */
export function Component() {
  return (
    <HomeLayout>
      <BannerCarousel />
      <HomeHero />
      <BelowFold height={360}>
        <JackpotsTeaser />
      </BelowFold>
      <BelowFold height={640}>
        <GameCategoryRows />
      </BelowFold>
      <HomeCategories />
      <BelowFold height={320}>
        <WinnersFeed />
      </BelowFold>
      <HomeRewards />
      <HomeSignUpCall />
    </HomeLayout>
  );
}
