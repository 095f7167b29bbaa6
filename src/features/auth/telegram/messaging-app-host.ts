import { MESSAGING_APP_WEB_CLIENTS } from '@/lib/config/messaging-app-clients';

/**
 * Whether a messaging-app client is really around the page (SPEC §7; integrations reference §3).
 * The launch hash (#tgWebAppData=...) proves nothing: anyone can put it in a link, and the client's
 * script builds its WebApp object from that hash wherever it runs. What only the client provides is
 * the way to talk to it: native clients inject TelegramWebviewProxy, the web clients frame the page
 * from their own origin.
 */
const WEB_CLIENT_ORIGINS: ReadonlySet<string> = new Set(MESSAGING_APP_WEB_CLIENTS);

type HostWindow = Pick<Window, 'parent' | 'location'> & {
  TelegramWebviewProxy?: { postEvent?: unknown };
};

function originOf(address: string): string | null {
  try {
    return address ? new URL(address).origin : null;
  } catch {
    return null;
  }
}

/** The frame's parent origin: ancestorOrigins where the browser has it, the referrer otherwise. */
function parentOrigin(win: HostWindow, referrer: string): string | null {
  const ancestors = win.location.ancestorOrigins as DOMStringList | undefined;
  if (ancestors && ancestors.length > 0) return ancestors.item(0);
  return originOf(referrer);
}

export type MessagingAppHost = 'native' | 'web';

export function messagingAppHost(win: HostWindow = window, referrer: string = document.referrer): MessagingAppHost | null {
  if (typeof win.TelegramWebviewProxy?.postEvent === 'function') return 'native';
  if (win.parent !== (win as unknown) && WEB_CLIENT_ORIGINS.has(parentOrigin(win, referrer) ?? '')) return 'web';
  return null;
}
