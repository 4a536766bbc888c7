// Re-extracts the catalogs from the source, then fails when any language lacks a translation.
// Run by `npm test`, so a string added without its Spanish fails the build.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

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
