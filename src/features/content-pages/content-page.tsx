import type { MouseEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useCmsGetPageQuery } from '@/api/cms/cms-api';
import { usePageEntityName } from '@/lib/seo/page-entity';
import { LoadError } from '@/components/ui/query-state/load-error';
import { SafeHtml } from '@/components/ui/safe-html/safe-html';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useReducedMotion } from '@/lib/motion/use-reduced-motion';
import { inAppTarget } from './content-links';
import styles from './content-page.module.css';
import { useHashScroll } from './hash-scroll';

function ContentSkeleton() {
  const { t } = useTranslation('content');
  return (
    <div className={styles.skeleton} role="status" aria-label={t('loading')}>
      <div className={`${styles.line} ${styles.heading}`} />
      <div className={styles.line} />
      <div className={styles.line} />
      <div className={`${styles.line} ${styles.short}`} />
    </div>
  );
}

/**
 * `/{slug}`: a page of the content service, its HTML through the shared sanitizer. In-site links
 * navigate inside the app; a hash scrolls to its anchor (SPEC §9 retry). Unknown slugs never get
 * here: the route loader answers 404.
 */
export function ContentPage() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const slug = useParams().slug ?? '';
  const navigate = useNavigate();
  const location = useLocation();
  const reducedMotion = useReducedMotion();
  const { data: page, isLoading, isError, refetch } = useCmsGetPageQuery({ slug, locale });
  // The SEO record's ##name##.
  usePageEntityName(page?.title);
  useHashScroll(!!page, !reducedMotion);

  if (isLoading) {
    return (
      <div className={styles.page}>
        <ContentSkeleton />
      </div>
    );
  }
  if (!page) {
    return (
      <div className={styles.page}>
        {isError ? <LoadError onRetry={() => void refetch()} /> : <p>{t('empty')}</p>}
      </div>
    );
  }

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const target = inAppTarget(event, new URL(`${location.pathname}${location.search}`, window.location.origin));
    if (target === null) return;
    event.preventDefault();
    // A hash link on this page scrolls (useHashScroll); any other goes to the top of its page.
    void navigate(target, { preventScrollReset: target.startsWith(`${location.pathname}#`) });
  };

  return (
    <article className={styles.page} aria-labelledby="content-page-title">
      <title>{t('documentTitle', { title: page.title })}</title>
      <h1 id="content-page-title" className={styles.title}>
        {page.title}
      </h1>
      {/* Only forwards clicks of links inside the sanitized HTML to the router (links are keyboard-usable themselves). */}
      <div onClick={onClick}>
        <SafeHtml className={styles.body} html={page.content} />
      </div>
    </article>
  );
}
