import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type HallFilters, hallSearch, parseHallFilters } from './hall-filters';

export interface UpdateOptions {
  /** Replace the history entry instead of adding one (while the text query is being typed). */
  replace?: boolean;
}

export type FiltersPatch = Partial<HallFilters> | ((current: HallFilters) => Partial<HallFilters>);

/** The hall's filters as read from the address, and a setter that writes them back. */
export function useHallFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseHallFilters(searchParams), [searchParams]);
  // What was last written but may not be in the address yet (a navigation is asynchronous), so two
  // quick changes build on each other instead of the second undoing the first.
  const written = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    written.current = null;
  }, [searchParams]);

  const update = useCallback(
    (patch: FiltersPatch, { replace = false }: UpdateOptions = {}) => {
      const base = written.current ?? searchParams;
      const current = parseHallFilters(base);
      const next = hallSearch({ ...current, ...(typeof patch === 'function' ? patch(current) : patch) }, base);
      written.current = next;
      setSearchParams(next, { replace, preventScrollReset: true });
    },
    [searchParams, setSearchParams],
  );

  /** The address query of the hall with `patch` applied, for links. */
  const searchWith = useCallback(
    (patch: Partial<HallFilters>) => hallSearch({ ...filters, ...patch }, searchParams),
    [filters, searchParams],
  );

  return { filters, update, searchWith };
}
