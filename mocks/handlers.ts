import { authBackendHandler } from './auth/auth-backend';
import { telegramScriptHandler } from './auth/auth-telegram';
import { artHandler } from './cms/banners';
import { cmsHandlers } from './cms/cms';
import { gameMediaHandlers } from './games/game-media';
import { historyExportFileHandler } from './games/games-history';
import { mainApiHandler } from './core/main-api';
import { mockGameHandlers } from './games/mock-game/mock-game';
import { mockPayHandlers } from './cashier/mock-pay';
import { mockSportsbookHandlers } from './sportsbook/sportsbook';
import { trackingHandlers } from './tracking/tracking';

/**
 * Every mock handler, shared by the browser worker and the Node server. MSW tries them in order; the
 * addresses a page asks for most come first: the pictures of the game tiles and banners, then the
 * main API. Their address spaces do not overlap, so the order changes nothing else. Each is a lean
 * handler (core/lean-http.ts): one it tries and that does not match costs a string test.
 */
export const handlers = [
  ...gameMediaHandlers,
  artHandler,
  mainApiHandler,
  ...cmsHandlers,
  ...trackingHandlers,
  authBackendHandler,
  telegramScriptHandler,
  historyExportFileHandler,
  ...mockGameHandlers,
  ...mockPayHandlers,
  ...mockSportsbookHandlers,
];
