import { useCmsGetSeoQuery } from '@/api/cms/cms-seo-api';
import { selectData } from '@/api/select-result';
import { SafeHtml } from '@/components/ui/safe-html/safe-html';
import { useEntityName } from './entity-name';
import { fillPlaceholders } from './replacements';
import styles from './seo-text.module.css';
import { useSeoRoute } from './seo-route';

/** Same query as the head (cache hit); the text passes the shared sanitizer. */
export default function SeoTextBlock() {
  const route = useSeoRoute();
  const { data: record } = useCmsGetSeoQuery(
    { path: route.path, pattern: route.pattern, locale: route.locale },
    { selectFromResult: selectData },
  );
  const entityName = useEntityName(route);
  const html = record ? fillPlaceholders(record.text, record.replacements, entityName) : null;
  if (!html) return null;
  return <SafeHtml as="section" className={styles.text} html={html} />;
}
