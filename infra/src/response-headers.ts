/**
 * CloudFront's response-headers policy, built from the one list of security headers the local
 * gateway sends too (security-headers.ts), so both environments answer with the same headers.
 */
import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { contentSecurityPolicy, type CspOptions, HSTS_MAX_AGE_SECONDS, REFERRER_POLICY } from './security-headers';

/**
 * The policy: CSP (with Google's Maps hosts only when a key is configured), nosniff, DENY framing,
 * the referrer policy and HSTS, overriding the origin's.
 */
export function securityHeadersPolicy(scope: Construct, id: string, csp: CspOptions = {}): ResponseHeadersPolicy {
  if (REFERRER_POLICY !== HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN) {
    throw new Error(`Referrer-Policy ${REFERRER_POLICY} has no CloudFront equivalent here`);
  }
  return new ResponseHeadersPolicy(scope, id, {
    comment: 'Grindline security headers (infra/src/security-headers.ts)',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(csp), override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      strictTransportSecurity: { accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS), includeSubdomains: true, override: true },
    },
  });
}
