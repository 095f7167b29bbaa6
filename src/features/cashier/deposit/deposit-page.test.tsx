import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { forceError, signInAs } from '../../../../mocks/scenarios';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';
import { amountInput, fillCard, renderDeposit, SLOW } from './deposit-test-utils';
import { leaveSite } from '@/lib/navigation/leave-site';

vi.mock('@/lib/navigation/leave-site', () => ({ leaveSite: vi.fn() }));
vi.setConfig({ testTimeout: 40_000 });

/** How many makeDeposit calls reached the mock backend since this was called. */
function countDeposits(): { readonly count: number } {
  const counter = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/cashier/makeDeposit')) counter.count += 1;
  });
  return counter;
}

const payButton = (name: string | RegExp = /^Deposit/) => screen.getByRole('button', { name });
const HISTORY_MESSAGE = /can't tell whether the payment went through/;

beforeEach(() => {
  signInAs('demo@example.com');
});
afterEach(() => {
  server.events.removeAllListeners('request:start');
  vi.restoreAllMocks();
  vi.mocked(leaveSite).mockClear();
});

describe('DepositPage: methods', () => {
  it('lists the methods as radios and puts the chosen one in the address', async () => {
    const { router, user } = await renderDeposit('/en/cashier/deposit?back_url=%2Fen%2Fpromotions');
    const group = await screen.findByRole('radiogroup', { name: 'Payment method' }, SLOW);
    expect(within(group).getAllByRole('radio').length).toBeGreaterThan(5);
    const wallet = within(group).getByRole('radio', { name: 'PayNow Wallet' });
    expect(wallet).toHaveAccessibleDescription(/€5 – €2,000.*Fee 1\.5%.*PayNow wallet/);
    expect(screen.getByText('Choose a payment method to continue.')).toBeInTheDocument();

    await user.click(wallet);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/cashier/deposit/ewallet'));
    expect(router.state.historyAction).toBe('REPLACE');
    // The query stays (a back url, a promo code) and the back url is saved for the success page.
    expect(router.state.location.search).toBe('?back_url=%2Fen%2Fpromotions');
    expect(localStorage.getItem(STORAGE_KEYS.paymentSuccessBackUrl)).toBe('/en/promotions');
    expect(await screen.findByRole('heading', { name: 'Pay with PayNow Wallet' })).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'PayNow Wallet' })).toBeChecked();
  });

  it('says so when the address names a method that does not exist, and still lists the others', async () => {
    await renderDeposit('/en/cashier/deposit/nope');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('The payment method “nope” is not available.');
    expect(screen.getByRole('radio', { name: 'NovaCard' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: /^Deposit/ })).not.toBeInTheDocument();
  });

  it('shows the load error with a retry when the settings cannot be read', async () => {
    forceError('cashier.getDepositSettings', 'InternalServerError', { times: 2 });
    const { user } = await renderDeposit('/en/cashier/deposit/card');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Payment methods could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'NovaCard' }, SLOW)).toBeChecked();
  });

  it('says in words that there are no methods', async () => {
    server.use(http.get('*/api/cashier/getDepositSettings', () => HttpResponse.json({ data: { methods: [], currencies: { EUR: '€' }, saved_requisites: [] } })));
    await renderDeposit();
    expect(await screen.findByText('No payment methods are available right now.', {}, SLOW)).toBeInTheDocument();
  });
});

describe('DepositPage: the form', () => {
  it('checks the amount with the sum rule of the method and fills it from the presets', async () => {
    const { user } = await renderDeposit('/en/cashier/deposit/card');
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }, SLOW), '5');
    await user.tab();
    await waitFor(() => expect(amountInput()).toHaveAccessibleDescription(/Amount must be from 10 to 5,000/));
    expect(amountInput()).toHaveAttribute('aria-invalid', 'true');
    expect(payButton()).toHaveTextContent(/^Deposit$/);

    await user.click(within(screen.getByRole('group', { name: 'Quick amounts' })).getByRole('button', { name: '€100' }));
    expect(amountInput()).toHaveValue('100');
    await waitFor(() => expect(amountInput()).not.toHaveAttribute('aria-invalid'));
    expect(screen.getByRole('button', { name: '€100' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('button', { name: 'Deposit €100' })).toBeInTheDocument();
  });

  it('checks card requisites: Luhn, expiry in the future, CVV', async () => {
    const { user } = await renderDeposit('/en/cashier/deposit/card');
    await user.type(await screen.findByRole('textbox', { name: 'Card number' }, SLOW), '4242424242424241');
    await user.type(screen.getByRole('textbox', { name: 'Expiry date' }), '0120');
    await user.type(screen.getByRole('textbox', { name: 'CVV/CVC' }), '12');
    await user.click(payButton());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription('Check the card number'));
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4241');
    expect(screen.getByRole('textbox', { name: 'Expiry date' })).toHaveAccessibleDescription('This card has expired');
    expect(screen.getByRole('textbox', { name: 'CVV/CVC' })).toHaveAccessibleDescription('The CVV is 3 or 4 digits');
    // The first invalid field takes the focus.
    await waitFor(() => expect(amountInput()).toHaveFocus());
  });

  it('keeps the amount when the method changes and each method’s requisites when coming back', async () => {
    const { user } = await renderDeposit('/en/cashier/deposit/card');
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }, SLOW), '75');
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242');
    await user.click(screen.getByRole('radio', { name: 'PayNow Wallet' }));
    expect(await screen.findByRole('heading', { name: 'Pay with PayNow Wallet' })).toBeInTheDocument();
    expect(amountInput()).toHaveValue('75');
    await user.click(screen.getByRole('radio', { name: 'NovaCard' }));
    expect(await screen.findByRole('heading', { name: 'Pay with NovaCard' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242');
  });

  it('prefills the promo code from storage and shows the bank select of a bank method', async () => {
    localStorage.setItem(STORAGE_KEYS.promoCode, 'SPIN50');
    await renderDeposit('/en/cashier/deposit/bank_transfer');
    expect(await screen.findByRole('textbox', { name: 'Promo code' }, SLOW)).toHaveValue('SPIN50');
    const bank = screen.getByRole('combobox', { name: 'Bank' });
    await waitFor(() => expect(within(bank).getAllByRole('option').length).toBeGreaterThan(1));
  });

  it('shows the deposit limit beside the amount', async () => {
    signInAs('limit@example.com');
    await renderDeposit('/en/cashier/deposit/card');
    expect(await screen.findByText('Your deposit limit: €100 per day.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/You can deposit €40 more/)).toBeInTheDocument();
  });
});

describe('DepositPage: paying', () => {
  it('sends exactly one makeDeposit for a double click and goes to the success page', async () => {
    const deposits = countDeposits();
    const { router, user } = await renderDeposit('/en/cashier/deposit/card');
    await screen.findByRole('textbox', { name: 'Card number' }, SLOW);
    await fillCard(user);
    const button = payButton('Deposit €50');
    // Two presses and an Enter before React can re-render the button as disabled.
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
      fireEvent.submit(button.closest('form') as HTMLFormElement);
    });
    await user.dblClick(button);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/en\/cashier\/paysuccess\/\d+$/), SLOW);
    expect(deposits.count).toBe(1);
  });

  it('shows the button busy while the payment is on its way', async () => {
    server.use(
      http.post('*/api/cashier/makeDeposit', async () => {
        await delay(400);
        return HttpResponse.json({ data: { transaction_id: 77, status: 'pending', action: 'pending' } });
      }),
    );
    const deposits = countDeposits();
    const { router, user } = await renderDeposit('/en/cashier/deposit/card');
    await screen.findByRole('textbox', { name: 'Card number' }, SLOW);
    await fillCard(user);
    await user.click(payButton('Deposit €50'));
    await waitFor(() => expect(payButton('Deposit €50')).toHaveAttribute('aria-busy', 'true'));
    expect(payButton('Deposit €50')).toBeDisabled();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/cashier/paypending/77'), SLOW);
    expect(deposits.count).toBe(1);
  });

  const noAnswer: Array<[string, () => void]> = [
    ['a network error', () => server.use(http.post('*/api/cashier/makeDeposit', () => HttpResponse.error()))],
    ['a 500', () => forceError('cashier.makeDeposit', 'InternalServerError')],
    [
      'a timeout',
      () => {
        server.use(
          http.post('*/api/cashier/makeDeposit', async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
        );
        // The 30 s money-call timeout, shortened: the signal fires as AbortSignal.timeout would.
        const timeout = AbortSignal.timeout.bind(AbortSignal);
        vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => timeout(ms >= 30_000 ? 50 : ms));
      },
    ],
  ];

  it.each(noAnswer)('after %s: tells the player to check the history, keeps every value and never sends again', async (_name, arrange) => {
    const deposits = countDeposits();
    const { router, user } = await renderDeposit('/en/cashier/deposit/card');
    await screen.findByRole('textbox', { name: 'Card number' }, SLOW);
    await fillCard(user);
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'SPIN');
    arrange();
    await user.click(payButton('Deposit €50'));
    const alert = await screen.findByRole('alert', {}, SLOW);
    await waitFor(() => expect(alert).toHaveTextContent(HISTORY_MESSAGE));
    expect(within(alert).getByRole('link', { name: 'Open transaction history' })).toHaveAttribute('href', '/en/cashier/history?tab=deposit');
    expect(alert.parentElement).toHaveFocus();
    expect(amountInput()).toHaveValue('50');
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByRole('textbox', { name: 'Expiry date' })).toHaveValue('12/30');
    expect(screen.getByRole('textbox', { name: 'CVV/CVC' })).toHaveValue('123');
    expect(screen.getByRole('textbox', { name: 'Name on card' })).toHaveValue('Alex Player');
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveValue('SPIN');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(deposits.count).toBe(1);
    expect(router.state.location.pathname).toBe('/en/cashier/deposit/card');
  });

  it('says a declined payment in words and keeps the values', async () => {
    const { user } = await renderDeposit('/en/cashier/deposit/card');
    await screen.findByRole('textbox', { name: 'Card number' }, SLOW);
    await fillCard(user, { number: '4000000000000002' });
    await user.click(payButton('Deposit €50'));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('The payment was declined by the payment provider.');
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4000 0000 0000 0002');
    expect(amountInput()).toHaveValue('50');
  });

  it('shows the limit when the deposit is over it', async () => {
    signInAs('limit@example.com');
    const { user } = await renderDeposit('/en/cashier/deposit/card');
    await screen.findByRole('textbox', { name: 'Card number' }, SLOW);
    await fillCard(user, { amount: '100' });
    await user.click(payButton('Deposit €100'));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('This deposit is over your deposit limit.');
    expect(alert).toHaveTextContent(/Your limit is €100 per day; you can still deposit €40/);
    expect(amountInput()).toHaveValue('100');
  });

  it('puts server field errors on their fields', async () => {
    server.use(
      http.post('*/api/cashier/makeDeposit', () =>
        HttpResponse.json(
          { error: { type: 'InvalidParameterException', message: 'bad card', error_data: { 'requisites.card_number': ['INVALID'], amount: ['SUM_RANGE'] } } },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderDeposit('/en/cashier/deposit/card');
    await screen.findByRole('textbox', { name: 'Card number' }, SLOW);
    await fillCard(user);
    await user.click(payButton('Deposit €50'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription('Check this field'));
    expect(amountInput()).toHaveAccessibleDescription(/The amount is outside the limits of this method/);
    expect(amountInput()).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
  });
});

describe('DepositPage: saved requisites', () => {
  /** The `requisites` field of each makeDeposit the page sends, as the mock backend receives it. */
  function sentRequisites(): string[] {
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/cashier/makeDeposit')) return;
      void request
        .clone()
        .formData()
        .then((form) => sent.push(form.get('requisites') as string));
    });
    return sent;
  }

  it('pays with the demo player’s saved card by its id, showing its masked values read-only', async () => {
    const sent = sentRequisites();
    const { router, user } = await renderDeposit('/en/cashier/deposit/card');
    const saved = await screen.findByRole('group', { name: 'Saved details' }, SLOW);
    expect(within(saved).getByRole('radio', { name: 'Enter new details' })).toBeChecked();
    await user.type(amountInput(), '50');
    await user.click(within(saved).getByRole('radio', { name: '•••• 4242' }));

    const number = screen.getByRole('textbox', { name: 'Card number' });
    expect(number).toHaveValue('•••• 4242');
    expect(number).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Expiry date' })).toHaveValue('09/30');
    // The saved card travels by id alone: nothing else is asked.
    expect(screen.queryByRole('textbox', { name: 'CVV/CVC' })).not.toBeInTheDocument();

    await user.click(payButton('Deposit €50'));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/en\/cashier\/paysuccess\/\d+$/), SLOW);
    expect(sent).toEqual([JSON.stringify({ saved_requisite_id: '1' })]);
  });

  it('starts with the saved card the wallet link asks for (?requisite=)', async () => {
    await renderDeposit('/en/cashier/deposit/card?requisite=1');
    const saved = await screen.findByRole('group', { name: 'Saved details' }, SLOW);
    expect(within(saved).getByRole('radio', { name: '•••• 4242' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('•••• 4242');
  });

  it('gives back what was typed when new details are chosen again, and keeps the choice per method', async () => {
    const sent = sentRequisites();
    const { user } = await renderDeposit('/en/cashier/deposit/card');
    await screen.findByRole('group', { name: 'Saved details' }, SLOW);
    await fillCard(user, { number: '4000000000000002' });
    await user.click(screen.getByRole('radio', { name: '•••• 4242' }));
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('•••• 4242');

    await user.click(screen.getByRole('radio', { name: 'PayNow Wallet' }));
    expect(await screen.findByRole('heading', { name: 'Pay with PayNow Wallet' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Enter new details' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'NovaCard' }));
    expect(await screen.findByRole('heading', { name: 'Pay with NovaCard' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '•••• 4242' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Enter new details' }));
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByRole('textbox', { name: 'Card number' })).not.toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'CVV/CVC' })).toHaveValue('123');
    await user.click(payButton('Deposit €50'));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('The payment was declined by the payment provider.');
    expect(sent).toEqual([JSON.stringify({ card_number: '4000000000000002', card_expiry: '12/30', card_cvv: '123', card_holder: 'Alex Player' })]);
  });
});

describe('DepositPage: where the answer leads', () => {
  it('pending: the pending page of the transaction (a 3-D Secure card)', async () => {
    const { router, user } = await renderDeposit('/en/cashier/deposit/card');
    await screen.findByRole('textbox', { name: 'Card number' }, SLOW);
    await fillCard(user, { number: '4000000000003220' });
    await user.click(payButton('Deposit €50'));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/en\/cashier\/paypending\/\d+$/), SLOW);
  });

  it('pending: a crypto deposit goes to the pending page (which shows the address)', async () => {
    const { router, user } = await renderDeposit('/en/cashier/deposit/crypto_usdt');
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }, SLOW), '100');
    await user.click(payButton('Deposit €100'));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/en\/cashier\/paypending\/\d+$/), SLOW);
  });

  it('redirect: leaves for the provider page, after the safe-navigation check', async () => {
    const deposits = countDeposits();
    const { user } = await renderDeposit('/en/cashier/deposit/redirect_pay');
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }, SLOW), '20');
    await user.click(payButton('Deposit €20'));
    await waitFor(() => expect(leaveSite).toHaveBeenCalledTimes(1), SLOW);
    // The mock provider lives on this origin: a full page load of its path.
    expect(vi.mocked(leaveSite).mock.calls[0][0]).toMatch(/^\/mock-pay\/\d+\?return=http%3A%2F%2Flocalhost/);
    expect(deposits.count).toBe(1);
  });

  it('redirect: refuses a script address and sends the player to the history', async () => {
    server.use(
      http.post('*/api/cashier/makeDeposit', () =>
        HttpResponse.json({ data: { transaction_id: 9, status: 'pending', action: 'redirect', redirect_url: 'javascript:alert(1)' } }),
      ),
    );
    const { user } = await renderDeposit('/en/cashier/deposit/redirect_pay');
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }, SLOW), '20');
    await user.click(payButton('Deposit €20'));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('sent an address we can’t open safely');
    expect(within(alert).getByRole('link', { name: 'Open transaction history' })).toBeInTheDocument();
    expect(leaveSite).not.toHaveBeenCalled();
  });

  it('mobile: leaves for the provider page', async () => {
    const { user } = await renderDeposit('/en/cashier/deposit/mobile_pay');
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }, SLOW), '20');
    await user.click(payButton('Deposit €20'));
    await waitFor(() => expect(leaveSite).toHaveBeenCalledWith(expect.stringMatching(/\/mock-pay\/\d+/), expect.objectContaining({ allowExternal: true })), SLOW);
  });

  it('new_window: opens the tab in the click, before the call, then sends it to the provider', async () => {
    const deposits = countDeposits();
    const tab = { closed: false, opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => {
      expect(deposits.count).toBe(0);
      return tab as unknown as Window;
    });
    const { router, user } = await renderDeposit('/en/cashier/deposit/newwindow_pay');
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }, SLOW), '20');
    await user.click(payButton('Deposit €20'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/cashier/paynewwindow'), SLOW);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('', '_blank');
    // leaveSite (mocked here, tested in lib/navigation) sends the opened tab, cut off from this one.
    expect(leaveSite).toHaveBeenCalledWith(expect.stringMatching(/\/mock-pay\/\d+\?return=/), expect.objectContaining({ tab, allowExternal: true }));
    const [paymentUrl] = vi.mocked(leaveSite).mock.calls[0];
    expect(router.state.location.state).toEqual({ paymentUrl, blocked: false });
    expect(deposits.count).toBe(1);
  });

  it('new_window: a blocked tab is reported to the next page, which offers a link', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { router, user } = await renderDeposit('/en/cashier/deposit/newwindow_pay');
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }, SLOW), '20');
    await user.click(payButton('Deposit €20'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/cashier/paynewwindow'), SLOW);
    const state = router.state.location.state as { paymentUrl: string; blocked: boolean };
    expect(state.blocked).toBe(true);
    expect(state.paymentUrl).toMatch(/\/mock-pay\/\d+/);
  });

  it('sends the locale cashier as return_url, the currency, the offer and the requisites as JSON', async () => {
    let body: FormData | null = null;
    server.use(
      http.post('*/api/cashier/makeDeposit', async ({ request }) => {
        body = await request.formData();
        return HttpResponse.json({ data: { transaction_id: 5, status: 'success', action: 'success' } });
      }),
    );
    const { router, user } = await renderDeposit('/en/cashier/deposit/card');
    await screen.findByRole('textbox', { name: 'Card number' }, SLOW);
    await fillCard(user);
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), ' SPIN50 ');
    await user.click(payButton('Deposit €50'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/cashier/paysuccess/5'), SLOW);
    const sent = Object.fromEntries((body as unknown as FormData).entries());
    expect(sent).toEqual({
      method: 'card',
      amount: '50',
      currency: 'EUR',
      campaign_offer_id: '-1',
      promo_code: 'SPIN50',
      requisites: JSON.stringify({ card_number: '4242424242424242', card_expiry: '12/30', card_cvv: '123', card_holder: 'Alex Player' }),
      return_url: `${location.origin}/en/cashier`,
    });
  });
});
