import { DEFAULT_BALANCE_UPDATE } from './balance-update';
import type { CashierConfig, CmsConfig, ResponsibleGamingConfig, CustomCodeEntry, FaviconEntry, FullScreenMode, WithdrawErrorButton } from './cms-config.types';
import { parsePartnerOrigins } from '@/lib/config/partner-origins';
import { flattenStrapi } from './flatten';
import { DESCRIPTION_ENTITIES } from './remap-description';

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

/** Only text entries survive (the Strapi component's own `id` does not). */
function fieldMaps(value: unknown): CmsConfig['descriptionFields'] {
  const section = (value && typeof value === 'object' ? value : {}) as Loose;
  const out: CmsConfig['descriptionFields'] = {};
  for (const entity of DESCRIPTION_ENTITIES) {
    const raw = section[entity];
    if (!raw || typeof raw !== 'object') continue;
    const map: Record<string, string> = {};
    for (const [ours, theirs] of Object.entries(raw as Loose)) {
      if (ours !== 'id' && typeof theirs === 'string' && theirs) map[ours] = theirs;
    }
    out[entity] = map;
  }
  return out;
}

const FULL_SCREEN_MODES: readonly FullScreenMode[] = ['none', 'product', 'telegram', 'all'];
const fullScreenMode = (value: unknown): FullScreenMode =>
  FULL_SCREEN_MODES.includes(value as FullScreenMode) ? (value as FullScreenMode) : 'all';

const obj = (value: unknown): Loose => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {});

function withdrawButton(value: unknown, fallbackLink: string): WithdrawErrorButton {
  const raw = obj(value);
  return { show: raw.show !== false, link: str(raw.link) ?? fallbackLink };
}

/** The `cashier` section with the SPEC defaults: container view, detail in the cashier header, sysname in the address. */
function cashierConfig(value: unknown): CashierConfig {
  const raw = obj(value);
  const receipt = obj(raw.receipt);
  const buttons = obj(raw.withdrawErrorButtons);
  return {
    depositView: raw.depositView === 'scroll' ? 'scroll' : 'container',
    depositDetailPlacement: raw.depositDetailPlacement === 'profileMenu' ? 'profileMenu' : 'header',
    methodInUrl: raw.methodInUrl !== false,
    receipt: { address: receipt.address !== false, contacts: receipt.contacts !== false, rules: receipt.rules !== false },
    withdrawErrorButtons: {
      unconfirmedContact: withdrawButton(buttons.unconfirmedContact, '/profile/settings'),
      identityCheck: withdrawButton(buttons.identityCheck, '/profile/verification'),
    },
  };
}

/** SPEC §9: a loyalty notice toast stays 5 s unless the `loyalty` section says otherwise. */
const LOYALTY_NOTIFICATION_DURATION_S = 5;

const positiveNumber = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;

/** The `responsibleGaming` section: every tool off unless switched on; a reminder each hour by default. */
function responsibleGamingConfig(value: unknown): ResponsibleGamingConfig {
  const raw = obj(value);
  const interval = Number(raw.realityCheckInterval);
  return {
    realityCheck: raw.realityCheck === true,
    realityCheckInterval: Number.isFinite(interval) && interval >= 10 ? Math.round(interval) : 3600,
    sessionTimeLimit: raw.sessionTimeLimit === true,
    selfExclusion: raw.selfExclusion === true,
  };
}

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
    forms: flat.forms && typeof flat.forms === 'object' && !Array.isArray(flat.forms) ? (flat.forms as Loose) : {},
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
    descriptionFields: fieldMaps(flat.descriptionFields),
    games: { fullScreenMode: fullScreenMode((flat.games as Loose | undefined)?.fullScreenMode) },
    cashier: cashierConfig(flat.cashier),
    responsibleGaming: responsibleGamingConfig(flat.responsibleGaming),
    loyalty: { notificationDuration: positiveNumber((flat.loyalty as Loose | undefined)?.notificationDuration, LOYALTY_NOTIFICATION_DURATION_S) },
    framePartners: parsePartnerOrigins(obj(flat.frames).partners, (value) => {
      console.warn(`[frames] ignored the partner origin ${JSON.stringify(value)} of the content configuration: not an exact https origin (http only for localhost)`);
    }),
  };
}
