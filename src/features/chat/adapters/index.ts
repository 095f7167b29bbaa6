import type { ChatVendor } from '@/api/support/support.contract';
import type { AdapterFactory } from '../chat-types';
import { createCrispAdapter } from './crisp';
import { createFreshchatAdapter } from './freshchat';
import { createJivoAdapter } from './jivo';
import { createLiveChatAdapter } from './livechat';
import { createTawkAdapter } from './tawk';
import { createZendeskAdapter } from './zendesk';

/** The no-op of SPEC §1: nothing loads, every call does nothing. */
export const createNoopAdapter: AdapterFactory = () => ({
  container: null,
  start: async () => undefined,
  setVisible: () => undefined,
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
