import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/main/scripts/lib/chromium.mjs';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ locale: 'ru-RU' });
page.on('console', (m) => m.type() !== 'debug' && console.log('CONSOLE', m.type(), m.text().slice(0, 200))); page.on('request', (r) => r.url().includes('/cms/') && console.log('REQ', r.url().slice(0, 150)));
for (const url of process.argv.slice(2)) {
  await page.goto('http://127.0.0.1:4326' + url);
  await page.waitForTimeout(8000);
  console.log(url, await page.evaluate(() => ({
    titles: [...document.head.querySelectorAll('title')].map((t) => [t.textContent, t.hasAttribute('data-seo-title'), Object.keys(t).filter(k=>k.startsWith('__react')).length]),
    og: document.head.querySelector('meta[property="og:title"]')?.getAttribute('content'),
    desc: [...document.head.querySelectorAll('meta[name="description"]')].map((m) => m.content),
    title: document.title,
  })));
}
await browser.close();
