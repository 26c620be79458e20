#!/usr/bin/env node
// Entry of the `design-style` command (package.json "bin"): registers tsx's loader so the TypeScript
// sources run on plain Node 20, from a clone or an npx install, then runs the CLI (main.ts).
import { register } from 'tsx/esm/api';

// tsconfig: false keeps the tsconfig.json of the directory the user runs us from out of our compilation.
register({ tsconfig: false });
const { main } = await import('./main.ts');
process.exitCode = await main(process.argv.slice(2));
