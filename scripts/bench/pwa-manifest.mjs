// What Chromium makes of the page's web app manifest, through CDP: its installability errors
// (Page.getInstallabilityErrors; an empty list = installable), the manifest as it parsed and resolved
// it, and the app id; then the same as rows for the pwa section's table.

/** Installability and the manifest of the page the CDP session is attached to. */
export async function installability(cdp) {
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  const { url, errors, data, manifest } = await cdp.send('Page.getAppManifest');
  const appId = await cdp.send('Page.getAppId').catch(() => ({}));
  let parsed = null;
  try {
    parsed = data ? JSON.parse(data) : null;
  } catch {
    parsed = null;
  }
  return {
    errors: installabilityErrors.map((error) => [error.errorId, ...(error.errorArguments ?? []).map((arg) => `${arg.name}=${arg.value}`)].join(' ')),
    url,
    parseErrors: (errors ?? []).map((error) => error.message),
    manifest: parsed,
    resolved: manifest ?? null,
    appId: appId.appId ?? '-',
  };
}

// A blob: manifest's address is long and differs on every load: its start is enough.
const shortUrl = (url) => (url?.startsWith('blob:') ? `${url.slice(0, 40)}...` : url);

/** `[name, value]` rows of what installability() found. */
export function describeManifest(result) {
  const manifest = result.manifest ?? {};
  const icons = (manifest.icons ?? []).map((icon) => `${(icon.src ?? icon.url ?? '').replace(/^https?:\/\/[^/]+/, '')} ${icon.sizes ?? ''} ${icon.purpose ?? 'any'}`.trim());
  return [
    ['manifest url', shortUrl(result.url) || '(none)'],
    ['installability errors', result.errors.length ? result.errors.join('; ') : 'none (installable)'],
    ['manifest parse errors', result.parseErrors.length ? result.parseErrors.join('; ') : 'none'],
    ['app id (resolved)', result.appId],
    ['start_url / scope (resolved)', result.resolved ? `${result.resolved.startUrl ?? '-'} / ${result.resolved.scope ?? '-'}` : '-'],
    ['name / short_name', `${manifest.name ?? '-'} / ${manifest.short_name ?? manifest.shortName ?? '-'}`],
    ['start_url / scope / id', `${manifest.start_url ?? manifest.startUrl ?? '-'} / ${manifest.scope ?? '-'} / ${manifest.id ?? '-'}`],
    ['display / theme / background', `${manifest.display ?? '-'} / ${manifest.theme_color ?? manifest.themeColor ?? '-'} / ${manifest.background_color ?? manifest.backgroundColor ?? '-'}`],
    ['icons', icons.join(', ') || '-'],
  ];
}
