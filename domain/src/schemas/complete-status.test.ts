import { COMPLETE_STATUS_OPTIONS, completeLabel } from './fields';

describe('completeLabel', () => {
  it("writes a form's status and a stored range's flag in the same words", () => {
    expect([completeLabel('complete'), completeLabel('incomplete')]).toEqual(['Complete', 'Incomplete']);
    expect([completeLabel(true), completeLabel(false)]).toEqual(['Complete', 'Incomplete']);
  });

  it("gives every form's select the same two options", () => {
    expect(COMPLETE_STATUS_OPTIONS).toEqual([
      { value: 'complete', label: 'Complete' },
      { value: 'incomplete', label: 'Incomplete' },
    ]);
  });
});
