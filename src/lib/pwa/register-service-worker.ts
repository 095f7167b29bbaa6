/**
 * Registers the PWA worker that vite-plugin-pwa generates (`sw.js`, precache with skipWaiting and
 * clientsClaim), without workbox-window: the browser's own API is all the registration needs, and
 * the page's start stays about 2.7 KB lighter (issue 9). Like the plugin's `autoUpdate` mode, a
 * page that was already controlled reloads once when a new worker takes over, so it never asks a
 * new deployment for chunks of the old one. Only production builds without mocks call this (MSW's
 * worker owns the scope in mock builds).
 */
export function registerServiceWorker(base: string = import.meta.env.BASE_URL): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const wasControlled = container.controller !== null;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!wasControlled || reloading) return;
    reloading = true;
    window.location.reload();
  });
  // After the load event, so the worker's precache downloads never compete with the page's own.
  const register = () => {
    container.register(`${base}sw.js`, { scope: base }).catch((error: unknown) => {
      console.error('[pwa] service worker registration failed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
