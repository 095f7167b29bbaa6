// The bench's command line: which sections run, how many runs, which ports and build folders.
// An unknown section ends the process with a usage line (exit code 2).

/** The sections, in the order they run whatever order --only= names them in. */
export const SECTIONS = ['lighthouse', 'hall', 'seo', 'pwa', 'trace'];

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
  return {
    only,
    reuse: argv.includes('--no-build'),
    runs: Math.max(1, Number(option('runs') ?? 3)),
    ports: { preview: basePort, mockServer: basePort + 1, chrome: basePort + 2, floor: basePort + 3 },
    // --mock-out= / --prod-out=: other folders, so two people measuring at once do not build into the same one.
    mockOut: option('mock-out') ?? 'dist-bench',
    prodOut: option('prod-out') ?? 'dist-bench-prod',
    floorOut: 'dist-bench-floor',
  };
}
