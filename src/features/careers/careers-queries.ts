import { queryOptions } from '@tanstack/react-query';
import { careersApi } from './careers-api';

/** The careers area's reads, as the cache knows them; a change invalidates them by these keys. */
export const careersKeys = {
  all: ['careers'] as const,
  positions: ['careers', 'positions'] as const,
  position: (id: number) => ['careers', 'positions', id] as const,
};

/** Every position, every status: the list filters them on the page. */
export const positionListQuery = queryOptions({ queryKey: careersKeys.positions, queryFn: () => careersApi.positions() });

export const positionQuery = (id: number) => queryOptions({ queryKey: careersKeys.position(id), queryFn: () => careersApi.position(id) });
