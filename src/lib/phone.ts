import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/** A number as people write it in its country's international form ("+1 415 555 0142"); as given when it cannot be read. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** The country a number belongs to, for reading numbers written without their country code. */
export const countryOf = (e164: string): CountryCode | undefined => parsePhoneNumberFromString(e164)?.country;

/** What someone typed, as an E.164 number when it is a valid one ("(415) 555-0110" in the US: "+14155550110"); else null. */
export function toE164(typed: string, country?: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(typed.trim(), country);
  return parsed?.isValid() ? parsed.number : null;
}
