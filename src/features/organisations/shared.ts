/**
 * What other features' pages use of client businesses (the console's switcher, the project form's
 * picker), without the organisations pages themselves: importing the whole feature put its pages'
 * code on every Lato AI and project page's first load.
 */
export { useActiveOrganisation, type ActiveOrganisation } from '@/features/organisations/active-organisation';
export { OrganisationSwitcher } from '@/features/organisations/team/OrganisationSwitcher';
export { organisationsApi } from '@/features/organisations/organisations-api';
export { myOrganisationsQuery, organisationListQuery } from '@/features/organisations/organisations-queries';
