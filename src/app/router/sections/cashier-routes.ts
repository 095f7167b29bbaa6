import { type RouteDefinition, protectedRoute, to } from '../route-definition';
import { billingRedirect } from '../middleware/route-redirects';

/** The cashier: deposit, withdrawal, wallet, receipt, history and the payment result pages. */
export const CASHIER_ROUTES: readonly RouteDefinition[] = [
  { name: 'cashier', layout: 'default', handle: protectedRoute, middleware: to('cashierDeposit') },
  { name: 'cashierBilling', layout: 'default', handle: protectedRoute, middleware: (l) => [billingRedirect(l)] },
  { name: 'cashierDeposit', layout: 'default', handle: protectedRoute, lazy: () => import('@/features/cashier/routes/deposit-route') },
  { name: 'cashierDepositMethod', layout: 'default', handle: protectedRoute, lazy: () => import('@/features/cashier/routes/deposit-route') },
  { name: 'cashierWithdraw', layout: 'default', handle: protectedRoute, lazy: () => import('@/features/cashier/routes/withdraw-route') },
  { name: 'cashierWallet', layout: 'default', handle: protectedRoute, lazy: () => import('@/features/cashier/routes/wallet-route') },
  { name: 'cashierReceipt', layout: 'default', handle: protectedRoute, lazy: () => import('@/features/cashier/routes/receipt-route') },
  { name: 'cashierHistory', layout: 'default', handle: protectedRoute, lazy: () => import('@/features/cashier/routes/history-route') },
  { name: 'cashierPayPending', layout: 'default', handle: protectedRoute, lazy: () => import('@/features/system-pages/routes/payment-pending-route') },
  { name: 'cashierPayFail', layout: 'default', handle: protectedRoute, lazy: () => import('@/features/system-pages/routes/payment-fail-route') },
  { name: 'cashierPaySuccess', layout: 'default', handle: protectedRoute, lazy: () => import('@/features/system-pages/routes/payment-success-route') },
  { name: 'cashierPayCancel', layout: 'default', handle: protectedRoute, lazy: () => import('@/features/system-pages/routes/payment-cancel-route') },
  { name: 'cashierPayMobile', layout: 'default', handle: protectedRoute, lazy: () => import('@/features/system-pages/routes/payment-mobile-route') },
  { name: 'cashierPayNewWindow', layout: 'default', handle: protectedRoute, lazy: () => import('@/features/system-pages/routes/payment-new-window-route') },
];
