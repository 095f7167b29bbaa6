/**
 * The Betby stand-in's frame (bundled by sportsbook-frame-page.ts for the vendor's host): the mock
 * sportsbook's page, its line, slip and bets, speaking sbk/1 with its parent, where the stand-in's
 * renderer script listens. The page mounts itself only at its mock path, which this host does not use.
 */
import { openMockSportsbookIfPage } from '../../mocks/sportsbook/mock-sportsbook-page';
import { MOCK_SPORTSBOOK_PAGE } from '../../mocks/sportsbook/paths';

const { search, origin } = window.location;
openMockSportsbookIfPage({ pathname: MOCK_SPORTSBOOK_PAGE, search, origin } as Location);
