/** Where the mock sportsbook lives in mock builds: its frame page and its own API. */
export const MOCK_SPORTSBOOK_PAGE = '/mock-sportsbook/';
export const MOCK_SPORTSBOOK_API = '/mock-sportsbook/api';
