import { useCmsGetConfigQuery } from '@/api/cms/cms-api';
import type { ApiError } from '@/api/errors';
import { Button } from '@/components/ui/button/button';
import { openDialog } from '@/lib/dialogs/dialog-thunks';
import { formatDate, formatMoney } from '@/lib/format/format';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href, ROUTE_PATHS } from '@/lib/router/paths';
import { useAppDispatch } from '@/store/hooks';
import { cashierErrorView, limitErrorData } from './cashier-error';
import styles from './cashier-shared.module.css';
import { ConfiguredButton } from './configured-button';
import { useCashierConfig } from './use-cashier-config';

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
 * limit for BillingDepositLimitExceeded, a history link when the outcome is unknown, and the
 * configured button for an unconfirmed contact or a failed identity check. SumsubVerificationRequired
 * opens the identity verification dialog by its name (SPEC §3) when the site has the service, so the
 * player verifies without leaving the form.
 */
export function CashierErrorMessage({ error, kind = 'read', currency = 'EUR' }: CashierErrorMessageProps) {
  const { t } = useTranslation('cashier');
  const locale = useLocale();
  const config = useCashierConfig();
  const dispatch = useAppDispatch();
  const { data: site } = useCmsGetConfigQuery(locale);
  const view = cashierErrorView(error, kind);
  const verifyHere = error.name === 'SumsubVerificationRequired' && site?.features.verificationService === true;
  const externalActionId = externalActionIdOf(error);
  const openVerification = () =>
    void dispatch(openDialog({ component: 'identityVerification', componentProps: externalActionId ? { externalActionId } : {} }));
  const limit = error.name === 'BillingDepositLimitExceeded' ? limitErrorData(error) : null;

  const button =
    view.action === 'confirmContact'
      ? config.withdrawErrorButtons.unconfirmedContact
      : view.action === 'verifyIdentity'
        ? config.withdrawErrorButtons.identityCheck
        : view.action === 'fillProfile'
          ? PROFILE_BUTTON
          : null;

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
      {verifyHere ? (
        <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={openVerification}>
          {t('errors.buttons.verifyIdentity')}
        </Button>
      ) : view.action ? (
        <ConfiguredButton button={button}>{t(`errors.buttons.${view.action}`)}</ConfiguredButton>
      ) : null}
    </div>
  );
}
