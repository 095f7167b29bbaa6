import {
  useGamesCreateHistoryExportRequestMutation,
  useGamesGetHistoryExportRequestQuery,
} from '@/api/games/games-history-api';
import { Button } from '@/components/ui/button/button';
import { LoadError } from '@/components/ui/query-state/load-error';
import { formatDate, formatTime } from '@/lib/format/format';
import { useTranslation } from '@/lib/i18n/use-translation';
import { resolveNavigationTarget } from '@/lib/navigation/safe-url';
import styles from './game-history.module.css';

/** While an export is being prepared its status is asked for this often. */
export const EXPORT_POLL_MS = 3_000;

/** A download address from the server: any http(s) address (files may live on a storage host), never a script. */
function downloadHref(url: string | null): string | null {
  const target = resolveNavigationTarget(url, { origin: window.location.origin, allowExternal: true });
  if (!target) return null;
  return target.kind === 'internal' ? target.path : target.url;
}

/** The history export: request one, follow its status, download it when ready. */
export function HistoryExport() {
  const { t } = useTranslation('history');
  const status = useGamesGetHistoryExportRequestQuery();
  const pending = status.data?.status === 'pending';
  // Polling only while the file is being prepared.
  useGamesGetHistoryExportRequestQuery(undefined, { pollingInterval: pending ? EXPORT_POLL_MS : 0, skip: !pending });
  const [create, creation] = useGamesCreateHistoryExportRequestMutation();
  const request = status.data;
  const href = request?.status === 'ready' ? downloadHref(request.url) : null;

  return (
    <section className={styles.export} aria-labelledby="history-export-title">
      <h3 id="history-export-title" className={styles.exportTitle}>{t('export.title')}</h3>
      <p className={styles.muted}>{t('export.text')}</p>
      {status.isError && !request ? <LoadError message={t('export.loadError')} onRetry={() => void status.refetch()} /> : null}
      <div role="status" className={styles.exportStatus}>
        {request ? (
          <>
            <span className={styles.badge} data-status={request.status}>{t(`export.status.${request.status}`)}</span>
            <span className={styles.muted}>
              {t('export.requestedAt', { date: formatDate(request.created_at), time: formatTime(request.created_at) })}
            </span>
          </>
        ) : null}
      </div>
      <div className={styles.exportActions}>
        {href ? (
          <a className={styles.download} href={href} download>
            {t('export.download')}
          </a>
        ) : null}
        {pending ? (
          <Button variant="ghost" size="sm" loading={status.isFetching} onClick={() => void status.refetch()}>
            {t('export.refresh')}
          </Button>
        ) : (
          <Button variant="secondary" size="sm" loading={creation.isLoading} onClick={() => void create()}>
            {request ? t('export.again') : t('export.create')}
          </Button>
        )}
      </div>
      {creation.isError ? <p role="alert" className={styles.error}>{t('export.createError')}</p> : null}
    </section>
  );
}
