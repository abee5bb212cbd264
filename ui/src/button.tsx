import './styles.css';
import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'plain';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

/** The class names of a button of `variant`, for links that must look like one. */
export function buttonClass(variant: ButtonVariant = 'primary', extra?: string): string {
  return ['gl-ui-button', `gl-ui-button--${variant}`, extra].filter(Boolean).join(' ');
}

/** A touch-sized button (>= 44px); `type` defaults to 'button' so it never submits by accident. */
export function Button({ variant = 'primary', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...rest} />;
}
