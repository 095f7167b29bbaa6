import { useEffect } from 'react';
import type { CustomCodeEntry } from '@/api/cms/cms-config.types';
import { ENV } from '@/lib/config/env';
import { analyticsPlan, loadAnalytics } from './analytics-scripts';
import { injectCustomCode } from './inject-custom-code';

export interface SiteScriptsProps {
  /** The content configuration's custom code entries. */
  entries: readonly CustomCodeEntry[];
  /** General info `analytic`. */
  analytic: Record<string, unknown> | null;
}

/**
 * Custom code and analytics scripts, mounted by the app shell (lazily, only when either is
 * configured) once on mount; renders nothing. The fraud-fingerprint agent is loaded by tracking
 * (src/features/tracking) when general info has is_seon_enabled.
 */
export function SiteScripts({ entries, analytic }: SiteScriptsProps) {
  useEffect(() => {
    injectCustomCode(entries);
  }, [entries]);
  useEffect(() => {
    loadAnalytics(analyticsPlan(analytic), { mock: ENV.mocking });
  }, [analytic]);
  return null;
}

