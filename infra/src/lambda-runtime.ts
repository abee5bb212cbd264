import { Runtime } from 'aws-cdk-lib/aws-lambda';
import { LAMBDA_NODE_MAJOR } from '../../scripts/lambda-node.mjs';

export { LAMBDA_NODE_MAJOR };

/**
 * The Lambda runtime of every function (`nodejs<major>.x`), from the one declaration of the major
 * in scripts/lambda-node.mjs that the bundles' esbuild target and the test scripts' Node read too.
 */
export function lambdaRuntimeFor(major: number): Runtime {
  const runtime = (Runtime as unknown as Record<string, Runtime | undefined>)[`NODEJS_${major}_X`];
  if (!(runtime instanceof Runtime)) throw new Error(`aws-cdk-lib has no Lambda runtime for Node.js ${major} (Runtime.NODEJS_${major}_X)`);
  return runtime;
}

/** The Lambda runtime of every function: Node.js LAMBDA_NODE_MAJOR. */
export const LAMBDA_RUNTIME = lambdaRuntimeFor(LAMBDA_NODE_MAJOR);
