import { isPromoCodeRejection, promoCodeErrorKey } from './promo-code-error';

describe('promoCodeErrorKey', () => {
  it.each(['INVALID', 'EXPIRED', 'ALREADY_USED', 'NOT_AVAILABLE', 'LIMIT_REACHED'])('maps %s to its own text', (code) => {
    expect(promoCodeErrorKey({ name: 'InvalidParameter', data: { promo_code: [code, 'OTHER'] } })).toBe(`promoCodeErrors.${code}`);
  });

  it.each([
    ['an unknown code', { data: { promo_code: ['SOMETHING_NEW'] } }],
    ['an empty list', { data: { promo_code: [] } }],
    ['no error data', { name: 'InternalServerError' }],
    ['nothing', undefined],
  ])('falls back to INVALID for %s', (_label, error) => {
    expect(promoCodeErrorKey(error)).toBe('promoCodeErrors.INVALID');
  });

  it('tells a rejected code from a failed call', () => {
    expect(isPromoCodeRejection({ data: { promo_code: ['EXPIRED'] } })).toBe(true);
    expect(isPromoCodeRejection({ name: 'NetworkError' })).toBe(false);
  });
});
