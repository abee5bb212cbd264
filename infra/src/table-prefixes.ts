/**
 * The partition-key prefixes that IAM's `dynamodb:LeadingKeys` condition confines a Lambda to
 * (route-access.ts), taken from the functions' own key builders so the two never drift apart.
 */
import { aggregatePartition } from '../../functions/src/services/aggregates/keys';
import { accountKey, accountOutboxKeys, passwordResetKey, userSessionKeys } from '../../functions/src/data/account-entities';
import { auditKeys } from '../../functions/src/data/audit-entities';
import { dataCollectionKeys } from '../../functions/src/data/data-collection-entities';
import { loginFailureKey, sessionKey, ssoStateKey } from '../../functions/src/data/session-entities';
import { measurementKeys } from '../../functions/src/data/measurement-entities';
import { outboxKeys, unsentMailKeys } from '../../functions/src/data/mail-entities';
import { reportKeys } from '../../functions/src/data/report-entities';
import { reviewKeys } from '../../functions/src/data/review-entities';
import { sitePlanKey } from '../../functions/src/data/dashboard-entities';

/** Partition-key prefixes of the session and login-failure items (functions/src/data/table.ts). */
export const SESSION_PREFIX = sessionKey('').pk;
export const LOGIN_FAILURE_PREFIX = loginFailureKey('', 0).pk;
export const SSO_STATE_PREFIX = ssoStateKey('').pk;
/** Partition-key prefixes of the accounts (functions/src/data/account-entities.ts). */
export const ACCOUNT_PREFIX = accountKey('').pk;
export const USER_SESSIONS_PREFIX = userSessionKeys.partition('');
export const PASSWORD_RESET_PREFIX = passwordResetKey('').pk;
export const ACCOUNT_MAIL_PREFIX = accountOutboxKeys.mail('', '').pk.replace(/#$/, '#');

/** Partition-key prefix of the measurement layers (functions/src/data/table.ts). */
export const MEASUREMENT_PREFIX = measurementKeys.partition('', '').replace(/#+$/, '#');

/** Partition-key prefixes of reports and their versions, outbox items and the audit log. */
export const REPORT_PREFIX = reportKeys.partition('');
export const OUTBOX_PREFIX = outboxKeys.partition('');
/** The one partition of the unsent-mail markers written with an outbox item (docs/observability.md). */
export const UNSENT_MAIL_PARTITION = unsentMailKeys.partition;
export const AUDIT_PREFIX = auditKeys.partition('');
/** Partition-key prefix of the dashboard aggregates (services/aggregates/keys.ts). */
export const AGGREGATE_PREFIX = aggregatePartition('');
/** Partition-key prefix of the agency sign-off month items (functions/src/data/review-entities.ts). */
export const REVIEW_MONTH_PREFIX = reviewKeys.month('', '').pk;
/** Partition-key prefix of the site plans (functions/src/data/table.ts). */
export const SITE_PLAN_PREFIX = sitePlanKey('').pk;
/** Partition-key prefixes of the data collection (functions/src/data/table.ts). */
export const DC_SHIFT_PREFIX = dataCollectionKeys.shift('').pk;
export const CAT_FILE_PREFIX = dataCollectionKeys.result('').pk;
