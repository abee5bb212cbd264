import type { ReactNode } from 'react';
import './ui.css';

/** A boxed message: information, a success, or an error announced to assistive technology. */
export function Notice({ tone, children }: { tone: 'info' | 'success' | 'error'; children: ReactNode }) {
  return (
    <div className={`gl-maps-notice gl-maps-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
