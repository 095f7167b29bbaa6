/** A text search shorter than this is not sent (the hall and the search dialog share the rule). */
export const MIN_QUERY_LENGTH = 2;

/** The text query actually sent: trimmed, and nothing when too short. */
export function effectiveQuery(query: string): string | undefined {
  const trimmed = query.trim();
  return trimmed.length >= MIN_QUERY_LENGTH ? trimmed : undefined;
}
