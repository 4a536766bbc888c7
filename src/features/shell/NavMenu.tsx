import { useState } from 'react';
import { NavLink, Stack, Text, Tooltip } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { RouterAnchor } from '@/layout/RouterAnchor';
import { moveFocusWithArrows } from './arrow-keys';
import type { MenuItem, MenuLink, MenuSection } from './menu';
import { groupHoldsPath, isActiveLink } from './menu-visibility';

interface Props {
  sections: MenuSection[];
  /** Icons only (the 86 px sidebar). */
  compact?: boolean;
  /** Hide section titles (layout 2's panel shows one section under its own title). */
  hideSectionLabels?: boolean;
  onNavigate?(): void;
}

function usePathname() {
  return useRouterState({ select: (s) => s.location.pathname });
}

/**
 * A group holding the current page is open unless the user closed it, and so is a group that is
 * the user's only one (a client's Lato AI); any other group is closed unless the user opened it.
 */
function useOpenGroups(sections: MenuSection[], pathname: string) {
  const [choices, setChoices] = useState<Record<string, boolean>>({});
  const items = sections.flatMap((s) => s.items);
  const lone = items.length === 1 && items[0]!.kind === 'group' ? items[0]!.id : undefined;
  const isOpen = (id: string) => choices[id] ?? (id === lone || items.some((item) => item.id === id && groupHoldsPath(item, pathname)));
  const toggle = (id: string, opened: boolean) => setChoices((current) => ({ ...current, [id]: opened }));
  return { isOpen, toggle };
}

/** The single-level menu: layout 1's sidebar, the mobile drawer, and layout 2's panel. */
export function NavMenu({ sections, compact = false, hideSectionLabels = false, onNavigate }: Props) {
  const { i18n, t } = useLingui();
  const pathname = usePathname();
  const { isOpen, toggle } = useOpenGroups(sections, pathname);

  const renderLink = (item: MenuLink, nested: boolean) => {
    const Icon = item.icon;
    const label = i18n._(item.label);
    const entry = (
      <NavLink
        key={item.id}
        component={RouterAnchor}
        href={item.to}
        label={compact ? undefined : label}
        aria-label={compact ? label : undefined}
        // A label too long for the menu is cut with an ellipsis; hovering shows it whole.
        title={compact ? undefined : label}
        leftSection={Icon ? <Icon size={20} stroke={1.6} /> : undefined}
        active={isActiveLink(item, pathname)}
        aria-current={isActiveLink(item, pathname) ? 'page' : undefined}
        onClick={onNavigate}
        pl={nested ? undefined : 'sm'}
      />
    );
    return compact ? (
      <Tooltip key={item.id} label={label} position="right" withinPortal>
        {entry}
      </Tooltip>
    ) : (
      entry
    );
  };

  const renderItem = (item: MenuItem) => {
    if (item.kind === 'link') return renderLink(item, false);
    const Icon = item.icon;
    const label = i18n._(item.label);
    if (compact) {
      return (
        <Tooltip key={item.id} label={label} position="right" withinPortal>
          <NavLink
            component="button"
            type="button"
            aria-label={label}
            leftSection={<Icon size={20} stroke={1.6} />}
            active={groupHoldsPath(item, pathname)}
            pl="sm"
          />
        </Tooltip>
      );
    }
    return (
      <NavLink
        key={item.id}
        // A button, so the group is reachable with Tab and toggles with Enter or Space.
        component="button"
        type="button"
        aria-expanded={isOpen(item.id)}
        label={label}
        leftSection={<Icon size={20} stroke={1.6} />}
        opened={isOpen(item.id)}
        onChange={(opened) => toggle(item.id, opened)}
        // A closed group's links are not kept (Mantine keeps them by default, rendered while hidden):
        // the menu has some fifty, and every page of the dashboard renders the menu.
        keepMounted={false}
        active={groupHoldsPath(item, pathname)}
        variant="subtle"
        pl="sm"
        data-group={item.id}
      >
        {item.children.map((child) => renderLink(child, true))}
      </NavLink>
    );
  };

  return (
    <Stack component="nav" aria-label={t`Main menu`} gap={2} onKeyDown={moveFocusWithArrows}>
      {sections.map((section) => (
        <Stack key={section.id} gap={2} component="section" aria-label={i18n._(section.label)}>
          {!compact && !hideSectionLabels && (
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
              {i18n._(section.label)}
            </Text>
          )}
          {section.items.map(renderItem)}
        </Stack>
      ))}
    </Stack>
  );
}
