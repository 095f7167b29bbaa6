/** The numeric transaction id of a payment result address (/cashier/paypending/{id}), or null. */
export function transactionIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,15}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}
