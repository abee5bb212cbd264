/**
 * The IAM policies each Lambda of the app is deployed with, read from the synthesised templates
 * (not from route-access.ts): the app is synthesised in a temporary layout, each function is found
 * by its construct id in whichever stack holds it, and the statements of its role's policies are
 * resolved into concrete ARNs of a fixed account and region (intrinsics, cross-stack exports and
 * SSM parameters followed to the resource they name).
 */
import { App, Stack, type CfnResource } from 'aws-cdk-lib';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';
import { routes } from '../../../functions/src/route-table';
import { workers } from '../../../functions/src/workers';
import { synthGrindline } from '../testing/temp-repo';

/** The account and region the resolved ARNs are in. */
export const ACCOUNT = '123456789012';
export const REGION = 'eu-west-1';
/** The local stack's sender (infra/local/test-stack.ts), so the recorded mails' identity is the deployed one. */
export const LOCAL_MAIL_FROM = 'Grindline <no-reply@grindline.local>';

/** Construct id of a function: `user-login` -> `UserLogin` (stacks/api-stack.ts). */
export const pascal = (id: string) => id.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase());

export interface FunctionPolicies {
  functionId: string;
  /** Path of the Lambda's construct, e.g. GrindlineApi/UserLogin. */
  path: string;
  roleArn: string;
  policies: { name: string; policy: PolicyDocument }[];
}

export interface PolicyDocument {
  Version: string;
  Statement: Record<string, unknown>[];
}

/** What the app's shared resources are called in the resolved ARNs. */
export interface AppResources {
  tableName: string;
  bucketName: string;
  userPoolId: string;
}

export interface SynthesizedApp {
  functions: Map<string, FunctionPolicies>;
  resources: AppResources;
}

type Template = { Resources?: Record<string, { Type: string; Properties?: Record<string, unknown> }>; Outputs?: Record<string, { Value: unknown; Export?: { Name?: unknown } }>; Parameters?: Record<string, { Type: string; Default?: unknown }> };

/** Names given to resources in resolved ARNs: derived from the logical id, stable across runs. */
const nameOf = (logicalId: string) => logicalId.toLowerCase();
const poolIdOf = (logicalId: string) => `${REGION}_${logicalId}`;

class Resolver {
  constructor(private readonly templates: Map<string, Template>) {}

  resolve(value: unknown, stack: string): unknown {
    if (Array.isArray(value)) return value.map((v) => this.resolve(v, stack));
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length !== 1 || !(entries[0][0] === 'Ref' || entries[0][0].startsWith('Fn::'))) {
      return Object.fromEntries(entries.map(([k, v]) => [k, this.resolve(v, stack)]));
    }
    const [fn, arg] = entries[0];
    switch (fn) {
      case 'Ref':
        return this.ref(String(arg), stack);
      case 'Fn::GetAtt': {
        const [logical, attr] = Array.isArray(arg) ? (arg as string[]) : String(arg).split('.');
        return this.getAtt(logical, attr, stack);
      }
      case 'Fn::Join': {
        const [sep, parts] = arg as [string, unknown[]];
        return (this.resolve(parts, stack) as unknown[]).map(String).join(sep);
      }
      case 'Fn::Select': {
        const [index, list] = arg as [unknown, unknown];
        return (this.resolve(list, stack) as unknown[])[Number(this.resolve(index, stack))];
      }
      case 'Fn::Split': {
        const [sep, text] = arg as [string, unknown];
        return String(this.resolve(text, stack)).split(sep);
      }
      case 'Fn::Sub': {
        const [text, vars] = Array.isArray(arg) ? (arg as [string, Record<string, unknown>]) : [String(arg), {}];
        return text.replace(/\$\{([^}]+)\}/g, (_m, name: string) =>
          name in vars ? String(this.resolve(vars[name], stack)) : String(name.includes('.') ? this.getAtt(name.split('.')[0], name.split('.')[1], stack) : this.ref(name, stack)),
        );
      }
      case 'Fn::ImportValue':
        return this.importValue(String(this.resolve(arg, stack)));
      default:
        throw new Error(`Cannot resolve ${fn} in ${stack}`);
    }
  }

  private template(stack: string): Template {
    const t = this.templates.get(stack);
    if (!t) throw new Error(`No template for stack ${stack}`);
    return t;
  }

  private ref(name: string, stack: string): unknown {
    const pseudo: Record<string, string> = { 'AWS::Partition': 'aws', 'AWS::Region': REGION, 'AWS::AccountId': ACCOUNT, 'AWS::URLSuffix': 'amazonaws.com', 'AWS::StackName': stack };
    if (name in pseudo) return pseudo[name];
    const t = this.template(stack);
    const parameter = t.Parameters?.[name];
    if (parameter) return parameter.Type.includes('SSM::Parameter') ? this.ssmValue(String(parameter.Default)) : parameter.Default;
    const resource = t.Resources?.[name];
    if (!resource) throw new Error(`Ref ${name}: no such resource in ${stack}`);
    if (resource.Type === 'AWS::Cognito::UserPool') return poolIdOf(name);
    return nameOf(name);
  }

  private getAtt(logical: string, attr: string, stack: string): string {
    const resource = this.template(stack).Resources?.[logical];
    if (!resource) throw new Error(`GetAtt ${logical}.${attr}: no such resource in ${stack}`);
    const name = nameOf(logical);
    const arns: Record<string, string> = {
      'AWS::DynamoDB::Table': `arn:aws:dynamodb:${REGION}:${ACCOUNT}:table/${name}`,
      'AWS::S3::Bucket': `arn:aws:s3:::${name}`,
      'AWS::Cognito::UserPool': `arn:aws:cognito-idp:${REGION}:${ACCOUNT}:userpool/${poolIdOf(logical)}`,
      'AWS::Logs::LogGroup': `arn:aws:logs:${REGION}:${ACCOUNT}:log-group:${name}:*`,
      'AWS::IAM::Role': `arn:aws:iam::${ACCOUNT}:role/${name}`,
      'AWS::Lambda::Function': `arn:aws:lambda:${REGION}:${ACCOUNT}:function:${name}`,
    };
    if (attr === 'Arn' && arns[resource.Type]) return arns[resource.Type];
    if (attr === 'StreamArn' && resource.Type === 'AWS::DynamoDB::Table') return `${arns[resource.Type]}/stream/1970-01-01T00:00:00.000`;
    return `${name}.${attr}`;
  }

  private importValue(exportName: string): unknown {
    for (const [stack, t] of this.templates) {
      for (const output of Object.values(t.Outputs ?? {})) {
        if (output.Export?.Name !== undefined && this.resolve(output.Export.Name, stack) === exportName) return this.resolve(output.Value, stack);
      }
    }
    throw new Error(`No stack exports ${exportName}`);
  }

  private ssmValue(parameterName: string): unknown {
    for (const [stack, t] of this.templates) {
      for (const resource of Object.values(t.Resources ?? {})) {
        if (resource.Type === 'AWS::SSM::Parameter' && this.resolve(resource.Properties?.Name, stack) === parameterName) {
          return this.resolve(resource.Properties?.Value, stack);
        }
      }
    }
    throw new Error(`No stack writes the SSM parameter ${parameterName}`);
  }
}

const logicalIdOf = (construct: IConstruct) => Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnResource);

/** The ids of every function whose permissions are checked: routes, workers and the authorizer. */
export function functionIds(): string[] {
  return [...routes.map((r) => r.id), ...workers.map((w) => w.id), 'authorizer'];
}

/**
 * Synthesises the app and returns, for each route, worker and the authorizer, its role's policies
 * as deployed, resolved. Throws when a function is missing or found twice.
 */
export function synthesizedPolicies(): SynthesizedApp {
  const { stacks, repo } = synthGrindline([], { mailFrom: LOCAL_MAIL_FROM });
  try {
    const app = stacks.data.node.root as App;
    const assembly = app.synth();
    const templates = new Map(assembly.stacks.map((s) => [s.stackName, s.template as Template]));
    const resolver = new Resolver(templates);
    const lambdas = app.node.findAll().filter((c): c is LambdaFunction => c instanceof LambdaFunction);
    const functions = new Map<string, FunctionPolicies>();
    for (const functionId of functionIds()) {
      const found = lambdas.filter((l) => l.node.id === pascal(functionId));
      if (found.length !== 1) throw new Error(`Expected one Lambda ${pascal(functionId)} for ${functionId}, found ${found.length}`);
      const fn = found[0];
      const stack = Stack.of(fn).stackName;
      const template = templates.get(stack) ?? {};
      const roleId = logicalIdOf(fn.role!);
      const attached = Object.entries(template.Resources ?? {}).filter(
        ([, r]) => r.Type === 'AWS::IAM::Policy' && ((r.Properties?.Roles ?? []) as unknown[]).some((role) => (role as { Ref?: string }).Ref === roleId),
      );
      const inline = ((template.Resources?.[roleId]?.Properties?.Policies ?? []) as { PolicyName: string; PolicyDocument: unknown }[]).map((p) => [p.PolicyName, p.PolicyDocument] as const);
      const policies = [...attached.map(([id, r]) => [id, r.Properties?.PolicyDocument] as const), ...inline].map(([name, doc]) => ({
        name,
        policy: resolver.resolve(doc, stack) as PolicyDocument,
      }));
      functions.set(functionId, { functionId, path: fn.node.path, roleArn: `arn:aws:iam::${ACCOUNT}:role/${nameOf(roleId)}`, policies });
    }
    const resources: AppResources = {
      tableName: nameOf(logicalIdOf(stacks.data.table)),
      bucketName: nameOf(logicalIdOf(stacks.data.uploads)),
      userPoolId: poolIdOf(logicalIdOf(stacks.auth.userPool)),
    };
    return { functions, resources };
  } finally {
    repo.remove();
  }
}
