import type { BalanceUpdateSettings } from './balance-update';
import type { DescriptionEntity, DescriptionFieldMap } from './remap-description';

export interface FeatureFlags {
  twoFactorAuth: boolean;
  verificationService: boolean;
  responsibleGaming: boolean;
  betHistory: boolean;
  bettingNoticeVisible: boolean;
  clickableTitles: boolean;
}

export interface FaviconEntry {
  type: 'png' | 'apple' | 'ico' | 'svg';
  sizes: string;
  file: string | null;
}

export interface CustomCodeEntry {
  isEnabled: boolean;
  position: 'head' | 'bodyStart' | 'bodyEnd';
  code: string;
}

/** Where the game page offers full screen (SPEC §4): nowhere, the installed app / web view, the messaging app, everywhere. */
export type FullScreenMode = 'none' | 'product' | 'telegram' | 'all';

/** A configured button under a withdrawal error (SPEC §3 "withdraw-error buttons"). */
export interface WithdrawErrorButton {
  show: boolean;
  /** A site path (`/profile/settings`) or an absolute address; opened through the safe-navigation helper. */
  link: string | null;
}

/** The content service's `cashier` section (SPEC §2 presentation, §3 receipt flags and withdraw-error buttons). */
export interface CashierConfig {
  /** The deposit view as a container, or as a scrolling container with a sticky pay bar. */
  depositView: 'container' | 'scroll';
  /** Where the deposit-detail block (balances, limit) stands. */
  depositDetailPlacement: 'header' | 'profileMenu';
  /** The payment-methods address shows the method's system name (default true). */
  methodInUrl: boolean;
  receipt: { address: boolean; contacts: boolean; rules: boolean };
  withdrawErrorButtons: { unconfirmedContact: WithdrawErrorButton; identityCheck: WithdrawErrorButton };
}

/**
 * The `responsibleGaming` section: the tools an operator's licence asks for,
 * each on its own switch; all of them need features.responsibleGaming.
 */
export interface ResponsibleGamingConfig {
  /** The session reminder (reality check) of signed-in players. */
  realityCheck: boolean;
  /** Seconds between reminders (default 3600). */
  realityCheckInterval: number;
  /** Players may set a session time limit. */
  sessionTimeLimit: boolean;
  /** Players may exclude themselves. */
  selfExclusion: boolean;
}

/** The site configuration of SPEC §3 after flattening. */
export interface CmsConfig {
  logo: string | null;
  logoMobile: string | null;
  footerLogo: string | null;
  footerLogoMobile: string | null;
  features: FeatureFlags;
  balanceUpdate: BalanceUpdateSettings;
  /** Raw entries; read with parseValidatorConfig / applyValidatorConfig of lib/validation/validator-config. */
  validatorConfig: Array<Record<string, unknown>>;
  /** The raw `forms` section (e.g. `registration` toggles); read with registrationFieldToggles(). */
  forms: Record<string, unknown>;
  loader: { percentProgress: boolean; logo: string | null };
  popups: { authPopupEnabled: boolean };
  favicons: FaviconEntry[];
  customCode: CustomCodeEntry[];
  /** Per entity: our description field name -> the server's (SPEC §7 "descriptions remapped"). */
  descriptionFields: Partial<Record<DescriptionEntity, DescriptionFieldMap>>;
  /** The `games` section; `fullScreenMode` defaults to 'all'. */
  games: { fullScreenMode: FullScreenMode };
  cashier: CashierConfig;
  responsibleGaming: ResponsibleGamingConfig;
  /** The `loyalty` section: how long a loyalty notice toast stays, in seconds (SPEC §9, default 5). */
  loyalty: { notificationDuration: number };
  /**
   * The `frames` section's `partners`: origins that may frame the site, added at run time to the
   * build's VITE_FRAME_PARTNERS (exact origins only; docs/partners.md). The host's
   * `frame-ancestors` header must list them too.
   */
  framePartners: string[];
}
