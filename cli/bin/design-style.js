#!/usr/bin/env node
// @ts-check
// The `design-style` command (package.json "bin"): plain JavaScript on Node 20 or later, no dependency.
import { main } from '../lib/main.js';

process.exitCode = await main(process.argv.slice(2));
