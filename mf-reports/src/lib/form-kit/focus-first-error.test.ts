import { focusFirstControl, focusFirstError } from './focus-first-error';

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

describe('focusFirstControl', () => {
  it('focuses the first field that takes input, skipping read-only and disabled ones', () => {
    document.body.innerHTML = `<section><input id="len" readonly><select id="off" disabled></select><input id="from"><button id="b">Next</button></section>`;
    expect(focusFirstControl(document.querySelector('section'))?.id).toBe('from');
    expect(document.activeElement?.id).toBe('from');
  });

  it('falls back to the button marked data-focus-next when no field is left', () => {
    document.body.innerHTML = `<section><button id="edit">Edit</button><button id="go" data-focus-next>submit grind info</button></section>`;
    expect(focusFirstControl(document.querySelector('section'))?.id).toBe('go');
  });

  it('answers null for no container', () => {
    expect(focusFirstControl(null)).toBeNull();
  });
});
