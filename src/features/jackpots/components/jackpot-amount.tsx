import { formatMoney } from '@/lib/format/format';
import { useLiveAmount } from '../use-live-amount';

/** How often jackpot pools are refreshed; the number counts up in between. */
export const JACKPOT_POLL_MS = 5_000;

/** A growing pool with its currency. Not a live region: a number that changes every frame must not be read out. */
export function JackpotAmount({ amount, currency, className }: { amount: number; currency: string; className?: string }) {
  const shown = useLiveAmount(amount, JACKPOT_POLL_MS);
  return <span className={className}>{formatMoney(shown, currency, { decimals: 'always' })}</span>;
}
