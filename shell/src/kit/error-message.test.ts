import { ApiError } from './api-error';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it("shows the server's message", () => {
    expect(errorMessage(new ApiError(403, 'Forbidden for this site'))).toBe('Forbidden for this site');
    expect(errorMessage(new ApiError(500, ''))).toBe('The server answered with status 500.');
  });

  it('explains a network failure in plain words', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(
      'The server could not be reached. Check the connection and try again.',
    );
  });
});
