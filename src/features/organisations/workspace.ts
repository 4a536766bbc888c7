/** The agency's and the owners' pages of a business: its people, settings, and the staff's list and details. */
export { OrganisationPeople } from '@/features/organisations/people/OrganisationPeople';
export { OrganisationRoleBadge } from '@/features/organisations/people/OrganisationRoleBadge';
export { ORGANISATION_ROLE_LABELS } from '@/features/organisations/people/labels';
export { OrganisationSettingsForm } from '@/features/organisations/settings/OrganisationSettingsForm';
export { ORGANISATION_FIELD_MESSAGES } from '@/features/organisations/settings/field-messages';
export { BusinessPage } from '@/features/organisations/team/BusinessPage';
export { OrganisationSwitcher } from '@/features/organisations/team/OrganisationSwitcher';
export { OrganisationListPage } from '@/features/organisations/staff/OrganisationListPage';
export { OrganisationDetailsPage } from '@/features/organisations/staff/OrganisationDetailsPage';
