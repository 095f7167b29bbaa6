import { type RouteDefinition, protectedRoute, to } from '../route-definition';

/** The player's own pages: profile, sign-in and sign-up forms, contact confirmation, and the unprefixed redirects into the profile. */
export const ACCOUNT_ROUTES: readonly RouteDefinition[] = [
  { name: 'confirmation', layout: 'default', prerender: true, lazy: () => import('@/features/profile/routes/confirmation-route') },
  { name: 'confirmationSuccess', layout: 'default', prerender: true, lazy: () => import('@/features/profile/routes/confirmation-success-route') },
  { name: 'signIn', layout: 'empty', lazy: () => import('@/features/auth/routes/sign-in-route') },
  { name: 'signUp', layout: 'empty', lazy: () => import('@/features/auth/routes/sign-up-route') },
  { name: 'resetPassword', layout: 'empty', lazy: () => import('@/features/auth/routes/reset-password-route') },
  { name: 'profile', layout: 'profile', handle: protectedRoute, middleware: to('profileSettings') },
  { name: 'profileBets', layout: 'profile', handle: protectedRoute, lazy: () => import('@/features/sportsbook/routes/bet-history-route') },
  { name: 'profileBonuses', layout: 'profile', handle: protectedRoute, lazy: () => import('@/features/bonuses/routes/bonuses-route') },
  { name: 'profileCashback', layout: 'profile', handle: protectedRoute, lazy: () => import('@/features/bonuses/routes/cashback-route') },
  { name: 'profileLoyalty', layout: 'profile', handle: protectedRoute, lazy: () => import('@/features/loyalty/routes/profile-loyalty-route') },
  { name: 'profileNotification', layout: 'profile', handle: protectedRoute, lazy: () => import('@/features/profile/routes/notification-route') },
  { name: 'profileResponsibleGame', layout: 'profile', handle: protectedRoute, lazy: () => import('@/features/responsible-gaming/routes/responsible-game-route') },
  { name: 'profileSecurity', layout: 'profile', handle: protectedRoute, lazy: () => import('@/features/profile/routes/security-route') },
  { name: 'profileSettings', layout: 'profile', handle: protectedRoute, lazy: () => import('@/features/profile/routes/settings-route') },
  { name: 'profileVerification', layout: 'profile', handle: protectedRoute, lazy: () => import('@/features/verification/routes/verification-route') },
  { name: 'responsibleGame', layout: 'default', handle: protectedRoute, unprefixedOnly: true, middleware: to('profileResponsibleGame') },
  { name: 'bets', layout: 'default', handle: protectedRoute, unprefixedOnly: true, middleware: to('profileBets') },
];
