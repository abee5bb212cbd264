/**
 * Contract-checked API doubles for the report forms' component tests (`mockApi` of
 * @grindline/ui): the routes given as doubles answer what their contracts allow and refuse a body
 * the server would refuse; a call no double answers fails the test (mockApi alone answers it 404).
 */
import type { ShiftReport } from '@grindline/domain';
import { mockApi, type RouteDouble } from '@grindline/ui/testing/mock-api';

/** Installs the doubles as global fetch; the mock records every call, and a call none answers throws. */
export function mockRoutes(doubles: RouteDouble[]): jest.Mock {
  const contracted = mockApi(...doubles);
  const fn = jest.fn(async (url: string, init?: RequestInit) => {
    const unmatched = contracted.unmatched.length;
    const response = await contracted(url, init);
    if (contracted.unmatched.length > unmatched) throw new Error(`unexpected call ${init?.method ?? 'GET'} ${url}`);
    return response;
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

/** A report as the server stores and answers it: every required field, then `overrides`. */
export function storedReport(overrides: Partial<ShiftReport> = {}): ShiftReport {
  return {
    shiftId: '20240305000001',
    site: 'BART',
    variant: 'bart',
    date: '2024-03-05',
    line: 'A',
    grinderType: '5062',
    stoneType: '10" coarse',
    grinderOperator: 'Dana Ortiz',
    shiftType: 'R-Regular',
    sparkMin: 0,
    passFeet: 0,
    feetComp: 0,
    feetIncomp: 0,
    comments: '',
    ranges: [],
    createdAt: '2024-03-05T10:00:00Z',
    createdBy: 'tester',
    submissionId: '9f0c5a8e-0000-4000-8000-000000000000',
    ...overrides,
  };
}
