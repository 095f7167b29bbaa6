import type { DepositResult } from '@/api/cashier/cashier.types';
import { depositNextStep } from './deposit-result';

const ORIGIN = 'https://casino.example';
const result = (action: DepositResult['action'], extra: Partial<DepositResult> = {}): DepositResult => ({ transaction_id: 42, status: 'pending', action, ...extra });

describe('depositNextStep', () => {
  it('sends the API outcomes to their result pages in the locale', () => {
    expect(depositNextStep(result('pending'), 'it', ORIGIN)).toEqual({ kind: 'route', to: '/it/cashier/paypending/42' });
    expect(depositNextStep(result('success'), 'ru', ORIGIN)).toEqual({ kind: 'route', to: '/cashier/paysuccess/42' });
    expect(depositNextStep(result('fail'), 'en', ORIGIN)).toEqual({ kind: 'route', to: '/en/cashier/payfail/42' });
    expect(depositNextStep(result('cancel'), 'es', ORIGIN)).toEqual({ kind: 'route', to: '/es/cashier/paycancel' });
  });

  it('leaves for a provider page in this tab (redirect, mobile), other sites included', () => {
    expect(depositNextStep(result('redirect', { redirect_url: 'https://pay.example/checkout?id=1' }), 'en', ORIGIN)).toEqual({ kind: 'leave', url: 'https://pay.example/checkout?id=1' });
    expect(depositNextStep(result('mobile', { redirect_url: `${ORIGIN}/mock-pay/42` }), 'en', ORIGIN)).toEqual({ kind: 'leave', url: '/mock-pay/42' });
  });

  it('gives the new tab an absolute address', () => {
    expect(depositNextStep(result('new_window', { redirect_url: '/mock-pay/42' }), 'en', ORIGIN)).toEqual({
      kind: 'newWindow',
      url: `${ORIGIN}/mock-pay/42`,
      to: '/en/cashier/paynewwindow',
    });
  });

  it.each(['javascript:alert(1)', '//evil.example/x', 'https://user:pw@pay.example/', '', null])('refuses the provider address %j', (url) => {
    expect(depositNextStep(result('redirect', { redirect_url: url }), 'en', ORIGIN)).toEqual({ kind: 'unsafe', to: '/en/cashier/history?tab=deposit' });
    expect(depositNextStep(result('new_window', { redirect_url: url }), 'en', ORIGIN).kind).toBe('unsafe');
  });
});
