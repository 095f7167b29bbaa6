import { flattenStrapi } from '@/api/cms/flatten';
import { CONTENT_SLUGS } from './fixtures/content-pages';

const cms = (path: string, query: Record<string, string>) => `${location.origin}/cms/${path}?${new URLSearchParams(query).toString()}`;

async function json(url: string): Promise<{ data: unknown; meta: { pagination?: { total: number } } }> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return (await response.json()) as { data: unknown; meta: { pagination?: { total: number } } };
}

describe('content service: SEO records, pages and icons (Strapi v4 shapes)', () => {
  it('answers a page SEO record by url and locale, the pattern record, and a miss', async () => {
    const found = await json(cms('api/seos', { 'filters[url][$eq]': '/faq', populate: 'deep', locale: 'it' }));
    const [record] = flattenStrapi(found) as { url: string; title: string; locale: string; schemaFaq: unknown[]; openGraph: { image: string } }[];
    expect(record).toMatchObject({ url: '/faq', title: 'Domande frequenti — ##brand##', locale: 'it' });
    expect(record.schemaFaq).toHaveLength(3);
    expect(record.openGraph.image).toMatch(/^\/mock-cms\/uploads\/.+\.svg$/);
    const pattern = await json(cms('api/seos', { 'filters[url][$eq]': '/game/##name##', locale: 'en' }));
    expect((flattenStrapi(pattern) as { product: { name: string } }[])[0].product.name).toBe('##name##');
    const miss = await json(cms('api/seos', { 'filters[url][$eq]': '/game/lucky-orbit-fruits', locale: 'en' }));
    expect(miss).toEqual({ data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } } });
  });

  it('answers domain SEO settings for any host', async () => {
    const answer = await json(cms('api/domain-seo-settings', { 'filters[host][$eq]': 'casino.example' }));
    const [settings] = flattenStrapi(answer) as { host: string; meta: { name: string }[] }[];
    expect(settings.host).toBe('casino.example');
    expect(settings.meta.map((entry) => entry.name)).toContain('google-site-verification');
  });

  it('has every content page in four languages and nothing for an unknown slug', async () => {
    for (const slug of CONTENT_SLUGS) {
      const titles = new Set<string>();
      for (const locale of ['ru', 'en', 'it', 'es']) {
        const [page] = flattenStrapi(await json(cms('api/pages', { 'filters[slug][$eq]': slug, locale }))) as { slug: string; title: string; locale: string }[];
        expect(page).toMatchObject({ slug, locale });
        titles.add(page.title);
      }
      expect(titles.size).toBe(4);
    }
    expect((await json(cms('api/pages', { 'filters[slug][$eq]': 'no-such-page', locale: 'en' }))).data).toEqual([]);
  });

  it('lists the icons with svg files that are served as svg text', async () => {
    const icons = flattenStrapi(await json(cms('api/icons', {}))) as { name: string; file: string }[];
    expect(icons.length).toBeGreaterThan(10);
    const response = await fetch(new URL(icons[0].file, location.origin));
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toMatch(/^<svg /);
  });
});
