/**
 * The contracts of the report filing routes (the forms and the viewers) (route-contract.ts): the
 * area, one file per form so that a form's code bundles its own schemas only (decisions §54).
 */
export { dayReportsSchema } from './report-filing';
export * from './reports-bart';
export * from './reports-generic';
export * from './reports-nyct';
export * from './reports-second-flow';
export * from './reports-skytrain';
export * from './reports-standard';
