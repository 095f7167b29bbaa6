import { FatalScreen } from '@/features/system-pages/fatal-screen';
import type { FatalKind } from '@/lib/fatal/fatal-slice';
import { EmptyLayout } from './layouts/empty-layout';

/** SPEC §8 fatal screens, in the empty layout like the maintenance and forbidden pages. */
export function FatalView({ kind }: { kind: FatalKind }) {
  return (
    <EmptyLayout>
      <FatalScreen kind={kind} />
    </EmptyLayout>
  );
}
