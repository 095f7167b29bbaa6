import { DEFAULT_BALANCE_UPDATE } from './balance-update';
import type { CmsConfig, CustomCodeEntry, FaviconEntry } from './cms-config.types';
import { flattenStrapi } from './flatten';

const DEFAULT_FEATURES: CmsConfig['features'] = {
  twoFactorAuth: false,
  verificationService: false,
  responsibleGaming: false,
  betHistory: false,
  bettingNoticeVisible: false,
  clickableTitles: false,
};

type Loose = Record<string, unknown>;
const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const list = (value: unknown): Loose[] => (Array.isArray(value) ? (value as Loose[]) : []);

/** Flattens the Strapi answer and fills what the content service left out with the SPEC defaults. */
export function normalizeCmsConfig(raw: unknown): CmsConfig {
  const flat = (flattenStrapi(raw) ?? {}) as Loose;
  const loader = (flat.loader ?? {}) as Loose;
  return {
    logo: str(flat.logo),
    logoMobile: str(flat.logoMobile),
    footerLogo: str(flat.footerLogo),
    footerLogoMobile: str(flat.footerLogoMobile),
    features: { ...DEFAULT_FEATURES, ...((flat.features as Partial<CmsConfig['features']>) ?? {}) },
    balanceUpdate: { ...DEFAULT_BALANCE_UPDATE, ...((flat.balanceUpdate as Partial<CmsConfig['balanceUpdate']>) ?? {}) },
    validatorConfig: list(flat.validatorConfig),
    loader: { percentProgress: loader.percentProgress === true, logo: str(loader.logo) },
    popups: { authPopupEnabled: (flat.popups as Loose | undefined)?.authPopupEnabled !== false },
    favicons: list(flat.favicons).map(
      (entry): FaviconEntry => ({
        type: (str(entry.type) ?? 'png') as FaviconEntry['type'],
        sizes: str(entry.sizes) ?? '',
        file: str(entry.file),
      }),
    ),
    customCode: list(flat.customCode).map(
      (entry): CustomCodeEntry => ({
        isEnabled: entry.isEnabled === true,
        position: (['head', 'bodyStart', 'bodyEnd'].includes(String(entry.position)) ? entry.position : 'bodyEnd') as CustomCodeEntry['position'],
        code: typeof entry.code === 'string' ? entry.code : '',
      }),
    ),
  };
}
