import { namePatternFor, registrationFieldToggles } from '@/lib/validation/validator-config';
import { cmsConfig } from '../../../mocks/fixtures/cms-config';
import { normalizeCmsConfig } from './normalize-cms-config';

describe('normalizeCmsConfig', () => {
  it('reads the mock content configuration into the validation settings the forms use', () => {
    const config = normalizeCmsConfig(cmsConfig('en'));
    expect(registrationFieldToggles(config.forms)).toMatchObject({ email: true, promoCode: true, terms: true, notificationsDefault: false });
    expect(namePatternFor(config.validatorConfig, 'first_name')).toBe('default');
  });
});
