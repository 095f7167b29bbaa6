import { assetLinks, inlineEntryStylesheets, inlineStyle, type Manifest, pageAssets, routeModules } from './page-assets.ts';

const SECTIONS = {
  'home-routes.ts': `
  { name: 'home', layout: 'default', prerender: true, lazy: () => import('../../routes/home-route') },`,
  'games-routes.ts': `
  { name: 'betting', layout: 'default', ...notBuilt('betting') },
  { name: 'gamehall', layout: 'default', prerender: true, lazy: () => import('@/features/games/routes/hall-route') },
  { name: 'providers', layout: 'default', prerender: true, lazy: () => import('@/features/games/routes/providers-route') },`,
};
const LAYOUTS = `
const LAYOUTS = {
  default: async () => ({ Component: (await import('../layouts/default-layout')).DefaultLayout }),
};`;

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'], imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/app/layouts/default-layout.tsx': { file: 'assets/default-layout.js', css: ['assets/default-layout.css'], imports: ['_react.js', '_logo.js'] },
  '_logo.js': { file: 'assets/logo.js', css: ['assets/logo.css'] },
  'src/app/routes/home-route.tsx': { file: 'assets/home-route.js', css: ['assets/home-route.css'], imports: ['_logo.js'], dynamicImports: ['src/features/jackpots/jackpots-teaser.tsx'] },
  'src/features/jackpots/jackpots-teaser.tsx': { file: 'assets/teaser.js', css: ['assets/teaser.css'] },
  // The home section is in the entry; the games section is a chunk of its own that imports the entry.
  'src/app/router/sections/games-routes.ts': { file: 'assets/games-routes.js', imports: ['index.html', '_route-definition.js'] },
  '_route-definition.js': { file: 'assets/route-definition.js' },
  'src/features/games/routes/providers-route.tsx': { file: 'assets/providers-route.js', imports: ['_route-definition.js', '_logo.js'] },
};

describe('the assets a prerendered page links', () => {
  const modules = routeModules(SECTIONS, LAYOUTS);

  it('reads each route and layout module from the route table', () => {
    expect(modules.get('home')).toBe('src/app/routes/home-route');
    expect(modules.get('gamehall')).toBe('src/features/games/routes/hall-route');
    expect(modules.get('layout:default')).toBe('src/app/layouts/default-layout');
    expect(modules.has('betting')).toBe(false);
  });

  it('reads the section of each route, with or without a module', () => {
    expect(modules.get('section:home')).toBe('src/app/router/sections/home-routes');
    expect(modules.get('section:betting')).toBe('src/app/router/sections/games-routes');
    expect(modules.get('section:gamehall')).toBe('src/app/router/sections/games-routes');
  });

  it('inlines the CSS of the matched layout and route and their static imports, once, without the entry and lazy parts', () => {
    const assets = pageAssets(MANIFEST, modules, ['root', 'locale:en', 'en:layout:default', 'en:home']);
    expect(assets.css).toEqual(['/assets/default-layout.css', '/assets/logo.css', '/assets/home-route.css']);
    const head = assetLinks(assets, (href) => `.x{content:"${href}"}`);
    expect(head).toContain('<style data-href="/assets/home-route.css">.x{content:"/assets/home-route.css"}</style>');
    expect(head).not.toContain('modulepreload');
    // Marked as loaded for Vite's preload helper, without being fetched.
    expect(head).toContain('<link rel="stylesheet" href="/assets/home-route.css" disabled>');
    expect(head.match(/<link rel="stylesheet" href="[^"]+" disabled>/g)).toHaveLength(3);
  });

  it('lists the scripts of the matched layout and route and their static imports, without the entry’s and lazy parts', () => {
    const assets = pageAssets(MANIFEST, modules, ['root', 'locale:en', 'en:layout:default', 'en:home']);
    expect(assets.scripts).toEqual(['/assets/default-layout.js', '/assets/logo.js', '/assets/home-route.js']);
    expect(pageAssets(MANIFEST, modules, ['root'], '/base/').scripts).toEqual([]);
  });

  it('lists the script of the route’s section and its imports first, once, without the entry', () => {
    const assets = pageAssets(MANIFEST, modules, ['root', 'locale:en', 'en:layout:default', 'en:providers']);
    expect(assets.scripts).toEqual(['/assets/games-routes.js', '/assets/route-definition.js', '/assets/default-layout.js', '/assets/logo.js', '/assets/providers-route.js']);
    expect(assets.css).toEqual(['/assets/default-layout.css', '/assets/logo.css']);
  });

  it('fails when a matched route has no chunk in the manifest', () => {
    expect(() => pageAssets(MANIFEST, modules, ['en:layout:default', 'en:gamehall'])).toThrow(/hall-route/);
  });
});

describe('inlineStyle', () => {
  it('keeps a stray closing tag inside the element', () => {
    expect(inlineStyle('/a.css', '.x{content:"</style>"}')).toBe('<style data-href="/a.css">.x{content:"<\\/style>"}</style>');
  });
});

describe('inlineEntryStylesheets', () => {
  it('inlines each of the template’s stylesheets and leaves a disabled link, so the client does not link it again', () => {
    const template = '<head><link rel="stylesheet" crossorigin href="/assets/start.css"><link rel="stylesheet" crossorigin href="/assets/index.css"></head>';
    const html = inlineEntryStylesheets(template, (href) => `.from{content:"${href}"}`);
    expect(html).not.toContain('crossorigin');
    expect(html).toContain('<style data-href="/assets/start.css">.from{content:"/assets/start.css"}</style><link rel="stylesheet" href="/assets/start.css" disabled>');
    expect(html).toContain('<style data-href="/assets/index.css">.from{content:"/assets/index.css"}</style><link rel="stylesheet" href="/assets/index.css" disabled>');
  });
});
