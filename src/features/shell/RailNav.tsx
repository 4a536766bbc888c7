import { Stack, Tooltip, UnstyledButton } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { moveFocusWithArrows } from './arrow-keys';
import type { MenuSection } from './menu';
import classes from './Shell.module.css';

interface Props {
  sections: MenuSection[];
  activeId: string | undefined;
  onSelect(id: string): void;
}

/** Layout 2's 80 px primary rail: one button per menu section. */
export function RailNav({ sections, activeId, onSelect }: Props) {
  const { i18n, t } = useLingui();
  return (
    <Stack component="nav" aria-label={t`Menu sections`} gap={6} align="center" py="md" onKeyDown={moveFocusWithArrows}>
      {sections.map((section) => {
        const Icon = section.icon;
        const label = i18n._(section.label);
        return (
          <Tooltip key={section.id} label={label} position="right" withinPortal>
            <UnstyledButton
              className={classes.railButton}
              data-active={section.id === activeId || undefined}
              aria-label={label}
              aria-pressed={section.id === activeId}
              onClick={() => onSelect(section.id)}
            >
              <Icon size={22} stroke={1.6} />
            </UnstyledButton>
          </Tooltip>
        );
      })}
    </Stack>
  );
}
