import { checkLogin } from './login-resolver';

describe('checkLogin (the domain login schema, spec 000 section 5.1)', () => {
  it('names each missing field, blank after trimming counting as missing', () => {
    expect(checkLogin({ username: '  ', password: '' })).toEqual({
      ok: false,
      errors: { username: 'Username is required', password: 'Password is required' },
    });
  });

  it('answers the request to send, trimmed as the schema says', () => {
    const check = checkLogin({ username: ' bart ', password: 'secret' });
    expect(check.ok).toBe(true);
    expect(check.ok && check.request.password).toBe('secret');
  });
});
