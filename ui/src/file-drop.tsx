import './styles.css';
import type { ReactNode } from 'react';
import { useDropzone, type Accept, type FileRejection } from 'react-dropzone';
import { errorId, hintId } from './field';

export interface FileDropProps {
  /** id of the file input; the label points at it. */
  id: string;
  label: string;
  /** What the drop area says, e.g. 'Drag and drop or click here to upload all CAT and .sum files'. */
  prompt: string;
  /** Accepted types as react-dropzone takes them: MIME type to extensions. */
  accept?: Accept;
  multiple?: boolean;
  /** Largest file in bytes; a larger one is handed back as rejected ('file-too-large'). */
  maxSize?: number;
  hint?: ReactNode;
  error?: string;
  /** The files taken and those refused (wrong type, too large, too many), in one call per drop or choice. */
  onFiles(accepted: File[], rejected: FileRejection[]): void;
  disabled?: boolean;
}

/**
 * A file field that also takes files dropped on it (react-dropzone): click, Enter or Space opens the
 * file chooser (the drop area is the one tab stop, named by its prompt); the real file input stays
 * labelled, so screen readers and tests reach it.
 */
export function FileDrop({ id, label, prompt, accept, multiple = false, maxSize, hint, error, onFiles, disabled = false }: FileDropProps) {
  const { getRootProps, getInputProps, isDragActive } = useDropzone({ accept, multiple, maxSize, disabled, onDrop: onFiles });
  const describedBy = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="gl-ui-field">
      <label htmlFor={id}>{label}</label>
      <div
        {...getRootProps({
          className: ['gl-ui-drop', isDragActive ? 'gl-ui-drop--active' : '', error ? 'gl-ui-drop--invalid' : ''].filter(Boolean).join(' '),
          role: 'button',
          'aria-describedby': describedBy,
          'aria-disabled': disabled || undefined,
        })}
      >
        <span>{isDragActive ? 'Drop the files here' : prompt}</span>
      </div>
      {/* Beside the drop area, not in it, so the area's name is its prompt alone. react-dropzone names
          its input 'file upload'; the field's own label is the name users see. */}
      <input {...getInputProps({ id, className: 'gl-ui-drop__input', 'aria-label': label, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })} />
      {hint ? (
        <p className="gl-ui-hint" id={hintId(id)}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="gl-ui-error" id={errorId(id)} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type { FileRejection } from 'react-dropzone';
