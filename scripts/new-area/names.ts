/** The spellings of an area's name that its files use, from the kebab-case name given. */
export interface AreaNames {
  /** `purchase-orders`: folders, file names, the address, the seed's record. */
  kebab: string;
  /** `purchaseOrders`: the contract's key in API and AREAS, the table's export, function names. */
  camel: string;
  /** `PurchaseOrders`: components. */
  pascal: string;
  /** `purchase_orders`: the table and its migration. */
  snake: string;
  /** `Purchase orders`: the page's heading and menu entry. */
  title: string;
  /** `PurchaseOrder`: the type of one row. */
  singularPascal: string;
  /** `purchaseOrder`: the schema of one row. */
  singularCamel: string;
  /** `Purchase order`: the demo rows' names. */
  singularTitle: string;
}

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** PostgreSQL keeps 63 characters of a name; the table's index adds `_created_at_idx`. */
const MAX_LENGTH = 40;

/**
 * Names a generated file would declare as they are (the table's export, the row's type) that
 * JavaScript reserves or the generated files already import.
 */
const UNAVAILABLE = new Set(
  [
    'break case catch class const continue debugger default delete do else enum export extends false finally for function',
    'if import in instanceof new null return super switch this throw true try typeof var void while with yield let static',
    'await implements interface package private protected public arguments eval undefined',
    'z desc index integer text timestamp pgTable pageOf handlersFor Db DemoSeed Route',
  ]
    .join(' ')
    .split(' '),
);

const words = (kebab: string) => kebab.split('-');
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A plural's singular, by the common English endings; a name that is no plural stays as it is. */
function singular(word: string): string {
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  // "status", "analysis", "address" are singular already.
  if (/[^siu]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Why a name cannot be an area's, or undefined when it can. */
export function invalidName(name: string | undefined): string | undefined {
  if (!name) return 'Give the new area a name: npm run new:area <name>, for example npm run new:area invoices.';
  if (!KEBAB.test(name))
    return `"${name}" is not a kebab-case name: lower-case letters and digits, words joined by "-", starting with a letter (purchase-orders).`;
  if (name.length > MAX_LENGTH) return `"${name}" is longer than ${MAX_LENGTH} characters.`;
  const names = areaNames(name);
  const clash = [names.camel, names.singularPascal].find((identifier) => UNAVAILABLE.has(identifier));
  if (clash) return `"${name}" would declare ${clash}, which JavaScript or the generated files already use: choose another name.`;
  return undefined;
}

export function areaNames(kebab: string): AreaNames {
  const parts = words(kebab);
  const last = parts.length - 1;
  const singularParts = parts.map((word, i) => (i === last ? singular(word) : word));
  const camelOf = (list: string[]) => list.map((word, i) => (i === 0 ? word : capital(word))).join('');
  const titleOf = (list: string[]) => capital(list.join(' '));
  return {
    kebab,
    camel: camelOf(parts),
    pascal: parts.map(capital).join(''),
    snake: parts.join('_'),
    title: titleOf(parts),
    singularPascal: singularParts.map(capital).join(''),
    singularCamel: camelOf(singularParts),
    singularTitle: titleOf(singularParts),
  };
}
