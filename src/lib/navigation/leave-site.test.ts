import { leaveSite } from './leave-site';

const ORIGIN = 'https://casino.example';

function fakeTab() {
  const assign = vi.fn();
  return { tab: { location: { assign } as unknown as Location, opener: {} as unknown }, assign };
}

describe('leaveSite', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('leaves for a site the caller allows, and cuts another tab off from ours', () => {
    const { tab, assign } = fakeTab();
    expect(leaveSite('https://pay.example/form?id=1', { label: 'deposit', allowExternal: true, tab, origin: ORIGIN })).toBe(true);
    expect(assign).toHaveBeenCalledWith('https://pay.example/form?id=1');
    expect(tab.opener).toBeNull();
  });

  it('goes to a same-origin page with a full page load, by its absolute address', () => {
    const { tab, assign } = fakeTab();
    expect(leaveSite('/mock-pay/7?return=x', { label: 'deposit', tab, origin: ORIGIN })).toBe(true);
    expect(assign).toHaveBeenCalledWith(`${ORIGIN}/mock-pay/7?return=x`);
  });

  it('keeps to the allow-list: another site is refused, logged, and nothing moves', () => {
    const { tab, assign } = fakeTab();
    expect(leaveSite('https://evil.example/x', { label: 'social', allowExternal: ['https://auth.example'], tab, origin: ORIGIN })).toBe(false);
    expect(leaveSite('https://auth.example/connect/google', { label: 'social', allowExternal: ['https://auth.example'], tab, origin: ORIGIN })).toBe(true);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledWith('[social] refused to leave for "https://evil.example/x": not a safe address');
  });

  it('refuses script addresses and other sites when none is allowed', () => {
    const { tab, assign } = fakeTab();
    expect(leaveSite('javascript:alert(1)', { label: 'deposit', allowExternal: true, tab, origin: ORIGIN })).toBe(false);
    expect(leaveSite('https://pay.example/', { label: 'deposit', tab, origin: ORIGIN })).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });
});
