/** What a Lambda may do with the table, the bucket and the user pool (route-access.ts decides it per handler). */
export type DataAccess = 'none' | 'read' | 'readWrite';

/** DynamoDB actions on the items whose partition key starts with one of `keyPrefixes` only. */
export interface ItemAccess {
  actions: string[];
  /** Partition-key prefixes, enforced with the `dynamodb:LeadingKeys` condition. */
  keyPrefixes: string[];
}

export interface RouteAccess {
  /** Access to the whole table (and its indexes). */
  table: DataAccess;
  /** Access to some items of the table only (sessions, login-failure counters). */
  items: ItemAccess[];
  /** 'put': PutObject only (signing an upload), no reading or listing. */
  uploads: DataAccess | 'put';
  /** Object-key prefix the bucket access is limited to; absent: the whole bucket. */
  uploadsPrefix?: string;
  /** DeleteObject as well (under the prefix): the CAT processing removes oversized uploads. */
  uploadsDelete?: boolean;
  /**
   * Objects read (GetObject, which also authorises HeadObject and signing a GET) under these
   * prefixes besides `uploads`, with listing limited to them so a missing key is a 404: the photos
   * of shift reports (issue 28) are checked by the filings and read by the readers of reports.
   */
  objectReads?: string[];
  /**
   * cognito-idp actions on the user pool. None today: InitiateAuth and RevokeToken are public-client
   * operations Cognito authorises by the app client and the token, not by IAM (docs/security.md).
   */
  cognito: string[];
}

/** No access at all: the start of every narrower declaration. */
export const NOTHING: RouteAccess = { table: 'none', items: [], uploads: 'none', cognito: [] };
