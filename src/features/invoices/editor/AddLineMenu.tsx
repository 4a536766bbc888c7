import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus } from '@tabler/icons-react';
import type { Billable, UsageLine } from '@/api/contract/invoices';
import { blankLine, type EditorLine } from '@machines/invoice-editor/invoice-form';
import { UsageModal } from './UsageModal';

/** A key for a line made on this screen, the first one free (the server's lines have their ids): the same steps give the same keys. */
function newKeys(taken: readonly EditorLine[], count: number): string[] {
  const used = new Set(taken.map((line) => line.key));
  const keys: string[] = [];
  for (let n = 1; keys.length < count; n++) if (!used.has(`new-${n}`)) keys.push(`new-${n}`);
  return keys;
}

/** "Add line": typed by hand, a product (its name and price), a phase or task of the project (its name), or a month's usage. */
export function AddLineMenu({
  billable,
  organisation,
  lines,
  disabled,
  onAdd,
}: {
  billable: Billable | null;
  /** The lines there are, whose keys a new line must not take. */
  lines: readonly EditorLine[];
  organisation: number | null;
  disabled: boolean;
  onAdd(lines: EditorLine[]): void;
}) {
  const { t } = useLingui();
  const [usageOpen, setUsageOpen] = useState(false);
  const add = (line: Partial<EditorLine>) => onAdd([{ ...blankLine(newKeys(lines, 1)[0]!), ...line }]);
  return (
    <>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} disabled={disabled} w="fit-content">
            <Trans>Add line</Trans>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => add({})}>{t`Typed line`}</Menu.Item>
          {billable && billable.products.length > 0 && <Menu.Label>{t`Products`}</Menu.Label>}
          {billable?.products.map((product) => (
            <Menu.Item
              key={`product-${product.id}`}
              onClick={() => add({ source: 'product', product: product.id, description: product.name, unit_minor: product.unit_minor })}
            >
              {product.name}
            </Menu.Item>
          ))}
          {billable && billable.phases.length > 0 && <Menu.Label>{t`Phases of the project`}</Menu.Label>}
          {billable?.phases.map((phase) => (
            <Menu.Item key={`phase-${phase.id}`} onClick={() => add({ source: 'phase', phase: phase.id, description: phase.name })}>
              {phase.name}
            </Menu.Item>
          ))}
          {billable && billable.tasks.length > 0 && <Menu.Label>{t`Tasks of the project`}</Menu.Label>}
          {billable?.tasks.map((task) => (
            <Menu.Item key={`task-${task.id}`} onClick={() => add({ source: 'task', task: task.id, description: task.name })}>
              {task.phase ? `${task.phase} · ${task.name}` : task.name}
            </Menu.Item>
          ))}
          {organisation !== null && (
            <>
              <Menu.Divider />
              <Menu.Item onClick={() => setUsageOpen(true)}>{t`Usage of a month…`}</Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      {organisation !== null && (
        <UsageModal
          organisation={organisation}
          opened={usageOpen}
          onClose={() => setUsageOpen(false)}
          onAdd={(usage: UsageLine[]) => {
            const keys = newKeys(lines, usage.length);
            onAdd(usage.map((line, i) => ({ ...blankLine(keys[i]!), ...line })));
          }}
        />
      )}
    </>
  );
}
