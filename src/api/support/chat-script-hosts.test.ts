import { THIRD_PARTIES } from '@/lib/config/third-parties';
import { CHAT_SCRIPT_HOSTS, chatVendorOfScript, checkChatScript, checkDeclaredChatScript } from './chat-script-hosts';

describe('the chat vendors’ script hosts', () => {
  it('are the script hosts of the chat rows of the table of third parties, one list', () => {
    const rows = THIRD_PARTIES.filter((party) => party.kind === 'chat');
    expect(Object.keys(CHAT_SCRIPT_HOSTS).sort()).toEqual(rows.map((row) => row.name).sort());
    for (const row of rows) expect(CHAT_SCRIPT_HOSTS[row.name as keyof typeof CHAT_SCRIPT_HOSTS]).toBe(row.scriptHosts);
    expect(CHAT_SCRIPT_HOSTS.crisp).toEqual(['client.crisp.chat']);
    expect(CHAT_SCRIPT_HOSTS.freshchat).toContain('eu.fw-cdn.com');
  });

  it('let through a vendor’s https script only, and say why another is refused', () => {
    expect(checkChatScript('//client.crisp.chat/l.js')).toEqual({ ok: true, url: 'https://client.crisp.chat/l.js' });
    expect(checkChatScript('https://client.crisp.chat/l.js', CHAT_SCRIPT_HOSTS.tawk)).toEqual({ ok: false, reason: "client.crisp.chat is not a chat vendor's script host" });
    expect(checkChatScript('http://embed.tawk.to/p/w')).toEqual({ ok: false, reason: 'http: is not https' });
    expect(checkChatScript('https://embed.tawk.to:8443/p/w')).toEqual({ ok: false, reason: 'the address names a port' });
  });

  it('name the vendor of a script address', () => {
    expect(chatVendorOfScript('https://static.zdassets.com/ekr/snippet.js?key=k')).toBe('zendesk');
    expect(chatVendorOfScript('https://code.jivo.ru/widget/x')).toBe('jivo');
    expect(chatVendorOfScript('https://evil.example/x.js')).toBeNull();
  });
});

describe('a chat script under the build’s declaration (VITE_CHAT_VENDORS)', () => {
  it('loads any vendor’s script when the build declares none', () => {
    expect(checkDeclaredChatScript('https://cdn.livechatinc.com/tracking.js', null)).toEqual({ ok: true, url: 'https://cdn.livechatinc.com/tracking.js' });
  });

  it('loads only the declared vendors’ scripts, and says why another is refused', () => {
    expect(checkDeclaredChatScript('https://client.crisp.chat/l.js', ['crisp'])).toEqual({ ok: true, url: 'https://client.crisp.chat/l.js' });
    expect(checkDeclaredChatScript('https://cdn.livechatinc.com/tracking.js', ['crisp'])).toEqual({
      ok: false,
      reason: 'livechat is not a chat vendor this build declares (VITE_CHAT_VENDORS: crisp)',
    });
    expect(checkDeclaredChatScript('https://client.crisp.chat/l.js', [])).toEqual({
      ok: false,
      reason: 'crisp is not a chat vendor this build declares (VITE_CHAT_VENDORS: none)',
    });
    // An address off every vendor's hosts keeps its own reason.
    expect(checkDeclaredChatScript('https://evil.example/x.js', ['crisp'])).toEqual({ ok: false, reason: "evil.example is not a chat vendor's script host" });
  });
});
