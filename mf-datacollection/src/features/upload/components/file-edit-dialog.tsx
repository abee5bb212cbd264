import type { UploadFormInput } from '@grindline/domain';
import { RAIL_OPTIONS } from '@grindline/domain';
import { Button } from '@grindline/ui/button';
import { Field, hintId } from '@grindline/ui/field';
import { Modal } from '@grindline/ui/modal';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

const toNumber = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));

/**
 * The per-file edit modal (spec 002 section 2): track id (the line's catalogue ids suggested),
 * start and end MP, rail, sensor positions, comments, running band, and the summary's key-values
 * read-only.
 */
export function FileEditDialog({ index, entry, trackIds = [], register, errors, onClose }: { index: number; entry: UploadFormInput['files'][number]; trackIds?: readonly string[]; register: UseFormRegister<UploadFormInput>; errors: FieldErrors<UploadFormInput>; onClose(): void }) {
  const e = errors.files?.[index];
  const id = (name: string) => `dc-file-${index}-${name}`;
  const extended = Object.entries(entry.extended ?? {});
  return (
    <Modal title={`Edit ${entry.fileName}`} onClose={onClose} footer={<Button onClick={onClose}>Done</Button>}>
      <div className="gl-dc-grid">
        {/* The catalogue's ids (K_1 ...) let the site map find the run; another id is still accepted. */}
        <Field id={id('track')} label="Track Id" error={e?.trackId?.message} hint={trackIds.length > 0 ? `Catalogue tracks: ${trackIds.join(', ')}` : undefined}>
          <input id={id('track')} list={trackIds.length > 0 ? id('tracks') : undefined} aria-describedby={trackIds.length > 0 ? hintId(id('track')) : undefined} {...register(`files.${index}.trackId`)} />
        </Field>
        {trackIds.length > 0 ? <datalist id={id('tracks')}>{trackIds.map((t) => <option key={t} value={t} />)}</datalist> : null}
        <Field id={id('start')} label="Start MP" error={e?.startMP?.message}>
          <input id={id('start')} inputMode="decimal" {...register(`files.${index}.startMP`, { setValueAs: toNumber })} />
        </Field>
        <Field id={id('end')} label="End MP" error={e?.endMP?.message}>
          <input id={id('end')} inputMode="decimal" {...register(`files.${index}.endMP`, { setValueAs: toNumber })} />
        </Field>
        <Field id={id('rail')} label="Rail" error={e?.rail?.message}>
          <select id={id('rail')} {...register(`files.${index}.rail`)}>
            {RAIL_OPTIONS.map((r) => <option key={r} value={r}>{r}</option>)}
          </select>
        </Field>
        {entry.leftRailFile ? (
          <>
            <Field id={id('lpos')} label="Left sensor position (mm)" error={e?.leftRailPos?.message}>
              <input id={id('lpos')} inputMode="numeric" {...register(`files.${index}.leftRailPos`, { setValueAs: toNumber })} />
            </Field>
            <Field id={id('lcomment')} label="Left rail comment">
              <textarea id={id('lcomment')} rows={2} {...register(`files.${index}.leftRailComment`)} />
            </Field>
          </>
        ) : null}
        {entry.rightRailFile ? (
          <>
            <Field id={id('rpos')} label="Right sensor position (mm)" error={e?.rightRailPos?.message}>
              <input id={id('rpos')} inputMode="numeric" {...register(`files.${index}.rightRailPos`, { setValueAs: toNumber })} />
            </Field>
            <Field id={id('rcomment')} label="Right rail comment">
              <textarea id={id('rcomment')} rows={2} {...register(`files.${index}.rightRailComment`)} />
            </Field>
          </>
        ) : null}
        <div className="gl-ui-field gl-dc-check">
          <label htmlFor={id('band')}>
            <input id={id('band')} type="checkbox" {...register(`files.${index}.runningBand`)} /> Running band
          </label>
        </div>
      </div>
      {extended.length > 0 ? (
        <>
          <h3>Summary file</h3>
          <dl className="gl-dc-kv">
            {extended.map(([k, v]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>{typeof v === 'object' && v !== null ? Object.entries(v).map(([a, b]) => `${a} ${String(b)}`).join('; ') : String(v)}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </Modal>
  );
}
