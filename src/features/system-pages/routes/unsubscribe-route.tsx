import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAccountUnsubscribeMutation } from '@/api/account/account-profile-api';
import { LoadError } from '@/components/ui/query-state/load-error';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useHydrationDone } from '@/start/runtime/hydration-done';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SystemPage } from '../system-page';

/**
 * /unsubscribe: account.unsubscribe first (SPEC §2, §7), with the parameters of the link (email,
 * hash...), then the confirmation page. Sent once per address; a failure can be retried.
 */
export function Component() {
  const { t } = useTranslation('system');
  const { search } = useLocation();
  const hydrated = useHydrationDone();
  const [unsubscribe, state] = useAccountUnsubscribeMutation();
  const sentFor = useRef<string | null>(null);

  const send = () => {
    sentFor.current = search;
    void unsubscribe(Object.fromEntries(new URLSearchParams(search)));
  };

  useEffect(() => {
    if (!hydrated || sentFor.current === search) return;
    send();
    // send reads only search, which is a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, search]);

  if (state.isSuccess) return <SystemPage type="unsubscribe" />;
  if (state.isError) return <LoadError titleLevel={1} title={t('errors.header')} onRetry={send} />;
  return <Spinner />;
}
