import { HttpResponse } from 'msw';
import { http } from '../core/lean-http';
import { bannersAt } from './fixtures/banners/banners';
import { artFile } from './fixtures/banners/art';
import { db } from '../core/db';
import { type ContractMethods, read } from '../core/api-method';
import { paging } from '../core/paging';
import { networkGate } from '../core/scenario-gates';
import type { BannersContract } from '@/api/banners/banners.contract';

export const bannersMethods = {
  /** SPEC §7 banners.get (offset, count default 10, fields). Finished banners are sent too: the client hides them. */
  get: read((ctx) => {
    const { offset, count } = paging(ctx, 10);
    const all = bannersAt(db().seededAt);
    return { items: all.slice(offset, offset + count), total: all.length };
  }),
} satisfies ContractMethods<BannersContract>;

export const ART_PATH = '/mock-cms/art';

/** Banner and jackpot pictures, generated in mocks/cms/fixtures/banners/art.ts (no files, no external hosts). */
export const artHandler = http.get(`*${ART_PATH}/:name`, async ({ params }) => {
  const gate = await networkGate();
  if (gate) return gate;
  const body = artFile(String(params.name));
  if (body === null) return new HttpResponse('Not Found', { status: 404 });
  return new HttpResponse(body, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' } });
});
