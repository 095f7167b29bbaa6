import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormikContext } from 'formik';
import { boolean, object, string } from 'yup';
import { createUiTestI18n, renderWithUi } from '@/components/ui/testing/render-with-ui';
import { validationMessage } from '@/lib/validation/messages';
import { CheckboxField } from './checkbox-field';
import { FormError, formErrorStatus } from './form-error';
import { PasswordField } from './password-field';
import { SelectField } from './select-field';
import { SubmitButton } from './submit-button';
import { VALIDATION_RESOURCES } from './testing/validation-resources';
import { TextField } from './text-field';
import { ValidatedForm, type ValidatedFormProps } from './validated-form';

const schema = object({
  email: string().required(validationMessage('required')).email(validationMessage('email')),
  password: string().required(validationMessage('required')).min(6, validationMessage('minLength', { min: 6 })),
  terms: boolean().oneOf([true], validationMessage('checkbox')),
  sex: string().required(validationMessage('sex')),
});
type Values = { email: string; password: string; terms: boolean; sex: string };
const initialValues: Values = { email: '', password: '', terms: false, sex: '' };

function SignUp(props: Partial<ValidatedFormProps<Values>>) {
  return (
    <ValidatedForm<Values> initialValues={initialValues} validationSchema={schema} onSubmit={() => {}} aria-label="Sign up" {...props}>
      <FormError />
      <TextField name="email" type="email" label="Email" autoComplete="email" hint="We never share it" required />
      <PasswordField name="password" label="Password" autoComplete="new-password" />
      <CheckboxField
        name="terms"
        label={
          <>
            I accept the <a href="/terms">terms</a>
          </>
        }
      />
      <SelectField name="sex" label="Sex" placeholder options={[{ value: 'male', label: 'Male' }, { value: 'female', label: 'Female' }]} />
      <SubmitButton>Create account</SubmitButton>
    </ValidatedForm>
  );
}

function render(ui: React.ReactElement, lng = 'en') {
  return renderWithUi(ui, { i18n: createUiTestI18n(lng, VALIDATION_RESOURCES) });
}

describe('form fields', () => {
  it('associates labels, hints and autocomplete with the controls', () => {
    render(<SignUp />);
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAccessibleDescription('We never share it');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('combobox', { name: 'Sex' })).toHaveDisplayValue('Choose…');
  });

  it('marks every invalid field after a failed submit and focuses the first one', async () => {
    const onSubmit = vi.fn();
    render(<SignUp onSubmit={onSubmit} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('We never share it Field is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Field is required');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('This box must be checked');
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription('Please choose one');
    expect(email).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('translates messages with their parameters in the current language', async () => {
    render(<SignUp />, 'ru');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Минимальная длина: 6'));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('We never share it Обязательное поле');
  });

  it('eager: shows an error once the field is left', async () => {
    render(<SignUp strategy="eager" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('We never share it Wrong email address'));
  });

  it('onSubmit: stays quiet while typing, then validates on every change after the first submit', async () => {
    render(<SignUp strategy="onSubmit" />);
    const user = userEvent.setup();
    const email = screen.getByLabelText(/^Email/);
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await user.clear(email);
    await user.type(email, 'player@example.com');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
  });

  it('keeps the typed values after a server error and shows the field and form errors', async () => {
    render(
      <SignUp
        onSubmit={(_values, helpers) => {
          helpers.setErrors({ email: 'This email is already registered' });
          helpers.setStatus(formErrorStatus('Registration failed'));
        }}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'player@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('checkbox'));
    await user.selectOptions(screen.getByRole('combobox'), 'female');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveValue('player@example.com');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('We never share it This email is already registered');
    expect(screen.getByLabelText('Password')).toHaveValue('secret1');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByRole('combobox')).toHaveValue('female');
  });

  it('toggles the password visibility with a button named after what it does', async () => {
    render(<SignUp />, 'es');
    const user = userEvent.setup();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'secret1');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Ocultar contraseña' });
    expect(hide).toHaveAttribute('aria-controls', password.id);
    hide.focus();
    await user.keyboard('{Enter}');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveValue('secret1');
  });

  it('disables the submit button and marks it busy while submitting', async () => {
    let finish = () => {};
    const pending = new Promise<void>((resolve) => {
      finish = resolve;
    });
    function Valid() {
      const { setValues } = useFormikContext<Values>();
      return (
        <button type="button" onClick={() => void setValues({ email: 'a@b.co', password: 'secret1', terms: true, sex: 'male' })}>
          fill
        </button>
      );
    }
    render(
      <ValidatedForm<Values> initialValues={initialValues} validationSchema={schema} onSubmit={() => pending}>
        <Valid />
        <SubmitButton>Send</SubmitButton>
      </ValidatedForm>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'fill' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const send = screen.getByRole('button', { name: 'Send' });
    await waitFor(() => expect(send).toBeDisabled());
    expect(send).toHaveAttribute('aria-busy', 'true');
    finish();
    await waitFor(() => expect(send).toBeEnabled());
  });

  it('FormError shows an explicit or encoded message and stays an empty alert region otherwise', () => {
    const { rerender } = render(
      <ValidatedForm initialValues={{}} onSubmit={() => {}}>
        <FormError />
      </ValidatedForm>,
      'it',
    );
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    rerender(
      <ValidatedForm initialValues={{}} onSubmit={() => {}}>
        <FormError message={validationMessage('maxLength', { max: 20 })} />
      </ValidatedForm>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Lunghezza massima: 20');
  });
});
