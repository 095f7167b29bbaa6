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
