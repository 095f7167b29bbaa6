// Vitest runs the jsdom files in `vmForks` (one jsdom import per process, not per file: about
// 80 s less on two cores). The VM context's globals are jsdom's window, which has no web streams;
// MSW's interceptors need them. Node's own classes stand in, only where the context lacks one.
import * as webStreams from 'node:stream/web';

const NAMES = ['ReadableStream', 'WritableStream', 'TransformStream', 'TextDecoderStream', 'TextEncoderStream'] as const;

for (const name of NAMES) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value: webStreams[name], configurable: true, writable: true });
}
