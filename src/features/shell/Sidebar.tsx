import { useState } from 'react';
import { AppShell, ScrollArea, Text } from '@mantine/core';
import { useHover } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import type { LayoutName } from '@/features/settings';
import type { MenuSection } from './menu';
import { groupHoldsPath, isActiveLink } from './menu-visibility';
import { NavMenu } from './NavMenu';
import { RailNav } from './RailNav';
import classes from './Shell.module.css';

function sectionHolding(sections: MenuSection[], pathname: string): string | undefined {
  return sections.find((s) =>
    s.items.some((item) => (item.kind === 'link' ? isActiveLink(item, pathname) : groupHoldsPath(item, pathname))),
  )?.id;
}

/** Layout 2's panel follows the page, unless the user picked another section on the rail. */
function useActiveSection(sections: MenuSection[], pathname: string) {
  const [picked, setPicked] = useState<{ id: string; onPath: string } | null>(null);
  const active = picked?.onPath === pathname ? picked.id : (sectionHolding(sections, pathname) ?? sections[0]?.id);
  return [active, (id: string) => setPicked({ id, onPath: pathname })] as const;
}

/**
 * The sidebar of a wide screen: layout 1's menu, compact when collapsed and whole while the
 * pointer is over it; layout 2's rail of sections beside the chosen section's panel.
 */
export function Sidebar({
  layout,
  sections,
  pathname,
  collapsed,
  onExpand,
}: {
  layout: LayoutName;
  sections: MenuSection[];
  pathname: string;
  collapsed: boolean;
  onExpand(): void;
}) {
  const { i18n } = useLingui();
  const { hovered, ref } = useHover<HTMLElement>();
  const [activeSection, setActiveSection] = useActiveSection(sections, pathname);
  const panelSection = sections.find((s) => s.id === activeSection);
  const expandedOnHover = layout === 'layout1' && collapsed && hovered;

  return (
    <AppShell.Navbar ref={ref} className={classes.navbar} data-expanded={expandedOnHover || undefined} data-testid="sidebar">
      {layout === 'layout2' ? (
        <div className={classes.twoLevel}>
          <ScrollArea className={classes.rail} type="never">
            <RailNav
              sections={sections}
              activeId={activeSection}
              onSelect={(id) => {
                setActiveSection(id);
                if (collapsed) onExpand();
              }}
            />
          </ScrollArea>
          {!collapsed && panelSection && (
            <ScrollArea className={classes.panel} data-testid="secondary-panel">
              <Text fw={700} px="sm" py="sm">
                {i18n._(panelSection.label)}
              </Text>
              <NavMenu sections={[panelSection]} hideSectionLabels />
            </ScrollArea>
          )}
        </div>
      ) : (
        <ScrollArea px="xs" pb="md">
          <NavMenu sections={sections} compact={collapsed && !hovered} />
        </ScrollArea>
      )}
    </AppShell.Navbar>
  );
}
