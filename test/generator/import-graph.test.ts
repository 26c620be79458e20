/**
 * Issue 34: the generator's modules import one way. A circle (fonts/font-dist-files.ts ⇄
 * pipeline/library-stage.ts was one) makes a module's meaning depend on load order. The graph is read by
 * esbuild, the project's own parser and resolver (TypeScript 7 has no JavaScript API), with type-only
 * imports kept as edges: a type import is a dependency a reader follows too. Every strongly connected
 * component of more than one module is a circle.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { LIBRARY_FAMILIES } from '../../generator/library/families';

const ROOT = path.resolve(__dirname, '../..');

/** Every .ts file under `dir`, relative to the project. */
function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)))
    .sort();
}

/**
 * esbuild erases type-only imports; this turns each into a bare import of its module (`import type { A } from
 * './a'` and `export type { A } from './a'` become `import './a'`), and verbatimModuleSyntax keeps an import
 * whose every name is a type (`import { type A } from './a'`).
 */
const keepTypeImports: Plugin = {
  name: 'keep-type-imports',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => ({
      contents: fs.readFileSync(args.path, 'utf8').replace(/\b(?:import|export)\s+type\s+(?:\{[^}]*\}|[\w*\s]+?)\s*from\s*(['"][^'"]+['"])/g, 'import $1'),
      loader: 'ts',
    }));
  },
};

/** Module → the project modules it imports (import, import type, export … from, import()). */
async function importGraph(files: readonly string[]): Promise<Map<string, string[]>> {
  const { metafile } = await build({
    absWorkingDir: ROOT,
    entryPoints: [...files],
    bundle: true,
    write: false,
    outdir: 'out',
    metafile: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    logLevel: 'silent',
    tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
    plugins: [keepTypeImports],
  });
  return new Map(
    Object.entries(metafile.inputs)
      .filter(([file]) => file.endsWith('.ts'))
      .map(([file, input]) => [file, [...new Set(input.imports.filter((i) => !i.external && i.path.endsWith('.ts')).map((i) => i.path))]]),
  );
}

/** Tarjan's strongly connected components with more than one module: each is a circle. */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('import graph', () => {
  it('finds a circle when there is one (the check itself)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(circles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('reads type imports, re-exports and dynamic imports as edges', async () => {
    const graph = await importGraph(['generator/build.ts', 'generator/build-progress.ts', 'generator/library/library-files.ts']);
    expect(graph.get('generator/build.ts')).toContain('generator/pipeline/build-hooks.ts');
    expect(graph.get('generator/build-progress.ts')).toEqual(['generator/pipeline/build-hooks.ts']);
    expect(graph.get('generator/library/library-files.ts')).toContain('generator/library/families.ts');
  });

  it('has no circle among the modules of generator/', async () => {
    const graph = await importGraph(sourceFiles('generator'));
    expect(graph.size).toBeGreaterThan(100);
    expect(circles(graph)).toEqual([]);
  });
});

describe('library families', () => {
  it('lists every family module of generator/library/ once, under a name of its own', async () => {
    // Every export of generator/library/ shaped like a LibraryFamily.
    const families: { file: string; name: string; value: unknown }[] = [];
    for (const file of sourceFiles('generator/library')) {
      const module = (await import(path.join(ROOT, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (typeof value === 'object' && value !== null && 'files' in value && 'routed' in value && 'name' in value) families.push({ file, name, value });
      }
    }
    expect(families.length).toBeGreaterThanOrEqual(14);
    const listed = new Set<unknown>(LIBRARY_FAMILIES);
    expect(families.filter((f) => !listed.has(f.value)).map((f) => `${f.file}: ${f.name}`)).toEqual([]);
    expect(new Set(LIBRARY_FAMILIES).size).toBe(LIBRARY_FAMILIES.length);
    const names = LIBRARY_FAMILIES.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
