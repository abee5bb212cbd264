import type { ReactNode } from 'react';
import './ui.css';

export interface NoticeProps {
  tone?: 'info' | 'error' | 'success';
  children: ReactNode;
}

/** A boxed message; errors are announced to screen readers. */
export function Notice({ tone = 'info', children }: NoticeProps) {
  return (
    <div className={`gl-rep-notice gl-rep-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
