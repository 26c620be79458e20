/**
 * Tailwind CSS v4 for the tests (issue 19). The repository keeps Tailwind 3.4 as `tailwindcss` (the v3
 * `tailwind` export is tested with it) and Tailwind 4 under the alias `tailwindcss4`, compiled through
 * `@tailwindcss/postcss` (whose own `tailwindcss` 4 is nested under it). A fixture project gets a
 * `node_modules/tailwindcss` link to the v4 package, so its CSS says `@import "tailwindcss"` as a real
 * v4 project does, and its pages are scanned by Tailwind's own scanner (`@source`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import tailwindPostcss from '@tailwindcss/postcss';
import postcss, { type Root } from 'postcss';

const TAILWIND4 = path.resolve('node_modules/tailwindcss4');

/** A temporary project whose `tailwindcss` is v4; removed by the returned function. */
export function tailwind4Project(prefix = 'dsl-tw4-'): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.mkdirSync(path.join(dir, 'node_modules'));
  fs.symlinkSync(TAILWIND4, path.join(dir, 'node_modules', 'tailwindcss'), 'dir');
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Compiles `file` (a CSS file of the project) with Tailwind v4, unminified, and parses the result. */
export async function compileTailwind4(file: string): Promise<{ css: string; root: Root }> {
  const result = await postcss([tailwindPostcss({ base: path.dirname(file), optimize: false })]).process(fs.readFileSync(file, 'utf8'), { from: file });
  return { css: result.css, root: postcss.parse(result.css) };
}

/** The version of the compiler the tests run, as its banner says it. */
export const tailwind4Version = (): string => (JSON.parse(fs.readFileSync(path.join(TAILWIND4, 'package.json'), 'utf8')) as { version: string }).version;

type Scope = Map<string, string>;

/**
 * How a compiled stylesheet defines custom properties for an element under `<html class="{mode}">`: the
 * pinned block of that mode (`.dark, [data-theme="dark"]`, or `.dark`), then unlayered `:root`, then Tailwind's theme
 * layer (`:root, :host`). `var()` is resolved against them, fallbacks taken when a property is undefined.
 */
export class ModeScopes {
  private readonly theme: Scope = new Map();
  private readonly root: Scope = new Map();
  readonly pinned = new Map<string, Scope>();
  readonly media = new Map<string, Scope>();
  /** Each utility's declarations, by selector. */
  readonly utilities = new Map<string, Map<string, string>>();

  constructor(root: Root) {
    root.walkRules((rule) => {
      const parent = rule.parent;
      const atRule = parent?.type === 'atrule' ? (parent as { name: string; params: string }) : undefined;
      const decls = new Map<string, string>();
      rule.walkDecls((d) => void decls.set(d.prop, d.value));
      if (atRule?.name === 'layer' && atRule.params === 'theme') for (const [k, v] of decls) this.theme.set(k, v);
      else if (atRule?.name === 'layer' && atRule.params === 'utilities') this.utilities.set(rule.selector, decls);
      else if (atRule?.name === 'media') {
        const mode = /prefers-color-scheme:\s*(light|dark)/.exec(atRule.params)?.[1];
        if (mode && rule.selector.startsWith(':root')) this.media.set(mode, decls);
      } else if (!atRule && rule.selector === ':root') for (const [k, v] of decls) this.root.set(k, v);
      else if (!atRule) {
        // `.dark, [data-theme="dark"]` (the css-tailwind export) or `.dark` (shadcn's CLI).
        const mode = /^\.(light|dark)(?:, \[data-theme="\1"\])?$/.exec(rule.selector)?.[1];
        if (mode) this.pinned.set(mode, decls);
      }
    });
  }

  /** A custom property's value for `<html class="{mode}">`, or undefined. */
  property(name: string, mode: string): string | undefined {
    return this.pinned.get(mode)?.get(name) ?? this.root.get(name) ?? this.theme.get(name);
  }

  /** `value` with every `var()` resolved for `mode`; throws on a property that is undefined without fallback. */
  resolve(value: string, mode: string, depth = 0): string {
    if (depth > 20) throw new Error(`var() cycle in ${value}`);
    let out = '';
    let i = 0;
    while (i < value.length) {
      const start = value.indexOf('var(', i);
      if (start < 0) break;
      out += value.slice(i, start);
      let level = 0;
      let end = start + 3;
      for (; end < value.length; end++) {
        if (value[end] === '(') level++;
        else if (value[end] === ')' && --level === 0) break;
      }
      const inner = value.slice(start + 4, end);
      const comma = inner.indexOf(',');
      const name = (comma < 0 ? inner : inner.slice(0, comma)).trim();
      const fallback = comma < 0 ? undefined : inner.slice(comma + 1).trim();
      const defined = this.property(name, mode);
      if (defined !== undefined) out += this.resolve(defined, mode, depth + 1);
      else if (fallback !== undefined) out += this.resolve(fallback, mode, depth + 1);
      else throw new Error(`${name} is undefined in ${mode} mode`);
      i = end + 1;
    }
    return out + value.slice(i);
  }
}
