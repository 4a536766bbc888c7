import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/render';
import { MoveMenu, MovePlaces } from './MoveMenu';

function Card({ onMove }: { onMove(target: string, at: number): void }) {
  return (
    <MoveMenu label="Move Wireframes to…" tooltip="Move to…">
      <MovePlaces
        from="todo"
        index={1}
        targets={[
          { id: 'todo', name: 'To Do', size: 3 },
          { id: 'done', name: 'Done', size: 2 },
        ]}
        onMove={onMove}
      />
    </MoveMenu>
  );
}

describe('MoveMenu', () => {
  it('mounts its menu when first pressed, opens it at once, and gives the focus back to its button', async () => {
    const moves: [string, number][] = [];
    renderWithProviders(<Card onMove={(target, at) => moves.push([target, at])} />);
    const button = screen.getByRole('button', { name: 'Move Wireframes to…' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();

    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'To the end of Done', hidden: true })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem', { hidden: true })).toBeNull());
    expect(screen.getByRole('button', { name: 'Move Wireframes to…' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Move Wireframes to…' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'To the end of Done', hidden: true }));
    expect(moves).toEqual([['done', 2]]);
  });
});
