import { accessFor } from '@grindline/domain';
import { editLinkFor } from './edit-link';

const nyct = { site: 'NYCT', shiftId: 'NYCT-2025-03-01-1' };
const bart = { site: 'BART', shiftId: 'BART-2025-03-01' };

describe('editLinkFor', () => {
  it('links NYCT cards for users who may edit', () => {
    expect(editLinkFor(nyct, accessFor('NYCTadminedit'))).toBe('/edit-report/NYCT-2025-03-01-1');
    expect(editLinkFor(nyct, accessFor('adminMgmt'))).toBe('/edit-report/NYCT-2025-03-01-1');
  });
  it('gives no link to NYCT users who may not edit', () => {
    expect(editLinkFor(nyct, accessFor('NYCTadmin'))).toBeNull();
    expect(editLinkFor(nyct, accessFor('adminReadOnly'))).toBeNull();
  });
  it('never links cards of other sites', () => {
    expect(editLinkFor(bart, accessFor('adminMgmt'))).toBeNull();
    expect(editLinkFor({ site: 'DEV', shiftId: 'x' }, accessFor('adminMgmt'))).toBeNull();
  });
  it('encodes the shift id into the path', () => {
    expect(editLinkFor({ site: 'NYCT', shiftId: 'a/b' }, accessFor('adminMgmt'))).toBe('/edit-report/a%2Fb');
  });
});

describe('historyLinkFor (issue 11)', () => {
  const { accessFor } = jest.requireActual('@grindline/domain') as typeof import('@grindline/domain');
  const { historyLinkFor } = jest.requireActual('./edit-link') as typeof import('./edit-link');
  const nyct = { site: 'NYCT', shiftId: '2024030500105' };
  it('links the history for managers and the own site admins only', () => {
    expect(historyLinkFor(nyct, accessFor('adminMgmt'))).toBe('/grind-reports/history/2024030500105');
    expect(historyLinkFor(nyct, accessFor('NYCTadmin'))).toBe('/grind-reports/history/2024030500105');
    expect(historyLinkFor(nyct, accessFor('BARTadmin'))).toBeNull();
    expect(historyLinkFor(nyct, accessFor('adminReadOnly'))).toBeNull();
    expect(historyLinkFor(nyct, accessFor('MBTA'))).toBeNull();
  });
});
