import { localeFileOf, localesVersion } from './locale-files-plugin';

const file = (locale: string, namespace: string, json: string) => ({ locale, namespace, json });

describe('the locale files plugin (decision record 045)', () => {
  it('names the release by every file: any changed text or name gives another version', () => {
    const files = [file('en', 'common', '{"a":"A"}'), file('it', 'common', '{"a":"B"}')];
    const version = localesVersion(files);
    expect(version).toMatch(/^[\w-]{10}$/);
    expect(localesVersion([...files])).toBe(version);
    expect(localesVersion([file('en', 'common', '{"a":"A!"}'), files[1]])).not.toBe(version);
    expect(localesVersion([file('en', 'ui', '{"a":"A"}'), files[1]])).not.toBe(version);
  });

  it('reads the locale and namespace of a translation address, whatever its release', () => {
    expect(localeFileOf('/locales/AEtuU-PidM/it/games.json')).toEqual({ locale: 'it', namespace: 'games' });
    expect(localeFileOf('/locales/dev/en/cashier-history.json?t=1')).toEqual({ locale: 'en', namespace: 'cashier-history' });
    expect(localeFileOf('/locales/x/en/../secrets.json')).toBeNull();
    expect(localeFileOf('/assets/games.json')).toBeNull();
  });
});
