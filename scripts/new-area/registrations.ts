import type { AreaNames } from './names';

/** An edit of a file that lists every area: what to add, and where. */
interface Registration {
  file: string;
  imports: string[];
  /** Added as the list's last entry, just before the line that closes it. */
  entry?: { line: string; closing: RegExp };
}

export const registrations = (n: AreaNames): Registration[] => [
  {
    file: 'src/api/contract/api.ts',
    imports: [`import { ${n.camel}Endpoints } from './${n.kebab}';`],
    entry: { line: `  ${n.camel}: ${n.camel}Endpoints,`, closing: /^} as const;$/m },
  },
  {
    file: 'server/src/areas.ts',
    imports: [`import { ${n.camel}Handlers } from './${n.kebab}/routes';`, `import { ${n.camel}Seed } from './${n.kebab}/seed';`],
    // Last, so its demo data comes after the people and projects it may build on.
    entry: {
      line: `  ${n.camel}: area({ contract: API.${n.camel}, handlers: ${n.camel}Handlers, seed: ${n.camel}Seed }),`,
      closing: /^} satisfies /m,
    },
  },
  { file: 'server/db/schema.ts', imports: [`export * from './${n.kebab}-schema';`] },
];

const LAST_IMPORT = /^(import|export \*) [^;]*;$(?![\s\S]*^(import|export \*) )/m;

/** The file's text with the area added; throws, naming the file, when it no longer has the expected shape. */
export function register(text: string, { file, imports, entry }: Registration): string {
  const lastImport = text.match(LAST_IMPORT);
  if (!lastImport || lastImport.index === undefined) throw new Error(`${file}: found no import to add the new area's after.`);
  const afterImports = lastImport.index + lastImport[0].length;
  let result = `${text.slice(0, afterImports)}\n${imports.join('\n')}${text.slice(afterImports)}`;
  if (entry) {
    const closing = result.match(entry.closing);
    if (!closing || closing.index === undefined)
      throw new Error(`${file}: found no line matching ${entry.closing} to add the area before.`);
    result = `${result.slice(0, closing.index)}${entry.line}\n${result.slice(closing.index)}`;
  }
  return result;
}
