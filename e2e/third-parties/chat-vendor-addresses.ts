/** The chat vendors' own addresses that the stand-ins (chat-stand-ins.ts) answer. */
import type { ChatVendorName } from '../../src/lib/config/third-parties';
import type { VendorKeySource } from './chat-widget-script';

/** A vendor's addresses; `{key}` is the account key the page gave the widget. */
export interface VendorAddresses {
  script: RegExp;
  settings: string;
  socket: string;
  frame: string | null;
  /** Where the key comes from: the script's address or a global the adapter sets first. */
  key: VendorKeySource;
}

/** The hosts are the vendors' own (docs/third-parties.md names where each comes from). */
export const ADDRESSES: Record<ChatVendorName, VendorAddresses> = {
  livechat: {
    script: /^https:\/\/cdn\.livechatinc\.com\/tracking\.js$/,
    settings: 'https://api.livechatinc.com/v3.5/customer/action/get_dynamic_configuration?license_id={key}',
    socket: 'wss://api.livechatinc.com/v3.5/customer/rtm/ws?license_id={key}',
    frame: 'https://secure.livechatinc.com/customer/action/open_chat?license_id={key}',
    key: 'license',
  },
  jivo: {
    script: /^https:\/\/code\.jivosite\.com\/widget\/[^/?#]+$/,
    settings: 'https://api.jivosite.com/widget/{key}/config',
    socket: 'wss://node.jivosite.com/chat/{key}',
    frame: 'https://widget.jivosite.com/frame/{key}',
    key: 'path',
  },
  tawk: {
    script: /^https:\/\/embed\.tawk\.to\/[^/?#]+\/[^/?#]+$/,
    settings: 'https://va.tawk.to/v1/widget-settings/{key}',
    socket: 'wss://vsa1.tawk.to/s/?k={key}',
    frame: 'https://embed.tawk.to/_s/v4/app/frame.html?k={key}',
    key: 'path',
  },
  freshchat: {
    script: /^https:\/\/(?:(?:eu|in)\.)?fw-cdn\.com\/\d+\/\d+\.js$/,
    settings: 'https://wchat.freshchat.com/app/services/app/webchat/config?embed={key}',
    socket: 'wss://wchat.freshchat.com/app/socket?embed={key}',
    frame: 'https://wchat.freshchat.com/widget/index.html?embed={key}',
    key: 'path',
  },
  zendesk: {
    script: /^https:\/\/static\.zdassets\.com\/ekr\/snippet\.js\?key=[^&#]+$/,
    settings: 'https://ekr.zdassets.com/compose/{key}',
    socket: 'wss://api.smooch.io/faye?key={key}',
    frame: null,
    key: 'query-key',
  },
  crisp: {
    script: /^https:\/\/client\.crisp\.chat\/l\.js$/,
    settings: 'https://client.crisp.chat/settings/website/{key}/',
    socket: 'wss://client.relay.crisp.chat/w/?website={key}',
    frame: 'https://game.crisp.chat/?website={key}',
    key: 'website-id',
  },
};
