import { useMemo } from 'react';
import { useCashierGetDepositSettingsQuery } from '@/api/cashier/cashier-api';

/**
 * A payment method's display name by its sysname, from the deposit settings once they are loaded;
 * until then (or for a method no longer offered) the sysname itself.
 */
export function useMethodNames(): (sysname: string) => string {
  const { data } = useCashierGetDepositSettingsQuery();
  return useMemo(() => {
    const names = new Map((data?.methods ?? []).map((method) => [method.sysname, method.name]));
    return (sysname: string) => names.get(sysname) ?? sysname;
  }, [data]);
}
