import { Link } from 'react-router';
import type { LoyaltyProgram } from '@/api/loyalty/loyalty.types';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import styles from '../loyalty.module.css';
import { LoyaltyImage } from './loyalty-image';

/** The programmes as cards, each linking to /loyalty/{sysname}. */
export function ProgramCards({ programs }: { programs: LoyaltyProgram[] }) {
  const { t } = useTranslation('loyalty');
  const locale = useLocale();
  return (
    <ul className={styles.grid} aria-label={t('programs.title')}>
      {programs.map((program) => (
        <li key={program.id}>
          <article className={styles.card} aria-labelledby={`loyalty-program-${program.id}`}>
            <div className={styles.cardHead}>
              <LoyaltyImage src={program.image} />
              <h3 id={`loyalty-program-${program.id}`} className={styles.cardTitle}>{program.title}</h3>
            </div>
            <p className={styles.cardText}>{program.summary}</p>
            <Link className={styles.textLink} to={href(locale, 'loyaltyProgram', { sysname: program.sysname })} aria-label={t('programs.moreAbout', { title: program.title })}>
              {t('programs.more')} →
            </Link>
          </article>
        </li>
      ))}
    </ul>
  );
}
