import { describe, expect, it } from 'vitest';
import { toChatSettings } from './chat-settings';

describe('toChatSettings', () => {
  it('reads the chosen vendor block and the player fields', () => {
    const settings = toChatSettings({ chat: 'livechat', livechat: { license: 123, name: 'Ann', email: 'a@b.co', phone: '', uid: 7 } });
    expect(settings.config).toMatchObject({ vendor: 'livechat', license: '123' });
    expect(settings.user).toEqual({ name: 'Ann', email: 'a@b.co', phone: '', uid: '7' });
  });

  it('a visitor (no uid) has no user', () => {
    expect(toChatSettings({ chat: 'crisp', crisp: { id: 'x', lang: 'en' } }).user).toBeNull();
  });

  it('falls back to none for an unknown vendor, a missing block or a script address that is not https', () => {
    expect(toChatSettings({ chat: 'olark' }).config.vendor).toBe('none');
    expect(toChatSettings({ chat: 'jivo' }).config.vendor).toBe('none');
    expect(toChatSettings({ chat: 'tawk', tawk: { src: 'javascript:alert(1)' } }).config.vendor).toBe('none');
    expect(toChatSettings(null).config.vendor).toBe('none');
  });
});

describe('chat script hosts', () => {
  it.each([
    ['a foreign host', 'https://evil.example/tawk.js'],
    ['a look-alike host', 'https://embed.tawk.to.evil.example/p/w'],
    ['a host of another vendor', 'https://fw-cdn.com/1/2.js'],
    ['plain http', 'http://embed.tawk.to/p/w'],
    ['credentials', 'https://embed.tawk.to@evil.example/p/w'],
    ['a backslash', 'https://embed.tawk.to\\@evil.example/p/w'],
    ['a port', 'https://embed.tawk.to:8443/p/w'],
  ])('refuses a Tawk src on %s, with a logged reason', (_name, src) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(toChatSettings({ chat: 'tawk', tawk: { src } }).config.vendor).toBe('none');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[chat\] refused/));
    warn.mockRestore();
  });

  it("keeps the vendors' own hosts, protocol-relative ones read as https", () => {
    expect(toChatSettings({ chat: 'tawk', tawk: { src: 'https://embed.tawk.to/p/w' } }).config.src).toBe('https://embed.tawk.to/p/w');
    expect(toChatSettings({ chat: 'freshchat', freshchat: { src: '//fw-cdn.com/1/2.js' } }).config.src).toBe('https://fw-cdn.com/1/2.js');
    expect(toChatSettings({ chat: 'freshchat', freshchat: { src: 'https://eu.fw-cdn.com/1/2.js' } }).config.vendor).toBe('freshchat');
  });
});
