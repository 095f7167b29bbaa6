import { cmsConfig } from './fixtures/cms-config';
import { db, persistDb } from '../core/db';
import type { FeatureFlagName, SiteSettingsOverrides } from '../core/schema';

/**
 * QA overrides of settings the real servers own (general info, content configuration): the
 * mock_force_logout, mock_seon and mock_balance_refresh switches write them, the metadata and cms
 * handlers merge them over their fixtures. They live in the database, so a reset clears them.
 */
export function siteSettings(): SiteSettingsOverrides {
  return db().siteSettings ?? {};
}

export function updateSiteSettings(patch: SiteSettingsOverrides): void {
  const tables = db();
  tables.siteSettings = { ...tables.siteSettings, ...patch };
  persistDb();
}

/** general info with the QA overrides applied. */
export function withGeneralInfoOverrides<T extends { time_to_force_logout: number; is_seon_enabled: boolean }>(info: T): T {
  const { timeToForceLogout, isSeonEnabled } = siteSettings();
  return {
    ...info,
    ...(timeToForceLogout === undefined ? {} : { time_to_force_logout: timeToForceLogout }),
    ...(isSeonEnabled === undefined ? {} : { is_seon_enabled: isSeonEnabled }),
  };
}

// A record, so that a flag added to FeatureFlags (SPEC §3) fails to compile until it is listed here.
const FLAGS: Record<FeatureFlagName, true> = {
  twoFactorAuth: true,
  verificationService: true,
  responsibleGaming: true,
  betHistory: true,
  bettingNoticeVisible: true,
  clickableTitles: true,
};

/** The feature flags of the site configuration (SPEC §3), in the order the QA panel lists them. */
export const FEATURE_FLAG_NAMES = Object.keys(FLAGS) as readonly FeatureFlagName[];

export function isFeatureFlagName(name: string): name is FeatureFlagName {
  return Object.hasOwn(FLAGS, name);
}

/** mock_features: sets some feature flags over the fixture's (decision record 030). */
export function setFeatureFlags(patch: Partial<Record<FeatureFlagName, boolean>>): void {
  updateSiteSettings({ features: { ...siteSettings().features, ...patch } });
}

/** mock_features=reset: the fixture's flags again. */
export function resetFeatureFlags(): void {
  const tables = db();
  if (!tables.siteSettings?.features) return;
  const { features: _dropped, ...rest } = tables.siteSettings;
  tables.siteSettings = rest;
  persistDb();
}

/** The flags the site configuration answers now: the fixture's with the QA overrides. */
export function effectiveFeatureFlags(): Record<FeatureFlagName, boolean> {
  const fixture = cmsConfig('en').data.attributes.features;
  const overrides = siteSettings().features ?? {};
  return Object.fromEntries(FEATURE_FLAG_NAMES.map((name) => [name, overrides[name] ?? fixture[name]])) as Record<FeatureFlagName, boolean>;
}

/** mock_partners: adds partner origins (exact origins, checked by the caller) to the content configuration's. */
export function addFramePartners(origins: readonly string[]): void {
  updateSiteSettings({ framePartners: [...new Set([...(siteSettings().framePartners ?? []), ...origins])] });
}

/** mock_partners=clear: the fixture's partner list again. */
export function clearFramePartners(): void {
  updateSiteSettings({ framePartners: [] });
}

/** The partner origins the content configuration answers now (the fixture's and QA's): the mock server's frame-ancestors adds them. */
export function framePartnerOrigins(): string[] {
  const fixture = (cmsConfig('en').data.attributes as { frames?: { partners?: string[] } }).frames?.partners ?? [];
  return [...new Set([...fixture, ...(siteSettings().framePartners ?? [])])];
}

/** The cms-config envelope with the QA overrides (balance update, reality check, feature flags, partners) merged into its attributes. */
export function withCmsOverrides<T extends { data: { attributes: { balanceUpdate: object; responsibleGaming?: object; features?: object; frames?: object } } }>(config: T): T {
  const { balanceUpdate, realityCheckInterval, features, framePartners } = siteSettings();
  if (!balanceUpdate && realityCheckInterval === undefined && !features && !framePartners?.length) return config;
  const { attributes } = config.data;
  // mock_reality_check (decision record 023): seconds between reminders, 0 switches them off.
  const realityCheck =
    realityCheckInterval === undefined
      ? {}
      : { responsibleGaming: { ...attributes.responsibleGaming, realityCheck: realityCheckInterval > 0, realityCheckInterval: realityCheckInterval || 3600 } };
  const partners = framePartners?.length ? { frames: { ...attributes.frames, partners: framePartnerOrigins() } } : {};
  return {
    ...config,
    data: {
      ...config.data,
      attributes: {
        ...attributes,
        balanceUpdate: { ...attributes.balanceUpdate, ...balanceUpdate },
        ...realityCheck,
        ...(features ? { features: { ...attributes.features, ...features } } : {}),
        ...partners,
      },
    },
  };
}
