import { type KeyboardEvent, memo, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useBannersGetQuery } from '@/api/banners/banners-api';
import type { Banner } from '@/api/banners/banners.types';
import { usePageOrigin } from '@/lib/hooks/use-page-origin';
import { useMarkupMayShow } from '@/start/runtime/hydration-done';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useReducedMotion } from '@/lib/motion/use-reduced-motion';
import { bannerLinkTarget } from './banner-link';
import styles from './banner-carousel.module.css';

/** How long a slide stays before the next one while playing (an object so tests can shorten it). */
export const carouselTiming = { slideMs: 6_000 };

/**
 * The home carousel of banners.get (SPEC §7, count 10). Keyboard: arrows, Home and End move
 * between slides while focus is inside; rotation pauses on hover and focus, with the pause
 * button, and is off from the start for people who ask for reduced motion.
 */
/** What the carousel reads of its query: the refetch after hydration re-renders it once, at its start. */
function selectBanners({ data, isLoading, requestId }: { data?: Banner[]; isLoading: boolean; requestId?: string }) {
  return { data, isLoading, requestId };
}

export function BannerCarousel() {
  const locale = useLocale();
  const { data: banners, isLoading, requestId } = useBannersGetQuery({ locale }, { selectFromResult: selectBanners });
  // The home route's middleware may have the banners in before the prerendered skeleton hydrates:
  // hydration renders the skeleton, the render after it the banners. A page
  // the build rendered with its banners hydrates them.
  const mayShow = useMarkupMayShow(requestId);
  if (isLoading || !mayShow) return <div className={styles.skeleton} aria-hidden="true" />;
  // A carousel without banners (or whose call failed) just leaves the page: nothing to retry for.
  if (!banners || banners.length === 0) return null;
  return <Carousel banners={banners} />;
}

// The same banners (RTK Query keeps the object when a fresh answer equals it) render nothing new.
const Carousel = memo(function Carousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const origin = usePageOrigin();
  const reduced = useReducedMotion();
  const id = useId();
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = banners.length;
  const current = Math.min(index, count - 1);
  // The player's explicit choice wins; otherwise reduced motion means no rotation.
  const playing = (stopped === null ? !reduced : !stopped) && count > 1;
  const rotating = playing && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((value) => (value + 1) % count), carouselTiming.slideMs);
    return () => clearTimeout(timer);
  }, [rotating, current, count]);

  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, () => void> = {
      ArrowLeft: () => go(current - 1),
      ArrowRight: () => go(current + 1),
      Home: () => go(0),
      End: () => go(count - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('banners.roledescription')}
      aria-label={t('banners.label')}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div id={`${id}-slides`} className={styles.viewport} aria-live={rotating ? 'off' : 'polite'}>
        <div className={styles.track} style={{ transform: `translateX(-${current * 100}%)` }}>
          {banners.map((banner, position) => {
            const active = position === current;
            const target = bannerLinkTarget(banner.description.link, locale, origin);
            const { title, text, image, button } = banner.description;
            return (
              <div
                key={banner.id}
                className={styles.slide}
                role="group"
                aria-roledescription={t('banners.slide')}
                aria-label={t('banners.position', { current: position + 1, total: count })}
                aria-hidden={!active || undefined}
                inert={!active}
              >
                {image ? <img className={styles.image} src={image} alt="" width={1200} height={400} loading={position === 0 ? 'eager' : 'lazy'} fetchPriority={position === 0 ? 'high' : undefined} /> : null}
                <div className={styles.content}>
                  {title ? <p className={styles.title}>{title}</p> : null}
                  {text ? <p className={styles.text}>{text}</p> : null}
                  {target ? (
                    <Link className={styles.cta} to={target}>
                      {button ?? t('banners.more')}
                      {/* A button text such as "Learn more" says nothing of where the link goes (Lighthouse link-text, WCAG 2.4.4). */}
                      {title ? <span className="visually-hidden"> — {title}</span> : null}
                    </Link>
                  ) : null}
                </div>
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            aria-controls={`${id}-slides`}
            onClick={() => setStopped(playing)}
            aria-label={playing ? t('banners.pause') : t('banners.play')}
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
          <button type="button" className={styles.control} aria-controls={`${id}-slides`} onClick={() => go(current - 1)} aria-label={t('banners.previous')}>
            <span aria-hidden="true">‹</span>
          </button>
          <div className={styles.dots}>
            {banners.map((banner, position) => (
              <button
                key={banner.id}
                type="button"
                className={styles.dot}
                aria-controls={`${id}-slides`}
                aria-current={position === current || undefined}
                aria-label={t('banners.goTo', { index: position + 1 })}
                onClick={() => go(position)}
              />
            ))}
          </div>
          <button type="button" className={styles.control} aria-controls={`${id}-slides`} onClick={() => go(current + 1)} aria-label={t('banners.next')}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
});
