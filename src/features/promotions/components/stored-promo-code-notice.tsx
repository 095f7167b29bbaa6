import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { useTranslation } from '@/lib/i18n/use-translation';
import { usePromoCodeActivation } from '../use-promo-code-activation';
import styles from './promotions.module.css';
import { openSignIn } from '@/lib/dialogs/open-sign-in';
import { useAppDispatch } from '@/store/hooks';

/**
 * "You have a promo code X — activate it": the code captured from the address (SPEC §2), offered to
 * a player for activation, or to a visitor after signing in.
 */
export function StoredPromoCodeNotice({ code, isPlayer, onActivated }: { code: string; isPlayer: boolean; onActivated: () => void }) {
  const { t } = useTranslation('promotions');
  const { activate, isBusy } = usePromoCodeActivation();
  const dispatch = useAppDispatch();
  const [error, setError] = useState<string | null>(null);

  async function activateStored() {
    const outcome = await activate(code);
    if (outcome.kind === 'ignored') return;
    setError(outcome.kind === 'failed' ? outcome.message : null);
    if (outcome.kind === 'activated') onActivated();
  }

  return (
    <aside className={styles.notice} aria-label={t('storedCode.label')}>
      <p className={styles.noticeText}>
        {isPlayer ? t('storedCode.player', { code }) : t('storedCode.visitor', { code })}
      </p>
      {isPlayer ? (
        <Button size="sm" loading={isBusy} onClick={() => void activateStored()}>{t('storedCode.activate')}</Button>
      ) : (
        <Button size="sm" aria-haspopup="dialog" onClick={() => void dispatch(openSignIn())}>{t('cta.signIn')}</Button>
      )}
      {error ? <p role="alert" className={styles.noticeError}>{error}</p> : null}
    </aside>
  );
}
