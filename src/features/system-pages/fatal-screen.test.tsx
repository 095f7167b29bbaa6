import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { FatalKind } from '@/lib/fatal/fatal-slice';
import { FatalScreen } from './fatal-screen';
import { createTestI18n, renderSystemPage } from './system-pages-test-utils';

const cases: { kind: FatalKind; header: string; link: string | null }[] = [
  { kind: 'banned', header: 'Your account is blocked', link: '/en/support' },
  { kind: 'maintenance', header: "We'll be right back", link: null },
  { kind: 'forbidden', header: 'Access denied', link: '/en' },
];

describe('FatalScreen', () => {
  it.each(cases)('$kind shows its system page on any address', ({ kind, header, link }) => {
    renderSystemPage(<FatalScreen kind={kind} />, { url: '/en/cashier/deposit/visa?x=1' });

    expect(screen.getByRole('heading', { level: 1, name: header })).toBeInTheDocument();
    if (link) expect(screen.getByRole('link')).toHaveAttribute('href', link);
    else expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('works without a router', () => {
    render(
      <I18nextProvider i18n={createTestI18n('ru')}>
        <FatalScreen kind="banned" />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ваш аккаунт заблокирован' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Написать в поддержку' })).toHaveAttribute('href', '/support');
  });
});
