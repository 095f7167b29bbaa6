import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { bannersApi } from '@/api/banners/banners-api';
import { BannerCarousel } from '@/features/banners/banner-carousel';
import { HomeCategories, HomeHero, HomeLayout, HomeRewards, HomeSignUpCall } from '@/features/home/home-page';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useNearViewport } from '@/lib/hooks/use-near-viewport';
import { splitLocale } from '@/lib/i18n/locales';
import { storeContext } from '@/lib/router/router-context';
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
 * A section below the fold: its code and data load when it comes near the viewport (issue 9, "a
 * light start"). The build and hydration render the reserved block, so the markup matches.
 */
function BelowFold({ height, children }: { height: number; children: ReactNode }) {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(node, '200px');
  const hydrated = useHydrated();
  if (!hydrated || !near) return <Slot height={height} slotRef={setNode} />;
  return <Suspense fallback={<Slot height={height} />}>{children}</Suspense>;
}

/**
 * The banners are the page's largest picture: their request leaves with the navigation, beside the
 * route's code and before hydration, not when the carousel first renders. Not awaited: the page
 * never waits for it (the carousel shows its skeleton until the answer is there).
 */
export function loader({ request, context }: LoaderFunctionArgs): null {
  const { locale } = splitLocale(new URL(request.url).pathname);
  void context.get(storeContext).dispatch(bannersApi.util.prefetch('bannersGet', { locale }, { ifOlderThan: 60 }));
  return null;
}

/**
 * The home page: banners, the welcome offer (with the sign-up call for visitors), live jackpots,
 * the game rows, ways into the hall, the latest winners and the reward programmes.
 */
export function Component() {
  return (
    <HomeLayout>
      {/* Suspense boundaries let React hydrate the page in several short tasks instead of one long one. */}
      <Suspense fallback={null}>
        <BannerCarousel />
      </Suspense>
      <Suspense fallback={null}>
        <HomeHero />
      </Suspense>
      <BelowFold height={360}>
        <JackpotsTeaser />
      </BelowFold>
      <BelowFold height={640}>
        <GameCategoryRows />
      </BelowFold>
      <Suspense fallback={null}>
        <HomeCategories />
      </Suspense>
      <BelowFold height={320}>
        <WinnersFeed />
      </BelowFold>
      <Suspense fallback={null}>
        <HomeRewards />
        <HomeSignUpCall />
      </Suspense>
    </HomeLayout>
  );
}
