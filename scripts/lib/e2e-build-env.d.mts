/** The env of the end-to-end suite's build (`build-with-data.mjs --e2e`). */
export const E2E_BUILD_ENV: Readonly<Record<string, string>>;
