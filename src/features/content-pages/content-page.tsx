import type { MouseEvent } from 'react';
import type { ContentPage as ContentPageRecord } from '@/api/cms/content-page.types';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useCmsGetPageQuery } from '@/api/cms/cms-api';
import { usePageEntityName } from '@/lib/seo/page-entity';
import { QueryState } from '@/components/ui/query-state/query-state';
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
  const reducedMotion = useReducedMotion();
  const query = useCmsGetPageQuery({ slug, locale });
  const page = query.data;
  // The SEO record's ##name##.
  usePageEntityName(page?.title);
  useHashScroll(!!page, !reducedMotion);

  return (
    <div className={styles.page}>
      <QueryState query={query} loading={<ContentSkeleton />} empty={<p>{t('empty')}</p>}>
        {(loaded) => <ContentArticle page={loaded} />}
      </QueryState>
    </div>
  );
}

/** The page itself: its title and its sanitized HTML, whose site links move inside the app. */
function ContentArticle({ page }: { page: ContentPageRecord }) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const location = useLocation();

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const target = inAppTarget(event, new URL(`${location.pathname}${location.search}`, window.location.origin));
    if (target === null) return;
    event.preventDefault();
    // A hash link on this page scrolls (useHashScroll); any other goes to the top of its page.
    void navigate(target, { preventScrollReset: target.startsWith(`${location.pathname}#`) });
  };

  return (
    <article aria-labelledby="content-page-title">
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
