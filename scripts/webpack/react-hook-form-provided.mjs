/**
 * react-hook-form as the shell provides it to the share scope (create-config.cjs, decisions §54).
 * The shell's own code does not use it (its login form is plain, §17); the remotes' forms do.
 * Provided by the shell, the one copy a session loads comes from the shell's files whichever
 * remote asks first, instead of from the first remote that registered it: before, the dashboards'
 * entry (first screen after sign-in) served the BART form's react-hook-form, and its 15.9 KB gz
 * counted in the dashboards' figure although the dashboards use it only in the site plan editor.
 * The whole package: a consumer may ask for any export.
 */
export * from 'react-hook-form';
