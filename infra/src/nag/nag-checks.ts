/**
 * cdk-nag's AwsSolutions rules over the whole app (issue 8). cdk-nag 3 is a CDK policy-validation
 * plugin: registered on the app, it runs at synth and fails it on any finding that is not
 * acknowledged (acknowledgements.ts). The tests read the findings directly to print them.
 */
import { Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/** One unacknowledged finding: rule id (with the finding, e.g. `AwsSolutions-IAM5[Resource::*]`). */
export interface NagFinding {
  rule: string;
  severity: 'error' | 'warning' | string;
  path: string;
  message: string;
}

/** Registers the AwsSolutions pack on `app`: synth then fails on any unacknowledged finding. */
export function addSecurityChecks(app: App): void {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
}

/**
 * Runs the AwsSolutions pack over `scope` and returns each unacknowledged finding, one per
 * resource. Call it after `app.synth()`, so that aspects and lazily added resources exist.
 */
export function nagFindings(scope: IConstruct): NagFinding[] {
  const report = new AwsSolutionsChecks().validateScope(scope);
  return report.violations.flatMap((v) =>
    v.violatingResources.map((r) => ({
      rule: v.ruleName,
      severity: v.severity ?? 'error',
      path: r.constructPath ?? '(unknown path)',
      message: v.description,
    })),
  );
}

/** One line per finding: `error AwsSolutions-S1 GrindlineData/Uploads/Resource: message`. */
export function formatFindings(findings: readonly NagFinding[]): string {
  return findings.map((f) => `${f.severity} ${f.rule} ${f.path}: ${f.message}`).join('\n');
}
