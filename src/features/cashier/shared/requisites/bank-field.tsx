import { useCashierGetBanksQuery } from '@/api/cashier/cashier-api';
import { SelectField } from '@/components/form/select-field';
import { LoadError } from '@/components/ui/query-state/load-error';
import { useTranslation } from '@/lib/i18n/use-translation';

/** The bank of a `needs_bank` method (cashier.getBanks {method}), as a required select bound to `bank_id`. */
export function BankField({ method }: { method: string }) {
  const { t } = useTranslation('cashier');
  const { data, isLoading, isError, refetch } = useCashierGetBanksQuery({ method });
  // A failed refresh keeps the list already shown; only a list never loaded becomes the error.
  if (isError && !data) return <LoadError message={t('bank.loadError')} onRetry={() => void refetch()} />;
  const options = (data?.items ?? []).map((bank) => ({ value: String(bank.id), label: bank.name }));
  return (
    <SelectField
      name="bank_id"
      label={t('bank.label')}
      options={options}
      placeholder={isLoading ? t('bank.loading') : t('bank.placeholder')}
      disabled={isLoading}
      aria-busy={isLoading || undefined}
      required
    />
  );
}
