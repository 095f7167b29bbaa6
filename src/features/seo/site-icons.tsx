import { useCmsGetConfigQuery } from '@/api/cms/cms-api';
import type { FaviconEntry } from '@/api/cms/cms-config.types';
import { useLocale } from '@/lib/i18n/use-locale';

const MIME: Record<string, string> = { png: 'image/png', ico: 'image/x-icon', svg: 'image/svg+xml' };

function linkProps(entry: FaviconEntry) {
  const rel = entry.type === 'apple' ? 'apple-touch-icon' : 'icon';
  const ext = entry.file?.split('.').pop()?.toLowerCase() ?? '';
  return { rel, href: entry.file ?? '', sizes: entry.sizes || undefined, type: entry.type === 'apple' ? undefined : MIME[ext] };
}

/** The favicon set of the content configuration (SPEC §3); React hoists the links into <head>. */
export function SiteIcons() {
  const locale = useLocale();
  const { data: config } = useCmsGetConfigQuery(locale);
  const icons = (config?.favicons ?? []).filter((entry) => entry.file);
  return (
    <>
      {icons.map((entry) => {
        const props = linkProps(entry);
        return <link key={`${props.rel}-${entry.sizes}-${props.href}`} {...props} />;
      })}
    </>
  );
}
