import { AsYouType, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import metadata from 'libphonenumber-js/metadata.max.json';

/**
 * How many characters of a caller's number are grouped by before its country is read: '+', the
 * country calling code and what follows it, which holds the area code of a North American number
 * (+1 is shared by the United States, Canada and the Caribbean, told apart by area code). Numbers
 * are grouped in SQL and each group's country read once here, never once per call. Known limits of
 * five characters: the places sharing a code and told apart deeper (Guernsey, Jersey and the Isle
 * of Man under +44, the Vatican under +39) count as the code's main country.
 */
export const COUNTRY_PREFIX_LENGTH = 5;

/** A made-up subscriber number after a North American area code: any seven digits from 2 name the area's country. */
const NANP_SUBSCRIBER = '2345678';

/**
 * The country (ISO 3166 alpha-2) of the numbers starting with `prefix` (the first
 * COUNTRY_PREFIX_LENGTH characters of an E.164 number), or null where they name none: a withheld
 * number ('anonymous', '') or a code no country has. The prefix's own digits decide when they can
 * (Spain's +34, Kazakhstan's +7 7); under +1 the area code does (a number in it, made up, is read);
 * else the country calling code's main country (+44 is GB's).
 */
export function countryOfPrefix(prefix: string): CountryCode | null {
  if (!/^\+\d+$/.test(prefix)) return null;
  const typed = new AsYouType();
  typed.input(prefix);
  const decided = typed.getCountry();
  if (decided) return decided;
  const callingCode = typed.getCallingCode();
  if (!callingCode) return null;
  if (callingCode === '1') {
    const areaCode = prefix.slice(2, 5);
    if (areaCode.length < 3) return null;
    return parsePhoneNumberFromString(`+1${areaCode}${NANP_SUBSCRIBER}`)?.country ?? null;
  }
  return (metadata.country_calling_codes[callingCode]?.[0] as CountryCode | undefined) ?? null;
}
