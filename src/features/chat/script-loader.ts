import { checkDeclaredChatScript } from '@/api/support/chat-script-hosts';
import { parseChatVendors } from '@/lib/config/declared-chat-vendors';
import { vendorStandIn } from '@/lib/stand-ins/vendor-stand-ins';
import type { ScriptLoader } from './chat-types';

/**
 * The real loader: one script tag per address, resolved on load, rejected (and removed) on error.
 * The last gate before a script runs with the site's rights: an address off every chat vendor's
 * hosts, or of a vendor the build did not declare (VITE_CHAT_VENDORS; its policy would refuse the
 * vendor's hosts anyway), is refused and nothing is inserted.
 */
export const loadVendorScript: ScriptLoader = (src, attributes = {}) =>
  new Promise<void>((resolve, reject) => {
    const check = checkDeclaredChatScript(src, parseChatVendors(import.meta.env.VITE_CHAT_VENDORS).vendors);
    if (!check.ok) {
      console.warn(`[chat] refused the script ${JSON.stringify(src)}: ${check.reason}`);
      reject(new Error(`chat script refused: ${check.reason}`));
      return;
    }
    const script = document.createElement('script');
    script.async = true;
    script.src = check.url;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.dataset.chatVendor = 'true';
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`chat script failed: ${src}`));
    };
    document.head.append(script);
  });

declare module '@/lib/stand-ins/vendor-stand-ins' {
  interface VendorStandIns {
    /** The chat vendors' local stand-in: no vendor script is fetched. */
    chatScriptLoader: ScriptLoader;
  }
}

/** The vendor script loader of this build: the local stand-in in mock builds (no vendor script is fetched). */
export async function chatScriptLoader(): Promise<ScriptLoader> {
  // Compared literally, like main.tsx, so a build without mocks drops the call and the registry.
  const standIn = import.meta.env.VITE_API_MOCKING === 'true' ? vendorStandIn('chatScriptLoader') : null;
  return standIn ?? loadVendorScript;
}
