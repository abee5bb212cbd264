import { render, screen } from '@testing-library/react';
import { ApiError } from 'shell/kit';
import { SubmitStatus } from './submit-status';

describe('SubmitStatus', () => {
  it("shows the server's message once when a field's message repeats it, and every other field's message", () => {
    const message = 'Segment To 9.5: entered chain is out of bounds (E130 runs from 0 to 9.3)';
    const error = new ApiError(400, message, [
      { path: 'grinds.0.segmentTo', message },
      { path: 'grinds.1.direction', message: 'Direction EB is not a direction of E130; expected one of NB, SB' },
    ]);
    render(<SubmitStatus state="error" error={error} onDismissConflict={() => undefined} onDiscard={() => undefined} />);
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.getByText('Direction EB is not a direction of E130; expected one of NB, SB')).toBeInTheDocument();
  });
});
