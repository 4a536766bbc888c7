import { Spotlight, type SpotlightActionData } from '@mantine/spotlight';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { IconSearch } from '@tabler/icons-react';
import type { MenuSection } from './menu';

/** Search over the pages of the menu the user can see: type a page's name, Enter goes there. */
export function MenuSpotlight({ sections }: { sections: MenuSection[] }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const seen = new Set<string>();
  const actions: SpotlightActionData[] = [];
  for (const section of sections) {
    for (const item of section.items) {
      const links = item.kind === 'link' ? [{ link: item, parent: section.label }] : item.children.map((link) => ({ link, parent: item.label }));
      for (const { link, parent } of links) {
        if (seen.has(link.to)) continue;
        seen.add(link.to);
        actions.push({
          id: link.id,
          label: i18n._(link.label),
          description: i18n._(parent),
          onClick: () => void navigate({ href: link.to }),
        });
      }
    }
  }
  return (
    <Spotlight
      actions={actions}
      nothingFound={t`No page matches your search.`}
      highlightQuery
      limit={8}
      searchProps={{ leftSection: <IconSearch size={18} />, placeholder: t`Search pages…`, 'aria-label': t`Search pages` }}
    />
  );
}
