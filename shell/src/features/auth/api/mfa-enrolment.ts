import { userMfaSetupRoute, userMfaVerifyRoute, type SuccessBody } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

/** A new TOTP secret and its otpauth URI (the route's contract). */
export type TotpEnrolment = SuccessBody<typeof userMfaSetupRoute>;

/** POST /api/user/mfa/setup (signed in, also a session waiting for its required factor): a new secret for the QR code. */
export function startTotpEnrolment(): Promise<TotpEnrolment> {
  return apiCall(userMfaSetupRoute, {});
}

/** POST /api/user/mfa/verify: the first code of the app; a refusal throws ApiError naming `code`. */
export function verifyTotpEnrolment(code: string): Promise<SuccessBody<typeof userMfaVerifyRoute>> {
  return apiCall(userMfaVerifyRoute, { body: { code } });
}
