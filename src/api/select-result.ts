/**
 * `selectFromResult` for query hooks whose component shows only part of the result. A query hook
 * without it returns a new object whenever any field of the cache entry changes: a refetch that
 * brings the same answer (the start asks again for every answer the page carried) flips
 * `isFetching` twice, and each flip re-renders every such component in one blocking task. With one
 * of these, the component re-renders only when what it reads changes (RTK Query keeps the same
 * `data` object when a fresh answer equals the old one).
 *
 *   const { data: providers = [] } = useGamesGetProvidersQuery(undefined, { selectFromResult: selectData });
 *
 * The content configuration has its own reader built on this: `useSiteConfig()` (src/api/cms).
 */
export function selectData<Data>({ data }: { data?: Data }): { data: Data | undefined } {
  return { data };
}

/** The answer and whether the request failed: for components that show an error state or give up waiting. */
export function selectDataOrError<Data>({ data, isError }: { data?: Data; isError: boolean }): {
  data: Data | undefined;
  isError: boolean;
} {
  return { data, isError };
}

/** The answer, whether the first request is still on its way, and whether it failed. */
export function selectDataLoadingOrError<Data>({ data, isLoading, isError }: { data?: Data; isLoading: boolean; isError: boolean }): {
  data: Data | undefined;
  isLoading: boolean;
  isError: boolean;
} {
  return { data, isLoading, isError };
}
