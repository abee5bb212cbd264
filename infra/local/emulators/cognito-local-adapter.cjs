/**
 * cognito-local with what Grindline's account routes need and cognito-local 5.3 does not do as
 * Cognito does (docs/decisions.md 'People and accounts'). Local stack only: the Lambda code
 * sends the same calls to AWS. Each change mirrors Cognito's documented behaviour:
 *
 * - InitiateAuth (USER_PASSWORD_AUTH) refuses a disabled user ("User is disabled."); checks the
 *   temporary password before answering NEW_PASSWORD_REQUIRED (cognito-local answers the
 *   challenge whatever the password); refuses a temporary password older than the pool's
 *   TemporaryPasswordValidityDays ("Temporary password has expired and must be reset by an
 *   administrator."); remembers each challenge's Session for three minutes.
 * - RespondToAuthChallenge accepts only a Session it issued, for that user and challenge, once,
 *   and stores the refresh token it hands out (cognito-local forgets it, so a refresh failed).
 * - AdminSetUserMFAPreference and AdminUserGlobalSignOut, which cognito-local lacks.
 *
 * And one change of speed, not behaviour: cognito-local keeps its pools in memory and, after every
 * write, serialises the whole pool to its file (stormdb, pretty-printed), so each call cost more as
 * the pool grew (800 users: a sign-in 18 ms, creating a user 9 ms; 8 and 2 ms with this change).
 * The files are now written at most every FLUSH_MS and on SIGTERM/SIGINT: what is read is always
 * the memory, as before; a crash loses at most the last FLUSH_MS of changes.
 *
 * Started as a child process like cognito-local's own bin (infra/local/emulators/cognito.ts).
 */
const fs = require('node:fs');
const { Targets } = require('cognito-local/lib/targets/targets');
const errors = require('cognito-local/lib/errors');

const CHALLENGE_MS = 3 * 60_000;
/** Session -> { username, challenge, until }: what InitiateAuth issued. */
const challenges = new Map();
const validityDays = () => Number(process.env.COGNITO_TEMPORARY_PASSWORD_DAYS || 7);

function remember(answer, username) {
  if (answer && answer.ChallengeName && answer.Session) {
    challenges.set(answer.Session, { username, challenge: answer.ChallengeName, until: Date.now() + CHALLENGE_MS });
  }
  return answer;
}

const initiateAuth = Targets.InitiateAuth;
Targets.InitiateAuth = (services) => {
  const inner = initiateAuth(services);
  return async (ctx, req) => {
    if (req.AuthFlow === 'USER_PASSWORD_AUTH' && req.AuthParameters) {
      const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
      const user = await pool.getUserByUsername(ctx, req.AuthParameters.USERNAME);
      if (user && user.Enabled === false) throw new errors.NotAuthorizedError('User is disabled.');
      if (user && user.UserStatus === 'FORCE_CHANGE_PASSWORD') {
        if (user.Password !== req.AuthParameters.PASSWORD) throw new errors.NotAuthorizedError('Incorrect username or password.');
        const setAt = new Date(user.UserLastModifiedDate).getTime();
        if (Date.now() - setAt > validityDays() * 86_400_000) {
          throw new errors.NotAuthorizedError('Temporary password has expired and must be reset by an administrator.');
        }
      }
      return remember(await inner(ctx, req), user ? user.Username : req.AuthParameters.USERNAME);
    }
    return inner(ctx, req);
  };
};

const respondToAuthChallenge = Targets.RespondToAuthChallenge;
Targets.RespondToAuthChallenge = (services) => {
  const inner = respondToAuthChallenge(services);
  return async (ctx, req) => {
    const username = req.ChallengeResponses && req.ChallengeResponses.USERNAME;
    const issued = challenges.get(req.Session);
    challenges.delete(req.Session);
    if (!issued || issued.until < Date.now() || issued.username !== username || issued.challenge !== req.ChallengeName) {
      throw new errors.NotAuthorizedError('Invalid session for the user, session is expired.');
    }
    const answer = await inner(ctx, req);
    const refreshToken = answer.AuthenticationResult && answer.AuthenticationResult.RefreshToken;
    if (refreshToken) {
      const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
      const user = await pool.getUserByUsername(ctx, username);
      if (user) await pool.storeRefreshToken(ctx, refreshToken, user);
    }
    return remember(answer, username);
  };
};

/** The user of an admin call, or Cognito's UserNotFoundException. */
async function adminUser(services, ctx, req) {
  const pool = await services.cognito.getUserPool(ctx, req.UserPoolId);
  const user = await pool.getUserByUsername(ctx, req.Username);
  if (!user) throw new errors.UserNotFoundError('User does not exist.');
  return { pool, user };
}

Targets.AdminSetUserMFAPreference = (services) => async (ctx, req) => {
  const { pool, user } = await adminUser(services, ctx, req);
  const software = req.SoftwareTokenMfaSettings;
  const methods = new Set(user.UserMFASettingList || []);
  let configuration = user.SoftwareTokenMfaConfiguration;
  if (software && software.Enabled) {
    if (!configuration || !configuration.Verified) throw new errors.InvalidParameterError('User has not verified software token mfa');
    methods.add('SOFTWARE_TOKEN_MFA');
  } else if (software) {
    // Cognito keeps the secret but no longer asks for it; a new AssociateSoftwareToken replaces it.
    methods.delete('SOFTWARE_TOKEN_MFA');
    configuration = undefined;
  }
  await pool.saveUser(ctx, {
    ...user,
    UserMFASettingList: [...methods],
    PreferredMfaSetting: software && software.PreferredMfa && methods.has('SOFTWARE_TOKEN_MFA') ? 'SOFTWARE_TOKEN_MFA' : undefined,
    SoftwareTokenMfaConfiguration: configuration,
  });
  return {};
};

Targets.AdminUserGlobalSignOut = (services) => async (ctx, req) => {
  const { pool, user } = await adminUser(services, ctx, req);
  await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
  return {};
};

const FLUSH_MS = Number(process.env.COGNITO_FLUSH_MS || 250);
/** path -> the engine and the state to write: the latest state of each file, written once. */
const unwritten = new Map();
let flushTimer;

function flush() {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  for (const [path, { engine, state }] of unwritten) {
    unwritten.delete(path);
    try {
      // Written beside it and renamed, so a reader or a restart never sees half a file.
      fs.writeFileSync(`${path}.tmp`, engine.serialize(state));
      fs.renameSync(`${path}.tmp`, path);
    } catch (error) {
      console.error(`[cognito-local-adapter] could not write ${path}: ${error.message}`);
    }
  }
}

// stormdb as cognito-local itself resolves it (a transitive dependency, wherever npm placed it).
const LocalEngine = require(require.resolve('stormdb/src/engine/local.js', { paths: [require('node:path').dirname(require.resolve('cognito-local/package.json'))] }));
const writeNow = LocalEngine.prototype.write;
LocalEngine.prototype.write = function write(state) {
  // cognito-local's stores are async; anything else keeps stormdb's own write.
  if (!this.async) return writeNow.call(this, state);
  unwritten.set(this.path, { engine: this, state });
  flushTimer ??= setTimeout(flush, FLUSH_MS);
  return Promise.resolve();
};
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    flush();
    process.exit(0);
  });
}

require('cognito-local/lib/bin/start.js');
