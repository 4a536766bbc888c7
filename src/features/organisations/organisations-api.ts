import { callApi } from '@/api/client';
import type { Language } from '@/api/contract/common';
import { organisationEndpoints, type NewOrganisation, type OrganisationChange, type OrganisationRole } from '@/api/contract/organisations';

const E = organisationEndpoints;

/** The organisations area's calls, one per endpoint. */
export const organisationsApi = {
  mine: () => callApi(E.mine, {}),
  list: () => callApi(E.list, {}),
  create: (body: NewOrganisation) => callApi(E.create, { body }),
  get: (id: number) => callApi(E.get, { params: { id } }),
  update: (id: number, body: OrganisationChange) => callApi(E.update, { params: { id }, body }),
  logo: (id: number, logo: File | null, removeLogo: boolean) =>
    callApi(E.logo, { params: { id }, body: { logo, remove_logo: removeLogo } }),
  members: (id: number) => callApi(E.members, { params: { id } }),
  changeRole: (id: number, userId: number, role: OrganisationRole) => callApi(E.changeRole, { params: { id, userId }, body: { role } }),
  removeMember: (id: number, userId: number) => callApi(E.removeMember, { params: { id, userId } }),
  invitations: (id: number) => callApi(E.invitations, { params: { id } }),
  invite: (id: number, body: { email: string; role: OrganisationRole; language?: Language }) => callApi(E.invite, { params: { id }, body }),
  resendInvitation: (id: number, invitationId: number) => callApi(E.resendInvitation, { params: { id, invitationId } }),
  withdrawInvitation: (id: number, invitationId: number) => callApi(E.withdrawInvitation, { params: { id, invitationId } }),
  allNumbers: () => callApi(E.allNumbers, {}),
  assignNumber: (id: number, numberId: number) => callApi(E.assignNumber, { params: { id }, body: { number_id: numberId } }),
  joinInvitation: (token: string) => callApi(E.joinInvitation, { query: { token } }),
  join: (body: { token: string; password: string; full_name?: string }) => callApi(E.join, { body }),
};
