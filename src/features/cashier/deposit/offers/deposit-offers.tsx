import { useEffect, useId, useMemo } from 'react';
import { useSession } from '@/api/account/use-session';
import { useCampaignsGetOffersQuery } from '@/api/campaigns/campaigns-api';
import type { Offer } from '@/api/campaigns/campaigns.types';
import { QueryState } from '@/components/ui/query-state/query-state';
import { formatMoney } from '@/lib/format/format';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { NO_OFFER_ID, visibleDepositOffers } from './visible-offers';
import styles from './deposit-offers.module.css';

export interface DepositOffersProps {
  /** The payment method chosen (offers that exclude it are hidden), or null before one is. */
  methodSysname: string | null;
  /** The chosen offer's id; NO_OFFER_ID (-1) for none. */
  value: number;
  onChange: (offerId: number) => void;
}

interface OptionProps {
  name: string;
  id: number;
  checked: boolean;
  onChange: (offerId: number) => void;
  title: string;
  text?: string | null;
  note?: string | null;
  image?: string | null;
}

/** One choice: a card-sized label around a radio named by its title and described by its text. */
function OfferOption({ name, id, checked, onChange, title, text, note, image }: OptionProps) {
  const uid = useId();
  const describedBy = [text ? `${uid}-text` : null, note ? `${uid}-note` : null].filter(Boolean).join(' ') || undefined;
  return (
    <label className={styles.option} data-checked={checked || undefined}>
      <input
        className={styles.radio}
        type="radio"
        name={name}
        value={id}
        checked={checked}
        onChange={() => onChange(id)}
        aria-labelledby={`${uid}-title`}
        aria-describedby={describedBy}
      />
      {image ? <img className={styles.image} src={image} alt="" width={96} height={32} loading="lazy" decoding="async" /> : null}
      <span className={styles.body}>
        <span id={`${uid}-title`} className={styles.title}>{title}</span>
        {text ? <span id={`${uid}-text`} className={styles.text}>{text}</span> : null}
        {note ? <span id={`${uid}-note`} className={styles.note}>{note}</span> : null}
      </span>
    </label>
  );
}

/**
 * The bonus to take with a deposit: the deposit offers the player may take with the chosen method
 * (SPEC §4), plus "No bonus" (the default). When a method change hides the chosen offer, the
 * choice goes back to "No bonus".
 */
export function DepositOffers({ methodSysname, value, onChange }: DepositOffersProps) {
  const { t } = useTranslation('deposit-offers');
  const locale = useLocale();
  const session = useSession();
  const name = useId();
  // Fresh on every visit: a deposit can change which offers the player qualifies for.
  const { data, isError, refetch } = useCampaignsGetOffersQuery({ locale }, { refetchOnMountOrArgChange: true });
  const known = session.status !== 'loading';
  const offers = useMemo<Offer[] | null>(
    () => (data && known ? visibleDepositOffers(data, { isVisitor: session.isVisitor, methodSysname }) : null),
    [data, known, session.isVisitor, methodSysname],
  );

  useEffect(() => {
    if (offers && value !== NO_OFFER_ID && !offers.some((offer) => offer.id === value)) onChange(NO_OFFER_ID);
  }, [offers, value, onChange]);

  if (offers?.length === 0) return null;

  const currency = session.account?.balance_main.currency;
  const minimum = (offer: Offer) =>
    offer.trigger.params.min_amount && currency ? t('minAmount', { amount: formatMoney(offer.trigger.params.min_amount, currency) }) : null;

  return (
    <QueryState
      // The offers wait for the session too (who may take which).
      query={{ data: offers ?? undefined, isError: isError && !data, refetch }}
      loading="skeleton"
      shape="row"
      count={2}
      loadingLabel={t('loading')}
      error={{ message: t('error'), className: styles.error }}
    >
      {(offers) => (
        <fieldset className={styles.offers}>
          <legend className={styles.legend}>{t('legend')}</legend>
          <div className={styles.options}>
            <OfferOption name={name} id={NO_OFFER_ID} checked={value === NO_OFFER_ID} onChange={onChange} title={t('none')} text={t('noneText')} />
            {offers.map((offer) => (
              <OfferOption
                key={offer.id}
                name={name}
                id={offer.id}
                checked={value === offer.id}
                onChange={onChange}
                title={offer.description.title ?? t('untitled')}
                text={offer.description.text}
                note={minimum(offer)}
                image={offer.description.image}
              />
            ))}
          </div>
        </fieldset>
      )}
    </QueryState>
  );
}
