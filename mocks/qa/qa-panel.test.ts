// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SERVER_ERROR_TYPES } from '@/api/errors';
import { i18n, initI18n } from '@/lib/i18n/i18n';
import { db } from '../core/db';
import { mountQaPanel, QaPanel, type QaPanelProps } from './qa-panel';
import { applyScenariosFromUrl, forceError, scenarioState, scenarioWarnings, signInAs } from '../scenarios';

// .test.ts (not .tsx) because vitest only collects mocks/**/*.test.ts; hence createElement.
function renderPanel(props: QaPanelProps = {}) {
  const reload = vi.fn();
  const confirm = vi.fn(() => true);
  render(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(Suspense, { fallback: null }, createElement(QaPanel, { reload, confirm, ...props })),
    ),
  );
  return { reload, confirm, user: userEvent.setup() };
}

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'QA tools of the mock backend' }));
  return screen.getByRole('dialog', { name: 'QA tools' });
}

describe('QA panel', () => {
  beforeAll(async () => {
    await initI18n('en');
    await i18n.loadNamespaces('qa');
  });

  it('opens from the QA button and closes with Escape, returning focus', async () => {
    const { user } = renderPanel();
    const toggle = await screen.findByRole('button', { name: 'QA tools of the mock backend' });
    expect(toggle).toHaveTextContent('QA');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const dialog = await openPanel(user);
    expect(dialog).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('signs in as a demo account and out again, reloading each time', async () => {
    const { user, reload } = renderPanel();
    const dialog = await openPanel(user);
    expect(within(dialog).getByText('Nobody is signed in')).toBeInTheDocument();
    expect(within(dialog).getByText('Two-factor login; the code is 123456.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign in as kyc@example.com' }));
    expect(db().session.currentUid).toBe(1004);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(db().session.currentUid).toBeNull();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('adds, lists and removes forced errors', async () => {
    const { user } = renderPanel();
    const dialog = await openPanel(user);
    const call = within(dialog).getByRole('textbox', { name: 'Call' });
    await user.type(call, 'account');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(call).toHaveAttribute('aria-invalid', 'true');
    expect(call).toHaveAccessibleDescription('Enter namespace.method, namespace.* or *.');

    await user.clear(call);
    await user.type(call, 'account.getInfo');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Error type' }), 'UserBanned');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(scenarioState().forcedErrors).toEqual([{ match: 'account.getInfo', type: 'UserBanned' }]);
    expect(within(dialog).getByRole('list', { name: 'Active forced errors' })).toHaveTextContent('account.getInfo → UserBanned');

    act(() => forceError('*', 'TooManyRequests'));
    await user.click(within(dialog).getByRole('button', { name: 'Remove the forced error on account.getInfo' }));
    expect(scenarioState().forcedErrors).toEqual([{ match: '*', type: 'TooManyRequests' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    expect(within(dialog).getByText('No forced errors.')).toBeInTheDocument();
  });

  it('rejects a call the mock does not serve and offers only catalogue types', async () => {
    const { user } = renderPanel();
    const dialog = await openPanel(user);
    const call = within(dialog).getByRole('textbox', { name: 'Call' });
    await user.type(call, 'acount.getInfo');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(call).toHaveAttribute('aria-invalid', 'true');
    expect(call).toHaveAccessibleDescription('The mock serves no call acount.getInfo. Did you mean account.getInfo?');
    expect(scenarioState().forcedErrors).toEqual([]);
    const options = within(within(dialog).getByRole('combobox', { name: 'Error type' })).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual([...SERVER_ERROR_TYPES]);
  });

  it('a mistyped mock_error shows a notice naming the valid types until it is dismissed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    applyScenariosFromUrl(new URL('https://casino.test/?mock_error=auth.login:ServiceUnavailable,account.getInfo:UserBanned'));
    expect(scenarioState().forcedErrors).toEqual([{ match: 'account.getInfo', type: 'UserBanned' }]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Valid types: UnknownError, ApplicationDisabled'));
    const { user } = renderPanel();

    // Visible while the panel is still closed.
    const notice = await screen.findByRole('alert', { name: 'QA parameters not applied' });
    expect(notice).toHaveTextContent('mock_error=auth.login:ServiceUnavailable');
    expect(notice).toHaveTextContent('Unknown error type "ServiceUnavailable". Did you mean ApplicationUnavailable?');
    expect(notice).toHaveTextContent('Valid error types:');
    for (const type of SERVER_ERROR_TYPES) expect(notice).toHaveTextContent(type);
    expect(notice).not.toHaveTextContent('mock_error=account.getInfo:UserBanned');

    // Inside the panel once it is open, and the valid entry is active.
    const dialog = await openPanel(user);
    expect(within(dialog).getByRole('alert', { name: 'QA parameters not applied' })).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Active forced errors' })).toHaveTextContent('account.getInfo → UserBanned');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Dismiss the warning' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(scenarioWarnings()).toEqual([]);
    expect(screen.getByRole('button', { name: 'QA tools of the mock backend' })).toHaveFocus();
    warn.mockRestore();
  });

  it('names the methods of a served namespace and the served namespaces for unknown calls', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    applyScenariosFromUrl(new URL('https://casino.test/?mock_error=auth.signIn:UserBanned&mock_error=lottery.*:UserBanned:x'));
    expect(scenarioState().forcedErrors).toEqual([]);
    renderPanel();
    const notice = await screen.findByRole('alert', { name: 'QA parameters not applied' });
    expect(notice).toHaveTextContent('Unknown method in "auth.signIn". Methods of auth: login, register, restore, logout.');
    expect(notice).toHaveTextContent('Unknown call "lottery.*"');
    expect(notice).toHaveTextContent('Bad count "x"');
    expect(notice).toHaveTextContent(/Namespaces the mock serves: account, auth, banners/);
    warn.mockRestore();
  });

  it('sets latency and offline', async () => {
    const { user } = renderPanel();
    const dialog = await openPanel(user);
    const latency = within(dialog).getByRole('spinbutton', { name: 'Latency, ms' });
    await user.clear(latency);
    await user.type(latency, '800');
    expect(scenarioState().latencyMs).toBe(800);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Offline: every mock request fails' }));
    expect(scenarioState().offline).toBe(true);
  });

  it('delays one call, or leaves it without an answer, and says why a call is refused', async () => {
    const { user } = renderPanel();
    const dialog = await openPanel(user);
    const call = within(dialog).getByRole('textbox', { name: 'Call to delay' });
    const delay = within(dialog).getByRole('textbox', { name: 'Delay: ms or never' });
    await user.type(call, 'acount.getInfo');
    await user.clear(delay);
    await user.type(delay, 'soon');
    await user.click(within(dialog).getByRole('button', { name: 'Delay the call' }));
    expect(within(dialog).getByText(/The mock serves no call acount\.getInfo\./)).toBeInTheDocument();
    await user.clear(delay);
    await user.type(delay, 'never');
    await user.click(within(dialog).getByRole('button', { name: 'Delay the call' }));
    expect(within(dialog).getByText(/The mock serves no call acount\.getInfo\. Did you mean account\.getInfo\?/)).toBeInTheDocument();
    expect(scenarioState().callLatencies).toEqual([]);
    await user.clear(call);
    await user.type(call, 'account.getInfo');
    await user.click(within(dialog).getByRole('button', { name: 'Delay the call' }));
    expect(scenarioState().callLatencies).toEqual([{ match: 'account.getInfo', ms: 'never' }]);
    expect(within(dialog).getByRole('list', { name: 'Delayed calls' })).toHaveTextContent('account.getInfo → never answers');
    await user.click(within(dialog).getByRole('button', { name: 'Remove the delay of account.getInfo' }));
    expect(scenarioState().callLatencies).toEqual([]);
  });

  it('lists a rejected mock_latency entry in the notice', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    applyScenariosFromUrl(new URL('https://casino.test/?mock_latency=account.getInfo:soon'));
    renderPanel();
    const notice = await screen.findByRole('alert', { name: 'QA parameters not applied' });
    expect(notice).toHaveTextContent('Bad latency "soon": use ms for every call (800), or call:ms or call:never for the calls of a pattern.');
    warn.mockRestore();
  });

  it('resets the database only after confirmation', async () => {
    const confirm = vi.fn(() => false);
    const { user, reload } = renderPanel({ confirm });
    signInAs('demo@example.com');
    const dialog = await openPanel(user);
    await user.click(within(dialog).getByRole('button', { name: 'Reset database' }));
    expect(db().session.currentUid).toBe(1001);
    confirm.mockReturnValue(true);
    await user.click(within(dialog).getByRole('button', { name: 'Reset database' }));
    expect(confirm).toHaveBeenLastCalledWith('Reset all mock data to the seed and reload the page?');
    expect(db().session.currentUid).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('mountQaPanel renders into its own root', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    let unmount = () => {};
    act(() => {
      unmount = mountQaPanel(container);
    });
    expect(await within(container).findByRole('button', { name: 'QA tools of the mock backend' })).toBeInTheDocument();
    // Marks the page, so the footer's end scrolls clear of the floating button.
    expect(document.documentElement).toHaveAttribute('data-qa-panel');
    act(() => unmount());
    expect(document.documentElement).not.toHaveAttribute('data-qa-panel');
    container.remove();
  });
});
