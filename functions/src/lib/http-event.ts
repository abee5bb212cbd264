/**
 * The parts of API Gateway HTTP API (payload format 2.0) events and results that we use.
 * Declared here rather than pulled from @types/aws-lambda; the local gateway builds the same shape.
 */

/** Authorizer context of a request (see handlers/auth/authorizer.ts). */
export interface AuthorizerContext {
  authenticated?: string;
  username?: string;
  role?: string;
  [key: string]: unknown;
}

export interface HttpApiEvent {
  version?: string;
  routeKey?: string;
  rawPath?: string;
  rawQueryString?: string;
  cookies?: string[];
  headers?: Record<string, string | undefined>;
  queryStringParameters?: Record<string, string | undefined>;
  pathParameters?: Record<string, string | undefined>;
  body?: string;
  isBase64Encoded?: boolean;
  requestContext?: {
    http?: { method?: string; path?: string; sourceIp?: string };
    requestId?: string;
    authorizer?: { lambda?: AuthorizerContext | null } | null;
    [key: string]: unknown;
  };
}

export interface HttpApiResult {
  statusCode: number;
  headers?: Record<string, string>;
  body?: string;
  cookies?: string[];
  isBase64Encoded?: boolean;
}
