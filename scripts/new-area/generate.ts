import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AreaNames } from './names';
import { register, registrations } from './registrations';
import { fillSpanish } from './spanish';
import { newFiles } from './templates';
import { extractMessages, formatted, writeMigration, writeRouteTree } from './tools';

export interface Generated {
  /** Files the area starts with. */
  written: string[];
  /** Files that already were and now know the area (the lists of areas, the route tree, the catalogs). */
  touched: string[];
  /** Messages given their Spanish from the generator's table; the area's name among them, as in English. */
  spanish: string[];
}

const SPANISH_CATALOG = 'locales/es/messages.po';

/** Writes a working area with one list, in the repository at the current folder. */
export async function generateArea(n: AreaNames): Promise<Generated> {
  const written: string[] = [];
  for (const [file, text] of Object.entries(newFiles(n))) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await formatted(file, text));
    written.push(file);
  }
  const touched: string[] = [];
  for (const registration of registrations(n)) {
    const text = register(readFileSync(registration.file, 'utf8'), registration);
    writeFileSync(registration.file, await formatted(registration.file, text));
    touched.push(registration.file);
  }
  const migration = writeMigration(n.snake);
  written.push(...migration.written);
  touched.push(...migration.touched);
  touched.push(await writeRouteTree());
  extractMessages();
  const { catalog, filled } = fillSpanish(readFileSync(SPANISH_CATALOG, 'utf8'), n);
  writeFileSync(SPANISH_CATALOG, catalog);
  touched.push('locales/en/messages.po', SPANISH_CATALOG);
  return { written, touched, spanish: filled };
}
