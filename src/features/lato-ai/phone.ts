import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** A number as people write it in its country's international form ("+1 415 555 0142"); as given when it cannot be read. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
