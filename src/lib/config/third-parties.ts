import { MESSAGING_APP_WEB_CLIENTS } from './messaging-app-clients.ts';

/**
 * Every third party the site can use, as plain data: the build writes the Content-Security-Policy
 * and the Permissions-Policy from it (scripts/lib/third-party-policy.ts), and the app's script
 * loaders check addresses against its script hosts (src/api/support/chat-script-hosts.ts).
 * docs/third-parties.md gives each row in prose, with the vendor's page its hosts come from.
 * No DOM and no import.meta.env here: Node imports this file at build time.
 */

/** The policy directives a third party adds sources to. */
export type PolicyDirective = 'script-src' | 'connect-src' | 'frame-src' | 'img-src' | 'style-src' | 'font-src' | 'media-src' | 'worker-src';

/** The policy's directives that take a third party's origins: the fetch directives, and who may frame the site. */
export type PolicySourceDirective = PolicyDirective | 'frame-ancestors';

/** The powerful features a third party's frame may be granted (Permissions-Policy). */
export type FramePermission = 'camera' | 'microphone' | 'fullscreen';

export type ThirdPartyKind = 'chat' | 'verification' | 'analytics' | 'fraud' | 'messaging-app' | 'sportsbook' | 'games' | 'social-login';

/** The chat vendors of the support settings (SPEC §3), without the no-op `none`. */
export const CHAT_VENDOR_NAMES = ['livechat', 'jivo', 'tawk', 'freshchat', 'zendesk', 'crisp'] as const;
export type ChatVendorName = (typeof CHAT_VENDOR_NAMES)[number];

/** VITE_MESSAGING_APP's values: the messaging app the site runs in as a mini-application, by its row's name. */
export const MESSAGING_APPS = { telegram: 'telegram-mini-app' } as const;

/** VITE_SPORTSBOOK_VENDOR's values (src/features/sportsbook/host/sportsbook-config.ts). */
export const SPORTSBOOK_VENDOR_NAMES = ['betby', 'iframe'] as const;

export interface ThirdParty {
  readonly kind: ThirdPartyKind;
  /** How a deployment names it (VITE_CHAT_VENDORS, VITE_SPORTSBOOK_VENDOR, VITE_SOCIAL_PROVIDERS). */
  readonly name: string;
  readonly label: string;
  /** Exact host names the app inserts a script from (https only); the loaders accept no other. */
  readonly scriptHosts: readonly string[];
  /** Further policy sources, by directive, beyond `https://` + each script host. */
  readonly sources: Readonly<Partial<Record<PolicyDirective, readonly string[]>>>;
  /**
   * The frames it puts on the page that need a powerful feature: their origins (`*`: origins the
   * build cannot know, which get the feature only through the frame's own `allow` attribute).
   */
  readonly frames?: { readonly origins: readonly string[] | '*'; readonly permissions: readonly FramePermission[] };
  /**
   * Origins whose pages frame the site itself (a messaging app's web clients): the policy's
   * `frame-ancestors` admits them only when the deployment turns the row on (VITE_MESSAGING_APP).
   */
  readonly framedBy?: readonly string[];
  /** The vendor's own Content Security Policy page, or null when it publishes none. */
  readonly cspPage: string | null;
  /** Where the hosts come from when the vendor's page does not list them all (or there is none). */
  readonly hostsFrom?: string;
}

const SOCIAL_LOGIN = 'nothing: the page only opens our own /oauth/init or the auth backend';

export const THIRD_PARTIES: readonly ThirdParty[] = [
  {
    kind: 'chat',
    name: 'livechat',
    label: 'LiveChat',
    scriptHosts: ['cdn.livechatinc.com'],
    sources: {
      'script-src': ['https://*.livechatinc.com', 'https://*.livechat-static.com'],
      'connect-src': ['https://*.livechatinc.com', 'wss://*.livechatinc.com', 'https://*.livechat-static.com', 'https://*.livechat-files.com', 'https://*.text.com'],
      'style-src': ['https://*.livechatinc.com'],
      'media-src': ['https://*.livechatinc.com', 'https://*.livechat-static.com'],
      'frame-src': ['https://*.livechatinc.com'],
      'img-src': ['https://*.livechatinc.com', 'https://*.livechat-static.com', 'https://*.livechat-files.com'],
    },
    cspPage: 'https://www.livechat.com/help/use-livechat-with-content-security-policy/',
    hostsFrom: 'the page\'s list, without its \'unsafe-inline\' and \'unsafe-eval\'; wss://*.livechatinc.com added for the widget\'s socket',
  },
  {
    kind: 'chat',
    name: 'jivo',
    label: 'Jivo',
    scriptHosts: ['code.jivosite.com', 'code.jivo.ru'],
    sources: {
      'connect-src': ['https://*.jivosite.com', 'wss://*.jivosite.com', 'https://*.jivo.ru', 'wss://*.jivo.ru'],
      'style-src': ['https://code.jivosite.com', 'https://code.jivo.ru'],
      'font-src': ['https://code.jivosite.com', 'https://code.jivo.ru'],
      'media-src': ['https://code.jivosite.com', 'https://code.jivo.ru'],
      'frame-src': ['https://*.jivosite.com'],
    },
    cspPage: null,
    hostsFrom: 'the script hosts of its install snippet (https://www.jivochat.com/docs/widget/); API, socket and asset hosts as seen in use',
  },
  {
    kind: 'chat',
    name: 'tawk',
    label: 'tawk.to',
    scriptHosts: ['embed.tawk.to'],
    sources: {
      'connect-src': ['https://*.tawk.to', 'wss://*.tawk.to'],
      'style-src': ['https://embed.tawk.to'],
      'font-src': ['https://embed.tawk.to'],
      'media-src': ['https://embed.tawk.to'],
      'frame-src': ['https://*.tawk.to'],
    },
    cspPage: null,
    hostsFrom: 'the script host of its install code (https://developer.tawk.to/jsapi/); API, socket and asset hosts as seen in use',
  },
  {
    kind: 'chat',
    name: 'freshchat',
    label: 'Freshchat',
    // The current embed (fw-cdn, with its EU and India regions) and the v1 widget.
    scriptHosts: ['fw-cdn.com', 'eu.fw-cdn.com', 'in.fw-cdn.com', 'wchat.freshchat.com', 'wchat.eu.freshchat.com'],
    sources: {
      'script-src': ['https://*.freshchat.com'],
      'connect-src': ['https://*.freshchat.com', 'wss://*.freshchat.com', 'https://*.freshworks.com', 'https://*.myfreshworks.com'],
      'style-src': ['https://*.freshchat.com'],
      'frame-src': ['https://*.freshchat.com'],
    },
    cspPage: null,
    hostsFrom: 'the script hosts of its install code (https://developers.freshchat.com); API, socket and asset hosts as seen in use',
  },
  {
    kind: 'chat',
    name: 'zendesk',
    label: 'Zendesk messaging',
    scriptHosts: ['static.zdassets.com'],
    sources: {
      // Zendesk lists one default-src set: the host that serves code is the script host, all go to connect-src.
      'connect-src': [
        'https://static.zdassets.com',
        'https://ekr.zdassets.com',
        'https://ekr.zendesk.com',
        'https://*.zendesk.com',
        'https://api.smooch.io',
        'https://media.smooch.io',
        'https://zendesk-eu.my.sentry.io',
        'wss://*.zendesk.com',
        'wss://api.smooch.io',
      ],
      'media-src': ['https://static.zdassets.com'],
      'img-src': ['https://static.zdassets.com', 'https://accounts.zendesk.com', 'https://*.zendesk.com', 'https://media.smooch.io', 'https://*.zdusercontent.com'],
    },
    cspPage: 'https://developer.zendesk.com/documentation/zendesk-web-widget-sdks/sdks/web/csp/',
    hostsFrom: 'the page\'s default-src set split by role; its Twilio hosts (voice calls) left out',
  },
  {
    kind: 'chat',
    name: 'crisp',
    label: 'Crisp',
    scriptHosts: ['client.crisp.chat'],
    sources: {
      'connect-src': ['https://client.crisp.chat', 'https://storage.crisp.chat', 'wss://client.relay.crisp.chat', 'wss://client.relay.rescue.crisp.chat'],
      'style-src': ['https://client.crisp.chat'],
      'font-src': ['https://client.crisp.chat'],
      'media-src': ['https://client.crisp.chat'],
      'img-src': ['https://client.crisp.chat', 'https://image.crisp.chat'],
      'frame-src': ['https://game.crisp.chat'],
      // Its short-lived workers are fetched from its host and run from blob: addresses.
      'worker-src': ['blob:'],
    },
    cspPage: 'https://docs.crisp.chat/guides/others/whitelisting-our-systems/crisp-domain-names/',
  },
  {
    kind: 'verification',
    name: 'sumsub',
    label: 'Sumsub WebSDK',
    scriptHosts: ['static.sumsub.com'],
    // The builder script only frames the check (in.sumsub.com, or the address a JWT token names) and
    // talks to it by postMessage: the check's own requests are the frame's, under the frame's policy.
    sources: { 'frame-src': ['https://in.sumsub.com', 'https://api.sumsub.com'] },
    frames: { origins: ['https://in.sumsub.com', 'https://api.sumsub.com'], permissions: ['camera', 'microphone'] },
    cspPage: null,
    hostsFrom: 'the builder script address (https://docs.sumsub.com/docs/get-started-with-web-sdk) and the frame it creates, read in @sumsub/websdk 2.9.0',
  },
  {
    kind: 'analytics',
    name: 'google-tag',
    label: 'Google Tag Manager and Google Analytics 4',
    scriptHosts: ['www.googletagmanager.com'],
    sources: {
      'script-src': ['https://*.googletagmanager.com'],
      'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
      'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    },
    cspPage: 'https://developers.google.com/tag-platform/security/guides/csp',
  },
  {
    kind: 'fraud',
    name: 'seon',
    label: 'SEON device fingerprint (agent v5)',
    scriptHosts: ['cdn.seondf.com'],
    // Agent v5 is configured with host seondf.com and asks its subdomains.
    sources: { 'connect-src': ['https://*.seondf.com'] },
    cspPage: 'https://github.com/seontechnologies/seon-web-sdk-public',
    hostsFrom: 'the page covers agent v6; for v5 the host its configuration names (seondf.com) and its subdomains',
  },
  {
    kind: 'messaging-app',
    name: 'telegram-mini-app',
    label: 'Telegram mini-application script',
    // The default of VITE_TELEGRAM_SCRIPT_URL; the build takes the variable's origin when set.
    scriptHosts: ['telegram.org'],
    sources: {},
    framedBy: [...MESSAGING_APP_WEB_CLIENTS],
    cspPage: null,
    hostsFrom: 'the script address of https://core.telegram.org/bots/webapps',
  },
  {
    kind: 'sportsbook',
    name: 'betby',
    label: 'Betby sportsbook',
    // The brand CDN's renderer, VITE_SPORTSBOOK_URL: the build adds its origin to script-src.
    scriptHosts: [],
    sources: { 'connect-src': ['https://*.sptpub.com', 'wss://*.sptpub.com'] },
    cspPage: null,
    hostsFrom: 'an aggregator that resells it (Fungamess, its integration guide) names wss://*.sptpub.com; the script is VITE_SPORTSBOOK_URL',
  },
  {
    kind: 'sportsbook',
    name: 'iframe',
    label: 'Sportsbook in a frame (sbk/1)',
    // Its frame page is VITE_SPORTSBOOK_URL: the build adds its origin to frame-src.
    scriptHosts: [],
    sources: {},
    cspPage: null,
    hostsFrom: 'VITE_SPORTSBOOK_URL (decision record 020)',
  },
  {
    kind: 'games',
    name: 'game-providers',
    label: 'Game providers',
    // Launch addresses come from the games API at run time.
    scriptHosts: [],
    sources: { 'frame-src': ['https:'] },
    frames: { origins: '*', permissions: ['fullscreen'] },
    cspPage: null,
    hostsFrom: 'the launch addresses of the games API (SPEC §7)',
  },
  // The login popup or redirect goes to our own /oauth/init or the auth backend, which sends the
  // browser on to the provider: no page of the site loads anything from the provider itself.
  { kind: 'social-login', name: 'google', label: 'Google sign-in', scriptHosts: [], sources: {}, cspPage: null, hostsFrom: SOCIAL_LOGIN },
  { kind: 'social-login', name: 'facebook', label: 'Facebook sign-in', scriptHosts: [], sources: {}, cspPage: null, hostsFrom: SOCIAL_LOGIN },
  { kind: 'social-login', name: 'telegram', label: 'Telegram login', scriptHosts: [], sources: {}, cspPage: null, hostsFrom: SOCIAL_LOGIN },
];

/** The row of a chat vendor. */
export function chatVendorRow(name: ChatVendorName): ThirdParty {
  const row = THIRD_PARTIES.find((party) => party.kind === 'chat' && party.name === name);
  if (!row) throw new Error(`no row for the chat vendor ${name}`);
  return row;
}
