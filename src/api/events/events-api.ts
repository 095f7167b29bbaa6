import { apiNamespace, OVERRIDE_EXISTING } from '../base-api';
import type { ContractParams } from '../contract/contract-table';
import type { EventsContract } from './events.contract';
import { mainGet } from '../contract/main-call';

/**
 * events.handle's arguments, named by the contract table: the event and the tournament or
 * promotion offer it concerns.
 */
export type EventsHandleArgs = ContractParams<'events', 'handle'>;

/**
 * The events namespace (SPEC §7 "Events: handle"). A read in SPEC's terms (not marked POST); the
 * tournament and promotion pages send it once per visit through usePageEvent (decision record 052).
 */
export const eventsApi = apiNamespace({ tagTypes: [] }).injectEndpoints({
  overrideExisting: OVERRIDE_EXISTING,
  endpoints: (build) => ({
    eventsHandle: build.mutation<EventsContract['handle'], EventsHandleArgs>({
      query: (params) => mainGet('events.handle', params),
    }),
  }),
});

export const { useEventsHandleMutation } = eventsApi;
