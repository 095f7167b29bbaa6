import type { LoyaltyInfo } from '@/api/loyalty/loyalty.types';
import { Button } from '@/components/ui/button/button';
import { ProgressBar } from '@/components/ui/progress-bar/progress-bar';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import styles from '../loyalty.module.css';
import { levelProgress } from '../levels';
import { useChangeCharacter } from '../use-change-character';
import { usePoints } from '../use-points';
import { LoyaltyImage } from './loyalty-image';

/** The signed-in player's standing: points to spend, level, progress to the next level, character. */
export function StatusCard({ info, showShopLink = true }: { info: LoyaltyInfo; showShopLink?: boolean }) {
  const { t } = useTranslation('loyalty');
  const locale = useLocale();
  const points = usePoints();
  const changeCharacter = useChangeCharacter();
  const { current, next, percent, missing } = levelProgress(info);
  const rounded = Math.floor(percent);

  return (
    <section className={styles.status} aria-labelledby="loyalty-status-title">
      <div className={styles.character}>
        <LoyaltyImage src={info.character?.image ?? null} large />
        <div>
          <p className={styles.muted}>{t('status.character')}</p>
          <p className={styles.characterName}>{info.character?.name ?? t('status.noCharacter')}</p>
        </div>
      </div>
      <div className={styles.statusMain}>
        <h2 id="loyalty-status-title" className={styles.statusKicker}>{t('status.title')}</h2>
        <p className={styles.statusPoints}>{points(info.points)}</p>
        <dl className={styles.statusFacts}>
          <div>
            <dt>{t('status.level')}</dt>
            <dd>{current?.name ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('status.earned')}</dt>
            <dd>{points(info.earned_points)}</dd>
          </div>
        </dl>
        {next ? (
          <ProgressBar percent={rounded} label={t('status.progressLabel', { level: next.name })} detail={t('status.progressDetail', { points: points(missing), level: next.name })} />
        ) : (
          <p className={styles.muted}>{t('status.topLevel')}</p>
        )}
      </div>
      <div className={styles.statusActions}>
        <Button variant="secondary" onClick={() => changeCharacter(info.character?.id ?? null)}>
          {info.character ? t('status.changeCharacter') : t('status.chooseCharacter')}
        </Button>
        {showShopLink ? <Button href={href(locale, 'loyaltyShop')}>{t('status.toShop')}</Button> : null}
      </div>
    </section>
  );
}
