import { accessFor } from '../access/roles';
import { changeRefusal, closeRefusal, reopenRefusal, reviewRefusal, reviewsSite, reviewStatus, type ReviewMark, type ShiftReview } from './review-state';

const mark = (decision: ReviewMark['decision'], version: number): ReviewMark => ({ decision, version, by: 'BART_bart-0001', at: '2026-03-02T10:00:00.000Z', identityProvider: 'BART', comment: decision === 'disputed' ? 'wrong line' : '' });
const review = (latest: ReviewMark, lastApproval?: ReviewMark): ShiftReview => ({ shiftId: '20260301100001', site: 'BART', date: '2026-03-01', latest, ...(lastApproval ? { lastApproval } : {}) });
const facts = { site: 'BART', decision: 'approved' as const, version: 2, currentVersion: 2, comment: '', monthClosed: false };

describe('reviewStatus', () => {
  it('is not reviewed without a review', () => {
    expect(reviewStatus(1, null)).toBe('not-reviewed');
  });
  it('is the decision when it was made on the current version', () => {
    expect(reviewStatus(1, review(mark('approved', 1), mark('approved', 1)))).toBe('approved');
    expect(reviewStatus(1, review(mark('disputed', 1)))).toBe('disputed');
  });
  it('needs re-approval once an approved shift has a newer version, even after a dispute of an older one', () => {
    expect(reviewStatus(2, review(mark('approved', 1), mark('approved', 1)))).toBe('needs-reapproval');
    expect(reviewStatus(3, review(mark('disputed', 2), mark('approved', 1)))).toBe('needs-reapproval');
  });
  it('is reviewed afresh when a disputed, never approved shift is answered by a new version', () => {
    expect(reviewStatus(2, review(mark('disputed', 1)))).toBe('not-reviewed');
  });
});

describe('who reviews', () => {
  it('is only the agency inspector of the site itself', () => {
    expect(reviewsSite(accessFor('BARTinspector'), 'BART')).toBe(true);
    expect(reviewsSite(accessFor('BARTinspector'), 'NYCT')).toBe(false);
    for (const role of ['admin', 'adminMgmt', 'adminReadOnly', 'BARTadmin', 'BART', 'NYCTadminedit', 'MBTA']) expect(reviewsSite(accessFor(role), 'BART')).toBe(false);
  });
  it('refuses a contractor role with 403 whatever else the request says', () => {
    for (const role of ['admin', 'adminMgmt', 'BARTadmin', 'BART']) expect(reviewRefusal(accessFor(role), facts)).toEqual({ status: 403, message: "Only BART's agency reviewers approve or dispute its shifts" });
    expect(reviewRefusal(accessFor('NYCTinspector'), facts)?.status).toBe(403);
  });
  it('refuses a version that is no longer the latest with a message naming both', () => {
    const refusal = reviewRefusal(accessFor('BARTinspector'), { ...facts, version: 1, currentVersion: 2 });
    expect(refusal?.status).toBe(409);
    expect(refusal?.message).toMatch(/Version 1 is no longer the latest.*version 2/);
  });
  it('refuses a closed month and a dispute without a comment; admits the rest', () => {
    expect(reviewRefusal(accessFor('BARTinspector'), { ...facts, monthClosed: true })?.status).toBe(409);
    expect(reviewRefusal(accessFor('BARTinspector'), { ...facts, decision: 'disputed', comment: '  ' })?.status).toBe(400);
    expect(reviewRefusal(accessFor('BARTinspector'), { ...facts, decision: 'disputed', comment: 'rail 3 not ground' })).toBeNull();
    expect(reviewRefusal(accessFor('BARTinspector'), facts)).toBeNull();
  });
});

describe('changes of a reviewed shift', () => {
  const approved = review(mark('approved', 1), mark('approved', 1));
  it('refuses deleting an approved shift, also once it needs re-approval', () => {
    expect(changeRefusal('delete', approved, 'typo', false)?.status).toBe(409);
    expect(changeRefusal('delete', review(mark('disputed', 2), mark('approved', 1)), undefined, false)?.status).toBe(409);
  });
  it('requires a reason to edit an approved shift', () => {
    expect(changeRefusal('edit', approved, undefined, false)?.status).toBe(400);
    expect(changeRefusal('edit', approved, ' ab ', false)?.status).toBe(400);
    expect(changeRefusal('edit', approved, 'Row 2 was entered twice', false)).toBeNull();
  });
  it('lets a shift never approved change freely, and nothing change in a closed month', () => {
    expect(changeRefusal('edit', review(mark('disputed', 1)), undefined, false)).toBeNull();
    expect(changeRefusal('delete', null, undefined, false)).toBeNull();
    expect(changeRefusal('edit', null, 'a reason', true)?.status).toBe(409);
  });
});

describe('closing and reopening a month', () => {
  const inspector = accessFor('BARTinspector');
  it('closes only when every shift is approved, the month open and not empty, by the agency', () => {
    expect(closeRefusal(inspector, 'BART', ['approved', 'approved'], false)).toBeNull();
    expect(closeRefusal(inspector, 'BART', ['approved', 'needs-reapproval'], false)).toEqual({ status: 409, message: '1 of 2 shifts of this month are not approved yet' });
    expect(closeRefusal(inspector, 'BART', [], false)?.status).toBe(409);
    expect(closeRefusal(inspector, 'BART', ['approved'], true)?.status).toBe(409);
    expect(closeRefusal(accessFor('adminMgmt'), 'BART', ['approved'], false)?.status).toBe(403);
  });
  it('reopens with a reason, by the agency or adminMgmt only', () => {
    expect(reopenRefusal(inspector, 'BART', true, 'Shift 3 needs a fix')).toBeNull();
    expect(reopenRefusal(accessFor('adminMgmt'), 'BART', true, 'Shift 3 needs a fix')).toBeNull();
    expect(reopenRefusal(accessFor('BARTadmin'), 'BART', true, 'Shift 3 needs a fix')?.status).toBe(403);
    expect(reopenRefusal(inspector, 'BART', false, 'Shift 3 needs a fix')?.status).toBe(409);
    expect(reopenRefusal(inspector, 'BART', true, 'no')?.status).toBe(400);
  });
});
