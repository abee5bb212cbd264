import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { addGrindlineStacks } from '../grindline-app';
import { routes } from '../../../functions/src/route-table';
import { workers } from '../../../functions/src/workers';
import { makeTempRepo, synthGrindline } from '../testing/temp-repo';
import { webApps } from '../web-apps';
import { apiSsmNames } from './api-stack';
import { pascal } from './api-lambda';
import { areaOf } from '../api-areas';

/** The route or worker `id`. */
const entry = (id: string) => [...routes, ...workers].find((r) => r.id === id)!;

const { stacks, repo } = synthGrindline([]);
const core = Template.fromStack(stacks.api);
const areas = [...stacks.apiAreas.values()].map((stack) => Template.fromStack(stack));
afterAll(() => repo.remove());

/**
 * The API's resources across GrindlineApi and its area stacks, read like one template (the
 * split changes where resources live, not what they are).
 */
const template = {
  findResources: (type: string, props?: unknown) =>
    Object.assign({}, ...[core, ...areas].map((t, i) => Object.fromEntries(Object.entries(t.findResources(type, props)).map(([k, v]) => [`${i}:${k}`, v])))) as Record<string, any>,
  resourceCountIs: (type: string, count: number) => expect(Object.keys(template.findResources(type))).toHaveLength(count),
  hasResourceProperties: (type: string, props: Record<string, unknown>) => expect(Object.keys(template.findResources(type, { Properties: props })).length).toBeGreaterThan(0),
};

/** Route resources keyed by their RouteKey ('POST /api/user/login'). */
function routesByKey(): Map<string, Record<string, unknown>> {
  const found = template.findResources('AWS::ApiGatewayV2::Route');
  return new Map(Object.values(found).map((r) => [r.Properties.RouteKey as string, r.Properties]));
}

describe('ApiStack', () => {
  it('creates one Node.js 24 Lambda per route and per worker, plus the authorizer: arm64, x86_64 where Chromium prints', () => {
    template.resourceCountIs('AWS::Lambda::Function', routes.length + workers.length + 1);
    const fns = Object.values(template.findResources('AWS::Lambda::Function'));
    for (const fn of fns) expect(fn.Properties).toMatchObject({ Runtime: 'nodejs24.x', Handler: 'index.handler' });
    const x86 = fns.filter((fn) => fn.Properties.Architectures[0] === 'x86_64');
    // x86_64 where Chromium prints, and where sharp makes photo thumbnails (its bundled binaries are linux-x64).
    expect(x86).toHaveLength(routes.filter((r) => r.chromium).length + workers.filter((w) => w.sharp).length);
    expect(fns.length - x86.length).toBe(fns.filter((fn) => fn.Properties.Architectures[0] === 'arm64').length);
  });

  it('gives the printing routes the chromium layer and the map renderers the map-render layer, one layer version per area that uses it', () => {
    // Layers' logical ids per area template, and which layer each function refers to.
    const layerNames = areas.map((t) => Object.fromEntries(Object.entries(t.findResources('AWS::Lambda::LayerVersion')).map(([id, r]) => [id, r.Properties])));
    const layersOf = (id: string): string[] =>
      areas.flatMap((t, i) =>
        Object.entries(t.findResources('AWS::Lambda::Function'))
          .filter(([logicalId]) => new RegExp(`^${pascal(id)}[0-9A-F]{8}$`).test(logicalId))
          .map(([, fn]) => ((fn.Properties.Layers ?? []) as Array<{ Ref: string }>).map((ref) => /^([A-Za-z]+)Layer/.exec(ref.Ref)?.[1] ?? `? ${JSON.stringify(layerNames[i][ref.Ref])}`).join(',')),
      );
    const printing = routes.filter((r) => r.chromium).map((r) => r.id);
    expect(printing.length).toBeGreaterThan(1);
    for (const id of printing) expect(layersOf(id)).toEqual(['Chromium']);
    expect(layersOf('map-image')).toEqual(['MapRender']);
    expect(layersOf('mail-outbox')).toEqual(['MapRender']);
    for (const r of [...routes, ...workers].filter((r) => !printing.includes(r.id) && r.id !== 'map-image' && r.id !== 'mail-outbox')) expect(layersOf(r.id)).toEqual(['']);
    // The chromium layer is x86_64 only (Chromium's Lambda build), for the Node runtime of the functions.
    const all = layerNames.flatMap((l) => Object.entries(l));
    expect(all.filter(([id]) => id.startsWith('ChromiumLayer')).map(([, p]) => p.CompatibleArchitectures)).toEqual(expect.arrayContaining([['x86_64']]));
    for (const [, p] of all) expect(p.CompatibleRuntimes).toEqual(['nodejs24.x']);
    // One version per area stack using it: the areas of the printing routes, and those of the renderers.
    expect(all.filter(([id]) => id.startsWith('ChromiumLayer'))).toHaveLength(new Set(printing.map((id) => areaOf(entry(id)).name)).size);
    expect(all.filter(([id]) => id.startsWith('MapRenderLayer'))).toHaveLength(new Set(['map-image', 'mail-outbox'].map((id) => areaOf(entry(id)).name)).size);
  });

  it('gives the weekly PDF Lambda 2 GB, 60 s, x86_64, and its bucket prefix only', () => {
    template.hasResourceProperties('AWS::Lambda::Function', { MemorySize: 2048, Timeout: 60, Architectures: ['x86_64'] });
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((p) => JSON.stringify(p).includes('reports/nyct-weekly/'));
    expect(policies).toHaveLength(1);
    const text = JSON.stringify(policies[0]);
    expect(text).toContain('s3:PutObject');
    expect(text).not.toContain('dynamodb:PutItem');
    expect(text).toContain('"s3:prefix":["reports/nyct-weekly/*"]');
  });

  it('gives every Lambda the configuration the handlers read', () => {
    const fns = Object.values(template.findResources('AWS::Lambda::Function'));
    for (const fn of fns) {
      const vars = fn.Properties.Environment.Variables;
      expect(Object.keys(vars).sort()).toEqual([
        'BUCKET_NAME',
        'MAIL_FROM',
        'POWERTOOLS_METRICS_NAMESPACE',
        'POWERTOOLS_SERVICE_NAME',
        'TABLE_NAME',
        'USER_POOL_CLIENT_ID',
        'USER_POOL_ID',
      ]);
      expect(vars.MAIL_FROM).toBe('grindline@example.com');
      expect(vars.POWERTOOLS_METRICS_NAMESPACE).toBe('Grindline');
    }
  });

  it('uses the route memory and timeout, or 256 MB and 10 s', () => {
    const custom = synthGrindline([], {
      routes: [
        { ...routes[0], memoryMb: 1024, timeoutSeconds: 30 },
        routes[1],
      ],
    });
    const t = Template.fromStack(custom.stacks.apiAreas.get('access')!);
    custom.repo.remove();
    t.hasResourceProperties('AWS::Lambda::Function', { MemorySize: 1024, Timeout: 30 });
    expect(t.findResources('AWS::Lambda::Function', { Properties: { MemorySize: 256, Timeout: 10 } })).not.toEqual({});
  });

  it('routes every table entry, with the authorizer exactly on the non-public ones', () => {
    const byKey = routesByKey();
    expect(byKey.size).toBe(routes.length);
    for (const route of routes) {
      const props = byKey.get(`${route.method} ${route.path}`);
      expect(props).toBeDefined();
      if (route.allow === 'public') {
        expect(props).toMatchObject({ AuthorizationType: 'NONE' });
        expect(props!.AuthorizerId).toBeUndefined();
      } else {
        expect(props).toMatchObject({ AuthorizationType: 'CUSTOM', AuthorizerId: expect.anything() });
      }
    }
  });

  it('authorizes with simple responses from the Cookie header, never cached', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    core.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      IdentitySource: ['$request.header.Cookie'],
      EnableSimpleResponses: true,
      AuthorizerPayloadFormatVersion: '2.0',
      AuthorizerResultTtlInSeconds: 0,
    });
  });

  /** The statements of the policies attached to the role whose logical id contains `roleFragment`. */
  const statementsOf = (roleFragment: string) =>
    Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((p) => JSON.stringify(p.Properties.Roles).includes(roleFragment))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as Array<{ Action: string | string[]; Resource: unknown; Condition?: unknown }>);
  const actionsOf = (roleFragment: string) => statementsOf(roleFragment).flatMap((s) => [s.Action].flat());

  it('lets the login Lambda touch only session, login-failure and account items (Cognito sign-in needs no IAM grant), and GET routes only read', () => {
    const login = statementsOf('UserLoginServiceRole');
    expect(actionsOf('UserLoginServiceRole').filter((a) => a.startsWith('cognito-idp:'))).toEqual([]);
    const dynamo = login.filter((s) => [s.Action].flat().some((a) => a.startsWith('dynamodb:')));
    expect(dynamo.length).toBeGreaterThan(0);
    for (const statement of dynamo) {
      expect(statement.Condition).toEqual({
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': expect.arrayContaining([expect.stringMatching(/^(SESSION|LOGINFAIL|USERSESSIONS|ACCOUNT)#\*$/)]) },
      });
      const keys = (statement.Condition as Record<string, Record<string, string[]>>)['ForAllValues:StringLike']['dynamodb:LeadingKeys'];
      for (const key of keys) expect(key).toMatch(/^(SESSION|LOGINFAIL|USERSESSIONS|ACCOUNT)#\*$/);
    }
    expect(actionsOf('UserLoginServiceRole')).not.toContain('dynamodb:Query');
    const list = actionsOf('BartReportListServiceRole');
    expect(list).toContain('dynamodb:Query');
    expect(list).not.toContain('dynamodb:PutItem');
    expect(actionsOf('BartReportSubmitServiceRole')).toContain('dynamodb:PutItem');
    // Its own logs and its traces (X-Ray), and the one Cognito read of the Account page's two-step state (decisions §42).
    expect(actionsOf('UserMeServiceRole').filter((a) => !a.startsWith('logs:') && !a.startsWith('xray:'))).toEqual(['cognito-idp:AdminGetUser']);
  });

  it('lets the authorizer read sessions only', () => {
    const authorizer = statementsOf('AuthorizerServiceRole').filter((s) => ![s.Action].flat().every((a) => a.startsWith('logs:') || a.startsWith('xray:')));
    expect(authorizer).toEqual([
      expect.objectContaining({
        Action: 'dynamodb:GetItem',
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SESSION#*'] } },
      }),
    ]);
  });

  it('names the index ARNs and uses no AWS-managed policy; each Lambda writes its own log group', () => {
    const resources = JSON.stringify(Object.values(template.findResources('AWS::IAM::Policy')));
    expect(resources).toContain('/index/bySiteDate');
    expect(resources).not.toContain('/index/*');
    for (const role of Object.values(template.findResources('AWS::IAM::Role'))) {
      expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    }
    expect(actionsOf('DailyStatsServiceRole')).toEqual(expect.arrayContaining(['logs:CreateLogStream', 'logs:PutLogEvents']));
  });

  it('feeds the mail worker new outbox items from the table stream, and lets it send with SES', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      StartingPosition: 'TRIM_HORIZON',
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 3,
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify({ eventName: ['INSERT'], dynamodb: { NewImage: { entity: { S: ['outbox'] } } } }) }] },
    });
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).map((p) => JSON.stringify(p.Properties.PolicyDocument));
    expect(policies.filter((p) => p.includes('ses:SendEmail'))).toHaveLength(1);
    expect(policies.filter((p) => p.includes('ses:SendRawEmail'))).toEqual([]);
  });

  it('keeps Lambda logs for a month', () => {
    const month = template.findResources('AWS::Logs::LogGroup', { Properties: { RetentionInDays: 30 } });
    expect(Object.keys(month)).toHaveLength(routes.length + workers.length + 1);
  });

  it('writes a JSON access log of the API, without cookies, kept a year', () => {
    core.hasResource('AWS::Logs::LogGroup', { Properties: { RetentionInDays: 365 }, DeletionPolicy: 'Retain' });
    const stage = Object.values(core.findResources('AWS::ApiGatewayV2::Stage'))[0].Properties;
    expect(stage.StageName).toBe('$default');
    expect(stage.AccessLogSettings.DestinationArn).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^ApiAccessLogs/), 'Arn'] });
    const format = JSON.parse(stage.AccessLogSettings.Format);
    expect(format).toMatchObject({ requestId: '$context.requestId', status: '$context.status', user: '$context.authorizer.username' });
    expect(stage.AccessLogSettings.Format).not.toMatch(/cookie/i);
  });

  it('warns instead of setting MAIL_FROM when no sender is configured', () => {
    const bare = synthGrindline([], { mailFrom: undefined });
    Annotations.fromStack(bare.stacks.api).hasWarning('*', Match.stringLikeRegexp('MAIL_FROM is unset'));
    for (const stack of [bare.stacks.api, ...bare.stacks.apiAreas.values()]) {
      Template.fromStack(stack).allResourcesProperties('AWS::Lambda::Function', {
        Environment: { Variables: Match.objectLike({ MAIL_FROM: Match.absent() }) },
      });
    }
    bare.repo.remove();
  });

  it('warns about the sender only when it is missing, whatever else is configured', () => {
    expect(Annotations.fromStack(stacks.api).findWarning('*', Match.stringLikeRegexp('MAIL_FROM'))).toEqual([]);
  });

  it('names the missing bundle when the functions were not built', () => {
    const partial = makeTempRepo([]);
    rmSync(join(partial.functionsDist, 'daily-stats'), { recursive: true });
    expect(() =>
      addGrindlineStacks(new App({ outdir: join(partial.root, 'cdk.out') }), { repoRoot: partial.root, functionsDist: partial.functionsDist, warn: () => {} }),
    ).toThrow(/Missing Lambda bundle .*daily-stats.*functions\/build\.mjs/);
    partial.remove();
  });
});

describe('the API split by area', () => {
  /** CloudFormation allows 500 resources a stack; 350 leaves each area room to grow. */
  const RESOURCE_LIMIT = 350;

  it('keeps every stack of the app under 350 resources', () => {
    const all = synthGrindline(webApps.map((a) => a.dir));
    const counts = all.stacks.api.node.root.node.children
      .filter((c): c is Stack => c instanceof Stack)
      .map((stack) => ({ stack: stack.stackName, resources: Object.keys(Template.fromStack(stack).toJSON().Resources ?? {}).length }));
    all.repo.remove();
    expect(counts.length).toBeGreaterThan(10);
    expect(counts.filter((c) => c.resources > RESOURCE_LIMIT)).toEqual([]);
  });

  it('deploys each area alone: no area imports an export, each reads what it shares from SSM', () => {
    for (const stack of stacks.apiAreas.values()) {
      const json = JSON.stringify(Template.fromStack(stack).toJSON());
      expect(json).not.toContain('Fn::ImportValue');
      expect(json).toContain('/grindline/api/table-name');
    }
    const published = Object.values(core.findResources('AWS::SSM::Parameter')).map((p) => p.Properties.Name);
    expect(published.sort()).toEqual(Object.values(apiSsmNames).sort());
  });

  it('keeps each Lambda under its route id (construct id pascal(route.id))', () => {
    const reports = stacks.apiAreas.get('reports')!;
    expect(reports.node.tryFindChild('BartReportSubmit')).toBeDefined();
    expect(stacks.apiAreas.get('access')!.node.tryFindChild('UserLogin')).toBeDefined();
  });
});
