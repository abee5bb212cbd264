import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { userMeRoute, type TwoStepState } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';
import { errorMessage, type SessionUser } from 'shell/kit';
import { Button } from '@grindline/ui/button';
import { Notice } from '@grindline/ui/notice';
import { MfaEnrolmentForm } from '../../auth/components/mfa-enrolment';
import './account.css';

const TWO_STEP_KEY = ['user', 'twoStep'] as const;

/** GET /api/user?twoStep=1: the caller with the state of their second factor (docs/api.md). */
function useTwoStep() {
  return useQuery({
    queryKey: TWO_STEP_KEY,
    queryFn: async (): Promise<TwoStepState> => {
      const { twoStep } = await apiCall(userMeRoute, { query: { twoStep: '1' } });
      if (!twoStep) throw new Error('The server did not say');
      return twoStep;
    },
  });
}

/** What the page says of the factor, in words a field supervisor reads at a glance. */
function TwoStepSummary({ state }: { state: TwoStepState }) {
  if (!state.available) {
    return <p>You sign in through your agency. Your agency&apos;s sign-in decides whether it asks for a second step.</p>;
  }
  if (state.enabled) {
    return (
      <>
        <p>
          <span className="gl-shell-account-state gl-shell-account-state--on">On</span> Each sign-in asks for the code of your authenticator app after the password.
          {state.required && ' Your role requires it.'}
        </p>
        <p className="gl-shell-hint">Lost the phone with the app? A super administrator can reset two-step sign-in on the Users screen; you then set it up again.</p>
      </>
    );
  }
  return (
    <p>
      <span className="gl-shell-account-state gl-shell-account-state--off">Off</span>{' '}
      {state.required
        ? 'Your role requires a code of an authenticator app at sign-in. Set it up now.'
        : 'You sign in with your password alone. Turn it on to be asked, after the password, for a code of an authenticator app on your phone: a stolen password alone then no longer opens your account.'}
    </p>
  );
}

/**
 * /account (every signed-in user; the header's Account link): who is signed in and their
 * two-step sign-in. Optional for most roles (issue 31): a user without a factor sets one up here
 * with the same QR and check-code form that super and adminMgmt must complete at sign-in.
 * Turning it off is not offered: it would let a stolen session remove the factor, and a lost
 * phone is a super administrator's reset (docs/operations.md).
 */
export function AccountPage({ user }: { user: SessionUser }) {
  const twoStep = useTwoStep();
  const client = useQueryClient();
  const [enrolling, setEnrolling] = useState(false);
  const [justEnabled, setJustEnabled] = useState(false);

  const done = () => {
    setEnrolling(false);
    setJustEnabled(true);
    client.setQueryData<TwoStepState>(TWO_STEP_KEY, (state) => (state ? { ...state, enabled: true } : state));
    void client.invalidateQueries({ queryKey: TWO_STEP_KEY });
  };

  return (
    <div className="gl-ui-page gl-shell-account">
      <h1 className="gl-ui-title">Account</h1>
      <p>
        Signed in as <strong>{user.username}</strong> ({user.role || 'no role'}).
      </p>
      <section className="gl-shell-account-section" aria-labelledby="gl-shell-account-two-step">
        <h2 id="gl-shell-account-two-step" className="gl-ui-subtitle">
          Two-step sign-in
        </h2>
        {twoStep.isPending && <p role="status">Checking your sign-in…</p>}
        {twoStep.isError && <Notice tone="error">Could not read your two-step sign-in: {errorMessage(twoStep.error)}</Notice>}
        {justEnabled && <Notice tone="success">Two-step sign-in is on: from the next sign-in, Grindline asks for the app&apos;s code.</Notice>}
        {twoStep.data && <TwoStepSummary state={twoStep.data} />}
        {twoStep.data && twoStep.data.available && !twoStep.data.enabled && !enrolling && (
          <Button onClick={() => setEnrolling(true)}>Set up two-step sign-in</Button>
        )}
        {enrolling && (
          <div className="gl-shell-account-card">
            <MfaEnrolmentForm required={false} titled={false} onDone={done} />
            <Button variant="secondary" onClick={() => setEnrolling(false)}>
              Cancel
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
