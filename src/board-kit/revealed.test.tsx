import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/render';
import { REVEAL_STEP } from './reveal-step';
import { ShowMore, useRevealed } from './revealed';

function TwoLists({ sizes }: { sizes: Record<string, number> }) {
  const { shownOf, more } = useRevealed();
  return (
    <>
      {Object.entries(sizes).map(([key, total]) => {
        const shown = shownOf(key, total);
        return (
          <section key={key} aria-label={key}>
            <ul>
              {Array.from({ length: shown }, (_, index) => (
                <li key={index}>{`${key} ${index + 1}`}</li>
              ))}
            </ul>
            <ShowMore listKey={key} shown={shown} total={total} onMore={more} />
          </section>
        );
      })}
    </>
  );
}

const itemsIn = (list: string) => screen.getByRole('region', { name: list }).querySelectorAll('li').length;

describe('a long list drawn a part at a time', () => {
  it('draws a first part, then the next on request, each list on its own, until all are drawn', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TwoLists sizes={{ todo: 2 * REVEAL_STEP + 10, done: 3, short: REVEAL_STEP + 4 }} />);
    // A list only a few items longer than a part is drawn whole: a button for four more is not worth it.
    expect([itemsIn('todo'), itemsIn('done'), itemsIn('short')]).toEqual([REVEAL_STEP, 3, REVEAL_STEP + 4]);
    expect(screen.getAllByRole('button')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: `Show ${REVEAL_STEP + 10} more` }));
    expect(itemsIn('todo')).toBe(2 * REVEAL_STEP);
    await user.click(screen.getByRole('button', { name: 'Show 10 more' }));
    expect(itemsIn('todo')).toBe(2 * REVEAL_STEP + 10);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
