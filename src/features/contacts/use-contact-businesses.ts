import { useQuery } from '@tanstack/react-query';
import { ACCESS, isAllowed } from '@/api/contract/roles';
import { useAuth } from '@/features/auth';
import { myOrganisationsQuery, organisationListQuery } from '@/features/organisations';

export interface ContactBusiness {
  id: number;
  name: string;
  /** Whether the reader may import into it and delete its contacts: staff, or its owner. */
  manages: boolean;
}

/**
 * Whose contacts the reader works on: the agency's managers see every business's and the agency's
 * own; a client person those of the businesses they belong to.
 */
export function useContactBusinesses(): { staff: boolean; businesses: ContactBusiness[] } {
  const role = useAuth((s) => s.context.user?.role);
  const staff = isAllowed(role, ACCESS.crm);
  const all = useQuery({ ...organisationListQuery, enabled: staff });
  const mine = useQuery({ ...myOrganisationsQuery, enabled: !staff });
  const businesses = staff
    ? (all.data ?? []).map(({ id, name }) => ({ id, name, manages: true }))
    : (mine.data ?? []).map(({ id, name, role: memberRole }) => ({ id, name, manages: memberRole === 'owner' }));
  return { staff, businesses };
}
