import type { BalanceUpdateSettings } from './balance-update';

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

/** The site configuration of SPEC §3 after flattening. */
export interface CmsConfig {
  logo: string | null;
  logoMobile: string | null;
  footerLogo: string | null;
  footerLogoMobile: string | null;
  features: FeatureFlags;
  balanceUpdate: BalanceUpdateSettings;
  validatorConfig: Array<Record<string, unknown>>;
  loader: { percentProgress: boolean; logo: string | null };
  popups: { authPopupEnabled: boolean };
  favicons: FaviconEntry[];
  customCode: CustomCodeEntry[];
}
