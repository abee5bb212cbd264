/**
 * Cognito pre token generation trigger (V2 event): the group mapping of agency sign-in
 * (services/sso/pre-token.ts), run for every token Cognito issues (sign-in and refresh), with
 * the observability middlewares of every function.
 */
import { observedHandler } from '../../lib/observability';
import { mapAgencyGroups, type PreTokenGenerationEvent } from '../../services/sso/pre-token';

export { agencyGroups, federatedProviderName, type PreTokenGenerationEvent } from '../../services/sso/pre-token';

export const handler = observedHandler('sso-pre-token', (event: PreTokenGenerationEvent) => mapAgencyGroups(event));
