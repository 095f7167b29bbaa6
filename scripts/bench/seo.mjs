// `npm run bench -- --only=seo`: Lighthouse's SEO category (default config = mobile preset), one run
// per page, on /en/, a content page of the mock CMS and the game page of the production build + mock
// server; the score and every audit that did not pass, with the elements it names (goal: >= 95 on
// each).
import { startMockServer } from '../lib/servers.mjs';
import { launchLighthouseChrome } from './lighthouse-chrome.mjs';
import { GAME } from './pages.mjs';
import { requireFromRoot } from './project-root.mjs';
import { printTable } from './report.mjs';

const CONTENT_PAGE = '/en/about'; // a content page of the mock CMS (mocks/cms/fixtures/content-pages)
const SEO_PAGES = ['/en/', CONTENT_PAGE, GAME];

/** What an audit that did not pass names: nodes, links or urls (at most five). */
function auditItems(audit) {
  const items = audit.details?.items ?? [];
  return items.slice(0, 5).map((item) => {
    const node = item.node ?? item.source;
    const text = node?.snippet ?? item.href ?? item.url ?? item.text ?? item.line ?? JSON.stringify(item).slice(0, 160);
    const extra = item.text && item.text !== text ? ` "${item.text}"` : item.message ? ` (${item.message})` : '';
    return `${String(text).replace(/\s+/g, ' ').slice(0, 160)}${extra}`;
  });
}

export async function seoSection({ ports, prodOut }) {
  const { version } = requireFromRoot('lighthouse/package.json');
  const { default: lighthouse } = await import('lighthouse');
  const mockServer = await startMockServer({ staticDir: prodOut, port: ports.mockServer });
  const rows = [];
  const failures = [];
  try {
    const chrome = await launchLighthouseChrome(ports.chrome);
    try {
      for (const page of SEO_PAGES) {
        const result = await lighthouse(`${mockServer.url}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['seo'] });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) {
          rows.push([page, '-', `failed: ${lhr?.runtimeError?.code ?? 'no result'}`]);
          continue;
        }
        const category = lhr.categories.seo;
        const failed = category.auditRefs
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit && audit.score !== null && audit.score < 1 && !['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode));
        rows.push([page, String(Math.round((category.score ?? 0) * 100)), failed.map((audit) => audit.id).join(', ') || 'none']);
        for (const audit of failed) failures.push({ page, id: audit.id, title: audit.title, items: auditItems(audit) });
      }
    } finally {
      await chrome.kill();
    }
  } finally {
    await mockServer.stop();
  }
  console.log(`\nLighthouse ${version} SEO category, default config (mobile), production build + mock server (${prodOut}/)\n`);
  printTable(['page', 'SEO', 'audits not passed'], rows);
  for (const failure of failures) {
    console.log(`\n${failure.page}: ${failure.id} (${failure.title})`);
    for (const item of failure.items) console.log(`  - ${item}`);
  }
  console.log('\ngoal: SEO >= 95 on each page');
}
