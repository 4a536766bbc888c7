import { useEffect } from 'react';

const PRODUCT = 'Lato';

/**
 * The browser tab (and the history, and bookmarks) names the page by its main heading: "Calls ·
 * Lato", "Moreau Bakery loyalty programme · Lato". It follows the heading as it changes (a name
 * that arrives with the data, a switch of language).
 */
export function usePageTitle(mainId: string): void {
  useEffect(() => {
    const main = document.getElementById(mainId);
    if (!main) return;
    const follow = () => {
      const heading = main.querySelector('h1')?.textContent?.trim();
      const title = heading ? `${heading} · ${PRODUCT}` : PRODUCT;
      if (document.title !== title) document.title = title;
    };
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = PRODUCT;
    };
  }, [mainId]);
}
