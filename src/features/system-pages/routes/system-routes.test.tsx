import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { withLocale } from '@/lib/i18n/locales';
import { ROUTE_PATHS } from '@/lib/router/paths';
import { makeStore } from '@/store/store';
import { renderSystemPage } from '../system-pages-test-utils';
import { Component as PaymentCancel } from './payment-cancel-route';
import { Component as PaymentFail } from './payment-fail-route';
import { Component as PaymentMobile } from './payment-mobile-route';
import { Component as PaymentNewWindow } from './payment-new-window-route';
import { Component as PaymentPending } from './payment-pending-route';
import { Component as PaymentSuccess } from './payment-success-route';

const routes: { name: string; Component: ComponentType; path: string; header: string }[] = [
  { name: 'paycancel', Component: PaymentCancel, path: ROUTE_PATHS.cashierPayCancel, header: 'Payment cancelled' },
  { name: 'payfail', Component: PaymentFail, path: ROUTE_PATHS.cashierPayFail, header: 'Payment failed' },
  { name: 'paymobile', Component: PaymentMobile, path: ROUTE_PATHS.cashierPayMobile, header: 'Finish the payment on your phone' },
  { name: 'paynewwindow', Component: PaymentNewWindow, path: ROUTE_PATHS.cashierPayNewWindow, header: 'Payment opened in a new window' },
  { name: 'paypending', Component: PaymentPending, path: ROUTE_PATHS.cashierPayPending, header: 'Payment is being processed' },
  { name: 'paysuccess', Component: PaymentSuccess, path: ROUTE_PATHS.cashierPaySuccess, header: 'Payment successful' },
];

const withTransaction = [
  { Component: PaymentFail, path: ROUTE_PATHS.cashierPayFail, url: '/en/cashier/payfail/tx-42' },
  { Component: PaymentPending, path: ROUTE_PATHS.cashierPayPending, url: '/en/cashier/paypending/tx-42' },
  { Component: PaymentSuccess, path: ROUTE_PATHS.cashierPaySuccess, url: '/en/cashier/paysuccess/tx-42' },
];

// The payment pages read the cashier API (pending, success) and refresh the account: they need a store.
const withStore = (Component: ComponentType) => (
  <Provider store={makeStore()}>
    <Component />
  </Provider>
);

describe('system route modules', () => {
  it.each(routes)('$name renders its system page', ({ Component, path, header }) => {
    const routePath = withLocale('en', path);
    renderSystemPage(withStore(Component), { routePath, url: routePath.replace('/:transaction?', '') });

    expect(screen.getByRole('heading', { level: 1, name: header })).toBeInTheDocument();
    expect(screen.queryByText(/Transaction/)).not.toBeInTheDocument();
  });

  it.each(withTransaction)('$url shows the transaction as details', ({ Component, path, url }) => {
    renderSystemPage(withStore(Component), { routePath: withLocale('en', path), url });
    expect(screen.getByText('Transaction tx-42')).toBeInTheDocument();
  });
});
