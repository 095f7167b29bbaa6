import { useState } from 'react';
import { useLoyaltyGetCharactersQuery, useLoyaltySetCharacterMutation } from '@/api/loyalty/loyalty-api';
import type { LoyaltyCharacter } from '@/api/loyalty/loyalty.types';
import { QueryState } from '@/components/ui/query-state/query-state';
import { openDialog } from '@/lib/dialogs/dialog-thunks';
import type { DialogBodyPropsOf } from '@/lib/dialogs/dialog-types';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { showToast } from '@/lib/toasts/toast-thunks';
import { useAppDispatch } from '@/store/hooks';
import { LoyaltyImage } from '../components/loyalty-image';
import styles from '../loyalty.module.css';

/**
 * The character picker: choosing one asks to confirm (its own dialog, on top), then one
 * setCharacter call; 'changed' and a success toast when it went through, an error toast otherwise
 * (the picker stays open).
 */
export function CharacterChangeDialog({ titleId, close, currentId }: DialogBodyPropsOf<'loyaltyCharacterChange'>) {
  const { t } = useTranslation('loyalty');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const characters = useLoyaltyGetCharactersQuery({ locale });
  const [setCharacter] = useLoyaltySetCharacterMutation();
  const [busy, setBusy] = useState(false);

  const choose = async (character: LoyaltyCharacter) => {
    if (busy || character.id === currentId) return;
    const confirmed = await dispatch(
      openDialog({ component: 'loyaltyCharacterChangeConfirm', type: 'confirm', componentProps: { characterId: character.id, name: character.name } }),
    );
    if (confirmed !== true) return;
    setBusy(true);
    const result = await setCharacter({ id: character.id });
    setBusy(false);
    if ('error' in result) {
      dispatch(showToast({ kind: 'error', messageKey: 'loyalty:errors.changeFailed' }));
      return;
    }
    dispatch(showToast({ kind: 'success', messageKey: 'loyalty:character.changed', values: { name: character.name } }));
    close('changed');
  };

  return (
    <div className={styles.dialog}>
      <h2 id={titleId} className={styles.dialogTitle}>{t('character.title')}</h2>
      <p className={styles.muted}>{t('character.lead')}</p>
      <QueryState query={characters} loading="skeleton" shape="row" count={3}>
        {(data) => (
          <ul className={styles.pickList} aria-label={t('character.listLabel')}>
            {data.items.map((character) => {
              const current = character.id === currentId;
              return (
                <li key={character.id}>
                  <button
                    type="button"
                    className={styles.pick}
                    aria-pressed={current}
                    disabled={busy}
                    aria-label={current ? t('character.currentLabel', { name: character.name }) : t('character.chooseLabel', { name: character.name })}
                    onClick={() => void choose(character)}
                  >
                    <LoyaltyImage src={character.image} />
                    <span className={styles.pickName}>{character.name}</span>
                    <span className={styles.pickNote}>{current ? t('character.current') : character.description}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
