import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSiteConfig } from '@/api/cms/use-site-config';
import { useHydrationDone } from '@/start/runtime/hydration-done';
import { useTranslation } from '@/lib/i18n/use-translation';
import { configuredAdapter } from './host/sportsbook-config';
import { REDIRECT_PARAM, SportsbookHost } from './host/sportsbook-host';
import { widgetPathFrom } from './host/sportsbook-adapter';
import styles from './sportsbook.module.css';

/** The address parameter that holds the widget's internal path. */
export const PATH_PARAM = 'bt-path';

/**
 * /betting (SPEC §2): the sportsbook vendor's widget under the site's header, with the betting
 * notice when the site configuration turns it on. A deep link is /betting?bt-path=/event/12.
 */
export function SportsbookPage() {
  const { t } = useTranslation('sportsbook');
  const hydrated = useHydrationDone();
  const config = useSiteConfig();
  const [search, setSearch] = useSearchParams();
  const path = widgetPathFrom(search.get(PATH_PARAM));
  const [adapter] = useState(() => (typeof window === 'undefined' ? null : configuredAdapter(t('frameTitle'))));

  const onPathChange = useCallback(
    (next: string) => {
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          // A sign-in request's return address is stale once the widget moved.
          params.delete(REDIRECT_PARAM);
          if (next === '/') params.delete(PATH_PARAM);
          else params.set(PATH_PARAM, next);
          return params;
        },
        { preventScrollReset: true },
      );
    },
    [setSearch],
  );

  return (
    <div className={styles.page}>
      <h1 className={styles.visuallyHidden}>{t('title')}</h1>
      {config?.features.bettingNoticeVisible ? (
        <p className={styles.notice} role="note">
          {t('notice')}
        </p>
      ) : null}
      {!hydrated ? null : adapter ? (
        <SportsbookHost adapter={adapter} path={path} onPathChange={onPathChange} />
      ) : (
        <p className={styles.empty}>{t('notConfigured')}</p>
      )}
    </div>
  );
}
