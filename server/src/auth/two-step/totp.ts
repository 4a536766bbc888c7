import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { TwoStepSetup } from '@/api/contract/auth';
import { TWO_STEP_CODE_LENGTH } from '@/api/contract/two-step-values';

/** The name authenticator apps show above the code. */
const ISSUER = 'Lato';
/** RFC 6238's 30-second step; a code from the step before or after is taken too, for a phone's clock a little off. */
const PERIOD_SECONDS = 30;
const TOLERANCE_SECONDS = PERIOD_SECONDS;

export const newTotpSecret = (): string => generateSecret();

/** What the person's app needs to produce codes for `secret`: the text to type, the link and its QR code. */
export async function totpSetup(secret: string, email: string): Promise<TwoStepSetup> {
  const uri = generateURI({ issuer: ISSUER, label: email, secret, digits: TWO_STEP_CODE_LENGTH, period: PERIOD_SECONDS });
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return {
    // Grouped in fours, as people type it from the screen.
    secret: secret.replace(/(.{4})(?=.)/g, '$1 '),
    otpauth_uri: uri,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * The time step `code` belongs to, when it is right for `secret` at `now` and newer than the last
 * step accepted (so a code seen once cannot be used again); otherwise null.
 */
export async function acceptedTimeStep(secret: string, code: string, now: Date, lastStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    digits: TWO_STEP_CODE_LENGTH,
    period: PERIOD_SECONDS,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
