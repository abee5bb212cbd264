import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A desktop dropdown: a button that opens a list of links; it closes on a choice, on Escape and
 * on a click elsewhere. `children` receives the close function for its links.
 */
export function DropdownMenu({ label, children }: { label: string; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div className="gl-shell-dropdown" ref={ref}>
      <button
        type="button"
        className="gl-shell-nav-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {label} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul id={id} className="gl-shell-dropdown-list" aria-label={label}>
          {children(() => setOpen(false))}
        </ul>
      )}
    </div>
  );
}
