import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { TooManyMailsError } from '../../domain/mail-limits';
import { callerAddress } from '../caller-address';
import { mailLimits } from '../../services/limits/limits-ports';

/**
 * Cognito's code mails under the mail limits (ADR 260), taken before Cognito is asked, whether or not the address
 * has an account: a known and an unknown address are refused alike, so a 429 tells nothing about accounts.
 */
export function limitAccountCode(event: APIGatewayProxyEventV2, email: string): Promise<void> {
  return mailLimits.take('account-code', { target: email, caller: callerAddress(event) });
}

/** The signed-in person's own verification code (the address is their own). */
export function limitContactCode(email: string): Promise<void> {
  return mailLimits.take('contact-code', { target: email });
}

/**
 * Whether a code that a step sends on the side (a sign-in of an unconfirmed account resends its sign-up code) may
 * go: past the limit the step goes on without it, as when Cognito's resend fails.
 */
export function accountCodeAllowed(event: APIGatewayProxyEventV2, email: string): Promise<boolean> {
  return limitAccountCode(event, email).then(
    () => true,
    (error: unknown) => {
      if (error instanceof TooManyMailsError) return false;
      throw error;
    },
  );
}
