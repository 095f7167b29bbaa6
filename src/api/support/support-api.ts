import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import { toChatSettings, type ChatSettings } from './chat-settings';
import type { ChatEventParams, FeedbackParams, SupportContract } from './support.contract';
import { mainGet, mainPost } from '../contract/main-call';

/**
 * The support namespace (SPEC §7, decision record 024). The settings carry the signed-in player's
 * name, email, phone and uid, so they are per-player data: signing in, registering and signing out
 * refetch them, which reloads the chat.
 */
export const supportApi = apiNamespace({ tagTypes: ['SupportSettings'], sessionTags: ['SupportSettings'] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    supportGetSettings: build.query<ChatSettings, void>({
      query: () => mainGet('support.getSettings'),
      transformResponse: (data: SupportContract['getSettings']) => toChatSettings(data),
      providesTags: ['SupportSettings'],
    }),
    supportSendFeedback: build.mutation<SupportContract['sendFeedback'], FeedbackParams>({
      query: (params) => mainPost('support.sendFeedback', params),
    }),
    supportSaveChatEvent: build.mutation<SupportContract['saveChatEvent'], ChatEventParams>({
      query: (params) => mainPost('support.saveChatEvent', params),
    }),
  }),
});

export const { useSupportGetSettingsQuery, useSupportSendFeedbackMutation, useSupportSaveChatEventMutation } = supportApi;
