import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object } from 'yup';
import { createUiTestI18n, renderWithUi } from '@/components/ui/testing/render-with-ui';
import { createMask } from '@/lib/masks/mask';
import { confirmationCodeRule, phoneRule } from '@/lib/validation/rules';
import { MaskedField } from './masked-field';
import { SubmitButton } from './submit-button';
import { VALIDATION_RESOURCES } from './testing/validation-resources';
import { ValidatedForm } from './validated-form';

const phoneMask = createMask('+7 (###) ###-##-##');
const codeMask = createMask('######');

function renderForm(onSubmit: (values: { phone: string; code: string }) => void, initial = { phone: '', code: '' }) {
  return renderWithUi(
    <ValidatedForm
      initialValues={initial}
      validationSchema={object({ phone: phoneRule(), code: confirmationCodeRule() })}
      onSubmit={(values) => onSubmit(values)}
    >
      <MaskedField name="phone" label="Phone" mask={phoneMask} type="tel" autoComplete="tel" />
      <MaskedField name="code" label="Code" mask={codeMask} unmask inputMode="numeric" autoComplete="one-time-code" />
      <SubmitButton>Send</SubmitButton>
    </ValidatedForm>,
    { i18n: createUiTestI18n('en', VALIDATION_RESOURCES) },
  );
}

describe('MaskedField', () => {
  it('formats what the player types and hands the masked or raw value to Formik', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    const user = userEvent.setup();
    const phone = screen.getByLabelText('Phone');
    await user.type(phone, '9123456789');
    expect(phone).toHaveValue('+7 (912) 345-67-89');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    await user.type(screen.getByLabelText('Code'), '12a3456');
    expect(screen.getByLabelText('Code')).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ phone: '+7 (912) 345-67-89', code: '123456' }));
  });

  it('shows initial values through the mask and wires errors like the other fields', async () => {
    renderForm(vi.fn(), { phone: '+7 (912) 345-67-89', code: '' });
    expect(screen.getByLabelText('Phone')).toHaveValue('+7 (912) 345-67-89');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    const code = screen.getByLabelText('Code');
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription('Field is required');
    expect(code).toHaveFocus();
  });
});
