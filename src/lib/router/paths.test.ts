import { fillPath, href, ROUTE_PATHS } from './paths';

describe('paths', () => {
  it('builds locale addresses: ru without prefix, others with', () => {
    expect(href('ru', 'home')).toBe('/');
    expect(href('en', 'home')).toBe('/en');
    expect(href('it', 'cashierDeposit')).toBe('/it/cashier/deposit');
    expect(href('es', 'game', { sysname: 'book of ra' })).toBe('/es/game/book%20of%20ra');
    expect(href('ru', 'gamehall', undefined, { providers: 'a,b', category: undefined })).toBe('/gamehall?providers=a%2Cb');
  });
  it('drops an optional param that is missing and refuses a missing required one', () => {
    expect(fillPath(ROUTE_PATHS.cashierPayFail)).toBe('/cashier/payfail');
    expect(fillPath(ROUTE_PATHS.cashierPayFail, { transaction: 'T1' })).toBe('/cashier/payfail/T1');
    expect(() => fillPath(ROUTE_PATHS.game)).toThrow(/sysname/);
  });
});
