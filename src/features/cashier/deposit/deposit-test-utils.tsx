import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation, useParams } from 'react-router';
import { initI18n } from '@/lib/i18n/i18n';
import { withLocale } from '@/lib/i18n/locales';
import { ROUTE_PATHS } from '@/lib/router/paths';
import { makeStore } from '@/store/store';
import { DepositPage } from './deposit-page';
import { renderInAct } from '@/testing/render-in-act';

/** Test-only: generous waits, the whole page talks to the mock backend. */
export const SLOW = { timeout: 15_000 };

function ResultPage({ name }: { name: string }) {
  const { transaction } = useParams();
  const location = useLocation();
  return (
    <p>
      {name} {transaction ?? ''} {location.state ? JSON.stringify(location.state) : ''}
    </p>
  );
}

/**
 * Test-only: the deposit page at `url` (an /en address) in a memory router with stand-ins for the
 * result pages, a fresh store and the app's i18n, against the MSW mock backend.
 */
export async function renderDeposit(url = '/en/cashier/deposit') {
  // The page's namespaces, loaded as its route loads them: a text suspending later, inside the
  // synchronous act() of a user-event click, would never be retried (src/testing/render-in-act.ts).
  await (await initI18n('en')).loadNamespaces(['cashier', 'cashier-history', 'deposit', 'deposit-offers', 'validation']);
  const store = makeStore();
  const page = (name: keyof typeof ROUTE_PATHS) => ({ path: withLocale('en', ROUTE_PATHS[name]), element: <ResultPage name={name} /> });
  const router = createMemoryRouter(
    [
      { path: withLocale('en', ROUTE_PATHS.cashierDeposit), element: <DepositPage /> },
      { path: withLocale('en', ROUTE_PATHS.cashierDepositMethod), element: <DepositPage /> },
      page('cashierPayPending'),
      page('cashierPaySuccess'),
      page('cashierPayFail'),
      page('cashierPayCancel'),
      page('cashierPayNewWindow'),
      page('cashierHistory'),
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const view = await renderInAct(
    <Provider store={store}>
      <Suspense fallback="…">
        <RouterProvider router={router} />
      </Suspense>
    </Provider>,
  );
  return { ...view, store, router, user };
}

export const amountInput = () => screen.getByRole('textbox', { name: 'Amount' });

/** Test-only: fills the card form of the mock's `card` method. */
export async function fillCard(user: ReturnType<typeof userEvent.setup>, { number = '4242424242424242', amount = '50' } = {}) {
  await user.clear(amountInput());
  await user.type(amountInput(), amount);
  await user.type(screen.getByRole('textbox', { name: 'Card number' }), number);
  await user.type(screen.getByRole('textbox', { name: 'Expiry date' }), '1230');
  await user.type(screen.getByRole('textbox', { name: 'CVV/CVC' }), '123');
  await user.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Alex Player');
}
