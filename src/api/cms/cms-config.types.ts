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
}
