import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '@/api/account/use-session';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { CATEGORY_CARDS, HIGHLIGHTS } from './home-sections';
import styles from './home-page.module.css';
import { SectionIcon } from './section-icon';

/**
 * The parts of the home page. The app composes them with the banners, game rows, jackpots and
 * winners (src/app/routes/home-route.tsx), since a feature never imports another feature.
 */
function useSignedIn(): boolean {
  return useSession().isPlayer;
}

/** The welcome offer with the page's h1: sign-up call for visitors, play and deposit for players. */
export function HomeHero() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const signedIn = useSignedIn();
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.heroText}>
        <p className={styles.kicker}>{t('hero.kicker')}</p>
        <h1 id="home-hero-title" className={styles.heroTitle}>{t('hero.title')}</h1>
        <p className={styles.heroLead}>{t('hero.lead')}</p>
        <div className={styles.heroActions}>
          {signedIn ? (
            <>
              <Link className={styles.primary} to={href(locale, 'gamehall')}>{t('hero.play')}</Link>
              <Link className={styles.secondary} to={href(locale, 'cashierDeposit')}>{t('hero.deposit')}</Link>
            </>
          ) : (
            <>
              <Link className={styles.primary} to={href(locale, 'signUp')}>{t('hero.signUp')}</Link>
              <Link className={styles.secondary} to={href(locale, 'gamehall')}>{t('hero.browse')}</Link>
            </>
          )}
        </div>
        <p className={styles.terms}>{t('hero.terms')}</p>
      </div>
      <div className={styles.heroArt} aria-hidden="true">
        <span className={styles.orbit} />
        <span className={styles.orbitInner} />
        <span className={styles.coin}>€</span>
      </div>
    </section>
  );
}

/** Ways into the hall by game type. */
export function HomeCategories() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  return (
    <section aria-labelledby="home-categories" className={styles.section}>
      <h2 id="home-categories" className={styles.sectionTitle}>{t('categories.title')}</h2>
      <ul className={styles.categoryGrid}>
        {CATEGORY_CARDS.map((card) => (
          <li key={card.key}>
            <Link className={styles.category} data-tone={card.tone} to={href(locale, card.route, undefined, card.search)}>
              <SectionIcon name={card.icon} />
              <span className={styles.categoryName}>{t(`categories.${card.key}.name`)}</span>
              <span className={styles.categoryText}>{t(`categories.${card.key}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The reward programmes. */
export function HomeRewards() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  return (
    <section aria-labelledby="home-rewards" className={styles.section}>
      <h2 id="home-rewards" className={styles.sectionTitle}>{t('rewards.title')}</h2>
      <ul className={styles.highlightGrid}>
        {HIGHLIGHTS.map((item) => (
          <li key={item.key} className={styles.highlight}>
            <SectionIcon name={item.icon} />
            <h3 className={styles.highlightTitle}>{t(`rewards.${item.key}.name`)}</h3>
            <p className={styles.highlightText}>{t(`rewards.${item.key}.text`)}</p>
            <Link className={styles.highlightLink} to={href(locale, item.route)}>
              {t(`rewards.${item.key}.link`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The closing sign-up call; anonymous visitors only. */
export function HomeSignUpCall() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  if (useSignedIn()) return null;
  return (
    <section className={styles.cta} aria-labelledby="home-cta">
      <h2 id="home-cta" className={styles.ctaTitle}>{t('cta.title')}</h2>
      <p className={styles.ctaText}>{t('cta.text')}</p>
      <Link className={styles.primary} to={href(locale, 'signUp')}>{t('cta.button')}</Link>
    </section>
  );
}

/** The page's layout and title, around the composed sections. */
export function HomeLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <div className={styles.page}>
      <title>{t('meta.title')}</title>
      {children}
    </div>
  );
}
