import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { ORGANISATION_INVITATION_TTL_DAYS, type OrganisationInvitation, type OrganisationRole } from '@/api/contract/organisations';
import type { Db } from '@server/db/client';
import { organisationInvitations, organisations, users, type OrganisationInvitationRow } from '@server/db/schema';
import { notFound } from '@server/src/http/http-errors';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 32 random bytes: a plain SHA-256 keeps them safe, as with account invitations (users/invitations.ts). */
const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

const inviter = sql<string | null>`(select ${users.fullName} from ${users} where ${users.id} = ${organisationInvitations.invitedBy})`;

const toInvitationDto = (row: OrganisationInvitationRow, invitedBy: string | null): OrganisationInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invited_by: invitedBy,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
});

/** A business's invitations not yet accepted or withdrawn, newest first; expired ones too, to send again. */
export async function invitationsOf(db: Db, organisationId: number): Promise<OrganisationInvitation[]> {
  const rows = await db
    .select({ row: organisationInvitations, invitedBy: inviter })
    .from(organisationInvitations)
    .where(eq(organisationInvitations.organisationId, organisationId))
    .orderBy(asc(organisationInvitations.email));
  return rows.map(({ row, invitedBy }) => toInvitationDto(row, invitedBy));
}

interface NewInvitation {
  organisationId: number;
  email: string;
  role: OrganisationRole;
  language: string | null;
  invitedBy: number;
  now: Date;
}

/** An invitation for an address, replacing an earlier one to the same business; its token, for the e-mail only. */
export async function issueJoinInvitation(
  db: Db,
  invitation: NewInvitation,
  inviterName: string,
): Promise<{ token: string; dto: OrganisationInvitation }> {
  const token = newToken();
  const { now, ...rest } = invitation;
  const values = {
    ...rest,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ORGANISATION_INVITATION_TTL_DAYS * DAY_MS),
    createdAt: now,
  };
  const [row] = await db
    .insert(organisationInvitations)
    .values(values)
    .onConflictDoUpdate({
      target: [organisationInvitations.organisationId, organisationInvitations.email],
      set: {
        role: values.role,
        tokenHash: values.tokenHash,
        language: values.language,
        invitedBy: values.invitedBy,
        expiresAt: values.expiresAt,
        createdAt: now,
      },
    })
    .returning();
  // The sender is at hand: their name needs no second read.
  return { token, dto: toInvitationDto(row!, inviterName) };
}

/** One invitation of this business, or 404. */
export async function invitationOf(db: Db, organisationId: number, id: number): Promise<OrganisationInvitationRow> {
  const [row] = await db
    .select()
    .from(organisationInvitations)
    .where(and(eq(organisationInvitations.id, id), eq(organisationInvitations.organisationId, organisationId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function withdrawInvitation(db: Db, id: number) {
  await db.delete(organisationInvitations).where(eq(organisationInvitations.id, id));
}

/**
 * The invitation a token stands for while it works, with the business's name. Give it a
 * transaction and `lock` to accept it: two tries at once cannot both join.
 */
export async function findJoinInvitation(db: Db, token: string, now: Date, { lock = false } = {}) {
  const query = db
    .select({ invitation: organisationInvitations, organisation: organisations.name })
    .from(organisationInvitations)
    .innerJoin(organisations, eq(organisations.id, organisationInvitations.organisationId))
    .where(and(eq(organisationInvitations.tokenHash, hashToken(token)), gt(organisationInvitations.expiresAt, now)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: organisationInvitations }) : await query;
  return row;
}
