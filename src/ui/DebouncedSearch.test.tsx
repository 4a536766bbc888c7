import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/render';
import { DebouncedSearch } from './DebouncedSearch';

/** The field as a page holds it: its words in the page's state (the address), cleared from outside. */
function Page({ onChange }: { onChange(words: string): void }) {
  const [words, setWords] = useState('');
  return (
    <>
      <DebouncedSearch
        label="Search"
        value={words}
        onChange={(next) => {
          onChange(next);
          setWords(next);
        }}
      />
      <button type="button" onClick={() => setWords('')}>
        Clear filters
      </button>
    </>
  );
}

describe('a search typed freely', () => {
  it('sends the words once the typing pauses, and once', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Page onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'crown');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('crown'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows words cleared from outside, and does not send the old ones back', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Page onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Search' });
    await userEvent.type(field, 'crown');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('crown'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(field).toHaveValue(''));
    // The next words typed are sent, and nothing came between: the cleared words were not sent back.
    await userEvent.type(field, 'x');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('x'));
    expect(onChange.mock.calls).toEqual([['crown'], ['x']]);
  });
});
