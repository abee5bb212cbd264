import { createRoot } from 'react-dom/client';
import { Button } from '@grindline/ui/button';
import type { NoticeRenderer } from '../utils/resilient-app';
import './routing.css';

/** The notice shown in an area whose micro-frontend is absent or down (frontend contract). */
export function RemoteUnavailable({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <div className="gl-shell-notice" role="alert">
      <p>
        The {label} module is unavailable right now. The rest of Grindline keeps working; try again in a moment.
      </p>
      <Button onClick={onRetry}>Retry</Button>
    </div>
  );
}

/** Renders {@link RemoteUnavailable} as its own small React root inside the area. */
export const renderRemoteUnavailable: NoticeRenderer = (element, area, retry) => {
  const root = createRoot(element);
  root.render(<RemoteUnavailable label={area.label} onRetry={retry} />);
  return () => root.unmount();
};
