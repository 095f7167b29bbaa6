// Apart from launch-params.ts: the app shell tests every address with it, without loading the rest.

/** True when the hash marks a mini-application launch (any position in the hash). */
export function isMessagingAppHash(hash: string): boolean {
  return /(?:^#?|&)tgWebAppData=/.test(hash);
}
