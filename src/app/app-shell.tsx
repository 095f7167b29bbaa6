import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Spinner } from '@/components/ui/spinner/spinner';
import { ShellSeoHead } from '@/features/seo/shell-seo-head';
import { TrackingCapture } from '@/features/tracking/tracking-capture';
import { selectFatalKind } from '@/lib/fatal/fatal-slice';
import { useAppSelector } from '@/store/hooks';
import { OnDemandDialogHost } from './dialogs/on-demand-dialog-host';
import { OnDemandToastHost } from './on-demand-toast-host';
import { OnDemandWatchers } from './on-demand-watchers';
import { useRefreshCarriedData } from './use-refresh-carried-data';

const FatalView = lazy(async () => ({ default: (await import('./fatal-view')).FatalView }));

/** The root of every page: fatal screens take over, dialogs and toasts float above the layouts. */
export function AppShell() {
  const fatal = useAppSelector(selectFatalKind);
  useRefreshCarriedData();

  useEffect(() => {
    // Tests and the QA panel wait for this before they act.
    document.documentElement.dataset.appReady = 'true';
  }, []);

  return (
    <>
      <ShellSeoHead />
      {fatal ? (
        <Suspense fallback={<Spinner />}>
          <FatalView kind={fatal} />
        </Suspense>
      ) : (
        <Outlet />
      )}
      <TrackingCapture />
      <OnDemandWatchers />
      <OnDemandDialogHost />
      <OnDemandToastHost />
      <ScrollRestoration />
    </>
  );
}
