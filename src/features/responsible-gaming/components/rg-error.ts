import { asApiError } from '@/api/errors';

/** The responsible-gaming message key (namespace responsible-gaming) for a failed write. */
export function rgErrorKey(error: unknown): string {
  const { name } = asApiError(error);
  if (name === 'NetworkError' || name === 'Timeout') return 'errors.network';
  if (name === 'InvalidRequest') return 'errors.locked';
  if (name === 'InvalidParameter') return 'errors.invalid';
  return 'errors.failed';
}
