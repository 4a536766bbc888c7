import { useMemo } from 'react';
import { useRouter } from '@tanstack/react-router';
import { menuFromRoutes, type DeclaredRoute, type MenuSection } from './menu';

/** The menu of this app's route tree (the same for every user; `visibleMenu` narrows it to one). */
export function useMenu(): MenuSection[] {
  const router = useRouter();
  return useMemo(() => menuFromRoutes(Object.values(router.routesById) as DeclaredRoute[]), [router]);
}
