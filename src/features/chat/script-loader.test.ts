// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadVendorScript } from './script-loader';

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('loadVendorScript', () => {
  it('inserts no script for an address off the vendors’ hosts, and says why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(loadVendorScript('https://evil.example/widget.js')).rejects.toThrow(/refused/);
    await expect(loadVendorScript('//evil.example/widget.js')).rejects.toThrow(/refused/);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[chat\] refused/));
  });

  it('inserts a vendor’s own script', () => {
    void loadVendorScript('https://client.crisp.chat/l.js').catch(() => undefined);
    expect(document.querySelector('script')?.getAttribute('src')).toBe('https://client.crisp.chat/l.js');
  });
});

describe('loadVendorScript under the build’s declaration', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('inserts no script of a vendor the build did not declare (VITE_CHAT_VENDORS), and says why', async () => {
    vi.stubEnv('VITE_CHAT_VENDORS', 'crisp');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(loadVendorScript('https://cdn.livechatinc.com/tracking.js')).rejects.toThrow(/refused/);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('livechat is not a chat vendor this build declares (VITE_CHAT_VENDORS: crisp)'));
    void loadVendorScript('https://client.crisp.chat/l.js').catch(() => undefined);
    expect(document.querySelector('script')?.getAttribute('src')).toBe('https://client.crisp.chat/l.js');
  });
});
