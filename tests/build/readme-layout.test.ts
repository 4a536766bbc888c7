import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Folders that are not the project's: history, installed packages, and what .gitignore keeps out. */
const NOT_OURS = new Set(['.git', 'node_modules', 'dist', 'dist-server', 'data', 'coverage', 'test-results']);

const folders = (parent: string) =>
  readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_OURS.has(entry.name))
    .map((entry) => entry.name);

/** The paths the README's Layout table names in its first column. */
function layoutPaths(): string[] {
  const readme = readFileSync('README.md', 'utf8');
  const section = readme.split('\n## Layout\n')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([^`]+)`/g)].map((match) => match[1]!));
}

describe("the README's Layout table", () => {
  it('names every top-level folder and every folder of src/', () => {
    const named = layoutPaths();
    expect(named.length).toBeGreaterThan(10);
    const missing = [...folders('.').map((name) => `${name}/`), ...folders('src').map((name) => `src/${name}/`)].filter(
      (folder) => !named.some((path) => path === folder || path.startsWith(folder)),
    );
    expect(missing, 'add a row for each to the Layout table in README.md').toEqual([]);
  });
});
