import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface ModalProps {
  /** The dialog's heading, which also names it for assistive technology. */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons in the dialog's foot (e.g. Back / Submit). */
  footer?: ReactNode;
  /** While true (e.g. submitting), Escape and the close button do nothing. */
  busy?: boolean;
  /** The close button's accessible name. */
  closeLabel?: string;
  className?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The one modal dialog of every screen: named by its title, focus moved in on open, kept inside
 * with Tab / Shift+Tab and given back to the opener on close; Escape and the × button close it.
 * A click on the backdrop does not, so a half-filled form is never lost by a stray tap.
 */
export function Modal({ title, onClose, children, footer, busy = false, closeLabel = 'Close', className }: ModalProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    box.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape') {
      e.stopPropagation();
      if (!busy) onClose();
      return;
    }
    if (e.key !== 'Tab' || !box.current) return;
    const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) {
      e.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === box.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="gl-ui-modal">
      <div ref={box} className={['gl-ui-modal__box', className].filter(Boolean).join(' ')} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <div className="gl-ui-modal__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="gl-ui-modal__close" aria-label={closeLabel} onClick={onClose} disabled={busy}>
            ×
          </button>
        </div>
        {children}
        {footer ? <div className="gl-ui-modal__foot">{footer}</div> : null}
      </div>
    </div>
  );
}
