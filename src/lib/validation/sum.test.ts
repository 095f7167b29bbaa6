import { validationMessage as m } from './messages';
import { normalizeDepositSum, sumError } from './sum';

describe('normalizeDepositSum', () => {
  it.each([
    ['100', { min: 10, max: 5000 }, { value: 100, isValid: true, errorMessage: null }],
    ['1,000', { min: 10, max: 5000 }, { value: 1000, isValid: true, errorMessage: null }],
    [' 2 500 ', { min: 10, max: 5000 }, { value: 2500, isValid: true, errorMessage: null }],
    [250, { min: 10, max: 5000 }, { value: 250, isValid: true, errorMessage: null }],
    ['0100', { min: 10, max: 5000 }, { value: 100, isValid: false, errorMessage: m('wrongField') }],
    ['12.50', { min: 10, max: 5000 }, { value: 0, isValid: false, errorMessage: m('wrongField') }],
    ['', { min: 10, max: 5000 }, { value: 0, isValid: false, errorMessage: m('wrongField') }],
    [null, {}, { value: 0, isValid: false, errorMessage: m('wrongField') }],
    ['5', { min: 10, max: 5000 }, { value: 5, isValid: false, errorMessage: m('sumRange', { min: '10', max: '5,000' }) }],
    ['12000', { min: 1000, max: 10000 }, { value: 12000, isValid: false, errorMessage: m('sumRange', { min: '1,000', max: '10,000' }) }],
    ['999999', {}, { value: 999999, isValid: true, errorMessage: null }],
  ])('%j within %j', (raw, bounds, expected) => {
    expect(normalizeDepositSum(raw, bounds)).toEqual(expected);
  });

  it('names an open upper bound', () => {
    expect(sumError('1', { min: 5 })).toBe(m('sumRange', { min: '5', max: '∞' }));
  });
});
