import { useBettingBonusesActivateMutation, useBettingBonusesGetPagesInfiniteQuery, useBettingBonusesRemoveMutation } from '@/api/betting-bonuses/betting-bonuses-api';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { BonusList } from './bonus-list';
import { BONUSES_PAGE_SIZE } from './page-size';
import { useBonusList } from './use-bonus-list';

/** The betting bonuses: activate and remove after a confirm (bettingBonuses has no deactivate). */
export function BettingBonuses() {
  const { t } = useTranslation('bonuses');
  const query = useBettingBonusesGetPagesInfiniteQuery({ locale: useLocale(), count: BONUSES_PAGE_SIZE });
  const [activate] = useBettingBonusesActivateMutation();
  const [remove] = useBettingBonusesRemoveMutation();
  return <BonusList {...useBonusList(t('betting.title'), query, { activate, remove })} />;
}
