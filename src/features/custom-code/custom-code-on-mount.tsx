import { useEffect } from 'react';
import type { CustomCodeEntry } from '@/api/cms/cms-config.types';
import { injectCustomCode } from './inject-custom-code';

/**
 * The content configuration's custom code (SPEC §4 "injected once on mount"), mounted by the app
 * shell as soon as the page has hydrated and the configuration names some: an operator's pixel or
 * tag manager then counts a visitor who leaves before the page settles. Each position is injected
 * once per page load, whatever later configurations (another locale's) say. Renders nothing.
 */
export function CustomCodeOnMount({ entries }: { entries: readonly CustomCodeEntry[] }) {
  useEffect(() => {
    injectCustomCode(entries);
  }, [entries]);
  return null;
}
