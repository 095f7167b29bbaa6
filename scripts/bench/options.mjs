// The bench's command line: which sections run, how many runs, which ports and build folders.
// An unknown section ends the process with a usage line (exit code 2).

/** The sections, in the order they run whatever order --only= names them in. */
export const SECTIONS = ['lighthouse', 'hall', 'seo', 'pwa', 'trace', 'tap'];

const DEFAULT_PROD_OUT = 'dist-bench-prod';

export function parseOptions(argv) {
  const option = (name) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const only = (option('only') ?? SECTIONS.join(',')).split(',').filter(Boolean);
  for (const name of only) {
    if (!SECTIONS.includes(name)) {
      console.error(`bench: unknown section "${name}"; sections: ${SECTIONS.join(', ')}`);
      process.exit(2);
    }
  }
  const basePort = Number(option('port') ?? 4390);
  const prodOut = option('prod-out') ?? DEFAULT_PROD_OUT;
  return {
    only,
    reuse: argv.includes('--no-build'),
    runs: Math.max(1, Number(option('runs') ?? 3)),
    // games: the mock games' own origin; gameHost: the https proxy of the game provider's host
    // (lib/game-host.mjs), so the game page frames a game as in a deployment.
    ports: { preview: basePort, mockServer: basePort + 1, chrome: basePort + 2, floor: basePort + 3, games: basePort + 4, gameHost: basePort + 5 },
    // --mock-out= / --prod-out=: other folders, so two people measuring at once do not build into the same one.
    mockOut: option('mock-out') ?? 'dist-bench',
    prodOut,
    // The floor beside a production folder of one's own gets one of its own too.
    floorOut: option('floor-out') ?? (prodOut === DEFAULT_PROD_OUT ? 'dist-bench-floor' : `${prodOut}-floor`),
  };
}
