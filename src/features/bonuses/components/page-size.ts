/** Bonuses and cashbacks loaded per "show more". */
export const BONUSES_PAGE_SIZE = 12;
