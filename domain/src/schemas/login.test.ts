import { loginSchema } from './login';

describe('loginSchema (spec 000 section 5.1)', () => {
  it('requires a non-blank username and password', () => {
    const result = loginSchema.safeParse({ username: '  ', password: ' ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['username', 'Username is required'],
      ['password', 'Password is required'],
    ]);
    expect(loginSchema.safeParse({}).error?.issues.map((i) => i.message)).toEqual(['Username is required', 'Password is required']);
  });

  it('trims the username and keeps the password as typed', () => {
    expect(loginSchema.parse({ username: ' ann ', password: ' p w ' })).toEqual({ username: 'ann', password: ' p w ' });
  });

  it('refuses names and passwords longer than Cognito accepts, naming the field', () => {
    const long = loginSchema.safeParse({ username: 'u'.repeat(129), password: 'p'.repeat(257) });
    expect(long.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['username', 'Username must be at most 128 characters'],
      ['password', 'Password must be at most 256 characters'],
    ]);
    expect(loginSchema.safeParse({ username: 'u'.repeat(128), password: 'p'.repeat(256) }).success).toBe(true);
  });
});
