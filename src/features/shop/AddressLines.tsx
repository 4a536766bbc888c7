import { Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { BillingAddress } from '@/api/contract/shop';
import { countryName } from '@/i18n/country-name';

type AddressText = Pick<BillingAddress, 'name' | 'company' | 'line1' | 'line2' | 'city' | 'region' | 'postal_code' | 'country' | 'tax_id'>;

/** An address named in one line, for a screen reader's choice and a dialog: "Okafor Dental Studio LLC, Atlanta". */
export const addressTitle = (address: Pick<BillingAddress, 'name' | 'company' | 'city'>) =>
  `${address.company || address.name}, ${address.city}`;

/** An address as an envelope shows it (after its first line, shown by the caller). */
export function AddressLines({ address, withName = false }: { address: AddressText; withName?: boolean }) {
  const { i18n } = useLingui();
  const lines = [
    withName ? address.company || address.name : null,
    address.company && address.name ? address.name : null,
    address.line1,
    address.line2,
    [address.postal_code, address.city, address.region].filter(Boolean).join(' '),
    countryName(address.country, i18n.locale),
    address.tax_id || null,
  ].filter(Boolean);
  return (
    <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }} data-testid="address-lines">
      {lines.join('\n')}
    </Text>
  );
}
