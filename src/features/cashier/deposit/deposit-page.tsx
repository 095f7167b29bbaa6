import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useSession } from '@/api/account/use-session';
import { useCashierGetDepositSettingsQuery } from '@/api/cashier/cashier-api';
import type { PaymentMethod } from '@/api/cashier/cashier.types';
import { QueryState } from '@/components/ui/query-state/query-state';
import { currencySymbol } from '@/lib/format/format';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { RecentTransactions } from '../history/recent-transactions';
import { CashierLayout } from '../layout/cashier-layout';
import { useCashierConfig } from '../shared/use-cashier-config';
import { DepositForm } from './deposit-form';
import { currenciesLoaded, methodChosen, methodCleared, selectDepositValues, selectPresets } from './deposit-slice';
import { MethodList } from './method-list';
import { savePaymentBackUrl } from './payment-back-url';
import styles from './deposit.module.css';

/** /cashier/deposit and /cashier/deposit/{sysname}: choose a method, fill in the form, pay. */
export function DepositPage() {
  const { t } = useTranslation('cashier');
  return (
    <CashierLayout title={t('meta.deposit')}>
      <DepositContent />
    </CashierLayout>
  );
}

function DepositContent() {
  const { t } = useTranslation('deposit');
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const { sysname } = useParams();
  const config = useCashierConfig();
  const dispatch = useAppDispatch();
  const { account } = useSession();
  const currency = account?.balance_main.currency ?? 'EUR';
  const kept = useAppSelector(selectDepositValues);
  const presets = useAppSelector(selectPresets);
  const settings = useCashierGetDepositSettingsQuery();
  const { data } = settings;

  useEffect(() => savePaymentBackUrl(location.search), [location.search]);
  useEffect(() => {
    if (data) dispatch(currenciesLoaded(data.currencies));
  }, [data, dispatch]);

  // The address names the method (SPEC §2 default); otherwise the slice remembers it.
  const wanted = sysname ?? (config.methodInUrl ? null : kept.method);
  const method = data?.methods.find((item) => item.sysname === wanted) ?? null;
  const unknown = Boolean(data && sysname && !method);

  useEffect(() => {
    if (method) dispatch(methodChosen({ method, currency }));
    // A method asked for but not offered (an old link, or the list changed): forget it, keep the rest.
    else if (data && wanted) dispatch(methodCleared());
  }, [data, method, wanted, currency, dispatch]);

  // Back on the plain deposit address with a method chosen earlier: show that method again.
  const remembered = !sysname && config.methodInUrl && kept.method && data?.methods.some((item) => item.sysname === kept.method) ? kept.method : null;
  useEffect(() => {
    if (remembered) void navigate(href(locale, 'cashierDepositMethod', { sysname: remembered }) + location.search, { replace: true });
  }, [remembered, locale, location.search, navigate]);

  const choose = (next: PaymentMethod) => {
    if (config.methodInUrl) {
      void navigate(href(locale, 'cashierDepositMethod', { sysname: next.sysname }) + location.search, { replace: true });
      return;
    }
    dispatch(methodChosen({ method: next, currency }));
    if (sysname) void navigate(href(locale, 'cashierDeposit') + location.search, { replace: true });
  };

  const symbol = data?.currencies[currency] ?? currencySymbol(currency);
  // A failed refresh (the settings are refetched after every payment) keeps the form on screen.
  return (
    <QueryState
      query={settings}
      loading="skeleton"
      shape="card"
      count={6}
      loadingLabel={t('methods.loading')}
      error={{ title: t('methods.loadError') }}
      isEmpty={(data) => data.methods.length === 0}
      empty={{ title: t('methods.empty.title'), text: t('methods.empty.text') }}
    >
      {(data) => (
        <div className={styles.layout}>
          {unknown ? (
            <p role="alert" className={styles.notice}>
              {t('methods.unknown', { sysname })}
            </p>
          ) : null}
          <MethodList methods={data.methods} selected={method?.sysname ?? null} currency={currency} locale={locale} onSelect={choose} />
          {method ? (
            <DepositForm
              key={method.sysname}
              method={method}
              currency={currency}
              symbol={symbol}
              presets={presets}
              saved={data.saved_requisites}
              requestedSaved={new URLSearchParams(location.search).get('requisite')}
            />
          ) : (
            <p className={styles.prompt}>{t('methods.choose')}</p>
          )}
          <RecentTransactions />
        </div>
      )}
    </QueryState>
  );
}
