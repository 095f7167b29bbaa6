import { authBackendHandler } from './auth-backend';
import { telegramScriptHandler } from './auth-telegram';
import { artHandler } from './banners';
import { cmsHandlers } from './cms';
import { gameMediaHandlers } from './game-media';
import { historyExportFileHandler } from './games-history';
import { mainApiHandler } from './main-api';
import { mockGameHandlers } from './mock-game';
import { mockPayHandlers } from './mock-pay';
import { mockSportsbookHandlers } from './sportsbook';
import { trackingHandlers } from './tracking';

/** Every mock handler, shared by the browser worker and the Node server. */
export const handlers = [mainApiHandler, ...cmsHandlers, ...trackingHandlers, authBackendHandler, telegramScriptHandler, artHandler, historyExportFileHandler, ...gameMediaHandlers, ...mockGameHandlers, ...mockPayHandlers, ...mockSportsbookHandlers];
