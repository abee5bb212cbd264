import { useEffect, useState, type FormEvent } from 'react';
import { toDataURL } from 'qrcode';
import { Button } from '@grindline/ui/button';
import { setMfaSetupRequired } from '../../../kit/mfa-gate';
import { startTotpEnrolment, verifyTotpEnrolment } from '../api/mfa-enrolment';
import './auth.css';

/**
 * Two-step sign-in enrolment (issue 31): a QR code of the TOTP secret for any authenticator app
 * (and the secret as text for typing it in), then one code of the app to check it. The same form
 * serves the required case (super and adminMgmt, before anything else: {@link MfaEnrolment}) and
 * the optional one (anyone, from the Account page). A chunk of its own (with the QR library),
 * never on the login screen's path. `titled` false leaves the heading to the page around it.
 */
export function MfaEnrolmentForm({ required, onDone, titled = true }: { required: boolean; onDone?: () => void; titled?: boolean }) {
  const [setup, setSetup] = useState<{ secret: string; qr: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    let live = true;
    startTotpEnrolment()
      .then(async ({ secret, otpauthUri }) => {
        const qr = await toDataURL(otpauthUri, { margin: 1, width: 220 });
        if (live) setSetup({ secret, qr });
      })
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await verifyTotpEnrolment(code.trim());
      setDone(true);
      setMfaSetupRequired(false);
      onDone?.();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="gl-shell-login-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Set up two-step sign-in">
      {titled && <h1>Two-step sign-in</h1>}
      {required && <p className="gl-shell-hint">Your role can change every site&apos;s data, so it signs in with a code of an authenticator app as well as the password. Set it up now.</p>}
      {done && (
        <div className="gl-shell-login-info" role="status">
          Two-step sign-in is on: from the next sign-in, Grindline asks for the app&apos;s code.
        </div>
      )}
      {error && (
        <div className="gl-shell-login-banner" role="alert">
          {error}
        </div>
      )}
      <ol className="gl-shell-hint">
        <li>Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, ...).</li>
        <li>Scan this QR code, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      {setup ? (
        <>
          <img src={setup.qr} width={220} height={220} alt="QR code of the two-step sign-in key" className="gl-shell-qr" />
          <p className="gl-shell-hint">
            Key: <code data-testid="totp-secret">{setup.secret}</code>
          </p>
        </>
      ) : (
        !error && <p role="status">Preparing your key…</p>
      )}
      <div className="gl-shell-field">
        <label htmlFor="gl-mfa-enrol-code">Code from the app</label>
        <input id="gl-mfa-enrol-code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
      </div>
      <Button type="submit" disabled={busy || !setup || done} aria-busy={busy || undefined}>
        {busy ? 'Checking...' : 'Turn on two-step sign-in'}
      </Button>
    </form>
  );
}

/** The required enrolment of super and adminMgmt: the form alone on the page, before anything else. */
export function MfaEnrolment({ required, onDone }: { required: boolean; onDone?: () => void }) {
  return (
    <main className="gl-shell-login">
      <div className="gl-shell-login-card">
        <MfaEnrolmentForm required={required} onDone={onDone} />
      </div>
    </main>
  );
}
