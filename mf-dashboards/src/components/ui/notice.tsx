import type { ReactNode } from 'react';
import './ui.css';

/** A boxed message: information, or an error announced to assistive technology. */
export function Notice({ tone, children }: { tone: 'info' | 'error'; children: ReactNode }) {
  return (
    <div className={`gl-dash-notice gl-dash-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
