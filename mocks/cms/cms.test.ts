import type { cmsConfig } from './fixtures/cms-config';
import { forceError, setOffline } from '../scenarios';

const cmsUrl = (locale: string) => `${location.origin}/cms/nfx/cms-config/${locale}`;

function isMedia(value: unknown): boolean {
  const data = (value as { data?: { id?: unknown; attributes?: Record<string, unknown> } }).data;
  return typeof data?.id === 'number' && typeof data.attributes?.ext === 'string' && typeof data.attributes.url === 'string';
}

describe('cms-config handler', () => {
  it('returns a Strapi v4 single-type envelope', async () => {
    const response = await fetch(cmsUrl('en'));
    expect(response.status).toBe(200);
    const body = (await response.json()) as ReturnType<typeof cmsConfig>;
    expect(body.meta).toEqual({});
    expect(body.data.id).toBe(1);
    const config = body.data.attributes;
    expect(config.locale).toBe('en');
    for (const media of [config.logo, config.logoMobile, config.footerLogo, config.loader.logo]) {
      expect(isMedia(media)).toBe(true);
    }
    expect(config.logo.data.attributes).toMatchObject({ ext: '.svg', mime: 'image/svg+xml', formats: null });
    expect(config.footerLogoMobile).toEqual({ data: null });
    expect(config.balanceUpdate).toEqual({
      id: 1,
      isEnabledInterval: false,
      countSecondsForInterval: 10,
      isEnabledTurnOffRequests: true,
      countMinutesAfterWhichRequestsTurnedOff: 5,
      isEnabledRequestsAfterClick: false,
      countSecondsForDelayBetweenClick: 1,
    });
    expect(Object.keys(config.features)).toEqual(
      expect.arrayContaining(['twoFactorAuth', 'verificationService', 'responsibleGaming', 'betHistory', 'bettingNoticeVisible', 'clickableTitles']),
    );
    // Components are flattened: each validator entry keeps its own fields, not an attributes wrapper.
    expect(config.validatorConfig).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'first_name', pattern: 'default' })]),
    );
    expect(config.popups.authPopupEnabled).toBe(true);
    expect(config.favicons.map((favicon) => favicon.type)).toEqual(['png', 'png', 'png', 'png', 'apple', 'ico', 'svg']);
    expect(config.favicons.every((favicon) => isMedia(favicon.file))).toBe(true);
    expect(config.customCode.map((entry) => [entry.isEnabled, entry.position])).toEqual([
      [false, 'head'],
      [true, 'head'],
      [true, 'bodyStart'],
      [true, 'bodyEnd'],
    ]);
  });

  it('answers 404 NotFoundError for an unknown locale', async () => {
    const response = await fetch(cmsUrl('de'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      data: null,
      error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} },
    });
  });

  it('ignores forced main-API errors but not offline', async () => {
    forceError('*', 'InternalServerError');
    expect((await fetch(cmsUrl('ru'))).status).toBe(200);
    setOffline(true);
    await expect(fetch(cmsUrl('ru'))).rejects.toThrow();
  });
});
