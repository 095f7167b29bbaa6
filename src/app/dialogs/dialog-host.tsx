import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Suspense, useCallback, useEffect } from 'react';
import { DialogErrorBoundary } from '@/components/ui/dialog-frame/dialog-error-boundary';
import { DialogFrame } from '@/components/ui/dialog-frame/dialog-frame';
import { DialogLoadError } from '@/components/ui/dialog-frame/dialog-load-error';
import { useScrollLock } from '@/components/ui/dialog-frame/use-scroll-lock';
import { Spinner } from '@/components/ui/spinner/spinner';
import { closeDialog } from '@/lib/dialogs/dialog-thunks';
import type { DialogEntry, DialogRegistry } from '@/lib/dialogs/dialog-types';
import { selectDialogStack, selectVisibleDialogs } from '@/lib/dialogs/dialogs-slice';
import { type AnyDialogLoader, lazyDialogBody } from './lazy-dialog-body';

export interface DialogHostProps {
  /** Dialog name -> lazy body; the app passes DIALOG_REGISTRY, tests their own. */
  registry: DialogRegistry;
}

/**
 * The one dialog renderer (SPEC §4). Every stacked dialog stays mounted so its state survives
 * being covered; only the topmost of each type is shown, and only the topmost overall is
 * interactive. The page does not scroll while any dialog is open.
 */
export function DialogHost({ registry }: DialogHostProps) {
  const stack = useAppSelector(selectDialogStack);
  const visible = useAppSelector(selectVisibleDialogs);
  useScrollLock(stack.length > 0);

  const visibleIds = new Set(visible.map((entry) => entry.id));
  const topId = stack.at(-1)?.id;
  return stack.map((entry) => (
    // The frame needs the ui namespace; until it arrives the dialog simply appears a moment later.
    <Suspense key={entry.id} fallback={null}>
      <DialogSlot entry={entry} registry={registry} hidden={!visibleIds.has(entry.id)} active={entry.id === topId} />
    </Suspense>
  ));
}

interface DialogSlotProps {
  entry: DialogEntry;
  registry: DialogRegistry;
  hidden: boolean;
  active: boolean;
}

function DialogSlot({ entry, registry, hidden, active }: DialogSlotProps) {
  const dispatch = useAppDispatch();
  const { id } = entry;
  // User dismissal respects preventClose; the body's own close() always works.
  const dismiss = useCallback(() => void dispatch(closeDialog({ id })), [dispatch, id]);
  const close = useCallback((result?: unknown) => void dispatch(closeDialog({ id, force: true, result })), [dispatch, id]);
  const titleId = `dialog-title-${id}`;
  const loader = registry[entry.component];
  const error = <DialogLoadError titleId={titleId} onClose={() => close()} />;

  useEffect(() => {
    if (!loader) console.error(`[dialogs] no dialog registered as "${entry.component}"`);
  }, [loader, entry.component]);
  return (
    <DialogFrame
      type={entry.type}
      titleId={titleId}
      ariaLabel={entry.dialogProps.ariaLabel}
      preventClose={entry.dialogProps.preventClose}
      hidden={hidden}
      active={active}
      onDismiss={dismiss}
    >
      {loader ? (
        <DialogErrorBoundary fallback={error}>
          <Suspense fallback={<Spinner />}>
            <DialogBody loader={loader} props={{ ...entry.componentProps, dialogId: id, titleId, close }} />
          </Suspense>
        </DialogErrorBoundary>
      ) : (
        error
      )}
    </DialogFrame>
  );
}

/** Suspends until the body's chunk is loaded, then renders it. */
function DialogBody({ loader, props }: { loader: AnyDialogLoader; props: Record<string, unknown> }) {
  const Body = lazyDialogBody(loader);
  // eslint-disable-next-line react-hooks/static-components -- lazyDialogBody caches one component per loader, so its identity is stable
  return <Body {...props} />;
}
