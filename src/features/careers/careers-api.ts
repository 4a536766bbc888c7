import { callApi } from '@/api/client';
import { careersEndpoints, type NewPosition, type PositionChange, type PositionStatus } from '@/api/contract/careers';

const E = careersEndpoints;

/** The careers area's staff calls for positions, one per endpoint. */
export const careersApi = {
  positions: (status?: PositionStatus) => callApi(E.positions, { query: status ? { status } : {} }),
  position: (id: number) => callApi(E.position, { params: { id } }),
  createPosition: (body: NewPosition) => callApi(E.createPosition, { body }),
  updatePosition: (id: number, body: PositionChange) => callApi(E.updatePosition, { params: { id }, body }),
  deletePosition: (id: number) => callApi(E.deletePosition, { params: { id } }),
};
