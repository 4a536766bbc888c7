import { z } from './zod';
import { signInAnswerSchema } from './auth';
import { linkToken, passwordRule } from './common';
import { defineEndpoint, jsonBody } from './endpoint';

/** The link's secret as the e-mail carries it. */
export const invitationToken = linkToken;

export const invitationSchema = z.object({ email: z.string(), full_name: z.string() });
export type Invitation = z.infer<typeof invitationSchema>;

export const acceptInvitationSchema = z.object({ token: invitationToken, password: passwordRule });

/**
 * Following the one-time invitation of an account a manager created (public: the link's token is
 * the proof): the new person chooses their own password, which nobody else ever knows. Managers
 * send a new one with `userEndpoints.resendInvitation`.
 */
export const invitationEndpoints = {
  /** Whom a link invites; an unknown, expired or used link is not found, alike. */
  get: defineEndpoint({
    method: 'GET',
    path: '/api/v1/users/invitation/',
    access: 'public',
    query: z.object({ token: invitationToken }),
    response: invitationSchema,
  }),
  /** Sets the person's password, ends the invitation, and signs them in (or asks their two-step code). */
  accept: defineEndpoint({
    method: 'POST',
    path: '/api/v1/users/invitation/accept/',
    access: 'public',
    body: jsonBody(acceptInvitationSchema),
    status: 201,
    response: signInAnswerSchema,
  }),
};
