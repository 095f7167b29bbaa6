import { useTranslation } from 'react-i18next';
import { useCashierGetBanksQuery } from '@/api/cashier/cashier-api';
import { SelectField } from '@/components/form/select-field';
import { LoadError } from '@/components/ui/query-state/load-error';

/** The bank of a `needs_bank` method (cashier.getBanks), as a required select. */
export function BankSelect({ method }: { method: string }) {
  const { t } = useTranslation('withdraw');
  const { data, isLoading, isError, refetch } = useCashierGetBanksQuery({ method });
  if (isError && !data) return <LoadError message={t('form.banksError')} onRetry={() => void refetch()} />;
  const options = (data?.items ?? []).map((bank) => ({ value: String(bank.id), label: bank.name }));
  return (
    <SelectField
      name="bank_id"
      label={t('form.bank')}
      options={options}
      placeholder={isLoading ? t('form.banksLoading') : true}
      disabled={isLoading}
      aria-busy={isLoading || undefined}
      required
    />
  );
}
