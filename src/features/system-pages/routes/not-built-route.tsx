import { useMatches } from 'react-router';
import { NotBuiltPage } from '../not-built-page';
import { isNotBuiltSection, NOT_BUILT_SECTIONS } from '../not-built-sections';

/** Route module of every section not built yet: the route table names the section in `handle.notBuilt`. */
export function Component() {
  const matches = useMatches();
  const section = (matches.at(-1)?.handle as { notBuilt?: unknown } | undefined)?.notBuilt;
  return <NotBuiltPage feature={isNotBuiltSection(section) ? section : NOT_BUILT_SECTIONS[0]} />;
}
