// Re-extracts the catalogs from the source, then fails when any language lacks a translation.
// Run by `npm test`, so a string added without its Spanish fails the build.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

execFileSync('node_modules/.bin/lingui', ['extract', '--clean'], { stdio: 'ignore' });

function entries(file) {
  const text = readFileSync(file, 'utf8');
  const result = new Map();
  const re = /^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/gm;
  const join = (block) =>
    block
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
      .join('');
  for (const m of text.matchAll(re)) {
    const id = join(m[1]);
    if (id !== '') result.set(id, join(m[2]));
  }
  return result;
}

const problems = [];

// Words people read or hear that are not in the page's text: a name for a screen reader, a tooltip,
// a placeholder. Written as a plain string, they stay English in Spanish; they must go through Lingui.
const ATTRIBUTE_TEXT = /(?:\b(aria-label|title|placeholder)=|['"](aria-label)['"]:\s*)(["'])([^"']*\p{L}[^"']*)\3/gu;
for (const entry of readdirSync('src', { withFileTypes: true, recursive: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.tsx') || entry.name.includes('.test.')) continue;
  const file = path.join(entry.parentPath, entry.name);
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(ATTRIBUTE_TEXT)) {
    const line = text.slice(0, match.index).split('\n').length;
    problems.push(`${file}:${line}: ${match[1] ?? match[2]} "${match[4]}" is not translated (use t\`…\`)`);
  }
}
for (const locale of ['es']) {
  for (const [id, str] of entries(`locales/${locale}/messages.po`)) {
    if (str.trim() === '') problems.push(`${locale}: no translation for "${id}"`);
  }
}
if (problems.length) {
  console.error(`Catalogs are incomplete:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`Catalogs complete: ${entries('locales/en/messages.po').size} messages in en and es.`);
