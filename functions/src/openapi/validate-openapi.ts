/**
 * A small structural check of an OpenAPI 3.1 document: the required fields of the document, of
 * each operation, parameter, request body and response, unique operation ids, path parameters
 * that match the path's placeholders, $refs that resolve and security schemes that exist. Not a
 * full validator (no network, no extra dependency): it catches what the builder could get wrong.
 */
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function resolveRef(doc: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (isObject(node) ? node[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), doc);
}

/** Every problem found; empty when the document passes. */
export function openApiProblems(doc: unknown): string[] {
  const problems: string[] = [];
  if (!isObject(doc)) return ['the document is not an object'];
  if (typeof doc.openapi !== 'string' || !/^3\.1\.\d+$/.test(doc.openapi)) problems.push(`openapi is ${String(doc.openapi)}, not 3.1.x`);
  const info = doc.info;
  if (!isObject(info) || typeof info.title !== 'string' || typeof info.version !== 'string') problems.push('info needs a title and a version');
  if (!isObject(doc.paths)) return [...problems, 'paths is missing'];
  const schemes = isObject(doc.components) && isObject(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  const ids = new Set<string>();
  // Every $ref anywhere must resolve.
  const walk = (node: unknown, where: string): void => {
    if (Array.isArray(node)) node.forEach((n, i) => walk(n, `${where}/${i}`));
    else if (isObject(node)) {
      if (typeof node.$ref === 'string' && resolveRef(doc, node.$ref) === undefined && node.$ref.startsWith('#/')) problems.push(`${where}: $ref ${node.$ref} does not resolve`);
      for (const [k, v] of Object.entries(node)) walk(v, `${where}/${k}`);
    }
  };
  walk(doc, '#');
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.startsWith('/')) problems.push(`${path}: a path starts with /`);
    if (!isObject(item)) {
      problems.push(`${path}: not a path item`);
      continue;
    }
    const placeholders = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [method, op] of Object.entries(item)) {
      const where = `${method.toUpperCase()} ${path}`;
      if (!METHODS.includes(method)) {
        problems.push(`${where}: ${method} is not an HTTP method`);
        continue;
      }
      if (!isObject(op)) {
        problems.push(`${where}: not an operation`);
        continue;
      }
      if (typeof op.operationId !== 'string') problems.push(`${where}: no operationId`);
      else if (ids.has(op.operationId)) problems.push(`${where}: operationId ${op.operationId} is used twice`);
      else ids.add(op.operationId);
      const parameters = (op.parameters ?? []) as unknown[];
      if (!Array.isArray(parameters)) problems.push(`${where}: parameters is not a list`);
      const inPath: string[] = [];
      const seen = new Set<string>();
      for (const p of parameters) {
        if (!isObject(p) || typeof p.name !== 'string' || !['path', 'query', 'header', 'cookie'].includes(String(p.in))) {
          problems.push(`${where}: a parameter needs a name and an 'in'`);
          continue;
        }
        if (seen.has(`${p.in}:${p.name}`)) problems.push(`${where}: parameter ${p.name} twice`);
        seen.add(`${p.in}:${p.name}`);
        if (!isObject(p.schema) && !isObject(p.content)) problems.push(`${where}: parameter ${p.name} needs a schema`);
        if (p.in === 'path') {
          inPath.push(p.name);
          if (p.required !== true) problems.push(`${where}: path parameter ${p.name} must be required`);
        }
      }
      if (JSON.stringify(inPath.sort()) !== JSON.stringify(placeholders)) problems.push(`${where}: path parameters [${inPath}] do not match the placeholders [${placeholders}]`);
      if (op.requestBody !== undefined && (!isObject(op.requestBody) || !isObject(op.requestBody.content))) problems.push(`${where}: requestBody needs content`);
      if (!isObject(op.responses) || Object.keys(op.responses).length === 0) problems.push(`${where}: no responses`);
      else {
        for (const [status, response] of Object.entries(op.responses)) {
          if (!/^([1-5]\d\d|[1-5]XX|default)$/.test(status)) problems.push(`${where}: ${status} is not a status`);
          if (!isObject(response)) problems.push(`${where} ${status}: not a response`);
          else if (typeof response.$ref !== 'string' && typeof response.description !== 'string') problems.push(`${where} ${status}: a response needs a description`);
        }
      }
      if (op.security !== undefined) {
        if (!Array.isArray(op.security)) problems.push(`${where}: security is not a list`);
        else for (const requirement of op.security) for (const name of Object.keys(requirement as Json)) if (!(name in schemes)) problems.push(`${where}: security scheme ${name} is not declared`);
      }
    }
  }
  return problems;
}
