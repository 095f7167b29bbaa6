import { lazy, Suspense } from 'react';
import { selectToasts } from '@/lib/toasts/toasts-slice';
import { useLatch } from '@/lib/hooks/use-latch';
import { useAppSelector } from '@/store/hooks';

const ToastHost = lazy(async () => ({ default: (await import('@/components/ui/toast-host/toast-host')).ToastHost }));

/**
 * The toast stack's place in the app shell: its host (and its styles) load with the first queued
 * toast, then stay mounted.
 */
export function OnDemandToastHost() {
  const needed = useLatch(useAppSelector(selectToasts).length > 0);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
