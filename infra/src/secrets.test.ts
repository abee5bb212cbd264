import { Template } from 'aws-cdk-lib/assertions';
import { routes } from '../../functions/src/route-table';
import { synthGrindline } from './testing/temp-repo';
import { parseSecretName, refuseSecretValues } from './secrets';

describe('secret names from the context', () => {
  it('accepts a Secrets Manager name or ARN', () => {
    expect(parseSecretName('googleMapsKeySecret', 'grindline/google-maps-key')).toBe('grindline/google-maps-key');
    const arn = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:grindline/google-maps-key-AbCdEf';
    expect(parseSecretName('googleMapsKeySecret', arn)).toBe(arn);
    expect(parseSecretName('googleMapsKeySecret', undefined)).toBeUndefined();
  });

  it('refuses anything else, naming the context value', () => {
    expect(() => parseSecretName('googleMapsKeySecret', 'my key')).toThrow("googleMapsKeySecret must be a Secrets Manager secret name");
    expect(() => parseSecretName('googleMapsKeySecret', 'arn:aws:ssm:us-east-1:123456789012:parameter/x')).toThrow('googleMapsKeySecret must be a Secrets Manager secret name or ARN');
  });

  it('refuses the old googleMapsKey context value, which would put the key in the template', () => {
    expect(() => refuseSecretValues((k) => (k === 'googleMapsKey' ? 'AIza-real-key' : undefined))).toThrow('googleMapsKey is no longer read: store the value in Secrets Manager and pass the secret\'s name as googleMapsKeySecret');
    expect(() => refuseSecretValues(() => undefined)).not.toThrow();
  });
});

describe('the Google Maps key in AWS', () => {
  const readers = routes.filter((r) => r.secrets?.includes('googleMapsKey')).map((r) => r.id);

  it('is read by the maps base layer only', () => {
    expect(readers).toEqual(['maps-base']);
  });

  it('reaches only its readers, as the secret\'s name, with GetSecretValue on exactly that secret', () => {
    const { stacks, repo } = synthGrindline([], { secrets: { googleMapsKey: 'grindline/google-maps-key' } });
    // The core API stack and every area's: the readers live in whichever area holds them.
    const templates = [stacks.api, ...stacks.apiAreas.values()].map((stack) => Template.fromStack(stack));
    repo.remove();
    const fns = templates.flatMap((t) => Object.entries(t.findResources('AWS::Lambda::Function')));
    const withName = fns.filter(([, f]) => f.Properties.Environment.Variables.GOOGLE_MAPS_API_KEY_SECRET);
    expect(withName.map(([, f]) => f.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME)).toEqual(readers);
    expect(withName[0][1].Properties.Environment.Variables.GOOGLE_MAPS_API_KEY_SECRET).toBe('grindline/google-maps-key');
    for (const [, f] of fns) expect(f.Properties.Environment.Variables.GOOGLE_MAPS_API_KEY).toBeUndefined();

    const statements = templates.flatMap((t) => Object.values(t.findResources('AWS::IAM::Policy'))).flatMap((p) =>
      (p.Properties.PolicyDocument.Statement as Array<{ Action: string | string[]; Resource: unknown }>).map((s) => ({ roles: JSON.stringify(p.Properties.Roles), ...s })),
    );
    const secretReads = statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('secretsmanager:')));
    expect(secretReads).toHaveLength(1);
    expect(secretReads[0].roles).toContain('MapsBaseServiceRole');
    expect(secretReads[0].Action).toBe('secretsmanager:GetSecretValue');
    expect(secretReads[0].Resource).toEqual({
      'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':secretsmanager:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, ':secret:grindline/google-maps-key-??????']],
    });
  });

  it('is not wired at all without googleMapsKeySecret', () => {
    const { stacks, repo } = synthGrindline([]);
    const text = JSON.stringify([stacks.api, ...stacks.apiAreas.values()].map((stack) => Template.fromStack(stack).toJSON()));
    repo.remove();
    expect(text).not.toContain('GOOGLE_MAPS_API_KEY');
    expect(text).not.toContain('secretsmanager:');
  });
});
