import './styles.css';
import type { ReactNode } from 'react';

export type NoticeTone = 'info' | 'error' | 'success';

export interface NoticeProps {
  tone?: NoticeTone;
  children: ReactNode;
}

/** A boxed message; errors are announced at once (alert), the rest politely (status). */
export function Notice({ tone = 'info', children }: NoticeProps) {
  return (
    <div className={`gl-ui-notice gl-ui-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
