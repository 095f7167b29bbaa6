// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '@/lib/i18n/i18n';
import { findAccountByEmail } from '../account/accounts';
import { consumeResetCode, issueResetCode } from '../auth/password-reset-tables';
import { QaPanel } from './qa-panel';

// .test.ts (not .tsx) because vitest only collects mocks/**/*.test.ts; hence createElement.
describe('QA panel: password reset links', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await initI18n('en');
    await i18n.loadNamespaces('qa');
  });

  it('lists the links sent, opens each, and expires them all', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const row = issueResetCode(findAccountByEmail('demo@example.com')!, 'it');
    const user = userEvent.setup();
    render(createElement(I18nextProvider, { i18n }, createElement(Suspense, { fallback: null }, createElement(QaPanel, { reload: vi.fn(), confirm: () => true }))));
    await user.click(await screen.findByRole('button', { name: 'QA tools of the mock backend' }));
    const section = within(screen.getByRole('dialog', { name: 'QA tools' })).getByRole('region', { name: 'Password reset links' });
    const list = within(section).getByRole('list', { name: 'Links sent' });
    expect(within(list).getByRole('link', { name: 'Open the password reset link of demo@example.com' })).toHaveAttribute('href', row.link);

    await user.click(within(section).getByRole('button', { name: 'Expire every link' }));
    expect(within(section).getByRole('status')).toHaveTextContent('Links expired: 1.');
    expect(consumeResetCode(row.code)).toBe('expired');
    vi.restoreAllMocks();
  });
});
