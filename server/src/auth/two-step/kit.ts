import { createSeal, type Seal } from '@server/src/crypto/seal';
import { createChallenges, type Challenges } from './challenges';

/** What two-step sign-in keeps for the whole process: its challenge tokens and the seal of the secrets at rest. */
export interface TwoStepKit {
  challenges: Challenges;
  /** The authenticator secrets in `users.two_step_secret`. */
  secrets: Seal<string>;
}

export const createTwoStepKit = (serverSecret: string, clock: () => Date): TwoStepKit => ({
  challenges: createChallenges(serverSecret, clock),
  secrets: createSeal<string>(serverSecret, 'two-step secrets'),
});
