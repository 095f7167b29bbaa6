import { openDialog } from '@/lib/dialogs/dialog-thunks';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAppDispatch } from '@/store/hooks';

/** Asks with the confirm dialog before removing `name`; resolves true only when the player confirmed. */
export function useConfirmRemove(): (name: string) => Promise<boolean> {
  const { t } = useTranslation('bonuses');
  const dispatch = useAppDispatch();
  return async (name) =>
    (await dispatch(
      openDialog({
        component: 'confirm',
        componentProps: { title: t('confirmRemove.title'), text: t('confirmRemove.text', { name }), confirmLabel: t('confirmRemove.confirm'), cancelLabel: t('confirmRemove.cancel') },
      }),
    )) === true;
}
