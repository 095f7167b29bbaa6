import type { ApiError } from '@/api/errors';
import { Button } from '@/components/ui/button/button';
import { formatDate, formatMoney } from '@/lib/format/format';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href, ROUTE_PATHS } from '@/lib/router/paths';
import { cashierErrorView, limitErrorData } from './cashier-error';
import styles from './cashier-shared.module.css';
import { ConfiguredButton } from './configured-button';
import { useCashierConfig } from './use-cashier-config';
import { VerifyIdentityAction } from './verify-identity-action';

/** KycUserProfile / UserNeedProfileData: the way to the profile's personal details (not a configured button). */
const PROFILE_BUTTON = { show: true, link: ROUTE_PATHS.profileSettings };

export interface CashierErrorMessageProps {
  error: ApiError;
  /** deposit / withdrawal: a money call (an unanswered one sends the player to the history). */
  kind?: 'deposit' | 'withdrawal' | 'read';
  /** The player's currency, for the limit figures. */
  currency?: string;
}

/** The check the server named for a SumsubVerificationRequired refusal (error_data.externalActionId, ours), if any. */
function externalActionIdOf(error: ApiError): string | undefined {
  const value = (error.data as { externalActionId?: unknown } | null | undefined)?.externalActionId;
  return typeof value === 'string' && /^[\w.:-]{1,128}$/.test(value) ? value : undefined;
}

/**
 * A failed cashier call in words the player can act on (SPEC §8): the type's own message, the
 * limit for BillingDepositLimitExceeded, a history link when the outcome is unknown, the configured
 * button for an unconfirmed contact, and the way to identity verification for a failed identity check
 * (the dialog when the site has the service, see VerifyIdentityAction).
 */
export function CashierErrorMessage({ error, kind = 'read', currency = 'EUR' }: CashierErrorMessageProps) {
  const { t } = useTranslation('cashier');
  const locale = useLocale();
  const config = useCashierConfig();
  const view = cashierErrorView(error, kind);
  const limit = error.name === 'BillingDepositLimitExceeded' ? limitErrorData(error) : null;

  const button = view.action === 'confirmContact' ? config.withdrawErrorButtons.unconfirmedContact : view.action === 'fillProfile' ? PROFILE_BUTTON : null;

  return (
    <div role="alert" className={styles.error}>
      <p className={styles.errorText}>{t(view.key)}</p>
      {limit ? (
        <p className={styles.errorText}>
          {t(limit.expired_at ? 'errors.limitDetails' : 'errors.limitDetailsNoDate', {
            limit: formatMoney(limit.limit_amount, currency),
            period: t(`period.${limit.period}`, { defaultValue: '' }),
            available: formatMoney(limit.available_amount, currency),
            date: limit.expired_at ? formatDate(limit.expired_at * 1000) : '',
          })}
        </p>
      ) : null}
      {view.uncertain ? (
        <Button variant="secondary" size="sm" href={href(locale, 'cashierHistory', undefined, { tab: kind === 'withdrawal' ? 'withdrawal' : 'deposit' })}>
          {t('errors.openHistory')}
        </Button>
      ) : null}
      {view.action === 'verifyIdentity' ? (
        <VerifyIdentityAction externalActionId={externalActionIdOf(error)}>{t('errors.buttons.verifyIdentity')}</VerifyIdentityAction>
      ) : view.action ? (
        <ConfiguredButton button={button}>{t(`errors.buttons.${view.action}`)}</ConfiguredButton>
      ) : null}
    </div>
  );
}
