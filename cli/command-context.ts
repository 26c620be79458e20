/** What every command receives from main(): where to write, and the API client for its global options. */
import type { Command } from 'commander';
import type { ApiClient } from './api-client';
import type { Io } from './output';

export interface GlobalOptions {
  base?: string;
  json?: boolean;
}

export interface CommandContext {
  io: Io;
  /** The client for the command's `--base` (or DESIGN_STYLE_API, or the default). */
  client(command: Command): ApiClient;
  /** Whether `--json` was given, before or after the command name. */
  json(command: Command): boolean;
}
