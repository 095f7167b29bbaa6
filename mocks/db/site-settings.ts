import { db, persistDb } from './db';
import type { SiteSettingsOverrides } from './schema';

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

/** The cms-config envelope with the QA balance-update overrides merged into its attributes. */
export function withCmsOverrides<T extends { data: { attributes: { balanceUpdate: object; responsibleGaming?: object } } }>(config: T): T {
  const { balanceUpdate, realityCheckInterval } = siteSettings();
  if (!balanceUpdate && realityCheckInterval === undefined) return config;
  const { attributes } = config.data;
  // mock_reality_check (decision record 023): seconds between reminders, 0 switches them off.
  const realityCheck =
    realityCheckInterval === undefined
      ? {}
      : { responsibleGaming: { ...attributes.responsibleGaming, realityCheck: realityCheckInterval > 0, realityCheckInterval: realityCheckInterval || 3600 } };
  return {
    ...config,
    data: { ...config.data, attributes: { ...attributes, balanceUpdate: { ...attributes.balanceUpdate, ...balanceUpdate }, ...realityCheck } },
  };
}
