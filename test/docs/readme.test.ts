/**
 * Issue 31, point 9: a README a newcomer can read. It stays short, every relative link of README.md,
 * data/README.md and docs/ reaches a file (and a heading, when it names one), and no documented command names an unpublished
 * package (`npx design-style`, `npx github:…`: npm would look the name up in the registry).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MAX_README_LINES = 300;
const DOCUMENTS = ['README.md', 'data/README.md', ...fs.readdirSync('docs').filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

/** The text a reader sees as prose: fenced blocks, inline code and HTML comments removed. */
function prose(markdown: string): string {
  return markdown
    .replace(/^```[\s\S]*?^```/gm, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, text] of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const base = text!.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** Every relative link target of a Markdown file: `[text](target)`, outside code. */
function relativeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe('README.md', () => {
  const readme = fs.readFileSync('README.md', 'utf8');

  it(`is at most ${MAX_README_LINES} lines`, () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(MAX_README_LINES);
  });

  it('gives the two set-up commands and the portal', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm test');
    expect(readme).toContain('http://localhost:3000/developers');
  });

  it('runs the CLI from the service itself, never by an unpublished package name', () => {
    expect(readme).toContain(
      'npm exec --yes --package=http://localhost:3000/cli/design-style.tgz -- design-style add bauhaus --format css-tailwind',
    );
  });
});

describe.each(DOCUMENTS)('%s', (file) => {
  const markdown = fs.readFileSync(file, 'utf8');

  it('names no unpublished package in a command', () => {
    expect(markdown).not.toMatch(/npx\s+(?:--yes\s+|-y\s+)?(?:design-style\b|github:)/);
  });

  it('links only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const target of relativeLinks(markdown)) {
      const [pathPart, anchor] = target.split('#', 2) as [string, string | undefined];
      const resolved = pathPart === '' ? file : path.join(path.dirname(file), decodeURIComponent(pathPart));
      if (!fs.existsSync(resolved)) {
        broken.push(`${target}: no file ${resolved}`);
        continue;
      }
      if (anchor !== undefined && resolved.endsWith('.md') && !anchorsOf(fs.readFileSync(resolved, 'utf8')).has(anchor)) {
        broken.push(`${target}: no heading #${anchor} in ${resolved}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
