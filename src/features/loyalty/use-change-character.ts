import { openDialog } from '@/lib/dialogs/dialog-thunks';
import { useAppDispatch } from '@/store/hooks';

/** Opens the character picker (which asks to confirm before switching). */
export function useChangeCharacter(): (currentId: number | null) => void {
  const dispatch = useAppDispatch();
  return (currentId) => {
    void dispatch(openDialog({ component: 'loyaltyCharacterChange', componentProps: { currentId } }));
  };
}
