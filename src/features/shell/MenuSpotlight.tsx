import { Spotlight, type SpotlightActionData } from '@mantine/spotlight';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { IconSearch } from '@tabler/icons-react';
import type { MenuSection } from './menu';
import { menuEntries } from './menu-visibility';
import '@mantine/spotlight/styles.css';

/** Search over the pages of the menu the user can see: type a page's name, Enter goes there. */
export function MenuSpotlight({ sections }: { sections: MenuSection[] }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const entries = menuEntries(sections);
  // A page listed twice in the menu (Todo List) is one search result.
  const actions: SpotlightActionData[] = entries
    .filter((entry, index) => entries.findIndex((e) => e.link.to === entry.link.to) === index)
    .map(({ link, parent }) => ({
      id: link.id,
      label: i18n._(link.label),
      description: i18n._(parent),
      onClick: () => void navigate({ href: link.to }),
    }));
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
