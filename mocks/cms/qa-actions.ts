import { isFeatureFlagName, resetFeatureFlags, setFeatureFlags, updateSiteSettings } from './site-settings';
import type { FeatureFlagName } from '../core/schema';

/**
 * The content configuration's switches, for QA: balance refreshes, the forced logout, the fraud
 * fingerprint, reality checks, hostile promotion HTML and the feature flags. Used by their mock_*
 * URL parameters (mocks/url-scenarios.ts), by tests and, for reality checks, by the QA panel, all
 * through mocks/scenarios.ts.
 */

/** Which balance refreshes of SPEC §3 the content configuration turns on (mock_balance_refresh). */
export type BalanceRefreshMode = 'interval' | 'click' | 'both' | 'off';

export function setBalanceRefresh(mode: BalanceRefreshMode): void {
  updateSiteSettings({
    balanceUpdate: {
      isEnabledInterval: mode === 'interval' || mode === 'both',
      isEnabledRequestsAfterClick: mode === 'click' || mode === 'both',
    },
  });
}

/** general info time_to_force_logout in seconds (mock_force_logout); the warning shows at 80%. */
export function setForceLogoutTime(seconds: number): void {
  updateSiteSettings({ timeToForceLogout: Math.max(0, Math.round(seconds)) });
}

/** general info is_seon_enabled (mock_seon); mock builds fake the fingerprint, no script loads. */
export function setSeonEnabled(enabled: boolean): void {
  updateSiteSettings({ isSeonEnabled: enabled });
}

/** mock_reality_check: seconds between reality-check reminders (at least 10), or 0 for off (decision record 023). */
export function setRealityCheckInterval(seconds: number): void {
  updateSiteSettings({ realityCheckInterval: seconds > 0 ? Math.max(10, Math.round(seconds)) : 0 });
}

/** mock_hostile_html: campaigns.getOffers adds promotions whose descriptions are hostile HTML (mocks/promotions/fixtures/hostile-html.ts). */
export function setHostileHtml(enabled: boolean): void {
  updateSiteSettings({ hostileHtml: enabled });
}

/**
 * mock_features: `flag:on|off` entries, comma-separated (SPEC §3 feature flags, e.g.
 * bettingNoticeVisible:on), or `reset` for the fixture's flags. Returns the rejected entries.
 */
export function applyFeatureFlags(value: string): string[] {
  const rejected: string[] = [];
  const patch: Partial<Record<FeatureFlagName, boolean>> = {};
  for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    if (entry === 'reset') {
      resetFeatureFlags();
      continue;
    }
    const [name, state, extra] = entry.split(':');
    if (extra === undefined && isFeatureFlagName(name) && (state === 'on' || state === 'off')) patch[name] = state === 'on';
    else rejected.push(entry);
  }
  if (Object.keys(patch).length > 0) setFeatureFlags(patch);
  return rejected;
}
