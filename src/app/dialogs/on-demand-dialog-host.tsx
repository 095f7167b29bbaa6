import { lazy, Suspense } from 'react';
import { selectHasOpenDialog } from '@/lib/dialogs/dialogs-slice';
import { useLatch } from '@/lib/hooks/use-latch';
import { useAppSelector } from '@/store/hooks';

// The host, the frame, the focus trap and the registry of lazy bodies: one chunk, fetched with the first dialog.
const RegisteredDialogHost = lazy(() => import('./registered-dialog-host'));

/**
 * The dialog stack's place in the app shell. Nothing of the dialogs is loaded until one opens; from
 * then on the host stays mounted, so a stacked dialog keeps its state and the next one opens at once.
 */
export function OnDemandDialogHost() {
  const needed = useLatch(useAppSelector(selectHasOpenDialog));
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <RegisteredDialogHost />
    </Suspense>
  );
}
