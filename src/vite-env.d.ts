/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_CMS_URL?: string;
  readonly VITE_AUTH_URL?: string;
  readonly VITE_API_MOCKING?: string;
  readonly VITE_SITE_ORIGIN?: string;
  readonly VITE_TELEGRAM_SCRIPT_URL?: string;
  readonly VITE_SOCIAL_PROVIDERS?: string;
  /** The chat vendors this deployment uses, comma-separated (docs/third-parties.md); none set: every supported vendor. */
  readonly VITE_CHAT_VENDORS?: string;
  readonly VITE_SOCIAL_LOGIN_MODE?: string;
  /** Partner origins that may frame the site (CSP frame-ancestors) and receive its path reports, comma-separated. */
  readonly VITE_FRAME_PARTNERS?: string;
  /** True in the prerenderer's server build only (vite.config.ts). */
  readonly PRERENDER?: boolean;
}

/** The translations' release, part of their addresses (scripts/lib/locale-files-plugin.ts). */
declare const __LOCALES_VERSION__: string;
/** The namespaces of locales/{lng}/ (the same in every locale). */
declare const __LOCALE_NAMESPACES__: readonly string[];

/** A file compiled into one inline script's text (scripts/prerender/inline-script-plugin.ts). */
declare module '*?inline-script' {
  const code: string;
  export default code;
}
