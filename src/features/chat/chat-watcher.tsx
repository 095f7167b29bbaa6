import { useEffect, useRef } from 'react';
import { useMatches } from 'react-router';
import { useSession } from '@/api/account/use-session';
import { CHAT_OPEN_EVENT, takeChatOpenRequest } from '@/api/support/chat-settings';
import { useSupportGetSettingsQuery, useSupportSaveChatEventMutation } from '@/api/support/support-api';
import { useLatch } from '@/lib/hooks/use-latch';
import { useLocale } from '@/lib/i18n/use-locale';
import { CHAT_ADAPTERS } from './chat-adapters';
import type { ChatAdapter, ChatMessage } from './chat-types';
import { raiseBubble } from './raise-bubble';
import { chatScriptLoader } from './script-loader';

/** Routes without the chat (SPEC §1): game pages (handle `gamePage`) and the betting route. */
export function isChatlessRoute(matches: readonly { id?: string; handle?: unknown }[]): boolean {
  return matches.some((match) => {
    const handle = match.handle as { gamePage?: boolean; name?: string } | undefined;
    return handle?.gamePage === true || handle?.name === 'betting';
  });
}

/**
 * The live chat, mounted lazily after hydration: reads support.getSettings,
 * starts the configured vendor with the player's data, hides it on game and betting routes, starts
 * it again when the player changes (sign-in, sign-up, sign-out refetch the settings), raises the
 * mobile bubble and stores chat messages for signed-in players. Failures are only logged (SPEC §8).
 */
export function ChatWatcher() {
  const { data: settings } = useSupportGetSettingsQuery();
  const { isPlayer } = useSession();
  const locale = useLocale();
  const hidden = isChatlessRoute(useMatches());
  // A page opened on a game or betting route loads no chat until the player leaves it.
  const wanted = useLatch(!hidden);
  const [saveEvent] = useSupportSaveChatEventMutation();
  const adapterRef = useRef<ChatAdapter | null>(null);
  const startedRef = useRef(false);
  const hiddenRef = useRef(hidden);
  const storeRef = useRef<(message: ChatMessage) => void>(() => undefined);
  // The adapter's callbacks read the latest route and player through these.
  useEffect(() => {
    hiddenRef.current = hidden;
    storeRef.current = (message) => {
      if (!isPlayer) return;
      void saveEvent({ channel_id: message.channelId, conversation_id: message.conversationId, text: message.text, event: message.event });
    };
  });

  const vendor = settings?.config.vendor ?? 'none';
  const key = settings ? JSON.stringify(settings) : '';

  useEffect(() => {
    if (!wanted || !settings || settings.config.vendor === 'none') return;
    let cancelled = false;
    let stopPolling = () => undefined as void;
    const adapter = CHAT_ADAPTERS[settings.config.vendor]({
      config: settings.config,
      user: settings.user,
      locale,
      win: window as unknown as Window & Record<string, unknown>,
      loadScript: (src, attributes) => chatScriptLoader().then((load) => load(src, attributes)),
      onMessage: (message) => storeRef.current(message),
    });
    adapterRef.current = adapter;
    adapter
      .start()
      .then(() => {
        if (cancelled) return;
        startedRef.current = true;
        adapter.setVisible(!hiddenRef.current);
        if (adapter.container) stopPolling = raiseBubble(adapter.container);
        // "Open live chat" pressed while the chat was still loading.
        if (takeChatOpenRequest()) {
          adapter.setVisible(true);
          adapter.open();
        }
      })
      .catch((error: unknown) => console.error('chat failed to load', error));
    return () => {
      cancelled = true;
      stopPolling();
      startedRef.current = false;
      adapterRef.current = null;
      try {
        adapter.destroy();
      } catch (error) {
        console.error('chat failed to unload', error);
      }
    };
    // The settings' content (vendor, keys, player) decides a reload; `key` stands for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, locale, wanted]);

  useEffect(() => {
    adapterRef.current?.setVisible(!hidden);
  }, [hidden, vendor]);

  useEffect(() => {
    const open = () => {
      const adapter = adapterRef.current;
      // Still loading: the request stays pending and the start above takes it.
      if (!adapter || !startedRef.current) return;
      takeChatOpenRequest();
      adapter.setVisible(true);
      adapter.open();
    };
    window.addEventListener(CHAT_OPEN_EVENT, open);
    return () => window.removeEventListener(CHAT_OPEN_EVENT, open);
  }, []);

  return null;
}
