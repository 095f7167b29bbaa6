import { isPromoCodeRejection, promoCodeErrorKey } from './promo-code-error';

describe('promoCodeErrorKey', () => {
  it.each(['INVALID', 'EXPIRED', 'ALREADY_USED', 'NOT_AVAILABLE', 'LIMIT_REACHED'])('maps %s to its own text', (code) => {
    expect(promoCodeErrorKey({ status: 400, name: 'InvalidParameter', message: '', data: { promo_code: [code, 'OTHER'] } })).toBe(`promoCodeErrors.${code}`);
  });

  it.each([
    ['an unknown code', { status: 400, name: 'InvalidParameter', message: '', data: { promo_code: ['SOMETHING_NEW'] } }],
    ['an empty list', { status: 400, name: 'InvalidParameter', message: '', data: { promo_code: [] } }],
    ['no error data', { status: 500, name: 'InternalServerError', message: '' }],
    ['nothing', undefined],
  ])('falls back to INVALID for %s', (_label, error) => {
    expect(promoCodeErrorKey(error)).toBe('promoCodeErrors.INVALID');
  });

  it('tells a rejected code from a failed call', () => {
    expect(isPromoCodeRejection({ status: 400, name: 'InvalidParameter', message: '', data: { promo_code: ['EXPIRED'] } })).toBe(true);
    expect(isPromoCodeRejection({ status: 0, name: 'NetworkError', message: 'offline' })).toBe(false);
  });
});
