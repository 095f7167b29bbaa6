/**
 * What `use-sync-external-store/shim` resolves to in client builds (vite.config.ts): React 19 has
 * the hook itself, and the shim package (its fallback for React 17 included) sat in the entry chunk
 * only because react-i18next imports it.
 */
export { useSyncExternalStore } from 'react';
