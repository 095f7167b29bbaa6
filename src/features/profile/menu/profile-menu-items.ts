import type { FeatureFlags } from '@/api/cms/cms-config.types';
import type { RouteName } from '@/lib/router/paths';

/** One entry of the profile menu; `key` is a key of the profile namespace. */
export interface ProfileMenuItem {
  route: RouteName;
  key: string;
  /** The site-configuration flag that must be on for the entry to show. */
  flag?: keyof Pick<FeatureFlags, 'verificationService' | 'responsibleGaming' | 'betHistory'>;
}

/** Every profile page, in menu order. */
export const PROFILE_MENU_ITEMS: readonly ProfileMenuItem[] = [
  { route: 'profileSettings', key: 'menu.settings' },
  { route: 'profileSecurity', key: 'menu.security' },
  { route: 'profileVerification', key: 'menu.verification', flag: 'verificationService' },
  { route: 'profileResponsibleGame', key: 'menu.responsibleGame', flag: 'responsibleGaming' },
  { route: 'profileNotification', key: 'menu.notification' },
  { route: 'profileLoyalty', key: 'menu.loyalty' },
  { route: 'profileBonuses', key: 'menu.bonuses' },
  { route: 'profileCashback', key: 'menu.cashback' },
  { route: 'profileBets', key: 'menu.bets', flag: 'betHistory' },
  { route: 'profileGameHistory', key: 'menu.gameHistory' },
];

/**
 * The entries the configuration allows. Until the configuration is known the flagged entries
 * stay hidden (an operator who switched a section off never sees it flash).
 */
export function visibleProfileMenuItems(flags: Partial<FeatureFlags> | undefined): ProfileMenuItem[] {
  return PROFILE_MENU_ITEMS.filter((item) => !item.flag || flags?.[item.flag] === true);
}
