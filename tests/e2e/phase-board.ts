import type { Page } from 'playwright-core';

/** The phase editor as the reader sees it: each phase's name with its cards' titles, in order. */
export const boardOf = (page: Page) =>
  page
    .getByTestId('phase')
    .evaluateAll((phases) =>
      phases.map((phase) => [
        phase.getAttribute('aria-label'),
        [...phase.querySelectorAll('[data-testid="task-card"]')].map((card) => card.getAttribute('aria-label')),
      ]),
    );

/** Resolves once every change made on the board has been saved. */
export const allSaved = (page: Page) => page.getByText('All changes saved').waitFor();
