import type { DemoSeed } from '@server/src/seed/demo-seed';
import { hashPassword } from '@server/src/users/passwords';
import { insertUsers } from '@server/src/users/queries';
import { DEMO_PASSWORD } from '@server/src/users/seed';
import { DEMO_RECOVERY_CODES, DEMO_TWO_STEP_KEY, DEMO_TWO_STEP_LOGIN } from './demo-login';
import { replaceRecoveryCodes } from './recovery-codes';

/** A demo login with two-step sign-in on, whose app key and recovery codes are public, for trying the code step. */
export const twoStepSeed: DemoSeed = {
  area: 'two-step',
  async run(db, { twoStepSecrets }) {
    const [user] = await insertUsers(db, [
      {
        ...DEMO_TWO_STEP_LOGIN,
        languages: ['en', 'es'],
        passwordHash: await hashPassword(DEMO_PASSWORD),
        twoStepSecret: twoStepSecrets.seal(DEMO_TWO_STEP_KEY),
        twoStepEnabledAt: new Date(),
      },
    ]);
    await replaceRecoveryCodes(db, user!.id, DEMO_RECOVERY_CODES);
  },
};
