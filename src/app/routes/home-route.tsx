import { lazy, Suspense } from 'react';
import { BannerCarousel } from '@/features/banners/banner-carousel';
import { HomeCategories, HomeHero, HomeLayout, HomeRewards, HomeSignUpCall } from '@/features/home/home-page';
import styles from './home-route.module.css';

// Below the fold: their own chunks, so the home route's chunk stays small.
const JackpotsTeaser = lazy(async () => ({ default: (await import('@/features/jackpots/jackpots-teaser')).JackpotsTeaser }));
const WinnersFeed = lazy(async () => ({ default: (await import('@/features/jackpots/winners-feed')).WinnersFeed }));
const GameCategoryRows = lazy(async () => ({ default: (await import('@/features/games/home/game-category-rows')).GameCategoryRows }));

/** A reserved block while a lazy section loads, so the page does not jump. */
function Slot({ height }: { height: number }) {
  return <div className={styles.slot} style={{ minHeight: height }} aria-hidden="true" />;
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
      <Suspense fallback={<Slot height={360} />}>
        <JackpotsTeaser />
      </Suspense>
      <Suspense fallback={<Slot height={640} />}>
        <GameCategoryRows />
      </Suspense>
      <HomeCategories />
      <Suspense fallback={<Slot height={320} />}>
        <WinnersFeed />
      </Suspense>
      <HomeRewards />
      <HomeSignUpCall />
    </HomeLayout>
  );
}
