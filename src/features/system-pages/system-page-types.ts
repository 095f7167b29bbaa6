import type { RouteName } from '@/lib/router/paths';

/** The system pages of SPEC §2; each name is also its key prefix in the `system` namespace. */
export const SYSTEM_PAGE_TYPES = [
  'maintenance',
  'paymentCancelled',
  'paymentFailed',
  'paymentMobile',
  'paymentNewWindow',
  'paymentPending',
  'paymentSuccess',
  'notFound',
  'forbidden',
  'userBlocked',
  'unsubscribe',
  'errors',
] as const;

export type SystemPageType = (typeof SYSTEM_PAGE_TYPES)[number];

/**
 * Where the button of each page leads; null means the page has no button.
 *
 * SPEC §2 names targets for userBlocked, errors, paymentSuccess and three payment pages and
 * gives the rest none. We follow it, with one deliberate addition: notFound and forbidden
 * lead home. Both are dead ends (forbidden even sits on the empty layout, with no header
 * to navigate by), so a person needs a way out. Pages without a target get no button even
 * if a translation for one appears, so a stray text can never produce a link to nowhere.
 */
export const SYSTEM_PAGE_TARGETS: Record<SystemPageType, RouteName | null> = {
  maintenance: null,
  paymentCancelled: 'cashierDeposit',
  paymentFailed: 'cashierDeposit',
  paymentMobile: null,
  paymentNewWindow: 'cashierDeposit',
  paymentPending: null,
  paymentSuccess: 'gamehall',
  notFound: 'home',
  forbidden: 'home',
  userBlocked: 'support',
  unsubscribe: null,
  errors: 'gamehall',
};

