#!/usr/bin/env -S node --disable-warning=ExperimentalWarning
// The toolwise command line. The code lives in src/cli; this file only starts the built copy.
import { main } from '../dist/cli/main.js';

// A reader that stops early (`toolwise library list | head`) is not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

process.exitCode = await main(process.argv.slice(2));
