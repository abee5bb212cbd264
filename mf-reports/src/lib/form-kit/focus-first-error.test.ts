import { focusFirstError } from './focus-first-error';

describe('focusFirstError', () => {
  it('focuses the first invalid control in document order', () => {
    document.body.innerHTML = `<form><input id="a"><input id="b" aria-invalid="true"><select id="c" aria-invalid="true"></select></form>`;
    const focused = focusFirstError(document.querySelector('form'));
    expect(focused?.id).toBe('b');
    expect(document.activeElement?.id).toBe('b');
  });

  it('answers null and leaves focus alone when nothing is invalid', () => {
    document.body.innerHTML = `<form><input id="a"></form>`;
    (document.getElementById('a') as HTMLInputElement).focus();
    expect(focusFirstError(document.querySelector('form'))).toBeNull();
    expect(document.activeElement?.id).toBe('a');
  });
});
