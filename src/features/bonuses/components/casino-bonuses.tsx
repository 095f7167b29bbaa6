import { useBonusesActivateMutation, useBonusesDeactivateMutation, useBonusesGetPagesInfiniteQuery, useBonusesRemoveMutation } from '@/api/bonuses/bonuses-api';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { BonusList } from './bonus-list';
import { BONUSES_PAGE_SIZE } from './page-size';
import { useBonusList } from './use-bonus-list';

/** The casino bonuses: activate (one at a time), deactivate, and remove after a confirm. */
export function CasinoBonuses() {
  const { t } = useTranslation('bonuses');
  const query = useBonusesGetPagesInfiniteQuery({ locale: useLocale(), count: BONUSES_PAGE_SIZE });
  const [activate] = useBonusesActivateMutation();
  const [deactivate] = useBonusesDeactivateMutation();
  const [remove] = useBonusesRemoveMutation();
  return <BonusList {...useBonusList(t('casino.title'), query, { activate, deactivate, remove })} />;
}
