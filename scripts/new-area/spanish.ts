import type { AreaNames } from './names';

/** The Spanish of the messages every new area's page starts with. */
const SPANISH: Record<string, string> = {
  Name: 'Nombre',
  Created: 'Creación',
  Loading: 'Cargando',
  'Nothing here yet.': 'Aún no hay nada aquí.',
  'Could not load this list.': 'No se pudo cargar esta lista.',
};

/** A PO string as it is written between quotes. */
const quoted = (text: string) => JSON.stringify(text);

/**
 * The Spanish catalog with the new area's messages translated where they are still empty. The
 * area's name has no Spanish the generator could know: it stays as in English, to be written by
 * hand (the generator says so), and the catalog check still passes meanwhile.
 */
export function fillSpanish(catalog: string, n: AreaNames): { catalog: string; filled: string[] } {
  const table: Record<string, string> = { ...SPANISH, [n.title]: n.title };
  const filled: string[] = [];
  const result = catalog.replace(/^msgid (".*")\nmsgstr ""$/gm, (entry, id: string) => {
    const english = JSON.parse(id) as string;
    const spanish = table[english];
    if (spanish === undefined) return entry;
    filled.push(english);
    return `msgid ${id}\nmsgstr ${quoted(spanish)}`;
  });
  return { catalog: result, filled };
}
