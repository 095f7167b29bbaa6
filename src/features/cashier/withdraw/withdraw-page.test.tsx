import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render-app';
import { withdraw } from '../../../../mocks/cashier/test-helpers';
import { cmsConfig } from '../../../../mocks/cms/fixtures/cms-config';
import { server } from '../../../../mocks/node';
import { forceError, setMainBalance, signInAs } from '../../../../mocks/scenarios';
import { shortenCallLimits } from '@/testing/shorten-call-limits';

const SLOW = { timeout: 15_000 };
const SUBMIT = /^Withdraw( €[\d,]+)?$/;

/** Counts the requests of one cashier call as they leave the page. */
function countCalls(method: string) {
  const counter = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(`/cashier/${method}`)) counter.count += 1;
  });
  return counter;
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

async function openWithdraw() {
  await renderApp('/en/cashier/withdraw');
  return screen.findByRole('form', { name: 'Withdrawal request' }, SLOW);
}

/** Types a new card and an amount as a player would. */
async function fillCard(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, amount: string) {
  await user.click(within(form).getByRole('radio', { name: /NovaCard/ }));
  const saved = within(form).queryByRole('radio', { name: 'Enter new details' });
  if (saved) await user.click(saved);
  await user.type(within(form).getByRole('textbox', { name: 'Card number' }), '4242424242424242');
  await user.type(within(form).getByRole('textbox', { name: 'Name on card' }), 'Alex Demo');
  await user.type(within(form).getByRole('textbox', { name: 'Amount' }), amount);
}

/** The configured identity-check button leads to `link`; `verificationService` as the site sets it. */
function withIdentityLink(link: string, { verificationService = true } = {}) {
  server.use(
    http.get('*/nfx/cms-config/:locale', () => {
      const config = cmsConfig('en');
      const { cashier, features } = config.data.attributes;
      return HttpResponse.json({
        data: {
          ...config.data,
          attributes: {
            ...config.data.attributes,
            features: { ...features, verificationService },
            cashier: { ...cashier, withdrawErrorButtons: { ...cashier.withdrawErrorButtons, identityCheck: { id: 2, show: true, link } } },
          },
        },
      });
    }),
  );
}

describe('the withdrawal page', { timeout: 60_000 }, () => {
  it('checks the amount against the method’s bounds and what is available', async () => {
    const user = userEvent.setup();
    signInAs('demo@example.com');
    const form = await openWithdraw();
    expect(screen.getByText('Available to withdraw').nextElementSibling).toHaveTextContent('€1,000');
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    expect(within(form).getByText('From €10 to €1,000')).toBeInTheDocument();

    await user.type(amount, '1500');
    await user.tab();
    expect(amount).toHaveAccessibleDescription(/Amount must be from 10 to 1,000/);
    await user.clear(amount);
    await user.type(amount, '9');
    await user.tab();
    expect(amount).toHaveAccessibleDescription(/Amount must be from 10 to 1,000/);
    await user.clear(amount);
    await user.type(amount, '250');
    await user.tab();
    expect(amount).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByRole('button', { name: SUBMIT })).toHaveTextContent('Withdraw €250');

    // Bank transfer starts at €50: the bounds follow the method.
    await user.click(within(form).getByRole('radio', { name: /BankLine Transfer/ }));
    expect(within(form).getByText('From €50 to €1,000')).toBeInTheDocument();
    expect(await within(form).findByRole('combobox', { name: 'Bank' })).toBeInTheDocument();
  });

  it('starts with the method and saved requisites the address names (the wallet’s links)', async () => {
    signInAs('demo@example.com');
    await renderApp('/en/cashier/withdraw?method=ewallet&requisite=2');
    const form = await screen.findByRole('form', { name: 'Withdrawal request' }, SLOW);
    expect(within(form).getByRole('radio', { name: /PayNow Wallet/ })).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'de***@example.com' })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'Wallet email or phone' })).toHaveValue('de***@example.com');
    expect(within(form).getByRole('textbox', { name: 'Wallet email or phone' })).toHaveAttribute('readonly');
  });

  it('says so and does not offer to send when less than the minimum is available', async () => {
    signInAs('demo@example.com');
    setMainBalance(8);
    const form = await openWithdraw();
    expect(within(form).getByText('Your available amount (€8) is below the minimum of €10 for this method.')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: SUBMIT })).toBeDisabled();
  });

  it('sends one request for a double click, confirms it and lists it as pending', async () => {
    const user = userEvent.setup();
    signInAs('demo@example.com');
    const calls = countCalls('makeWithdrawal');
    const form = await openWithdraw();
    await user.click(within(form).getByRole('radio', { name: '•••• 4242' }));
    expect(within(form).getByRole('textbox', { name: 'Card number' })).toHaveValue('•••• 4242');
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '40');
    // The answer waits until both clicks have landed: on a busy machine the first request could
    // otherwise be answered, and the form emptied, before the second click (which then rightly
    // says the amount is missing). A resolver that returns nothing hands on to the mock backend.
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.all('*/cashier/makeWithdrawal', async () => { await held; }));
    await user.dblClick(within(form).getByRole('button', { name: 'Withdraw €40' }));
    answer();

    const status = await screen.findByText('Your request to withdraw €40 has been received and is pending approval.', undefined, SLOW);
    expect(status.closest('[role="status"]')).toHaveFocus();
    expect(calls.count).toBe(1);
    expect(within(form).getByRole('textbox', { name: 'Amount' })).toHaveValue('');
    expect(within(form).getByRole('radio', { name: '•••• 4242' })).toBeChecked();
    const pending = await screen.findByRole('list', { name: 'Withdrawals waiting for approval' }, SLOW);
    expect(within(pending).getByRole('button', { name: 'Cancel withdrawal of €40 to NovaCard' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Available to withdraw').nextElementSibling).toHaveTextContent('€960'), SLOW);
    expect(calls.count).toBe(1);
  });

  it('without the verification service, tells a player under the KYC block first and shows the configured identity-check button, also on KycWithdrawal', async () => {
    const user = userEvent.setup();
    withIdentityLink('/profile/verification?from=withdraw', { verificationService: false });
    signInAs('kyc@example.com');
    const form = await openWithdraw();
    const notice = screen.getByRole('region', { name: 'Verify your identity to withdraw' });
    expect(within(notice).getByRole('link', { name: 'Verify identity' })).toHaveAttribute('href', '/en/profile/verification?from=withdraw');

    await fillCard(user, form, '20');
    await user.click(within(form).getByRole('button', { name: 'Withdraw €20' }));
    const alert = await within(form).findByRole('alert', undefined, SLOW);
    expect(alert).toHaveTextContent('Withdrawals are available after identity verification.');
    expect(within(alert).getByRole('link', { name: 'Verify identity' })).toHaveAttribute('href', '/en/profile/verification?from=withdraw');
    expect(alert.parentElement).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
    expect(within(form).getByRole('textbox', { name: 'Amount' })).toHaveValue('20');
  });

  it('with the verification service, the KYC notice and a KycWithdrawal refusal open the identity verification dialog where the player is', async () => {
    const user = userEvent.setup();
    withIdentityLink('/profile/verification?from=withdraw');
    signInAs('kyc@example.com');
    const form = await openWithdraw();
    const notice = screen.getByRole('region', { name: 'Verify your identity to withdraw' });
    expect(within(notice).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Verify identity' }));
    const dialog = await screen.findByRole('dialog', { name: 'Identity verification' }, SLOW);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    await fillCard(user, form, '20');
    await user.click(within(form).getByRole('button', { name: 'Withdraw €20' }));
    const alert = await within(form).findByRole('alert', undefined, SLOW);
    expect(alert).toHaveTextContent('Withdrawals are available after identity verification.');
    const verify = within(alert).getByRole('button', { name: 'Verify identity' });
    expect(verify).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(verify);
    expect(await screen.findByRole('dialog', { name: 'Identity verification' }, SLOW)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Amount' })).toHaveValue('20');
  });

  it('offers the confirm-contact button on UserNeedConfirmContact', async () => {
    const user = userEvent.setup();
    signInAs('new@example.com');
    setMainBalance(100);
    const form = await openWithdraw();
    expect(screen.queryByRole('region', { name: 'Verify your identity to withdraw' })).not.toBeInTheDocument();
    await fillCard(user, form, '25');
    await user.click(within(form).getByRole('button', { name: 'Withdraw €25' }));
    const alert = await within(form).findByRole('alert', undefined, SLOW);
    expect(alert).toHaveTextContent('Confirm your email or phone number before withdrawing.');
    expect(within(alert).getByRole('link', { name: 'Confirm contact' })).toHaveAttribute('href', '/en/profile/settings');
  });

  it.each([
    ['KycUserProfile', 'Fill in your personal details in your profile before withdrawing.', { name: 'Fill in profile', href: '/en/profile/settings' }],
    // Its button opens the verification dialog instead of a link (the test below).
    ['SumsubVerificationRequired', 'Pass identity verification to continue.', null],
    ['WithdrawalLimitsExceeded', 'The amount is over your withdrawal limit. Enter a smaller amount.', null],
    ['WithdrawalLimitsPeriodExceeded', 'You have reached the number of withdrawals allowed for this period.', null],
    ['WithdrawalDeclined', 'The withdrawal was declined.', null],
    ['RequisitesOnVerification', 'These payment details are being checked.', null],
    ['RequisitesValidationRequired', 'These payment details need to be confirmed.', null],
    ['RequisitesFraudulent', 'These payment details can\'t be used.', null],
  ])('words %s and offers its way out', async (type, text, button) => {
    const user = userEvent.setup();
    signInAs('demo@example.com');
    forceError('cashier.makeWithdrawal', type, { times: 1 });
    const form = await openWithdraw();
    await fillCard(user, form, '45');
    await user.click(within(form).getByRole('button', { name: 'Withdraw €45' }));
    const alert = await within(form).findByRole('alert', undefined, SLOW);
    expect(alert).toHaveTextContent(text);
    if (button) expect(within(alert).getByRole('link', { name: button.name })).toHaveAttribute('href', button.href);
    else expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Amount' })).toHaveValue('45');
  });

  it('a withdrawal refused with SumsubVerificationRequired opens the identity verification dialog where the player is', async () => {
    const user = userEvent.setup();
    // A player the server has not verified yet (no KYC block: the refusal comes from the payment).
    signInAs('demo@example.com').flags.is_verified = false;
    forceError('cashier.makeWithdrawal', 'SumsubVerificationRequired', { times: 1 });
    const form = await openWithdraw();
    await fillCard(user, form, '45');
    await user.click(within(form).getByRole('button', { name: 'Withdraw €45' }));
    const alert = await within(form).findByRole('alert', undefined, SLOW);
    const verify = within(alert).getByRole('button', { name: 'Verify identity' });
    expect(verify).toHaveAttribute('aria-haspopup', 'dialog');

    await user.click(verify);
    const dialog = await screen.findByRole('dialog', { name: 'Identity verification' }, SLOW);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // The page's own flow: the SDK starts inside the dialog.
    await user.click(within(dialog).getByRole('button', { name: 'Start verification' }));
    expect(await within(dialog).findByTestId('sumsub-container', undefined, SLOW)).toBeVisible();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Identity verification' })).not.toBeInTheDocument());
    expect(verify).toHaveFocus();
    expect(window.location.pathname).not.toContain('/profile/verification');
    expect(within(form).getByRole('textbox', { name: 'Amount' })).toHaveValue('45');
  });

  it('puts the server’s field errors on the fields and focuses the first', async () => {
    const user = userEvent.setup();
    signInAs('demo@example.com');
    server.use(
      http.post('*/api/cashier/makeWithdrawal', () =>
        HttpResponse.json({ error: { type: 'InvalidParameterException', message: 'bad', error_data: { 'requisites.card_number': ['INVALID'] } } }, { status: 400 }),
      ),
    );
    const form = await openWithdraw();
    await fillCard(user, form, '30');
    await user.click(within(form).getByRole('button', { name: 'Withdraw €30' }));
    const cardNumber = within(form).getByRole('textbox', { name: 'Card number' });
    await waitFor(() => expect(cardNumber).toHaveFocus(), SLOW);
    expect(cardNumber).toHaveAccessibleDescription('This value is not accepted. Check it and try again.');
    expect(within(form).getByRole('alert')).toHaveTextContent('Some details are not right. Check the highlighted fields.');
  });

  it.each([
    ['offline', () => server.use(http.post('*/api/cashier/makeWithdrawal', () => HttpResponse.error()))],
    [
      'a timeout',
      () => {
        server.use(http.post('*/api/cashier/makeWithdrawal', () => delay('infinite')));
        // The 30-second money-call limit, shortened: the base query's own timer fires.
        shortenCallLimits();
      },
    ],
  ])('after %s sends the player to the history, keeps every value and never sends again', async (_case, setUp) => {
    const user = userEvent.setup();
    signInAs('demo@example.com');
    const form = await openWithdraw();
    setUp();
    const calls = countCalls('makeWithdrawal');
    await fillCard(user, form, '35');
    await user.click(within(form).getByRole('button', { name: 'Withdraw €35' }));
    const alert = await within(form).findByRole('alert', undefined, SLOW);
    expect(alert).toHaveTextContent('We did not get an answer, so we can\'t tell whether the withdrawal request was made.');
    expect(within(alert).getByRole('link', { name: 'Open transaction history' })).toHaveAttribute('href', '/en/cashier/history?tab=withdrawal');
    expect(within(form).getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
    expect(within(form).getByRole('textbox', { name: 'Name on card' })).toHaveValue('Alex Demo');
    expect(within(form).getByRole('textbox', { name: 'Amount' })).toHaveValue('35');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.count).toBe(1);
  });

  it('cancels a pending withdrawal after asking, with one request, and the row goes', async () => {
    const user = userEvent.setup();
    signInAs('demo@example.com');
    await withdraw({ method: 'card', amount: 30, currency: 'EUR', requisites: { card_number: '4242424242424242', card_holder: 'Alex Demo' } });
    const calls = countCalls('cancelWithdrawal');
    await openWithdraw();
    const list = await screen.findByRole('list', { name: 'Withdrawals waiting for approval' }, SLOW);
    const cancel = within(list).getByRole('button', { name: 'Cancel withdrawal of €30 to NovaCard' });

    await user.click(cancel);
    const keep = await screen.findByRole('dialog', { name: 'Cancel this withdrawal?' }, SLOW);
    await user.click(within(keep).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.count).toBe(0);

    await user.click(cancel);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this withdrawal?' }, SLOW);
    expect(dialog).toHaveTextContent('€30 to NovaCard will go back to your main balance.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('The withdrawal of €30 was cancelled. The money is back on your balance.', undefined, SLOW)).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Withdrawals waiting for approval' })).not.toBeInTheDocument();
    expect(screen.getByText('You have no pending withdrawals.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Available to withdraw').nextElementSibling).toHaveTextContent('€1,000'), SLOW);
    expect(calls.count).toBe(1);
  });

  it('keeps the row and says why when the cancel fails', async () => {
    const user = userEvent.setup();
    signInAs('demo@example.com');
    await withdraw({ method: 'ewallet', amount: 15, currency: 'EUR', requisites: { wallet: 'alex@example.com' } });
    forceError('cashier.cancelWithdrawal', 'TooManyRequests');
    await openWithdraw();
    const list = await screen.findByRole('list', { name: 'Withdrawals waiting for approval' }, SLOW);
    await user.click(within(list).getByRole('button', { name: 'Cancel withdrawal of €15 to PayNow Wallet' }));
    await user.click(within(await screen.findByRole('dialog', undefined, SLOW)).getByRole('button', { name: 'Yes, cancel it' }));
    const alert = await within(list).findByRole('alert', undefined, SLOW);
    expect(alert).toHaveTextContent('The withdrawal could not be cancelled. Too many attempts. Wait a minute, then try again.');
    expect(within(list).getByRole('button', { name: 'Cancel withdrawal of €15 to PayNow Wallet' })).toBeEnabled();
  });
});
