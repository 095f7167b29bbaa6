import { Link } from 'react-router';
import { useSession } from '@/api/account/use-session';
import { useLoyaltyGetInfoQuery, useLoyaltyGetProgramsQuery } from '@/api/loyalty/loyalty-api';
import { Button } from '@/components/ui/button/button';
import { QueryState } from '@/components/ui/query-state/query-state';
import { openSignIn } from '@/lib/dialogs/open-sign-in';
import { useHydrationDone } from '@/start/runtime/hydration-done';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { useAppDispatch } from '@/store/hooks';
import { LevelsList } from './components/levels-list';
import { ProgramCards } from './components/program-cards';
import { StatusCard } from './components/status-card';
import styles from './loyalty.module.css';

const STEPS = ['earn', 'level', 'spend'] as const;

/**
 * /loyalty: the programme. Prerendered: the build renders the texts and
 * skeletons; after hydration a player sees their standing, levels and character, a visitor how it
 * works and a sign-in prompt; everyone sees the programmes.
 */
export function LoyaltyPage() {
  const { t } = useTranslation('loyalty');
  const locale = useLocale();
  const hydrated = useHydrationDone();
  const session = useSession();
  const dispatch = useAppDispatch();
  const info = useLoyaltyGetInfoQuery({ locale }, { skip: !hydrated || !session.isPlayer });
  const programs = useLoyaltyGetProgramsQuery({ locale }, { skip: !hydrated });
  const waitingSession = !hydrated || session.status === 'loading';
  const openAuth = (mode: 'signIn' | 'signUp') => void dispatch(openSignIn(mode));

  return (
    <div className={styles.page}>
      <title>{t('meta.loyalty')}</title>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{t('page.title')}</h1>
        <p className={styles.lead}>{t('page.lead')}</p>
        <div className={styles.links}>
          <Link className={styles.textLink} to={href(locale, 'loyaltyShop')}>{t('page.toShop')} →</Link>
        </div>
      </header>

      {hydrated && session.isPlayer ? (
        <QueryState query={info} loading="skeleton" shape="row" count={1} loadingLabel={t('status.loading')}>
          {(data) => <StatusCard info={data} />}
        </QueryState>
      ) : null}

      {/* How it works is for everyone until the session says otherwise (and in the prerendered page): a
          visitor, who most often loads this page afresh, sees nothing move (Lighthouse CLS 0.40 with a
          skeleton in its place); a player sees their standing instead once known. */}
      {!session.isPlayer ? (
        <section className={styles.section} aria-labelledby="loyalty-how">
          <h2 id="loyalty-how" className={styles.sectionTitle}>{t('how.title')}</h2>
          <ol className={styles.steps}>
            {STEPS.map((step) => (
              <li key={step} className={styles.step}>
                <span className={styles.stepTitle}>{t(`how.${step}Title`)}</span>
                <span className={styles.muted}>{t(`how.${step}Text`)}</span>
              </li>
            ))}
          </ol>
          {/* Kept in place, unseen, until the session is known: no sign-in offer to a player. */}
          <div className={styles.cta} data-pending={waitingSession || undefined}>
            <Button onClick={() => openAuth('signUp')}>{t('visitor.signUp')}</Button>
            <Button variant="ghost" onClick={() => openAuth('signIn')}>{t('visitor.signIn')}</Button>
          </div>
        </section>
      ) : null}

      {session.isPlayer && info.data ? (
        <section className={styles.section} aria-labelledby="loyalty-levels">
          <h2 id="loyalty-levels" className={styles.sectionTitle}>{t('levels.title')}</h2>
          <LevelsList levels={info.data.levels} />
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="loyalty-programs">
        <h2 id="loyalty-programs" className={styles.sectionTitle}>{t('programs.title')}</h2>
        {/* Before hydration the query waits (skip), so the prerendered page shows the skeleton. */}
        <QueryState
          query={programs}
          loading="skeleton"
          shape="card"
          count={3}
          isEmpty={(data) => data.items.length === 0}
          empty={{ compact: true, title: t('programs.empty') }}
        >
          {(data) => <ProgramCards programs={data.items} />}
        </QueryState>
      </section>
    </div>
  );
}
