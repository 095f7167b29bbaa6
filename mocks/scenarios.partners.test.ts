import { normalizeCmsConfig } from '@/api/cms/normalize-cms-config';
import { cmsConfig } from './cms/fixtures/cms-config';
import { framePartnerOrigins, withCmsOverrides } from './cms/site-settings';
import { applyScenariosFromUrl, resetDb } from './scenarios';

const configPartners = () => normalizeCmsConfig(withCmsOverrides(cmsConfig('en'))).framePartners;

describe('mock_partners (a partner origin added at run time, docs/partners.md)', () => {
  beforeEach(() => resetDb());

  it('adds exact origins to the content configuration and to the list the mock server frames for, and strips the switch', () => {
    const clean = applyScenariosFromUrl(new URL('https://casino.test/en?mock_partners=http://localhost:4415&mock_partners=https://partner.example,https://b.example:8443&x=1'));
    expect(clean.search).toBe('?x=1');
    expect(configPartners()).toEqual(['http://localhost:4415', 'https://partner.example', 'https://b.example:8443']);
    expect(framePartnerOrigins()).toEqual(['http://localhost:4415', 'https://partner.example', 'https://b.example:8443']);
  });

  it('refuses what is not an exact origin, with a warning, and clear empties the list', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    applyScenariosFromUrl(new URL('https://casino.test/?mock_partners=https://*.example,http://plain.example,https://ok.example/path,https://ok.example'));
    expect(configPartners()).toEqual(['https://ok.example']);
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringContaining('[mocks] ignored mock_partners=https://*.example'),
      expect.stringContaining('[mocks] ignored mock_partners=http://plain.example'),
      expect.stringContaining('[mocks] ignored mock_partners=https://ok.example/path'),
    ]);
    applyScenariosFromUrl(new URL('https://casino.test/?mock_partners=clear'));
    expect(configPartners()).toEqual([]);
    warn.mockRestore();
  });
});
