import { createRng, hashText } from '../fixtures/prng';

/** The mock slot's rules, shared by the page (demo) and the spin endpoint (real money). */
export const SYMBOLS = ['🍒', '🍋', '🔔', '⭐', '💎', '7'] as const;
export const SYMBOL_NAMES = ['Cherry', 'Lemon', 'Bell', 'Star', 'Diamond', 'Seven'] as const;
/** Three of a kind pays this multiple of the bet; two of a kind pays ×2. Never ×1, so every spin moves the balance. */
export const THREE_OF_A_KIND = [5, 5, 10, 15, 25, 50] as const;
/** Bets in cents. */
export const BETS = [50, 100, 200, 500, 1000] as const;

export type SpinForce = 'win' | 'lose' | 'jackpot';

export function payout(reels: readonly number[], bet: number): number {
  const [a, b, c] = reels;
  if (a === b && b === c) return bet * THREE_OF_A_KIND[a];
  if (a === b || b === c || a === c) return bet * 2;
  return 0;
}

/** Reels for round `round` of a session: deterministic, or forced (QA and end-to-end tests). */
export function spinReels(seed: string, round: number, force?: SpinForce | null): number[] {
  if (force === 'lose') return [0, 1, 2];
  if (force === 'win') return [2, 2, 0];
  if (force === 'jackpot') return [5, 5, 5];
  const rng = createRng(hashText(`${seed}#${round}`));
  return [0, 1, 2].map(() => Math.floor(rng() * SYMBOLS.length));
}
