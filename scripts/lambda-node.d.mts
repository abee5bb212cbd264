/** Types of scripts/lambda-node.mjs, for infra's TypeScript. */
export declare const LAMBDA_NODE_MAJOR: number;
export declare const ESBUILD_TARGET: `node${number}`;
export declare function pinnedNodeBinary(root?: string): string;
export declare function pinnedNodeVersion(root?: string): string | null;
export declare function majorOf(version: string): number;
export declare function runOnLambdaNode(label: string, root?: string): Promise<void>;
