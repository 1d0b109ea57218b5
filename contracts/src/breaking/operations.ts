/**
 * Compares the operations of two OpenAPI documents: which are gone, and for each kept one its
 * parameters, request body and answers (their schemas through schemas.ts). Paths are matched by
 * shape, so renaming `{id}` to `{productId}` is no removal.
 */
import { finding, type Finding } from './findings.js';
import { compareSchemas, type Direction } from './schemas.js';
import { isNode, type Node, type Spec } from './spec.js';

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const shapeOf = (path: string) => path.replace(/\{[^}]*\}/g, '{}');

export const operationName = (operation: Node, method: string, path: string) =>
  `${typeof operation.operationId === 'string' ? `${operation.operationId} ` : ''}(${method.toUpperCase()} ${path})`;

/** Every operation of the document, by `METHOD path-shape`. */
export function operationsOf(
  spec: Spec,
): Map<string, { operation: Node; pathItem: Node; method: string; path: string }> {
  const found = new Map<string, { operation: Node; pathItem: Node; method: string; path: string }>();
  for (const [path, item] of Object.entries(spec.document.paths as Node)) {
    const pathItem = spec.resolve(item);
    if (!pathItem) continue;
    for (const method of methods) {
      const operation = spec.resolve(pathItem[method]);
      if (operation) found.set(`${method} ${shapeOf(path)}`, { operation, pathItem, method, path });
    }
  }
  return found;
}

function parametersOf(spec: Spec, pathItem: Node, operation: Node): Map<string, Node> {
  const parameters = new Map<string, Node>();
  let pathPlace = 0;
  for (const list of [pathItem.parameters, operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const parameter = spec.resolve(raw);
      if (!parameter || typeof parameter.name !== 'string') continue;
      const place = String(parameter.in);
      const name = place === 'header' ? parameter.name.toLowerCase() : parameter.name;
      // In a path, the place matters, not the name.
      const key = place === 'path' ? `path:${(pathPlace += 1)}` : `${place}:${name}`;
      parameters.set(key, parameter);
    }
  }
  return parameters;
}

const contentOf = (spec: Spec, holder: Node | undefined) => {
  const content = holder && spec.resolve(holder.content);
  return content ? Object.entries(content) : [];
};

export function compareOperations(oldSpec: Spec, newSpec: Spec): Finding[] {
  const found: Finding[] = [];
  const newOperations = operationsOf(newSpec);
  const newShapes = new Set(Object.keys(newSpec.document.paths as Node).map(shapeOf));

  for (const [key, { operation, pathItem, method, path }] of operationsOf(oldSpec)) {
    const name = operationName(operation, method, path);
    const kept = newOperations.get(key);
    if (!kept) {
      const pathGone = !newShapes.has(shapeOf(path));
      found.push(
        finding(name, 'path', pathGone ? 'path-removed' : 'method-removed', `${method.toUpperCase()} ${path} is gone`),
      );
      continue;
    }
    const schemas = (part: string, direction: Direction, before: unknown, after: unknown) =>
      compareSchemas(before, after, { oldSpec, newSpec, direction, operation: name, part }, found);

    // Parameters.
    const oldParameters = parametersOf(oldSpec, pathItem, operation);
    for (const [place, parameter] of parametersOf(newSpec, kept.pathItem, kept.operation)) {
      const label = `${String(parameter.in)} parameter ${String(parameter.name)}`;
      const before = oldParameters.get(place);
      if (!before) {
        if (parameter.required === true)
          found.push(finding(name, label, 'required-parameter-added', `${String(parameter.name)} is required`));
        continue;
      }
      if (before.required !== true && parameter.required === true)
        found.push(finding(name, label, 'parameter-made-required', `${String(parameter.name)} is now required`));
      schemas(label, 'request', before.schema, parameter.schema);
    }

    // The request body.
    const oldBody = oldSpec.resolve(operation.requestBody);
    const newBody = newSpec.resolve(kept.operation.requestBody);
    if (newBody?.required === true && oldBody?.required !== true)
      found.push(finding(name, 'request body', 'request-body-made-required', 'the body is now required'));
    const newMedia = new Map(contentOf(newSpec, newBody));
    for (const [media, oldEntry] of contentOf(oldSpec, oldBody)) {
      if (!newBody) continue; // a body no longer read is no failure for the caller
      const newEntry = newMedia.get(media);
      if (!newEntry) {
        found.push(finding(name, `request body ${media}`, 'request-media-type-removed', `${media} is not accepted`));
        continue;
      }
      schemas(`request body ${media}`, 'request', oldSpec.resolve(oldEntry)?.schema, newSpec.resolve(newEntry)?.schema);
    }

    // The answers.
    const oldResponses = oldSpec.resolve(operation.responses) ?? {};
    const newResponses = newSpec.resolve(kept.operation.responses) ?? {};
    for (const [status, rawOld] of Object.entries(oldResponses)) {
      if (!(status in newResponses)) {
        found.push(finding(name, `response ${status}`, 'response-status-removed', `${status} is gone`));
        continue;
      }
      const before = oldSpec.resolve(rawOld);
      const after = newSpec.resolve(newResponses[status]);
      const afterMedia = new Map(contentOf(newSpec, after));
      for (const [media, oldEntry] of contentOf(oldSpec, before)) {
        const newEntry = afterMedia.get(media);
        const part = `response ${status} ${media}`;
        if (!newEntry) found.push(finding(name, part, 'response-media-type-removed', `${media} is gone`));
        else schemas(`${part} body`, 'response', oldSpec.resolve(oldEntry)?.schema, newSpec.resolve(newEntry)?.schema);
      }
    }
    for (const status of Object.keys(newResponses))
      if (!(status in oldResponses) && isNode(newResponses[status]))
        found.push(finding(name, `response ${status}`, 'response-status-added', `${status} is new`));
  }
  return found;
}
