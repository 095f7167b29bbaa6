/**
 * The mock_* URL parameters (see mocks/README.md): their names, how a repeatable value splits into
 * entries, the warning for a value that is ignored, and the address without them.
 */

export const URL_SCENARIO_PARAMS = [
  'mock_reset',
  'mock_error',
  'mock_latency',
  'mock_offline',
  'mock_logout',
  'mock_login',
  'mock_catalog',
  'mock_balance_refresh',
  'mock_force_logout',
  'mock_seon',
  'mock_balance',
  'mock_withdrawals',
  'mock_cashback',
  'mock_hostile_html',
  'mock_popups',
  'mock_reality_check',
  'mock_loyalty_points',
  'mock_loyalty_notice',
  'mock_bets',
  'mock_chat',
  'mock_verification',
  'mock_features',
  'mock_session_limit',
  'mock_partners',
  'mock_password_reset',
] as const;

export const warnScenario = (message: string) => console.warn(`[mocks] ${message}`);

/** The entries of a repeatable, comma-separated parameter. */
export function paramEntries(values: string[]): string[] {
  return values.flatMap((value) => value.split(',')).map((value) => value.trim()).filter(Boolean);
}

function paramName(part: string): string {
  const raw = part.split('=')[0].replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Drops the mock_* parameters and keeps the others exactly as written (no re-encoding). */
export function withoutScenarioParams(url: URL): URL {
  const clean = new URL(url.href);
  const names: readonly string[] = URL_SCENARIO_PARAMS;
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((part) => part !== '' && !names.includes(paramName(part)));
  clean.search = kept.length > 0 ? `?${kept.join('&')}` : '';
  return clean;
}
