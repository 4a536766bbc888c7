import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '@/api/contract/common';
import { passwordRule } from '@/api/contract/common';
import { fieldErrorsOf, PARSE_FOR_FIELDS } from '@/api/contract/field-errors';
import { organisationEndpoints, type OrganisationRole } from '@/api/contract/organisations';
import { isStaff } from '@/api/contract/roles';
import type { Db } from '@server/db/client';
import { organisations, projects, twilioNumbers, users, type OrganisationRow, type UserRow } from '@server/db/schema';
import { perEmailLimit } from '@server/src/account/attempts';
import { emailLanguageOf } from '@server/src/account/emails';
import { recordAudit } from '@server/src/audit/record';
import { userTarget } from '@server/src/audit/user-changes';
import { signInOrChallenge } from '@server/src/auth/sign-in';
import { imageExtension, mediaUrl, publicImagePlace, removeMedia } from '@server/src/files/media';
import { handlersFor, upload, withOptions } from '@server/src/http/endpoints';
import { conflict, fieldError, invalidFields, notFound } from '@server/src/http/http-errors';
import { visibleProjects } from '@server/src/projects/visibility';
import { refuseNumberBeyondPlan } from '@server/src/shop/payments/number-limit';
import { hashPassword, verifyPassword } from '@server/src/users/passwords';
import { findUserByEmail, insertUsers, normaliseEmail } from '@server/src/users/queries';
import { findJoinInvitation, invitationOf, invitationsOf, issueJoinInvitation, withdrawInvitation } from './join-invitations';
import { joinEmail } from './join-email';
import { manageOrganisation, membershipsOf, reachOrganisation } from './membership';
import { addMember, changeMemberRole, membersOf, removeMember } from './members';
import { createOrganisation, organisationChange, organisationSummaries, toOrganisationDto } from './organisation-rows';

const organisationTarget = (organisation: Pick<OrganisationRow, 'id' | 'name'>) => ({
  type: 'organisation' as const,
  id: organisation.id,
  label: organisation.name,
});

const numberDto = (row: typeof twilioNumbers.$inferSelect) => ({
  id: row.id,
  phone_number: row.phoneNumber,
  friendly_name: row.friendlyName,
});

/** Staff accounts belong to the agency: an address of one cannot be invited into a client business. */
async function refuseStaffAddress(db: Db, email: string) {
  const person = await findUserByEmail(db, email);
  if (person && isStaff(person.role)) throw fieldError('email', 'staff_email');
  return person;
}

interface InvitationRequest {
  email: string;
  role: OrganisationRole;
  language?: Language;
}

/**
 * Keeps an invitation (in the transaction given), in the invited person's language when they have
 * an account, else the one asked for, else the business's; its token and the e-mail to send once
 * the transaction is kept.
 */
async function issueInvitation(
  db: Db,
  request: FastifyRequest,
  organisation: OrganisationRow,
  sender: UserRow,
  invited: InvitationRequest,
) {
  const email = normaliseEmail(invited.email);
  const person = await refuseStaffAddress(db, email);
  const language: Language = person?.preferredLanguage
    ? emailLanguageOf(person)
    : (invited.language ?? (organisation.language === 'es' ? 'es' : 'en'));
  const { token, dto } = await issueJoinInvitation(
    db,
    {
      organisationId: organisation.id,
      email,
      role: invited.role,
      language,
      invitedBy: sender.id,
      now: request.server.clock(),
    },
    sender.fullName,
  );
  await recordAudit(db, request, {
    action: 'member_invited',
    target: organisationTarget(organisation),
    details: { email, role: invited.role },
  });
  const { config } = request.server;
  const base = config.publicBaseUrl ?? `${request.protocol}://${request.host}`;
  const mail = joinEmail(email, organisation.name, sender.fullName, invited.role, `${base}/join?token=${token}`, language);
  return { dto, mail };
}

/** An invitation kept and its e-mail sent (through the job runner, as every e-mail). */
async function sendInvitation(request: FastifyRequest, organisation: OrganisationRow, sender: UserRow, invited: InvitationRequest) {
  const { dto, mail } = await request.server.db.transaction((tx) => issueInvitation(tx, request, organisation, sender, invited));
  await request.server.mailer.send(mail);
  return dto;
}

/** Client businesses: their settings, people, invitations and numbers (DESIGN.md, Organisations). */
export function organisationHandlers(app: FastifyInstance) {
  const perAddress = { config: { rateLimit: { max: app.config.accountRatePerMinute, timeWindow: '1 minute' } } };
  // As many tries an hour at one invitation's password as at a password reset's code.
  const joinTries = perEmailLimit(app.db, 'join-organisation', 10, 3600);
  const invitesOf = perEmailLimit(app.db, 'organisation-invitation', 5, 3600);
  // And as many an hour from one business, so a new sign-up cannot mail the world in its name.
  const invitesFrom = perEmailLimit(app.db, 'organisation-invitations-sent', 30, 3600);

  return handlersFor(organisationEndpoints, {
    mine: ({ db, user }) => membershipsOf(db, user.id),

    list: ({ db }) => organisationSummaries(db),

    create: async ({ db, body, user, request }) => {
      // The business and its owner's invitation together: none is left without a way in.
      const { organisation, mail } = await db.transaction(async (tx) => {
        const created = await createOrganisation(tx, {
          name: body.name,
          billingEmail: normaliseEmail(body.owner_email),
          language: body.language,
          currency: body.currency,
          timeZone: body.time_zone,
        });
        await recordAudit(tx, request, { action: 'organisation_created', target: organisationTarget(created) });
        const invited = await issueInvitation(tx, request, created, user, {
          email: body.owner_email,
          role: 'owner',
          language: body.language,
        });
        return { organisation: created, mail: invited.mail };
      });
      await request.server.mailer.send(mail);
      return toOrganisationDto(organisation, null);
    },

    get: async ({ db, user, params }) => {
      const { organisation, role } = await reachOrganisation(db, user, params.id);
      const numbers = await db
        .select()
        .from(twilioNumbers)
        .where(eq(twilioNumbers.organisationId, organisation.id))
        .orderBy(asc(twilioNumbers.id));
      const held = await db
        .select({ id: projects.id, name: projects.name, status: projects.status })
        .from(projects)
        .where(and(eq(projects.clientId, organisation.id), visibleProjects(db, user)))
        .orderBy(asc(projects.name));
      return { ...toOrganisationDto(organisation, role), numbers: numbers.map(numberDto), projects: held };
    },

    update: async ({ db, user, params, body, request }) => {
      const { organisation, role } = await manageOrganisation(db, user, params.id);
      const change = organisationChange(body);
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(organisations)
          .set({ ...change, updatedAt: request.server.clock() })
          .where(eq(organisations.id, organisation.id))
          .returning();
        const fields = Object.keys(body).filter((key) => body[key as keyof typeof body] !== undefined);
        if (fields.length > 0)
          await recordAudit(tx, request, { action: 'organisation_changed', target: organisationTarget(row!), details: { fields } });
        return row!;
      });
      return toOrganisationDto(saved, role);
    },

    logo: upload({
      // Checked before a byte of the image is read: nobody else's upload is stored even for a moment.
      authorize: ({ db, user, params }) => manageOrganisation(db, user, params.id),
      place: publicImagePlace,
      handler: async ({ db, body, files, request }, reach) => {
        const { organisation, role } = reach;
        if (files.logo && !imageExtension(files.logo.head)) throw fieldError('logo', 'not_an_image');
        const logo = files.logo ? mediaUrl(files.logo.key) : body.remove_logo ? null : organisation.logo;
        const saved = await db.transaction(async (tx) => {
          const [row] = await tx
            .update(organisations)
            .set({ logo, updatedAt: request.server.clock() })
            .where(eq(organisations.id, organisation.id))
            .returning();
          if (logo !== organisation.logo)
            await recordAudit(tx, request, {
              action: 'organisation_changed',
              target: organisationTarget(row!),
              details: { fields: ['logo'] },
            });
          return row!;
        });
        if (logo !== organisation.logo) await removeMedia(request.server.storage, organisation.logo);
        return toOrganisationDto(saved, role);
      },
    }),

    members: async ({ db, user, params }) => membersOf(db, (await reachOrganisation(db, user, params.id)).organisation.id),

    changeRole: async ({ db, user, params, body, request }) => {
      const { organisation } = await manageOrganisation(db, user, params.id);
      return db.transaction(async (tx) => {
        const { before, after } = await changeMemberRole(tx, organisation.id, params.userId, body.role);
        if (before.role !== after.role)
          await recordAudit(tx, request, {
            action: 'member_role_changed',
            target: organisationTarget(organisation),
            details: { email: before.email, from: before.role, to: after.role },
          });
        return after;
      });
    },

    removeMember: async ({ db, user, params, request }) => {
      const { organisation } = await manageOrganisation(db, user, params.id);
      await db.transaction(async (tx) => {
        const removed = await removeMember(tx, organisation.id, params.userId);
        await recordAudit(tx, request, {
          action: 'member_removed',
          target: organisationTarget(organisation),
          details: { email: removed.email },
        });
      });
      return { detail: 'They no longer belong to this business.' };
    },

    invitations: async ({ db, user, params }) => invitationsOf(db, (await manageOrganisation(db, user, params.id)).organisation.id),

    invite: async ({ db, user, params, body, request, reply }) => {
      const { organisation } = await manageOrganisation(db, user, params.id);
      const email = normaliseEmail(body.email);
      const members = await membersOf(db, organisation.id);
      if (members.some((member) => member.email === email)) throw fieldError('email', 'already_member');
      await invitesOf(email, reply);
      await invitesFrom(`business:${organisation.id}`, reply);
      return sendInvitation(request, organisation, user, { email, role: body.role, language: body.language });
    },

    resendInvitation: async ({ db, user, params, request, reply }) => {
      const { organisation } = await manageOrganisation(db, user, params.id);
      const invitation = await invitationOf(db, organisation.id, params.invitationId);
      await invitesOf(invitation.email, reply);
      await invitesFrom(`business:${organisation.id}`, reply);
      const language = invitation.language === 'es' || invitation.language === 'en' ? invitation.language : undefined;
      return sendInvitation(request, organisation, user, { email: invitation.email, role: invitation.role, language });
    },

    withdrawInvitation: async ({ db, user, params, request }) => {
      const { organisation } = await manageOrganisation(db, user, params.id);
      const invitation = await invitationOf(db, organisation.id, params.invitationId);
      await db.transaction(async (tx) => {
        await withdrawInvitation(tx, invitation.id);
        await recordAudit(tx, request, {
          action: 'invitation_withdrawn',
          target: organisationTarget(organisation),
          details: { email: invitation.email },
        });
      });
      return { detail: 'The invitation no longer works.' };
    },

    allNumbers: async ({ db }) => {
      const rows = await db
        .select({ number: twilioNumbers, organisation: { id: organisations.id, name: organisations.name } })
        .from(twilioNumbers)
        .innerJoin(organisations, eq(organisations.id, twilioNumbers.organisationId))
        .orderBy(asc(twilioNumbers.phoneNumber));
      return rows.map(({ number, organisation }) => ({ ...numberDto(number), organisation }));
    },

    assignNumber: async ({ db, user, params, body, request }) => {
      const { organisation } = await reachOrganisation(db, user, params.id);
      return db.transaction(async (tx) => {
        const [number] = await tx.select().from(twilioNumbers).where(eq(twilioNumbers.id, body.number_id)).for('update');
        if (!number) throw fieldError('number_id', 'not_found');
        if (number.organisationId !== organisation.id) {
          await refuseNumberBeyondPlan(tx, organisation.id);
          await tx.update(twilioNumbers).set({ organisationId: organisation.id }).where(eq(twilioNumbers.id, number.id));
          const [left] = await tx
            .select({ name: organisations.name })
            .from(organisations)
            .where(eq(organisations.id, number.organisationId));
          await recordAudit(tx, request, {
            action: 'number_assigned',
            target: { type: 'number', id: number.id, label: number.phoneNumber },
            details: { from: left?.name ?? null, to: organisation.name },
          });
        }
        return { ...numberDto(number), organisation: { id: organisation.id, name: organisation.name } };
      });
    },

    joinInvitation: withOptions(async ({ db, query, request }) => {
      const found = await findJoinInvitation(db, query.token, request.server.clock());
      if (!found) throw notFound();
      const person = await findUserByEmail(db, found.invitation.email);
      if (person && (isStaff(person.role) || !person.isActive)) throw notFound();
      return {
        organisation: found.organisation,
        organisation_id: found.invitation.organisationId,
        email: found.invitation.email,
        role: found.invitation.role,
        has_account: person?.passwordHash != null,
      };
    }, perAddress),

    join: withOptions(async ({ db, body, request, reply }) => {
      const now = request.server.clock();
      const peek = await findJoinInvitation(db, body.token, now);
      if (!peek) throw notFound();
      await joinTries(peek.invitation.email, reply);
      const existing = await findUserByEmail(db, peek.invitation.email);
      if (existing && (isStaff(existing.role) || !existing.isActive)) throw notFound();
      const joining = existing?.passwordHash != null;
      // Hashed before the transaction: argon2 takes a while, and the row lock should not.
      let passwordHash: string | null = null;
      if (joining) {
        if (!(await verifyPassword(existing!.passwordHash, body.password))) throw fieldError('password', 'wrong_password');
      } else {
        const errors = {
          ...(body.full_name === undefined && !existing && { full_name: ['required'] }),
          ...fieldErrorsOf(passwordRule.safeParse(body.password, PARSE_FOR_FIELDS).error?.issues ?? [], ['password']),
        };
        if (Object.keys(errors).length > 0) throw invalidFields(errors);
        passwordHash = await hashPassword(body.password);
      }
      const joinIn = (tx: Db) => async () => {
        const found = await findJoinInvitation(tx, body.token, now, { lock: true });
        if (!found) throw notFound();
        const { invitation } = found;
        let person = await findUserByEmail(tx, invitation.email);
        if (person && (isStaff(person.role) || !person.isActive)) throw notFound();
        // Decided on what was read before hashing: an account made or opened meanwhile must prove
        // its password, so the whole join is asked again rather than let through.
        if ((person?.passwordHash != null) !== joining) throw conflict('This account changed meanwhile. Try again.');
        if (!person) {
          [person] = await insertUsers(tx, [
            {
              email: invitation.email,
              fullName: body.full_name!,
              role: 'CLIENT',
              passwordHash,
              preferredLanguage: invitation.language === 'es' || invitation.language === 'en' ? invitation.language : null,
            },
          ]);
          await recordAudit(tx, request, {
            action: 'user_created',
            actor: person!,
            target: userTarget(person!),
            details: { role: 'CLIENT', by: 'invitation' },
          });
        } else if (person.passwordHash === null && passwordHash) {
          // An account a manager made and its owner never opened: this link opens it too.
          [person] = await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, person.id)).returning();
        }
        await addMember(tx, invitation.organisationId, person!.id, invitation.role, now);
        await withdrawInvitation(tx, invitation.id);
        await recordAudit(tx, request, {
          action: 'member_joined',
          actor: person!,
          target: { type: 'organisation', id: invitation.organisationId, label: found.organisation },
          details: { role: invitation.role },
        });
        return person!;
      };
      let user: UserRow;
      try {
        user = await db.transaction((tx) => joinIn(tx)());
      } catch (error) {
        // Two joins making the same new account at once: the e-mail's index lets one through.
        const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
        if (cause?.code === '23505') throw conflict('This account changed meanwhile. Try again.');
        throw error;
      }
      return signInOrChallenge(request, reply, user);
    }, perAddress),
  });
}
