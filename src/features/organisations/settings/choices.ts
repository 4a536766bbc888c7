/** The ISO 4217 codes the browser knows, as the server checks them. */
const CURRENCIES = Intl.supportedValuesOf('currency');

/** Every IANA time zone the browser knows, and UTC first (the server takes both). */
export const TIME_ZONES: readonly string[] = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];

/** The currencies as a select lists them: "EUR · Euro", named in the reader's language. */
export function currencyOptions(locale: string): { value: string; label: string }[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: 'currency' });
  } catch {
    names = undefined;
  }
  return CURRENCIES.map((code) => {
    const name = names?.of(code);
    return { value: code, label: name && name !== code ? `${code} · ${name}` : code };
  });
}

/** The product's languages, each named in itself, as the assistant's settings name them. */
export const LANGUAGE_OPTIONS = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
];

/** Long lists' options are drawn only while their dropdown is open (Mantine keeps every option mounted by default). */
export const LONG_LIST_COMBOBOX = { keepMounted: false } as const;
