/**
 * Asks for a picture the page is about to show, with `<link rel="preload" as="image">`, once per
 * address: the route middlewares call it before the prerendered page hydrates, for the picture that
 * is the page's largest paint, so it downloads while React hydrates instead
 * of after the component that shows it has rendered.
 */
export function preloadImage(href: string): void {
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]');
  if ([...links].some((link) => link.getAttribute('href') === href)) return;
  // Already on the page (it rendered first): the browser asked for it then, and a preload would
  // only ask again.
  if ([...document.images].some((image) => image.getAttribute('src') === href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = href;
  document.head.append(link);
}
