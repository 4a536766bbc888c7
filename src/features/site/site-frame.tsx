import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { SiteLanguage } from '@/api/contract/site-values';

/** What every part of a public page knows: its language and address, the visitor's session, the year. */
export interface SiteFrame {
  language: SiteLanguage;
  path: string;
  signedIn: boolean;
  year: number;
}

const SiteFrameContext = createContext<SiteFrame | null>(null);

export function SiteFrameProvider({ frame, children }: { frame: SiteFrame; children: ReactNode }) {
  return <SiteFrameContext.Provider value={frame}>{children}</SiteFrameContext.Provider>;
}

export function useSiteFrame(): SiteFrame {
  const frame = useContext(SiteFrameContext);
  if (!frame) throw new Error('useSiteFrame must be used inside <SiteFrameProvider>');
  return frame;
}

/**
 * False while the page is as the server drew it (and on the server), true once the browser has
 * taken it over. What depends on the visitor's saved settings waits for it, so the first render in
 * the browser matches the server's HTML.
 */
export function useTakenOver(): boolean {
  // React reads the server's value while it takes the page over, then the browser's.
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

const neverChanges = () => () => undefined;
