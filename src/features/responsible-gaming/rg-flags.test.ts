import { normalizeCmsConfig } from '@/api/cms/normalize-cms-config';
import { rgTools, wantsRgWatcher } from './rg-flags';

const config = (features: Record<string, unknown>, responsibleGaming?: Record<string, unknown>) =>
  normalizeCmsConfig({ data: { id: 1, attributes: { features, ...(responsibleGaming ? { responsibleGaming } : {}) } } });

describe('responsible-gaming flags', () => {
  it('keeps every tool off without the responsible-gaming feature, and reminds hourly by default', () => {
    const off = rgTools(config({ responsibleGaming: false }, { realityCheck: true, sessionTimeLimit: true, selfExclusion: true }));
    expect(off).toMatchObject({ enabled: false, realityCheck: false, sessionTimeLimit: false, selfExclusion: false });
    expect(rgTools(config({ responsibleGaming: true })).realityCheckInterval).toBe(3600);
    expect(wantsRgWatcher(undefined)).toBe(false);
  });

  it('switches each tool on its own', () => {
    const tools = rgTools(config({ responsibleGaming: true }, { realityCheck: true, realityCheckInterval: 60, selfExclusion: true }));
    expect(tools).toMatchObject({ enabled: true, realityCheck: true, realityCheckInterval: 60, sessionTimeLimit: false, selfExclusion: true });
    expect(wantsRgWatcher(config({ responsibleGaming: true }, { sessionTimeLimit: true }))).toBe(true);
    expect(wantsRgWatcher(config({ responsibleGaming: true }, { selfExclusion: true }))).toBe(false);
  });
});
