import { namePatternFor, registrationFieldToggles } from '@/lib/validation/validator-config';
import { cmsConfig } from '../../../mocks/cms/fixtures/cms-config';
import { normalizeCmsConfig } from './normalize-cms-config';

describe('normalizeCmsConfig', () => {
  it('reads the mock content configuration into the validation settings the forms use', () => {
    const config = normalizeCmsConfig(cmsConfig('en'));
    expect(registrationFieldToggles(config.forms)).toMatchObject({ email: true, promoCode: true, terms: true, notificationsDefault: false });
    expect(namePatternFor(config.validatorConfig, 'first_name')).toBe('default');
  });

  it('reads the partner origins of the `frames` section (run-time partner list) and drops, with a warning, what is not an exact origin', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const partners = (frames: unknown) => normalizeCmsConfig({ data: { id: 1, attributes: { frames } } }).framePartners;
    expect(partners({ partners: ['https://partner.example', { origin: 'https://b.example:8443' }, 'https://*.example', 'https://p.example/path'] })).toEqual([
      'https://partner.example',
      'https://b.example:8443',
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[frames] ignored the partner origin "https://*.example"'));
    expect(partners({ partners: 'https://a.example, http://localhost:4415' })).toEqual(['https://a.example', 'http://localhost:4415']);
    expect(partners(undefined)).toEqual([]);
    expect(partners({ partners: 42 })).toEqual([]);
    warn.mockRestore();
  });

  it('reads the loyalty notice duration in seconds, 5 when the section leaves it out or names no positive number', () => {
    const duration = (loyalty: unknown) => normalizeCmsConfig({ data: { id: 1, attributes: { loyalty } } }).loyalty.notificationDuration;
    expect(duration({ notificationDuration: 8 })).toBe(8);
    expect(duration(undefined)).toBe(5);
    expect(duration({ notificationDuration: 0 })).toBe(5);
    expect(duration({ notificationDuration: '8' })).toBe(5);
  });

  it('gives the cashier section the SPEC defaults when the content service leaves it out', () => {
    expect(normalizeCmsConfig({ data: { id: 1, attributes: {} } }).cashier).toEqual({
      depositView: 'container',
      depositDetailPlacement: 'header',
      methodInUrl: true,
      receipt: { address: true, contacts: true, rules: true },
      withdrawErrorButtons: {
        unconfirmedContact: { show: true, link: '/profile/settings' },
        identityCheck: { show: true, link: '/profile/verification' },
      },
    });
  });

  it('reads a configured cashier section: scrolling view, detail in the profile menu, hidden blocks and buttons', () => {
    const cashier = normalizeCmsConfig({
      data: {
        id: 1,
        attributes: {
          cashier: {
            depositView: 'scroll',
            depositDetailPlacement: 'profileMenu',
            methodInUrl: false,
            receipt: { address: false, rules: false },
            withdrawErrorButtons: { identityCheck: { show: false }, unconfirmedContact: { link: 'https://help.example/confirm' } },
          },
        },
      },
    }).cashier;
    expect(cashier).toMatchObject({ depositView: 'scroll', depositDetailPlacement: 'profileMenu', methodInUrl: false });
    expect(cashier.receipt).toEqual({ address: false, contacts: true, rules: false });
    expect(cashier.withdrawErrorButtons.identityCheck.show).toBe(false);
    expect(cashier.withdrawErrorButtons.unconfirmedContact).toEqual({ show: true, link: 'https://help.example/confirm' });
  });
});
