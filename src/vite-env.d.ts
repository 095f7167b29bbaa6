/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_CMS_URL?: string;
  readonly VITE_AUTH_URL?: string;
  readonly VITE_API_MOCKING?: string;
  readonly VITE_SITE_ORIGIN?: string;
}
