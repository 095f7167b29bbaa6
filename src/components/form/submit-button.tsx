/**
 * The submit button of a Formik form: disabled and aria-busy with a spinner while submitting.
 *
 *   <SubmitButton fullWidth>{t('auth:signIn')}</SubmitButton>
 */
import { useFormikContext } from 'formik';
import { Button, type ButtonProps } from '@/components/ui/button/button';

export type SubmitButtonProps = Omit<Extract<ButtonProps, { href?: undefined }>, 'type' | 'loading'>;

export function SubmitButton({ disabled, ...rest }: SubmitButtonProps) {
  const { isSubmitting } = useFormikContext<unknown>();
  return <Button {...rest} type="submit" loading={isSubmitting} disabled={disabled} />;
}
