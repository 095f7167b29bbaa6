import { HttpResponse } from 'msw';
import { http } from '../core/lean-http';
import { networkGate } from '../core/scenario-gates';

/** The content service's uploaded media (logos, flags): kept in mocks/ so real builds never ship them. */
const FILES = import.meta.glob<string>('../assets/uploads/*.svg', { query: '?raw', import: 'default', eager: true });

export const UPLOADS_PATH = '/mock-cms/uploads';

export function uploadExists(name: string): boolean {
  return `../assets/uploads/${name}` in FILES;
}

export const cmsUploadsHandler = http.get(`*${UPLOADS_PATH}/:name`, async ({ params }) => {
  const gate = await networkGate();
  if (gate) return gate;
  const body = FILES[`../assets/uploads/${String(params.name)}`];
  if (body === undefined) return new HttpResponse('Not Found', { status: 404 });
  return new HttpResponse(body, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' } });
});
