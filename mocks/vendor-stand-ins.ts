import type { VendorStandInLoaders } from '@/lib/stand-ins/vendor-stand-ins';
import { DEMO_ACCOUNTS } from './account/fixtures/demo-accounts';

/**
 * What main.tsx registers in mock builds (src/lib/stand-ins/vendor-stand-ins.ts): the vendors'
 * stand-ins stay chunks of their own, loaded only when a page asks for them.
 */
export const vendorStandIns: VendorStandInLoaders = {
  chatScriptLoader: async () => (await import('./chat/stand-in')).standInLoader,
  sumsubSdk: async () => (await import('./verification/sumsub-stand-in')).standInSdk,
  demoAccounts: () => Promise.resolve(DEMO_ACCOUNTS),
};
