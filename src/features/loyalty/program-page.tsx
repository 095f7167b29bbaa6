import { Link, useParams } from 'react-router';
import { useLoyaltyGetProgramQuery } from '@/api/loyalty/loyalty-api';
import { QueryState } from '@/components/ui/query-state/query-state';
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
  const program = useLoyaltyGetProgramQuery({ locale, sysname });
  const back = (
    <Link className={styles.textLink} to={href(locale, 'loyalty')}>
      ← {t('programs.back')}
    </Link>
  );
  return (
    <div className={styles.page}>
      {back}
      <QueryState query={program} loading="skeleton" shape="card" count={1}>
        {(data) => (
          <>
            <title>{t('meta.program', { title: data.title })}</title>
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
          </>
        )}
      </QueryState>
    </div>
  );
}
