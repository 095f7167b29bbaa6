/**
 * A Formik form with the validation strategy of SPEC §5 and a11y defaults.
 *
 *   <ValidatedForm
 *     strategy="onSubmit"                       // or 'eager' (default)
 *     initialValues={{ email: '', password: '' }}
 *     validationSchema={object({ email: emailRule(), password: passwordRule() })}
 *     onSubmit={async (values, helpers) => { ... helpers.setStatus(formErrorStatus(msg)) ... }}
 *     aria-labelledby={titleId}
 *   >
 *     <FormError />
 *     <TextField name="email" ... />
 *     <SubmitButton>{t('auth:signIn')}</SubmitButton>
 *   </ValidatedForm>
 *
 * With 'onSubmit' nothing validates before the first submit, then it validates eagerly. After a failed
 * submit the first invalid field gets focus. Children may be a render function receiving Formik's bag.
 * Values stay as typed after a server error: only what onSubmit changes (setErrors/setStatus) changes.
 */
import { Formik, useFormikContext, type FormikConfig, type FormikProps, type FormikValues } from 'formik';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useUnsavedInput } from '@/lib/pwa/unsaved-input';
import { strategyFormikProps, type ValidationStrategy } from '@/lib/validation/strategy';
import { FormStrategyContext } from './form-strategy-context';
import styles from './form.module.css';

export interface ValidatedFormProps<Values extends FormikValues>
  extends Omit<FormikConfig<Values>, 'validateOnChange' | 'validateOnBlur' | 'validateOnMount' | 'children' | 'component' | 'render'> {
  strategy?: ValidationStrategy;
  children: ReactNode | ((formik: FormikProps<Values>) => ReactNode);
  className?: string;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

export function ValidatedForm<Values extends FormikValues>({
  strategy = 'eager',
  children,
  className,
  id,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...config
}: ValidatedFormProps<Values>) {
  const [submitted, setSubmitted] = useState(false);
  return (
    <FormStrategyContext.Provider value={strategy}>
      <Formik<Values> {...config} {...strategyFormikProps(strategy, submitted)}>
        {(formik) => (
          <FormElement
            formik={formik}
            onSubmitAttempt={() => setSubmitted(true)}
            className={className}
            id={id}
            ariaLabel={ariaLabel}
            ariaLabelledBy={ariaLabelledBy}
          >
            {typeof children === 'function' ? children(formik) : children}
          </FormElement>
        )}
      </Formik>
    </FormStrategyContext.Provider>
  );
}

interface FormElementProps<Values> {
  formik: FormikProps<Values>;
  onSubmitAttempt: () => void;
  className?: string;
  id?: string;
  ariaLabel?: string;
  ariaLabelledBy?: string;
  children: ReactNode;
}

function FormElement<Values>({ formik, onSubmitAttempt, className, id, ariaLabel, ariaLabelledBy, children }: FormElementProps<Values>) {
  const ref = useRef<HTMLFormElement>(null);
  // Typed input holds back the web app's update reload (src/lib/pwa/unsaved-input.ts).
  useUnsavedInput(formik.dirty);
  return (
    <form
      ref={ref}
      id={id}
      noValidate
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      className={[styles.form, className].filter(Boolean).join(' ')}
      onSubmit={(event) => {
        onSubmitAttempt();
        formik.handleSubmit(event);
      }}
      onReset={formik.handleReset}
    >
      <FocusFirstInvalid formRef={ref} />
      {children}
    </form>
  );
}

/** After a submit that ends with errors, moves focus to the first invalid control. */
function FocusFirstInvalid({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    if (Object.keys(errors).length === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, [submitCount, isSubmitting, isValidating, errors, formRef]);
  return null;
}
