/**
 * The deposit amount of SPEC §5: digits only, no leading zero, within min and max. Thousands
 * separators (commas, spaces) typed or pasted by the player are ignored.
 *
 *   normalizeDepositSum('1,000', { min: 10, max: 5000 })  ->  { value: 1000, isValid: true, errorMessage: null }
 *   normalizeDepositSum('0100', { min: 10, max: 5000 })   ->  { value: 100, isValid: false, errorMessage: 'validation:wrongField' }
 *
 * errorMessage is an encoded validation message: show it with translateValidationMessage().
 */
import { formatAmount } from '@/lib/format/format';
import { validationMessage } from './messages';
import { isSumFormat } from './patterns';

export interface SumBounds {
  min?: number | null;
  max?: number | null;
}

export interface NormalizedSum {
  value: number;
  isValid: boolean;
  errorMessage: string | null;
}

function cleanSum(raw: string | number | null | undefined): string {
  if (raw === null || raw === undefined) return '';
  return String(raw).trim().replace(/[\s,\u00a0]/g, '');
}

/** Why a sum fails, or null: 'wrongField' (format) or 'sumRange'. */
export function sumError(raw: string | number | null | undefined, { min, max }: SumBounds = {}): string | null {
  const text = cleanSum(raw);
  if (!isSumFormat(text)) return validationMessage('wrongField');
  const value = Number(text);
  const lower = min ?? 1;
  const upper = max ?? Number.MAX_SAFE_INTEGER;
  if (value < lower || value > upper) return validationMessage('sumRange', { min: formatAmount(lower), max: max == null ? '∞' : formatAmount(upper) });
  return null;
}

export function normalizeDepositSum(raw: string | number | null | undefined, bounds: SumBounds = {}): NormalizedSum {
  const text = cleanSum(raw);
  const parsed = /^\d+$/.test(text) ? Number(text) : 0;
  const errorMessage = sumError(raw, bounds);
  return { value: Number.isFinite(parsed) ? parsed : 0, isValid: errorMessage === null, errorMessage };
}
