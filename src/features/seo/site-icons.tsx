import { useEffect, useState } from 'react';
import { useCmsGetConfigQuery } from '@/api/cms/cms-api';
import { useAfterLoad } from '@/lib/hooks/use-after-load';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useLocale } from '@/lib/i18n/use-locale';
import type { IconLink } from '@/lib/pwa/site-manifest';
import { isReactOwned } from './title-keeper';

/** The shell HTML's own icon links (index.html): the defaults until the configuration's set arrives. */
const SHELL_ICONS = 'link[rel="icon"]:not([data-site-icon]), link[rel="apple-touch-icon"]:not([data-site-icon])';

/**
 * The favicon set of the content configuration (SPEC §3) as the page's icon links, and the web
 * manifest's icons (decision record 029). React hoists the links into <head>; once they are there
 * the shell's default icon links step aside, so the browser shows the configured set. Both wait
 * until the page has settled (their code is a chunk of its own).
 */
export function SiteIcons() {
  const locale = useLocale();
  const hydrated = useHydrated();
  const settled = useAfterLoad();
  const { data: config } = useCmsGetConfigQuery(locale);
  const favicons = config?.favicons;
  // The build has no configuration: prerendered pages keep the shell's icons, hydration renders none.
  // The checks of the set are a chunk of their own, loaded when the page has settled (icons are not
  // worth a byte of the first load; decision record 045).
  const [links, setLinks] = useState<IconLink[]>([]);
  useEffect(() => {
    if (!hydrated || !settled || !favicons) return;
    let current = true;
    void import('@/lib/pwa/site-manifest')
      .then(({ faviconLinks }) => {
        if (current) setLinks(faviconLinks(favicons, window.location.origin));
      })
      .catch((error: unknown) => console.warn('[pwa] icon links not updated', error));
    return () => {
      current = false;
    };
  }, [hydrated, settled, favicons]);

  useEffect(() => {
    if (links.length === 0) return;
    // React may adopt a shell link of the same address as one of its own: that one stays.
    for (const node of document.head.querySelectorAll(SHELL_ICONS)) if (!isReactOwned(node)) node.remove();
  }, [links]);

  useEffect(() => {
    if (!settled || !favicons || !document.querySelector('link[rel="manifest"]')) return;
    void import('@/lib/pwa/apply-site-manifest')
      .then(({ syncSiteManifest }) => syncSiteManifest(favicons))
      .catch((error: unknown) => console.warn('[pwa] manifest not updated', error));
  }, [settled, favicons]);

  return (
    <>
      {links.map((link) => (
        <link key={`${link.rel} ${link.href} ${link.sizes ?? ''}`} data-site-icon="" {...link} />
      ))}
    </>
  );
}
