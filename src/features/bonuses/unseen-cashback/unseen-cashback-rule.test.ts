import { shouldShowCashback } from './unseen-cashback-rule';

describe('shouldShowCashback (SPEC §4 unseen cashback)', () => {
  const active = { id: 8003, status: 'active', receiving_expired_at: 1_800_000_000 } as const;
  const paid = { id: 8002, status: 'paid_out', receiving_expired_at: null } as const;

  it('shows an active latest cashback the player has not seen', () => {
    expect(shouldShowCashback(active, null)).toBe(true);
    expect(shouldShowCashback(active, undefined)).toBe(true);
    expect(shouldShowCashback(active, '8002')).toBe(true);
  });

  it('does not show the cashback whose id is stored as seen', () => {
    expect(shouldShowCashback(active, '8003')).toBe(false);
    expect(shouldShowCashback(paid, '8002')).toBe(false);
  });

  it('shows a paid-out one only without a receiving expiry', () => {
    expect(shouldShowCashback(paid, null)).toBe(true);
    expect(shouldShowCashback({ ...paid, receiving_expired_at: 1_800_000_000 }, null)).toBe(false);
  });

  it('shows nothing without cashbacks', () => {
    expect(shouldShowCashback(undefined, null)).toBe(false);
  });
});
