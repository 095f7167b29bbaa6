/** The codes of a failed call's error data ({field: [CODE]}), flattened. */
export function asApiErrorLike(error: unknown): { name: string; codes: string[] } {
  const candidate = (error ?? {}) as { name?: unknown; data?: unknown };
  const data = candidate.data;
  const codes =
    data && typeof data === 'object'
      ? Object.values(data as Record<string, unknown>).flatMap((value) => (Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : []))
      : [];
  return { name: typeof candidate.name === 'string' ? candidate.name : 'UnknownError', codes };
}
