/**
 * /cli/design-style.tgz (issue 31): the `design-style` package (cli/) packed by `npm pack`, with a
 * service.json naming this service's BASE_URL, so that a user with nothing but the service's URL runs
 * `npm exec --yes --package=<base>/cli/design-style.tgz -- design-style …` from any project and the CLI talks
 * to the service it came from. The package has no dependency, so npm needs no registry to install it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { keyOf } from '../pipeline/key';
import { CLI_CONTRACT_FILE, CLI_DIR, cliContractIsCurrent } from './cli-contract';

export const CLI_PACKAGE_URL = '/cli/design-style.tgz';

/** The command a user runs from their project to add a style (the portal's quick start and the docs show it). */
export const cliCommand = (baseUrl: string, args: string) => `npm exec --yes --package=${baseUrl}${CLI_PACKAGE_URL} -- design-style ${args}`;

/** The package's files, sorted, relative to cli/. */
function packageFiles(dir = CLI_DIR, prefix = ''): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => {
      if (e.name === 'node_modules' || e.name === 'service.json') return [];
      const relative = prefix + e.name;
      return e.isDirectory() ? packageFiles(path.join(dir, e.name), `${relative}/`) : [relative];
    });
}

/** A hash of cli/ and the base URL baked in: the tarball is packed again only when one of them changed. */
export function cliPackageKey(baseUrl: string): string {
  return keyOf('cli-package', baseUrl, ...packageFiles().flatMap((file) => [file, keyOf(fs.readFileSync(path.join(CLI_DIR, file), 'latin1'))]));
}

/** npm, as the running npm names itself (`npm run build`), else from PATH. */
function npmCommand(): [string, string[]] {
  const execPath = process.env.npm_execpath;
  if (execPath && /npm-cli\.[cm]?js$/.test(execPath)) return [process.execPath, [execPath]];
  return [process.platform === 'win32' ? 'npm.cmd' : 'npm', []];
}

/**
 * The packed tarball: cli/ copied into a scratch folder with its service.json, then `npm pack`, which sets
 * every entry's time and owner, so the bytes depend only on the files.
 */
export function packCliPackage(baseUrl: string): Buffer {
  if (!cliContractIsCurrent()) {
    throw new Error(`${path.relative(process.cwd(), CLI_CONTRACT_FILE)} differs from generator/contract: run \`npx tsx generator/publish/cli-contract.ts\``);
  }
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-cli-pack-'));
  try {
    const source = path.join(scratch, 'package');
    fs.mkdirSync(source);
    for (const file of packageFiles()) {
      fs.mkdirSync(path.dirname(path.join(source, file)), { recursive: true });
      fs.copyFileSync(path.join(CLI_DIR, file), path.join(source, file));
    }
    fs.writeFileSync(path.join(source, 'service.json'), `${JSON.stringify({ baseUrl }, null, 2)}\n`);
    const [command, prefix] = npmCommand();
    const out = execFileSync(command, [...prefix, 'pack', '--json', '--ignore-scripts', '--pack-destination', scratch], {
      cwd: source,
      env: { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_loglevel: 'error' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const [{ filename }] = JSON.parse(out) as [{ filename: string }];
    return fs.readFileSync(path.join(scratch, filename));
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
