import type { ParamName } from '@/api/contract/contract-table';
import { PARTNER_PARAM_NAMES } from '@/lib/tracking/tracking-params';
import type { AccountRow, PartnerRow } from '../core/schema';
import type { ApiContext } from '../core/api-method';

// The names auth.register takes for the partner, checked against the contract table.
const NAMES: readonly ParamName<'auth', 'register'>[] = PARTNER_PARAM_NAMES;

/**
 * Keeps the tracking link partner a registration carried on the new account, where QA reads it
 * (the mock database, mocks/README.md). Nothing is kept when the call carried none.
 */
export function recordPartner(account: AccountRow | null | undefined, ctx: ApiContext): void {
  if (!account) return;
  const sent = NAMES.filter((name) => ctx.body[name]);
  if (sent.length === 0) return;
  const partner = Object.fromEntries(NAMES.map((name) => [name, ctx.body[name] || null])) as unknown as PartnerRow;
  account.partner = partner;
}
