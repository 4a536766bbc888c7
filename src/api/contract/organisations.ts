import { z } from './zod';
import { signInAnswerSchema } from './auth';
import { formFlag, idSchema, IMAGE_MAX_BYTES, LANGUAGES, linkToken, nameText, organisationRefSchema, plainText } from './common';
import { defineEndpoint, jsonBody, multipartBody } from './endpoint';
import { ORGANISATION_ADDRESS_MAX, ORGANISATION_NAME_MAX, ORGANISATION_ROLES, ORGANISATION_TEXT_MAX } from './organisations-values';
import { ACCESS } from './roles';

export * from './organisations-values';

const O = '/api/v1/organisations';

const currencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/)
  .refine((code) => Intl.supportedValuesOf('currency').includes(code), { params: { code: 'invalid_currency' } });
const timeZone = z
  .string()
  .refine((zone) => zone === 'UTC' || Intl.supportedValuesOf('timeZone').includes(zone), { params: { code: 'invalid_time_zone' } });
const email = z.email().max(254);

export const organisationRoleSchema = z.enum(ORGANISATION_ROLES);

export { organisationRefSchema, type OrganisationRef } from './common';

/** One of the signed-in person's businesses, with their role in it. */
export const membershipSchema = organisationRefSchema.extend({ role: organisationRoleSchema });
export type Membership = z.infer<typeof membershipSchema>;

/** What a business says of itself: who it is, where invoices go, and how it speaks and counts. */
export const organisationSettingsSchema = z.object({
  name: z.string(),
  legal_name: z.string(),
  tax_id: z.string(),
  billing_email: z.string(),
  address: z.string(),
  currency: z.string(),
  language: z.enum(LANGUAGES),
  time_zone: z.string(),
});

export const organisationSchema = organisationSettingsSchema.extend({
  id: z.number().int(),
  logo: z.string().nullable(),
  created_at: z.string(),
  /** The viewer's role inside it, or null for the agency's staff. */
  my_role: organisationRoleSchema.nullable(),
});
export type Organisation = z.infer<typeof organisationSchema>;

export const organisationSummarySchema = organisationRefSchema.extend({
  people: z.number().int(),
  numbers: z.number().int(),
  projects: z.number().int(),
  created_at: z.string(),
});
export type OrganisationSummary = z.infer<typeof organisationSummarySchema>;

const settingsRules = {
  name: nameText(ORGANISATION_NAME_MAX),
  legal_name: plainText(ORGANISATION_TEXT_MAX),
  tax_id: plainText(64),
  billing_email: z.union([z.literal(''), email]),
  address: plainText(ORGANISATION_ADDRESS_MAX),
  currency: currencyCode,
  language: z.enum(LANGUAGES),
  time_zone: timeZone,
};

export const updateOrganisationSchema = z.strictObject(settingsRules).partial();
export type OrganisationChange = z.input<typeof updateOrganisationSchema>;

export const createOrganisationSchema = z.strictObject({
  name: settingsRules.name,
  owner_email: email,
  owner_name: nameText(150),
  language: z.enum(LANGUAGES).default('en'),
  currency: currencyCode.default('USD'),
  time_zone: timeZone.default('UTC'),
});
export type NewOrganisation = z.input<typeof createOrganisationSchema>;

export const organisationMemberSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  role: organisationRoleSchema,
  joined_at: z.string(),
});
export type OrganisationMember = z.infer<typeof organisationMemberSchema>;

export const organisationInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: organisationRoleSchema,
  invited_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type OrganisationInvitation = z.infer<typeof organisationInvitationSchema>;

export const inviteSchema = z.strictObject({
  email,
  role: organisationRoleSchema.default('member'),
  /** The e-mail's language for someone who has no account yet (else their own). */
  language: z.enum(LANGUAGES).optional(),
});

export const numberOfOrganisationSchema = z.object({
  id: z.number().int(),
  phone_number: z.string(),
  friendly_name: z.string(),
  organisation: organisationRefSchema,
});
export type NumberOfOrganisation = z.infer<typeof numberOfOrganisationSchema>;

export const organisationProjectSchema = z.object({ id: z.number().int(), name: z.string(), status: z.string() });

export const organisationDetailSchema = organisationSchema.extend({
  numbers: z.array(numberOfOrganisationSchema.omit({ organisation: true })),
  /** The projects the business is the client of, among those the viewer may see. */
  projects: z.array(organisationProjectSchema),
});
export type OrganisationDetail = z.infer<typeof organisationDetailSchema>;

/** Whom a join link invites, and whether they already have an account (then their password joins them). */
export const joinInvitationSchema = z.object({
  organisation: z.string(),
  organisation_id: z.number().int(),
  email: z.string(),
  role: organisationRoleSchema,
  has_account: z.boolean(),
});
export type JoinInvitation = z.infer<typeof joinInvitationSchema>;

export const acceptJoinSchema = z.strictObject({
  token: linkToken,
  password: z.string().min(1).max(128),
  /** Only for someone without an account: their name. */
  full_name: nameText(150).optional(),
});

const orgParams = z.object({ id: idSchema });
const memberParams = z.object({ id: idSchema, userId: idSchema });
const invitationParams = z.object({ id: idSchema, invitationId: idSchema });
const ok = z.object({ detail: z.string() });

/**
 * Client businesses (DESIGN.md, Organisations). The agency's managers see and run every one;
 * a client person reaches only the businesses they belong to (any other answers 404), and only
 * an owner changes a business's people and settings (a member gets 403).
 */
export const organisationEndpoints = {
  /** The signed-in person's businesses, for the switcher; staff belong to none. */
  mine: defineEndpoint({ method: 'GET', path: `${O}/mine/`, access: ACCESS.everyone, response: z.array(membershipSchema) }),
  list: defineEndpoint({ method: 'GET', path: `${O}/`, access: ACCESS.organisations, response: z.array(organisationSummarySchema) }),
  /** A new business and an invitation to its owner. */
  create: defineEndpoint({
    method: 'POST',
    path: `${O}/`,
    access: ACCESS.organisations,
    body: jsonBody(createOrganisationSchema),
    status: 201,
    response: organisationSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${O}/:id/`,
    access: ACCESS.organisationPeople,
    params: orgParams,
    response: organisationDetailSchema,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${O}/:id/`,
    access: ACCESS.organisationPeople,
    params: orgParams,
    body: jsonBody(updateOrganisationSchema),
    response: organisationSchema,
  }),
  /** A new logo (a PNG, JPEG or WebP image, as avatars), or none with `remove_logo`. */
  logo: defineEndpoint({
    method: 'PUT',
    path: `${O}/:id/logo/`,
    access: ACCESS.organisationPeople,
    params: orgParams,
    body: multipartBody(z.object({ remove_logo: formFlag.default(false) }), { logo: { maxBytes: IMAGE_MAX_BYTES } }),
    response: organisationSchema,
  }),
  members: defineEndpoint({
    method: 'GET',
    path: `${O}/:id/members/`,
    access: ACCESS.organisationPeople,
    params: orgParams,
    response: z.array(organisationMemberSchema),
  }),
  changeRole: defineEndpoint({
    method: 'PATCH',
    path: `${O}/:id/members/:userId/`,
    access: ACCESS.organisationPeople,
    params: memberParams,
    body: jsonBody(z.strictObject({ role: organisationRoleSchema })),
    response: organisationMemberSchema,
  }),
  /** Their access to the business's numbers, calls and messages ends with this answer. */
  removeMember: defineEndpoint({
    method: 'DELETE',
    path: `${O}/:id/members/:userId/`,
    access: ACCESS.organisationPeople,
    params: memberParams,
    response: ok,
  }),
  invitations: defineEndpoint({
    method: 'GET',
    path: `${O}/:id/invitations/`,
    access: ACCESS.organisationPeople,
    params: orgParams,
    response: z.array(organisationInvitationSchema),
  }),
  invite: defineEndpoint({
    method: 'POST',
    path: `${O}/:id/invitations/`,
    access: ACCESS.organisationPeople,
    params: orgParams,
    body: jsonBody(inviteSchema),
    status: 201,
    response: organisationInvitationSchema,
  }),
  /** A new link and a new expiry; the old link stops working. */
  resendInvitation: defineEndpoint({
    method: 'POST',
    path: `${O}/:id/invitations/:invitationId/resend/`,
    access: ACCESS.organisationPeople,
    params: invitationParams,
    response: organisationInvitationSchema,
  }),
  withdrawInvitation: defineEndpoint({
    method: 'DELETE',
    path: `${O}/:id/invitations/:invitationId/`,
    access: ACCESS.organisationPeople,
    params: invitationParams,
    response: ok,
  }),
  /** Every number, with the business holding it: the managers' list to assign from. */
  allNumbers: defineEndpoint({
    method: 'GET',
    path: `${O}/numbers/`,
    access: ACCESS.organisations,
    response: z.array(numberOfOrganisationSchema),
  }),
  /** Moves a number (with its calls, messages and settings) to this business. */
  assignNumber: defineEndpoint({
    method: 'POST',
    path: `${O}/:id/numbers/`,
    access: ACCESS.organisations,
    params: orgParams,
    body: jsonBody(z.strictObject({ number_id: idSchema })),
    response: numberOfOrganisationSchema,
  }),
  /** Whom a join link invites (public: the link's token is the proof); an unknown, used or expired link is not found. */
  joinInvitation: defineEndpoint({
    method: 'GET',
    path: `${O}/join/`,
    access: 'public',
    query: z.object({ token: linkToken }),
    response: joinInvitationSchema,
  }),
  /**
   * Joins the business and signs in: someone new chooses a name and password (a new client
   * account); someone with an account proves it with their password.
   */
  join: defineEndpoint({
    method: 'POST',
    path: `${O}/join/`,
    access: 'public',
    body: jsonBody(acceptJoinSchema),
    status: 201,
    response: signInAnswerSchema,
  }),
};
