import type { Tournament } from '@/api/tournaments/tournaments.types';
import { formatMoney } from '@/lib/format/format';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from '../tournaments.module.css';

/** The prize of each place (or range of places). */
export function PrizesTable({ tournament }: { tournament: Pick<Tournament, 'prizes' | 'currency'> }) {
  const { t } = useTranslation('tournaments');
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t('detail.prizes')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('detail.placeColumn')}</th>
          <th scope="col" className={styles.numeric}>{t('detail.prize')}</th>
        </tr>
      </thead>
      <tbody>
        {tournament.prizes.map((prize) => (
          <tr key={prize.place_from}>
            <td>
              {prize.place_from === prize.place_to
                ? t('detail.place', { place: prize.place_from })
                : t('detail.places', { from: prize.place_from, to: prize.place_to })}
            </td>
            <td className={`${styles.numeric} ${styles.money}`}>{formatMoney(prize.amount, tournament.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
