import { Select, type SelectProps } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useActiveOrganisation } from '@/features/organisations/active-organisation';

/**
 * Which of the signed-in person's businesses the page is about, for someone who belongs to several:
 * choosing one writes it into the address (and remembers it). Nothing for someone with one or none.
 */
export function OrganisationSwitcher(props: Omit<SelectProps, 'data' | 'value' | 'onChange' | 'label'>) {
  const { t } = useLingui();
  const { organisations, active, choose } = useActiveOrganisation();
  if (organisations.length < 2 || !active) return null;
  return (
    <Select
      label={t`Business`}
      data={organisations.map((o) => ({ value: String(o.id), label: o.name }))}
      value={String(active.id)}
      onChange={(id) => id && choose(Number(id))}
      allowDeselect={false}
      searchable={organisations.length > 8}
      maw={360}
      w="100%"
      {...props}
    />
  );
}
