/** Sections that may be routed before their feature exists; keys of `system:notBuilt.sections`. */
export const NOT_BUILT_SECTIONS = [
  'contentPage',
  'betting',
  'cashier',
  'confirmation',
  'game',
  'gamehall',
  'jackpots',
  'loyalty',
  'offers',
  'promotions',
  'providers',
  'support',
  'tournaments',
  'unsubscribe',
  'winners',
  'profile',
  'icons',
  'signIn',
  'signUp',
] as const;

export type NotBuiltSection = (typeof NOT_BUILT_SECTIONS)[number];
