import { useField, useFormikContext, type FieldHookConfig } from 'formik';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { translateValidationMessage, VALIDATION_NS } from '@/lib/validation/messages';
import { shouldShowError } from '@/lib/validation/strategy';
import { useFormStrategy } from './form-strategy-context';

interface FieldStateOptions {
  id?: string;
  hasHint: boolean;
  type?: FieldHookConfig<unknown>['type'];
}

/**
 * Formik state of one field plus everything a11y needs: stable ids, the translated error text (only
 * when the strategy says it may show), aria-invalid and aria-describedby.
 */
export function useFieldState<Value = string>(name: string, { id, hasHint, type }: FieldStateOptions) {
  const [field, meta, helpers] = useField<Value>(type ? { name, type } : name);
  const { submitCount } = useFormikContext();
  const strategy = useFormStrategy();
  const { t } = useTranslation(VALIDATION_NS);
  const generated = useId();
  const inputId = id ?? `${generated}-${name}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const rawError = typeof meta.error === 'string' ? meta.error : undefined;
  const visible = Boolean(rawError) && shouldShowError(strategy, meta.touched, submitCount);
  const errorText = visible ? translateValidationMessage(t, rawError) : '';
  const describedBy = [hasHint ? hintId : null, errorText ? errorId : null].filter(Boolean).join(' ') || undefined;
  return {
    field,
    meta,
    helpers,
    t,
    ids: { input: inputId, hint: hintId, error: errorId },
    errorText,
    a11y: { id: inputId, 'aria-invalid': errorText ? (true as const) : undefined, 'aria-describedby': describedBy },
  };
}
