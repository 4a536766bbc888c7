import { eq } from 'drizzle-orm';
import { isStaff } from '@/api/contract/roles';
import type { Db } from '@server/db/client';
import { securitySettings, type UserRow } from '@server/db/schema';

export async function readSecuritySettings(db: Db): Promise<{ twoStepRequiredForStaff: boolean }> {
  const [row] = await db.select().from(securitySettings).where(eq(securitySettings.id, true));
  return { twoStepRequiredForStaff: row?.twoStepRequiredForStaff ?? false };
}

/** Whether the agency requires two-step sign-in of this person: of staff, once the CEO turned the rule on. */
export async function isTwoStepRequired(db: Db, user: Pick<UserRow, 'role'>): Promise<boolean> {
  return isStaff(user.role) && (await readSecuritySettings(db)).twoStepRequiredForStaff;
}
