/**
 * The vanilla builder API of the Sumsub WebSDK (its guide is linked from docs/third-parties.md) that the
 * verification page uses; the mock builds' stand-in (mocks/verification/) implements the same.
 */
export interface SumsubConf {
  lang?: string;
  theme?: 'dark' | 'light';
}

export interface SumsubOptions {
  addViewportTag?: boolean;
  adaptIframeHeight?: boolean;
}

export type SumsubMessageHandler = (type: string, payload: unknown) => void;

export interface SumsubInstance {
  launch: (container: string | HTMLElement) => void;
  destroy?: () => void;
}

export interface SumsubBuilder {
  withConf: (conf: SumsubConf) => SumsubBuilder;
  withOptions: (options: SumsubOptions) => SumsubBuilder;
  on: (event: string, handler: (payload: unknown) => void) => SumsubBuilder;
  onMessage: (handler: SumsubMessageHandler) => SumsubBuilder;
  build: () => SumsubInstance;
}

export interface SumsubSdk {
  init: (accessToken: string, expirationHandler: () => Promise<string>) => SumsubBuilder;
}
