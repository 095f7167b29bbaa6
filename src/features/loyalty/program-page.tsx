import { Link, useParams } from 'react-router';
import { useLoyaltyGetProgramQuery } from '@/api/loyalty/loyalty-api';
import { LoadError } from '@/components/ui/query-state/load-error';
import { QuerySkeleton } from '@/components/ui/query-state/query-skeleton';
import { SafeHtml } from '@/components/ui/safe-html/safe-html';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { LoyaltyImage } from './components/loyalty-image';
import styles from './loyalty.module.css';

/** /loyalty/{sysname}: one programme (an unknown one never gets here: the loader raises the 404). */
export function ProgramPage() {
  const { t } = useTranslation('loyalty');
  const locale = useLocale();
  const sysname = useParams().sysname ?? '';
  const { data, isLoading, isError, refetch } = useLoyaltyGetProgramQuery({ locale, sysname });
  const back = (
    <Link className={styles.textLink} to={href(locale, 'loyalty')}>
      ← {t('programs.back')}
    </Link>
  );
  if (!data) {
    return (
      <div className={styles.page}>
        {back}
        {isLoading ? <QuerySkeleton count={1} variant="card" /> : null}
        {isError ? <LoadError onRetry={() => void refetch()} /> : null}
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <title>{t('meta.program', { title: data.title })}</title>
      {back}
      <section className={styles.detail} aria-labelledby="loyalty-program-title">
        <LoyaltyImage src={data.image} large />
        <div className={styles.detailText}>
          <h1 id="loyalty-program-title" className={styles.pageTitle}>{data.title}</h1>
          <p className={styles.lead}>{data.summary}</p>
          <SafeHtml html={data.description} />
          <p className={styles.price}>{t('programs.rate', { rate: data.rate })}</p>
          <div className={styles.links}>
            <Link className={styles.textLink} to={href(locale, 'loyaltyShop')}>{t('page.toShop')} →</Link>
            <Link className={styles.textLink} to={href(locale, 'gamehall')}>{t('programs.toGames')} →</Link>
          </div>
        </div>
      </section>
    </div>
  );
}
