import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { http, HttpResponse } from 'msw';

const publicFile = (name: string) => fileURLToPath(new URL(`../../public/${name}`, import.meta.url));

/**
 * Node only: in the browser these files are served from public/ by the web server; tests have no
 * web server, so the mock answers with the same files.
 */
export const staticFileHandlers = [
  http.get('*/robots.txt', () => new HttpResponse(readFileSync(publicFile('robots.txt'), 'utf8'), { headers: { 'Content-Type': 'text/plain' } })),
];
