import { createContext, useContext } from 'react';
import type { ValidationStrategy } from '@/lib/validation/strategy';

/** The strategy of the surrounding ValidatedForm; fields outside one behave eagerly. */
export const FormStrategyContext = createContext<ValidationStrategy>('eager');

export function useFormStrategy(): ValidationStrategy {
  return useContext(FormStrategyContext);
}
