import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLocale } from '@/lib/i18n/use-locale';
import { href } from '@/lib/router/paths';
import { AuthPanel } from '../components/auth-panel';

/** /forms/sign_in and /forms/sign_up (empty layout): the popup's forms on a page of their own. */
export function AuthPage({ mode }: { mode: 'signIn' | 'signUp' }) {
  const titleId = useId();
  const locale = useLocale();
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <section aria-labelledby={titleId}>
      <AuthPanel
        key={mode}
        initialMode={mode}
        variant="page"
        titleId={titleId}
        // The tabs follow the address, keeping the query (redirectUrl, promo code...).
        onTabChange={(next) => void navigate(href(locale, next) + search, { replace: true })}
      />
    </section>
  );
}
