import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { useAppDispatch } from '@/store/hooks';
import type { DepositFormValues } from './deposit-form-model';
import { amountChanged, bankChosen, promoCodeChanged, requisitesChanged, savedRequisiteChosen } from './deposit-slice';

/**
 * Reports what is typed to the deposit slice (SPEC §3 depositValues, depositSum), so the values
 * outlive this form: another method's form starts with the same amount, and coming back to a
 * method finds its requisites (typed, or the saved ones picked) as they were.
 */
export function DepositFormSync({ method }: { method: string }) {
  const { values } = useFormikContext<DepositFormValues>();
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(amountChanged(values.amount));
  }, [dispatch, values.amount]);
  useEffect(() => {
    dispatch(requisitesChanged({ method, values: values.requisites }));
  }, [dispatch, method, values.requisites]);
  useEffect(() => {
    dispatch(bankChosen({ method, bankId: values.bank_id }));
  }, [dispatch, method, values.bank_id]);
  useEffect(() => {
    dispatch(savedRequisiteChosen({ method, id: values.saved }));
  }, [dispatch, method, values.saved]);
  useEffect(() => {
    dispatch(promoCodeChanged(values.promo_code));
  }, [dispatch, values.promo_code]);
  return null;
}
