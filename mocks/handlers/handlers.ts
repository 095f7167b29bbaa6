import { cmsHandlers } from './cms';
import { mainApiHandler } from './main-api';

/** Every mock handler, shared by the browser worker and the Node server. */
export const handlers = [mainApiHandler, ...cmsHandlers];
