import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BetbyOptions, createBetbyAdapter } from './betby-adapter';
import type { SportsbookCallbacks } from './sportsbook-adapter';

/** A stub of Betby's BTRenderer that records what the host asked of it. */
function stubBetby() {
  const instances: Array<{ options: BetbyOptions; updateOptions: ReturnType<typeof vi.fn>; kill: ReturnType<typeof vi.fn> }> = [];
  class BTRenderer {
    initialize(options: BetbyOptions) {
      const instance = { options, updateOptions: vi.fn(), kill: vi.fn() };
      instances.push(instance);
      return instance;
    }
  }
  window.BTRenderer = BTRenderer;
  return instances;
}

function callbacks(): SportsbookCallbacks {
  return {
    onLoginRequest: vi.fn(),
    onRegisterRequest: vi.fn(),
    onDepositRequest: vi.fn(),
    onRouteChange: vi.fn(),
    onBalanceHint: vi.fn(),
    onTokenExpired: vi.fn(() => Promise.resolve('fresh')),
    onReady: vi.fn(),
    onError: vi.fn(),
  };
}

afterEach(() => {
  delete window.BTRenderer;
  document.head.querySelectorAll('script').forEach((node) => node.remove());
});

describe('Betby script-widget adapter', () => {
  it('loads the vendor script once and resolves when BTRenderer exists', async () => {
    const adapter = createBetbyAdapter({ scriptUrl: 'https://brand.sptpub.test/bt-renderer.min.js', brandId: 'b1' });
    const loading = adapter.load();
    const again = adapter.load();
    const scripts = document.head.querySelectorAll('script[src="https://brand.sptpub.test/bt-renderer.min.js"]');
    expect(scripts).toHaveLength(1);
    stubBetby();
    scripts[0].dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
    await expect(again).resolves.toBeUndefined();
  });

  it('initialises with token, language, target and path, and maps the vendor callbacks', async () => {
    const instances = stubBetby();
    const adapter = createBetbyAdapter({ scriptUrl: 'x.js', brandId: 'brand-7', themeName: 'dark' });
    const target = document.createElement('div');
    const cb = callbacks();
    adapter.mount(target, { token: 'jwt', lang: 'it' }, '/soccer-1', cb);
    const { options } = instances[0];
    expect(options).toMatchObject({ brand_id: 'brand-7', token: 'jwt', lang: 'it', target, url: '/soccer-1', themeName: 'dark' });
    expect(cb.onReady).toHaveBeenCalled();
    options.onLogin();
    options.onRegister();
    options.onRecharge();
    options.onBetSlipStateChange();
    options.onRouteChange('/live?x=1');
    options.onRouteChange({ url: '//evil.test' });
    expect(cb.onLoginRequest).toHaveBeenCalled();
    expect(cb.onRegisterRequest).toHaveBeenCalled();
    expect(cb.onDepositRequest).toHaveBeenCalled();
    expect(cb.onBalanceHint).toHaveBeenCalled();
    expect(cb.onRouteChange).toHaveBeenCalledTimes(1);
    expect(cb.onRouteChange).toHaveBeenCalledWith('/live');
    await expect(options.onTokenExpired()).resolves.toBe('fresh');
  });

  it('leaves the token out for visitors', () => {
    const instances = stubBetby();
    createBetbyAdapter({ scriptUrl: 'x.js', brandId: 'b' }).mount(document.createElement('div'), { token: null, lang: 'en' }, '/', callbacks());
    expect('token' in instances[0].options).toBe(false);
  });

  it('navigates with updateOptions, re-initialises on a new token or language, and kills on destroy', () => {
    const instances = stubBetby();
    const adapter = createBetbyAdapter({ scriptUrl: 'x.js', brandId: 'b' });
    adapter.mount(document.createElement('div'), { token: null, lang: 'en' }, '/', callbacks());
    adapter.navigate('/bets');
    expect(instances[0].updateOptions).toHaveBeenCalledWith({ url: '/bets' });
    adapter.update({ token: null, lang: 'en' });
    expect(instances).toHaveLength(1);
    adapter.update({ token: 'jwt', lang: 'en' });
    expect(instances[0].kill).toHaveBeenCalledOnce();
    expect(instances).toHaveLength(2);
    expect(instances[1].options).toMatchObject({ token: 'jwt', url: '/bets' });
    adapter.destroy();
    expect(instances[1].kill).toHaveBeenCalledOnce();
  });
});
