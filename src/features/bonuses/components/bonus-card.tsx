import { useId } from 'react';
import type { Bonus } from '@/api/bonuses/bonuses.types';
import { Button } from '@/components/ui/button/button';
import { SafeHtml } from '@/components/ui/safe-html/safe-html';
import { formatMoney } from '@/lib/format/format';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from '../bonuses.module.css';
import { Expiry } from './expiry';
import { WagerProgress } from './wager-progress';

/** What a player can do to a bonus; absent: that kind of bonus has no such action. */
export interface BonusActions {
  activate?: (bonus: Bonus) => void;
  deactivate?: (bonus: Bonus) => void;
  remove?: (bonus: Bonus) => void;
  /** Whether a write runs for the bonus (its buttons wait). */
  isBusy: (id: number) => boolean;
}

/** One bonus: name, amount, status, wagering, expiry, terms and the actions its status allows. */
export function BonusCard({ bonus, actions }: { bonus: Bonus; actions: BonusActions }) {
  const { t } = useTranslation('bonuses');
  const titleId = useId();
  const open = bonus.status === 'available' || bonus.status === 'active';
  const busy = actions.isBusy(bonus.id);
  const label = (action: string) => t(`actions.${action}Named`, { name: bonus.name });
  return (
    <article className={styles.card} aria-labelledby={titleId} data-status={bonus.status}>
      <header className={styles.cardHead}>
        <h3 id={titleId} className={styles.cardTitle}>{bonus.name}</h3>
        <span className={styles.badge} data-tone={bonus.status}>{t(`status.${bonus.status}`)}</span>
      </header>
      <p className={styles.amount}>{formatMoney(bonus.amount.amount, bonus.amount.currency)}</p>
      <WagerProgress bonus={bonus} />
      {open ? (
        <p className={styles.muted}>
          <Expiry at={bonus.expires_at} label={t('expiry.until')} />
        </p>
      ) : null}
      {bonus.description ? <SafeHtml html={bonus.description} className={styles.description} /> : null}
      {open ? (
        <div className={styles.actions}>
          {bonus.status === 'available' && actions.activate ? (
            <Button size="sm" disabled={busy} aria-label={label('activate')} onClick={() => actions.activate?.(bonus)}>
              {t('actions.activate')}
            </Button>
          ) : null}
          {bonus.status === 'active' && actions.deactivate ? (
            <Button size="sm" variant="secondary" disabled={busy} aria-label={label('deactivate')} onClick={() => actions.deactivate?.(bonus)}>
              {t('actions.deactivate')}
            </Button>
          ) : null}
          {actions.remove ? (
            <Button size="sm" variant="ghost" disabled={busy} aria-label={label('remove')} onClick={() => actions.remove?.(bonus)}>
              {t('actions.remove')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
