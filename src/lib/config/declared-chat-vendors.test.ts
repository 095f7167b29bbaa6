import { parseChatVendors } from './declared-chat-vendors';

describe('VITE_CHAT_VENDORS', () => {
  it('declares nothing when unset or empty: every supported vendor may load', () => {
    expect(parseChatVendors(undefined)).toEqual({ vendors: null, problems: [] });
    expect(parseChatVendors(' , ')).toEqual({ vendors: null, problems: [] });
  });

  it('takes vendor names, in any case and with spaces, once each; none means no vendor', () => {
    expect(parseChatVendors('crisp')).toEqual({ vendors: ['crisp'], problems: [] });
    expect(parseChatVendors(' LiveChat , zendesk,livechat')).toEqual({ vendors: ['livechat', 'zendesk'], problems: [] });
    expect(parseChatVendors('none')).toEqual({ vendors: [], problems: [] });
  });

  it('says what is wrong with unknown names and with none beside a name', () => {
    expect(parseChatVendors('crisp,intercom').problems).toEqual([
      'VITE_CHAT_VENDORS names unknown chat vendors: intercom (known: livechat, jivo, tawk, freshchat, zendesk, crisp; or none)',
    ]);
    expect(parseChatVendors('none,crisp').problems).toEqual(['VITE_CHAT_VENDORS: none stands alone, without vendor names']);
  });
});
