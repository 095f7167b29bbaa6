// @vitest-environment jsdom
import { preloadImage } from './preload-image';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];

afterEach(() => {
  for (const link of preloads()) link.remove();
  document.body.replaceChildren();
});

describe('preloadImage', () => {
  it('adds one high-priority preload per address', () => {
    preloadImage('/art/banner-1.svg');
    preloadImage('/art/banner-1.svg');
    expect(preloads().map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')])).toEqual([['/art/banner-1.svg', 'high']]);
  });

  it('adds none for a picture the page already shows (the browser asked for it then)', () => {
    const image = document.createElement('img');
    image.setAttribute('src', '/art/banner-1.svg');
    document.body.append(image);
    preloadImage('/art/banner-1.svg');
    expect(preloads()).toEqual([]);
  });
});
