import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '@/lib/i18n/locales';
import { SystemPage } from './system-page';
import { SYSTEM_PAGE_TYPES, type SystemPageType } from './system-page-types';
import { createTestI18n, renderSystemPage, SYSTEM_MESSAGES } from './system-pages-test-utils';

type PageTexts = { header: string; description: string; button?: string };

const texts = (locale: Locale, type: SystemPageType): PageTexts => SYSTEM_MESSAGES[locale][type];

/** Expected button address per type and locale; null means no button at all. */
const EXPECTED_HREF: Record<SystemPageType, Record<'en' | 'ru', string> | null> = {
  maintenance: null,
  paymentCancelled: { en: '/en/cashier/deposit', ru: '/cashier/deposit' },
  paymentFailed: { en: '/en/cashier/deposit', ru: '/cashier/deposit' },
  paymentMobile: null,
  paymentNewWindow: { en: '/en/cashier/deposit', ru: '/cashier/deposit' },
  paymentPending: null,
  paymentSuccess: { en: '/en/gamehall', ru: '/gamehall' },
  notFound: { en: '/en', ru: '/' },
  forbidden: { en: '/en', ru: '/' },
  userBlocked: { en: '/en/support', ru: '/support' },
  unsubscribe: null,
  errors: { en: '/en/gamehall', ru: '/gamehall' },
};

const cases = SYSTEM_PAGE_TYPES.flatMap((type) => (['en', 'ru'] as const).map((locale) => ({ type, locale })));

describe('SystemPage', () => {
  it.each(cases)('$type in $locale shows its header, description and button', ({ type, locale }) => {
    renderSystemPage(<SystemPage type={type} />, { locale });
    const { header, description, button } = texts(locale, type);

    expect(screen.getByRole('heading', { level: 1, name: header })).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();

    const expected = EXPECTED_HREF[type];
    if (expected) {
      expect(screen.getByRole('link', { name: button })).toHaveAttribute('href', expected[locale]);
    } else {
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    }
  });

  it('hides a text whose translation is missing instead of showing its key', () => {
    const { description: _dropped, ...withoutDescription } = SYSTEM_MESSAGES.en.paymentFailed;
    const i18n = createTestI18n('en', {
      en: { system: { ...SYSTEM_MESSAGES.en, paymentFailed: withoutDescription } },
    });
    renderSystemPage(<SystemPage type="paymentFailed" />, { i18n });

    expect(screen.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/en/cashier/deposit');
    expect(screen.queryByText(SYSTEM_MESSAGES.en.paymentFailed.description)).not.toBeInTheDocument();
    expect(screen.queryByText(/paymentFailed\.description/)).not.toBeInTheDocument();
    expect(screen.getByRole('region').querySelectorAll('p')).toHaveLength(0);
  });

  it('shows no button when the button text is missing, even with a target', () => {
    const { button: _dropped, ...withoutButton } = SYSTEM_MESSAGES.en.userBlocked;
    const i18n = createTestI18n('en', { en: { system: { ...SYSTEM_MESSAGES.en, userBlocked: withoutButton } } });
    renderSystemPage(<SystemPage type="userBlocked" />, { i18n });

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a loader with role status instead of the icon while a payment is pending', () => {
    renderSystemPage(<SystemPage type="paymentPending" />, { locale: 'ru' });
    expect(screen.getByRole('status')).toHaveTextContent('Проверяем статус платежа');
  });

  it('has no status region on pages other than payment pending', () => {
    renderSystemPage(<SystemPage type="paymentSuccess" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows details under the description', () => {
    renderSystemPage(<SystemPage type="notFound" details="Page Not Found: /x" />);
    expect(screen.getByText('Page Not Found: /x')).toBeInTheDocument();
  });

  it('puts the header into the document title and restores the old title when it leaves', () => {
    document.title = 'Casino';
    const { unmount } = renderSystemPage(<SystemPage type="forbidden" />, { locale: 'it' });
    expect(document.title).toBe('Accesso negato');
    unmount();
    expect(document.title).toBe('Casino');
  });

  it('navigates inside the app when the button is pressed', async () => {
    const { router } = renderSystemPage(<SystemPage type="paymentSuccess" />, { locale: 'es' });
    await userEvent.click(screen.getByRole('link', { name: 'Ir a los juegos' }));
    expect(router.state.location.pathname).toBe('/es/gamehall');
  });

  it('renders a plain link when there is no router', () => {
    render(
      <I18nextProvider i18n={createTestI18n('en')}>
        <SystemPage type="userBlocked" />
      </I18nextProvider>,
    );
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/en/support');
  });
});
