import type { GENERAL_INFO, LANGUAGES, REDIRECTS } from './fixtures/metadata';
import { getApi } from '../core/test-utils';

describe('metadata namespace', () => {
  it('get lists the four languages with ru as default, and the redirects', async () => {
    const { body } = await getApi<{ languages: typeof LANGUAGES; redirects: typeof REDIRECTS }>('metadata.get');
    const data = body.data!;
    expect(data.languages.map((language) => language.code)).toEqual(['en', 'it', 'es', 'ru']);
    expect(data.languages.find((language) => language.isDefault)).toMatchObject({
      code: 'ru',
      name: 'Русский',
      dir: 'ltr',
    });
    expect(data.redirects).toContainEqual({ from_url: '/casino/*', to_url: '/gamehall/*' });
    expect(data.redirects).toContainEqual({ from_url: '/partner', to_url: 'https://example.org/' });
  });

  it('getGeneralInfo carries the force-logout time and locales', async () => {
    const { body } = await getApi<typeof GENERAL_INFO>('metadata.getGeneralInfo');
    expect(body.data).toMatchObject({
      time_to_force_logout: 900,
      default_currency: 'EUR',
      available_locales: ['ru', 'en', 'it', 'es'],
      is_seon_enabled: false,
    });
  });
});
