export * from './workspace';
export * from './console';
export { useActiveOrganisation, type ActiveOrganisation } from './active-organisation';
export { organisationsApi } from './organisations-api';
export { allNumbersQuery, myOrganisationsQuery, organisationKeys, organisationListQuery, organisationQuery } from './organisations-queries';
