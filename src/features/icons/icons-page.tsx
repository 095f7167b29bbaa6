import { useCmsGetIconsQuery, useCmsGetSvgTextQuery } from '@/api/cms/cms-seo-api';
import type { SvgIcon } from '@/api/cms/seo.types';
import { QueryState } from '@/components/ui/query-state/query-state';
import { SafeSvg } from '@/components/ui/safe-html/safe-svg';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './icons-page.module.css';

function IconTile({ icon }: { icon: SvgIcon }) {
  const { t } = useTranslation('content');
  const { data: svg, isError, isLoading } = useCmsGetSvgTextQuery(icon.file ?? '', { skip: !icon.file });
  // While the svg loads: an empty frame of the glyph's size.
  let glyph = <span className={styles.loading} aria-hidden="true" />;
  if (!icon.file || isError || (!isLoading && !svg)) {
    glyph = (
      <span className={styles.failed} role="img" aria-label={t('icons.failed')}>
        ×
      </span>
    );
  } else if (svg) {
    glyph = <SafeSvg svg={svg} />;
  }
  return (
    <li>
      <figure className={styles.tile} data-icon={icon.name}>
        <span className={styles.glyph}>{glyph}</span>
        <figcaption className={styles.name}>{icon.name}</figcaption>
      </figure>
    </li>
  );
}

/** `/_icons`: every svg icon of the content service, fetched as text, sanitized, in a named grid. */
export function IconsPage() {
  const { t } = useTranslation('content');
  const icons = useCmsGetIconsQuery();

  const body = (
    <QueryState query={icons} loading={<p role="status">{t('icons.loading')}</p>} empty={<p>{t('icons.empty')}</p>}>
      {(icons) => (
        <>
          <p className={styles.count}>{t('icons.count', { count: icons.length })}</p>
          <ul className={styles.grid} aria-labelledby="icons-heading">
            {icons.map((icon) => (
              <IconTile key={icon.id} icon={icon} />
            ))}
          </ul>
        </>
      )}
    </QueryState>
  );

  return (
    <div className={styles.page}>
      <title>{t('icons.documentTitle')}</title>
      <h1 id="icons-heading" className={styles.heading}>
        {t('icons.heading')}
      </h1>
      <p className={styles.lead}>{t('icons.lead')}</p>
      {body}
    </div>
  );
}
