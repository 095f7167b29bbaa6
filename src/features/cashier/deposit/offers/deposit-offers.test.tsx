import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { forceError, signInAs, signOut } from '../../../../../mocks/scenarios';
import { initI18n } from '@/lib/i18n/i18n';
import type { Locale } from '@/lib/i18n/locales';
import { makeStore } from '@/store/store';
import { DepositOffers } from './deposit-offers';
import { renderInAct } from '@/testing/render-in-act';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };

/** The deposit form's side: it owns the method and the chosen offer, as the deposit page does. */
function Form({ initialMethod, onChange }: { initialMethod: string | null; onChange: (id: number) => void }) {
  const [method, setMethod] = useState(initialMethod);
  const [offer, setOffer] = useState(-1);
  return (
    <>
      <label>
        Method
        <select value={method ?? ''} onChange={(event) => setMethod(event.target.value || null)}>
          <option value="">none</option>
          <option value="card">card</option>
          <option value="crypto_usdt">crypto_usdt</option>
          <option value="declined_pay">declined_pay</option>
        </select>
      </label>
      <DepositOffers
        methodSysname={method}
        value={offer}
        onChange={(id) => {
          onChange(id);
          setOffer(id);
        }}
      />
    </>
  );
}

async function renderOffers({ method = 'card', locale = 'en' }: { method?: string | null; locale?: Locale } = {}) {
  await initI18n(locale);
  const onChange = vi.fn();
  await renderInAct(
    <Provider store={makeStore()}>
      <MemoryRouter>
        <Suspense fallback="…">
          <Form initialMethod={method} onChange={onChange} />
        </Suspense>
      </MemoryRouter>
    </Provider>,
  );
  return { user: userEvent.setup(), onChange };
}

async function renderGroup(options: Parameters<typeof renderOffers>[0] = {}) {
  const rendered = await renderOffers(options);
  return { ...rendered, group: await screen.findByRole('group', {}, SLOW) };
}

/** Each radio's name (its title, by aria-labelledby), in order. */
const radioNames = (group: HTMLElement) =>
  within(group)
    .getAllByRole('radio')
    .map((radio) => document.getElementById(radio.getAttribute('aria-labelledby') ?? '')?.textContent);

describe('DepositOffers', () => {
  it('offers the player the deposit offers they qualify for, with "No bonus" chosen', async () => {
    // demo has deposited before: no first-deposit bonus; the registration offer is never here.
    signInAs('demo@example.com');
    const { group } = await renderGroup();
    expect(radioNames(group)).toEqual(['No bonus', 'Weekend reload 50% up to €100', '50 free spins', '€10 free bet', 'Cashback boost 15%']);
    expect(within(group).getByRole('radio', { name: 'No bonus' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: '50 free spins' })).toHaveAccessibleDescription(
      'Deposit €30 or more and get 50 free spins on the slot of the week. Winnings go to your bonus balance. Deposit from €30',
    );
  });

  it('follows what each player satisfies', async () => {
    // new@ has never deposited (welcome bonus) and is not verified (no cashback boost).
    signInAs('new@example.com');
    const { group } = await renderGroup();
    expect(radioNames(group)).toEqual(['No bonus', 'Welcome bonus 100% up to €200', 'Weekend reload 50% up to €100', '50 free spins', '€10 free bet']);
  });

  it('shows a visitor every deposit offer', async () => {
    signOut();
    const { group } = await renderGroup({ method: null });
    expect(radioNames(group)).toEqual([
      'No bonus',
      'Welcome bonus 100% up to €200',
      'Weekend reload 50% up to €100',
      '50 free spins',
      '€10 free bet',
      'Cashback boost 15%',
    ]);
  });

  it('hides offers that exclude the method and goes back to "No bonus" when the chosen one is hidden', async () => {
    signInAs('demo@example.com');
    const { user, group, onChange } = await renderGroup();
    await user.click(within(group).getByRole('radio', { name: '50 free spins' }));
    expect(within(group).getByRole('radio', { name: '50 free spins' })).toBeChecked();

    // 50 free spins excludes no method: it stays chosen for crypto.
    await user.selectOptions(screen.getByLabelText('Method'), 'crypto_usdt');
    expect(within(group).queryByRole('radio', { name: 'Weekend reload 50% up to €100' })).not.toBeInTheDocument();
    expect(within(group).queryByRole('radio', { name: '€10 free bet' })).not.toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: '50 free spins' })).toBeChecked();

    await user.selectOptions(screen.getByLabelText('Method'), 'card');
    await user.click(within(group).getByRole('radio', { name: 'Weekend reload 50% up to €100' }));
    onChange.mockClear();
    await user.selectOptions(screen.getByLabelText('Method'), 'declined_pay');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(-1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(within(group).getByRole('radio', { name: 'No bonus' })).toBeChecked();
    expect(within(group).queryByRole('radio', { name: 'Weekend reload 50% up to €100' })).not.toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: '€10 free bet' })).toBeInTheDocument();
  });

  it('speaks the page language', async () => {
    signInAs('demo@example.com');
    const { group } = await renderGroup({ locale: 'it' });
    expect(group).toHaveAccessibleName('Bonus per questo deposito');
    expect(within(group).getByRole('radio', { name: 'Nessun bonus' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Scommessa gratuita da 10 €' })).toBeInTheDocument();
  });

  it('says when the offers cannot be loaded and loads them on retry', async () => {
    signInAs('demo@example.com');
    // The base query retries a failed read once: fail both tries.
    forceError('campaigns.getOffers', 'InternalServerError', { times: 2 });
    const { user } = await renderOffers();
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Bonus offers could not be loaded. You can still deposit without a bonus.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const group = await screen.findByRole('group', { name: 'Bonus for this deposit' }, SLOW);
    expect(within(group).getByRole('radio', { name: 'No bonus' })).toBeChecked();
  });
});
