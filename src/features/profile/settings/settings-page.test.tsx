import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render-app';
import { findAccountByEmail } from '../../../../mocks/account/accounts';
import { server } from '../../../../mocks/node';
import { forceError, setLatency, signInAs } from '../../../../mocks/scenarios';
import { shortenCallLimits } from '@/testing/shorten-call-limits';

const SLOW = { timeout: 15_000 };
vi.setConfig({ testTimeout: 40_000 });

/** Counts the requests of one account call as they leave the page. */
function countCalls(method: string) {
  const counter = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(`/account/${method}`)) counter.count += 1;
  });
  return counter;
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

async function openSettings(url = '/en/profile/settings') {
  const view = await renderApp(url);
  const form = await screen.findByRole('form', { name: 'Personal data' }, SLOW);
  return { ...view, form, user: userEvent.setup() };
}

describe('profile layout', () => {
  it('shows the player, balances, verification state and the profile menu with the current page', async () => {
    signInAs('demo@example.com');
    await openSettings();
    const summary = screen.getByRole('region', { name: 'Your account' });
    expect(summary).toHaveTextContent('LuckyDemo');
    expect(summary).toHaveTextContent('Identity verified');
    expect(summary).toHaveTextContent('€1,000');
    const menu = screen.getByRole('navigation', { name: 'Profile sections' });
    expect(within(menu).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Security', 'Verification', 'Responsible gaming', 'Notifications', 'Loyalty', 'Bonuses', 'Cashback', 'Bet history', 'Game history']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Profile settings' })).toBeInTheDocument();
  });
});

describe('profile layout: identity verification', () => {
  it('lets a player whose withdrawals wait for verification start it in the dialog, and nobody else', async () => {
    signInAs('kyc@example.com');
    const { user } = await openSettings();
    const summary = screen.getByRole('region', { name: 'Your account' });
    expect(summary).toHaveTextContent('Verification required');
    const verify = await within(summary).findByRole('button', { name: 'Verify now' }, SLOW);
    expect(verify).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(verify);
    expect(await screen.findByRole('dialog', { name: 'Identity verification' }, SLOW)).toBeInTheDocument();
    expect(window.location.pathname).not.toContain('/profile/verification');
  });

  it('offers no button to a verified player', async () => {
    signInAs('demo@example.com');
    await openSettings();
    expect(within(screen.getByRole('region', { name: 'Your account' })).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('/profile/settings: personal data', () => {
  it('checks the rules, saves with one request per press and keeps the saved data', async () => {
    const account = signInAs('demo@example.com');
    const { form, user } = await openSettings();
    const calls = countCalls('saveProfileInfo');
    const first = within(form).getByRole('textbox', { name: /First name/ });
    expect(first).toHaveValue('Alex');
    await user.clear(first);
    await user.type(first, 'Al3x');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Sex/ }), 'Female');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Wrong symbols in name')).toBeInTheDocument();
    expect(calls.count).toBe(0);

    await user.clear(first);
    await user.type(first, 'Alexa');
    await user.type(within(form).getByRole('textbox', { name: /Postcode/ }), '10115');
    // The answer takes a moment, as a real one does: the second click lands while the first save runs.
    setLatency(300);
    await user.dblClick(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Your data has been saved.', undefined, SLOW)).toBeInTheDocument();
    expect(calls.count).toBe(1);
    expect(account.profile).toMatchObject({ first_name: 'Alexa', sex: 2, postcode: '10115' });
  });

  it.each([
    ['a 500', () => forceError('account.saveProfileInfo', 'InternalServerError'), 'Failed to save data'],
    ['a bare 503', () => server.use(http.post('*/api/account/saveProfileInfo', () => new HttpResponse('busy', { status: 503 }))), 'Failed to save data'],
    ['an answer other than 1', () => server.use(http.post('*/api/account/saveProfileInfo', () => HttpResponse.json({ data: 0 }))), 'Failed to save data'],
    ['no connection', () => server.use(http.post('*/api/account/saveProfileInfo', () => HttpResponse.error())), 'No connection'],
    [
      'a hang cut by the 30-second limit',
      () => {
        server.use(http.post('*/api/account/saveProfileInfo', () => delay('infinite')));
        shortenCallLimits();
      },
      'did not answer in time',
    ],
  ])('after %s says so and keeps what was typed', async (_case, setUp, message) => {
    signInAs('demo@example.com');
    const { form, user } = await openSettings();
    setUp();
    // The demo profile has no sex yet, and it is required.
    await user.selectOptions(within(form).getByRole('combobox', { name: /Sex/ }), 'Male');
    const town = within(form).getByRole('textbox', { name: /Town/ });
    await user.clear(town);
    await user.type(town, 'Potsdam');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(form).getAllByRole('alert').some((node) => node.textContent?.includes(message))).toBe(true), SLOW);
    expect(town).toHaveValue('Potsdam');
    expect(within(form).getByRole('button', { name: 'Save changes' })).toBeEnabled();
    expect(findAccountByEmail('demo@example.com')?.profile.home_town).toBe('Berlin');
  });

  it('puts a field error from the server on its field', async () => {
    signInAs('demo@example.com');
    const { form, user } = await openSettings();
    await user.selectOptions(within(form).getByRole('combobox', { name: /Sex/ }), 'Male');
    const documentField = within(form).getByRole('textbox', { name: /Document number/ });
    await user.type(documentField, '00000000000');
    expect(documentField).toHaveValue('000.000.000-00');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(documentField).toHaveAccessibleDescription('This document is registered to another account.'), SLOW);
    expect(documentField).toHaveValue('000.000.000-00');
  });
});

describe('/profile/settings: contacts', () => {
  it('adds a phone, refuses a wrong code and confirms with the right one', async () => {
    const account = signInAs('demo@example.com');
    const { user } = await openSettings();
    const add = await screen.findByRole('form', { name: 'Add a contact' }, SLOW);
    expect(within(add).getByRole('combobox', { name: /Country code/ })).toHaveValue('DE');
    await user.selectOptions(within(add).getByRole('combobox', { name: /Country code/ }), 'Italy +39');
    await user.type(within(add).getByRole('textbox', { name: /Phone number/ }), '312 555 0101');
    await user.click(within(add).getByRole('button', { name: 'Add and send code' }));

    const confirm = await screen.findByRole('form', { name: 'Confirm +393125550101' }, SLOW);
    const code = within(confirm).getByRole('textbox', { name: /Confirmation code/ });
    await user.type(code, '111111');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Wrong code. Check it and try again.'), SLOW);
    expect(account.contacts.find((item) => item.contact === '+393125550101')?.is_confirmed).toBe(false);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('+393125550101 is confirmed.', undefined, SLOW)).toBeInTheDocument();
    expect(account.contacts.find((item) => item.contact === '+393125550101')).toMatchObject({ is_confirmed: true, phone_country_code: 'IT' });
  });

  it('subscribes and unsubscribes a confirmed contact', async () => {
    const account = signInAs('demo@example.com');
    const { user } = await openSettings();
    const list = await screen.findByRole('list', { name: 'Your contacts' }, SLOW);
    const box = within(list).getByRole('checkbox', { name: 'News and offers by email' });
    const before = account.contacts[0].is_subscribed;
    await user.click(box);
    await waitFor(() => expect(account.contacts[0].is_subscribed).toBe(!before), SLOW);
    await waitFor(() => expect(within(list).getByRole('checkbox', { name: 'News and offers by email' })).toHaveProperty('checked', !before), SLOW);
  });

  it('shows the toast a link asks for and drops from and toastType from the address', async () => {
    signInAs('demo@example.com');
    const { router } = await openSettings('/en/profile/settings?from=email&toastType=success');
    expect(await screen.findByText('Your email is confirmed.', undefined, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
