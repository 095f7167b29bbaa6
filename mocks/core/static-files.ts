import { HttpResponse } from 'msw';
import { http } from './lean-http';
import robotsTxt from '../../public/robots.txt?raw';

/**
 * Node only: in the browser these files are served from public/ by the web server; tests have no
 * web server, so the mock answers with the same files.
 */
export const staticFileHandlers = [
  http.get('*/robots.txt', () => new HttpResponse(robotsTxt, { headers: { 'Content-Type': 'text/plain' } })),
];
