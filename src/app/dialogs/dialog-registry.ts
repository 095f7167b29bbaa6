import type { DialogRegistry } from '@/lib/dialogs/dialog-types';

/**
 * Dialog name -> lazily loaded body. Feature dialogs are added here as their features land
 * (`authPopup: () => import('@/features/auth/dialogs/auth-popup').then((m) => m.AuthPopup)`);
 * a name without an entry shows the load-error view.
 */
export const DIALOG_REGISTRY: DialogRegistry = {
  confirm: () => import('@/components/ui/confirm-dialog/confirm-dialog').then((m) => m.ConfirmDialog),
};
