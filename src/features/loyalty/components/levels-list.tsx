import type { LoyaltyLevel } from '@/api/loyalty/loyalty.types';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from '../loyalty.module.css';
import { usePoints } from '../use-points';
import { LoyaltyImage } from './loyalty-image';

/** The levels of the programme with their thresholds and perks; the player's level is marked. */
export function LevelsList({ levels }: { levels: LoyaltyLevel[] }) {
  const { t } = useTranslation('loyalty');
  const points = usePoints();
  return (
    <ol className={styles.levels} aria-label={t('levels.title')}>
      {[...levels]
        .sort((a, b) => a.min_points - b.min_points)
        .map((level) => (
          <li key={level.id} className={styles.level} data-current={level.is_current} data-achieved={level.is_achieved} aria-current={level.is_current ? 'true' : undefined}>
            <div className={styles.cardHead}>
              <LoyaltyImage src={level.image} />
              <div>
                <p className={styles.levelName}>{level.name}</p>
                <p className={styles.muted}>{level.min_points === 0 ? t('levels.start') : t('levels.from', { points: points(level.min_points) })}</p>
              </div>
            </div>
            {level.is_current ? <span className={styles.badge}>{t('levels.current')}</span> : null}
            <ul className={styles.perks}>
              {level.perks.map((perk) => (
                <li key={perk}>{perk}</li>
              ))}
            </ul>
          </li>
        ))}
    </ol>
  );
}
