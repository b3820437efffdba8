#!/usr/bin/env -S node --disable-warning=ExperimentalWarning
// The toolwise command line. The code lives in src/cli; this file only starts the built copy.
import { main } from '../dist/cli/main.js';

process.exitCode = await main(process.argv.slice(2));
