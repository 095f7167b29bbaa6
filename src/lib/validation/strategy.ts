/**
 * SPEC §5: a form validates eagerly (on change and blur) or on submit. With 'onSubmit' nothing is
 * validated while the player types until the first submit; from then on the form behaves eagerly so a
 * corrected field clears its error at once.
 *
 *   <Formik {...strategyFormikProps('onSubmit', submitted)} ...>   // or use <ValidatedForm strategy=...>
 */
export type ValidationStrategy = 'eager' | 'onSubmit';

export function strategyFormikProps(
  strategy: ValidationStrategy,
  submitted: boolean,
): { validateOnChange: boolean; validateOnBlur: boolean; validateOnMount: false } {
  const live = strategy === 'eager' || submitted;
  return { validateOnChange: live, validateOnBlur: live, validateOnMount: false };
}

/** Whether a field's error is shown: eager after the field was touched, onSubmit after a submit. */
export function shouldShowError(strategy: ValidationStrategy, touched: boolean, submitCount: number): boolean {
  return strategy === 'eager' ? touched || submitCount > 0 : submitCount > 0;
}
