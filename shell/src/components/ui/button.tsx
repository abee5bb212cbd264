import type { ButtonHTMLAttributes } from 'react';
import './ui.css';

/** A touch-friendly button (>= 44px); `variant` picks the colour. */
export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'secondary' | 'plain' }) {
  return <button type={type} className={`gl-shell-button gl-shell-button-${variant} ${className ?? ''}`.trim()} {...props} />;
}
