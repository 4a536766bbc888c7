import { eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { TeamProfile, teamProfileFields } from '@/api/contract/site-content';
import type { Db } from '@server/db/client';
import { teamProfiles } from '@server/db/schema';

type Fields = z.output<typeof teamProfileFields>;

/** Someone who never wrote their card is not shown, with nothing written. */
const NO_PROFILE: TeamProfile = { shown: false, title_en: '', title_es: '', bio_en: '', bio_es: '' };

export async function teamProfileOf(db: Db, userId: number): Promise<TeamProfile> {
  const [row] = await db.select().from(teamProfiles).where(eq(teamProfiles.userId, userId));
  if (!row) return NO_PROFILE;
  return { shown: row.shown, title_en: row.titleEn, title_es: row.titleEs, bio_en: row.bioEn, bio_es: row.bioEs };
}

/** Their card as they wrote it: a first card comes after the others; an existing one keeps its place. */
export async function saveTeamProfile(db: Db, userId: number, fields: Fields, now: Date): Promise<TeamProfile> {
  const columns = {
    shown: fields.shown,
    titleEn: fields.title_en,
    titleEs: fields.title_es,
    bioEn: fields.bio_en,
    bioEs: fields.bio_es,
    updatedAt: now,
  };
  const [last] = await db.select({ position: max(teamProfiles.position) }).from(teamProfiles);
  await db
    .insert(teamProfiles)
    .values({ userId, ...columns, position: (last?.position ?? -1) + 1 })
    .onConflictDoUpdate({ target: teamProfiles.userId, set: columns });
  return teamProfileOf(db, userId);
}
