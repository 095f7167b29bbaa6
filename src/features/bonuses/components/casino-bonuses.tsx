import { useTranslation } from 'react-i18next';
import { useBonusesActivateMutation, useBonusesDeactivateMutation, useBonusesGetPagesInfiniteQuery, useBonusesRemoveMutation } from '@/api/bonuses/bonuses-api';
import type { Bonus } from '@/api/bonuses/bonuses.types';
import { useLocale } from '@/lib/i18n/use-locale';
import { useConfirmRemove } from '../use-confirm-remove';
import { useRunWrite } from '../use-run-write';
import { BONUSES_PAGE_SIZE } from './page-size';
import { BonusList } from './bonus-list';

/** The casino bonuses: activate (one at a time), deactivate, and remove after a confirm. */
export function CasinoBonuses() {
  const { t } = useTranslation('bonuses');
  const query = useBonusesGetPagesInfiniteQuery({ locale: useLocale(), count: BONUSES_PAGE_SIZE });
  const [activate] = useBonusesActivateMutation();
  const [deactivate] = useBonusesDeactivateMutation();
  const [remove] = useBonusesRemoveMutation();
  const confirmRemove = useConfirmRemove();
  const { busyId, run } = useRunWrite();
  const pages = query.data?.pages;
  return (
    <BonusList
      title={t('casino.title')}
      items={pages?.flatMap((page) => page.items)}
      total={pages?.at(-1)?.total ?? 0}
      isLoading={query.isLoading}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onMore={() => void query.fetchNextPage()}
      actions={{
        busyId,
        activate: (bonus: Bonus) => void run(bonus.id, () => activate({ id: bonus.id }).unwrap(), 'toasts.activated', { name: bonus.name }),
        deactivate: (bonus: Bonus) => void run(bonus.id, () => deactivate({ id: bonus.id }).unwrap(), 'toasts.deactivated', { name: bonus.name }),
        remove: (bonus: Bonus) =>
          void confirmRemove(bonus.name).then((yes) => (yes ? run(bonus.id, () => remove({ id: bonus.id }).unwrap(), 'toasts.removed', { name: bonus.name }) : undefined)),
      }}
    />
  );
}
