import { Button } from '@/components/ui/button/button';
import type { DialogBodyPropsOf } from '@/lib/dialogs/dialog-types';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import styles from './promo-code-activated-dialog.module.css';

/** SPEC §3 "promo code activated": the code, the offer it opened and what it granted. */
export function PromoCodeActivatedDialog({ titleId, close, promoCode, title, promotions = [] }: DialogBodyPropsOf<'promoCodeActivated'>) {
  const { t } = useTranslation('promotions');
  const locale = useLocale();
  return (
    <div className={styles.root}>
      <h2 id={titleId} className={styles.title}>{t('activated.title')}</h2>
      <p className={styles.text}>{t('activated.text', { code: promoCode })}</p>
      {title ? <p className={styles.offer}>{title}</p> : null}
      {promotions.length > 0 ? (
        <>
          <h3 className={styles.grantedTitle}>{t('activated.granted')}</h3>
          <ul className={styles.granted}>
            {promotions.map((promotion) => (
              <li key={promotion.id}>{t(`promotionType.${promotion.type}`, { defaultValue: t('promotionType.other') })}</li>
            ))}
          </ul>
        </>
      ) : null}
      <div className={styles.actions}>
        <Button variant="ghost" href={href(locale, 'profileBonuses')} onClick={() => close()}>{t('activated.myBonuses')}</Button>
        <Button onClick={() => close()}>{t('activated.close')}</Button>
      </div>
    </div>
  );
}
