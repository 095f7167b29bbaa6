/**
 * The page of the Betby stand-in's frame: the mock sportsbook's own page (mocks/sportsbook), bundled
 * once per worker for the vendor's host. The production build carries no mock code, so the page
 * cannot come from the site; the frame's bet calls go to its own host, which the stand-in answers
 * from the mock backend (the same wallet the header shows).
 */
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ENTRY = path.join(ROOT, 'e2e/third-parties/sportsbook-frame-entry.ts');

let bundle: Promise<string> | null = null;

async function bundleFrameScript(): Promise<string> {
  const { build } = await import('vite');
  const output = await build({
    configFile: false,
    envFile: false,
    logLevel: 'silent',
    root: ROOT,
    resolve: { alias: { '@': path.join(ROOT, 'src') } },
    build: { write: false, minify: false, lib: { entry: ENTRY, formats: ['iife'], name: 'mockSportsbookFrame' } },
  });
  const result = Array.isArray(output) ? output[0] : output;
  if (!('output' in result)) throw new Error('the sportsbook frame bundle gave no output');
  const chunk = result.output.find((item) => item.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('the sportsbook frame bundle has no script');
  return chunk.code;
}

/** The frame's HTML: the bundled page in one classic script (the vendor's own page, no policy of ours). */
export async function sportsbookFrameHtml(): Promise<string> {
  bundle ??= bundleFrameScript();
  const script = (await bundle).replace(/<\/script/gi, '<\\/script');
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head><body><script>${script}</script></body></html>`;
}
