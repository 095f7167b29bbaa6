import { isApiError } from './errors';

/**
 * How long a write that costs or grants something (a bonus, a claim, a join, a promo code) waits
 * before it counts as unanswered: the player's item is held meanwhile, and then told where to check.
 */
export const REWARD_WRITE_TIMEOUT_MS = 30_000;

/** Client-side failures where no answer of the server was read. */
const NO_ANSWER: ReadonlySet<string> = new Set(['NetworkError', 'Timeout', 'ParseError']);

/**
 * Whether a failed write may still have been carried out: no answer came (network failure, time-out,
 * an unreadable answer) or the server failed with a 5xx. The player must then be sent to where the
 * result shows (a history, a list) instead of being invited to try again, which could pay or claim
 * twice. A clear refusal (4xx, a catalogue type with its own message) is not unclear: callers that
 * give such types their own words check them first.
 */
export function isUnclearOutcome(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const { name, status } = error;
  return NO_ANSWER.has(name) || status === 0 || status >= 500;
}

/**
 * `invalidatesTags` for a write that costs or grants something: the tags after a success and after
 * an unclear outcome (so the screen shows what the server did once it answers), `onRefusal` after
 * a clear refusal (nothing changed).
 */
export function refreshAfterWrite<Tag, Arg = unknown>(tags: (arg: Arg) => Tag[], onRefusal: (arg: Arg) => Tag[] = () => []) {
  return (_result: unknown, error: unknown, arg: Arg): Tag[] => (!error || isUnclearOutcome(error) ? tags(arg) : onRefusal(arg));
}
