import type { ChatVendor } from '@/api/support/support.contract';
import type { AdapterFactory } from './chat-types';
import { createCrispAdapter } from './adapters/crisp';
import { createFreshchatAdapter } from './adapters/freshchat';
import { createJivoAdapter } from './adapters/jivo';
import { createLiveChatAdapter } from './adapters/livechat';
import { createTawkAdapter } from './adapters/tawk';
import { createZendeskAdapter } from './adapters/zendesk';

/** The no-op of SPEC §1: nothing loads, every call does nothing. */
export const createNoopAdapter: AdapterFactory = () => ({
  container: null,
  start: () => Promise.resolve(),
  setVisible: () => undefined,
  open: () => undefined,
  destroy: () => undefined,
});

export const CHAT_ADAPTERS: Record<ChatVendor, AdapterFactory> = {
  livechat: createLiveChatAdapter,
  jivo: createJivoAdapter,
  tawk: createTawkAdapter,
  freshchat: createFreshchatAdapter,
  zendesk: createZendeskAdapter,
  crisp: createCrispAdapter,
  none: createNoopAdapter,
};
