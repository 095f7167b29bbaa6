import { useEffect } from 'react';
import { ENV } from '@/lib/config/env';
import { analyticsPlan, loadAnalytics } from './analytics-scripts';

export interface SiteScriptsProps {
  /** General info `analytic`. */
  analytic: Record<string, unknown> | null;
}

/**
 * The analytics scripts, mounted by the app shell (lazily, only when general info configures
 * some) once the page has settled; renders nothing. Custom code does not wait for that
 * (CustomCodeOnMount). The fraud-fingerprint agent is loaded by tracking (src/features/tracking)
 * when general info has is_seon_enabled.
 */
export function SiteScripts({ analytic }: SiteScriptsProps) {
  useEffect(() => {
    loadAnalytics(analyticsPlan(analytic), { mock: ENV.mocking });
  }, [analytic]);
  return null;
}

