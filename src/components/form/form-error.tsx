/**
 * The form-level error area (a server answer that belongs to no single field).
 *
 *   onSubmit={async (values, helpers) => {
 *     try { ... } catch (error) { helpers.setStatus(formErrorStatus(t('auth:wrongCredentials'))); }
 *   }}
 *   ...
 *   <FormError />              // reads Formik `status.formError`
 *   <FormError message={x} />  // or shows an explicit message
 *
 * The region is always in the DOM with role="alert", so a message that appears is announced.
 * Encoded validation messages (validationMessage()) are translated; other strings show as they are.
 */
import { useFormikContext } from 'formik';
import { useTranslation } from '@/lib/i18n/use-translation';
import { translateValidationMessage, VALIDATION_NS } from '@/lib/validation/messages';
import styles from './form.module.css';

export interface FormErrorStatus {
  formError?: string | null;
}

/** The Formik status object FormError reads. */
export function formErrorStatus(message: string | null): FormErrorStatus {
  return { formError: message };
}

export interface FormErrorProps {
  message?: string | null;
  id?: string;
  className?: string;
}

export function FormError({ message, id, className }: FormErrorProps) {
  const status = useFormikContext<unknown>().status as FormErrorStatus | undefined;
  const { t } = useTranslation(VALIDATION_NS);
  const raw = message !== undefined ? message : (status?.formError ?? null);
  const text = translateValidationMessage(t, raw);
  return (
    <div id={id} role="alert" className={[styles.formError, className].filter(Boolean).join(' ')}>
      {text}
    </div>
  );
}
