import { useEffect, useMemo } from 'react';
import { useSiteConfig } from '@/api/cms/use-site-config';
import { faviconLinks } from '@/lib/pwa/site-manifest';
import { isReactOwned } from './title-keeper';

/** The shell HTML's own icon links (index.html): the defaults until the configuration's set arrives. */
const SHELL_ICONS = 'link[rel="icon"]:not([data-site-icon]), link[rel="apple-touch-icon"]:not([data-site-icon])';

/**
 * The favicon set of the content configuration (SPEC §3) as the page's icon links, and the web
 * manifest's icons. React hoists the links into <head>; once they are there
 * the shell's default icon links step aside, so the browser shows the configured set. A chunk
 * mounted once the page has settled (site-icons.tsx): icons are not worth a byte of the first load.
 */
export default function SiteIconLinks() {
  const config = useSiteConfig();
  const favicons = config?.favicons;
  const links = useMemo(() => (favicons ? faviconLinks(favicons, window.location.origin) : []), [favicons]);

  useEffect(() => {
    if (links.length === 0) return;
    // React may adopt a shell link of the same address as one of its own: that one stays.
    for (const node of document.head.querySelectorAll(SHELL_ICONS)) if (!isReactOwned(node)) node.remove();
  }, [links]);

  useEffect(() => {
    if (!favicons || !document.querySelector('link[rel="manifest"]')) return;
    void import('@/lib/pwa/apply-site-manifest')
      .then(({ syncSiteManifest }) => syncSiteManifest(favicons))
      .catch((error: unknown) => console.warn('[pwa] manifest not updated', error));
  }, [favicons]);

  return (
    <>
      {links.map((link) => (
        <link key={`${link.rel} ${link.href} ${link.sizes ?? ''}`} data-site-icon="" {...link} />
      ))}
    </>
  );
}
