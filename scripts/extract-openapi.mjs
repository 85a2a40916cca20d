#!/usr/bin/env node
// Extract the GitHub REST operations the Action calls from GitHub's official
// OpenAPI description (@octokit/openapi) into a small committed fixture, so the
// fake GitHub used by the end-to-end test validates requests against the real
// schemas without loading the 400 MB package at test time.
//
// The package is NOT a dependency of this repo. Install it somewhere else first:
//   npm install --prefix /tmp/openapi @octokit/openapi
//   node scripts/extract-openapi.mjs /tmp/openapi/node_modules/@octokit/openapi
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every operation src/github/ calls: keep in step with src/github/api.ts. */
export const OPERATIONS = [
  ['post', '/repos/{owner}/{repo}/check-runs'],
  ['patch', '/repos/{owner}/{repo}/check-runs/{check_run_id}'],
  ['get', '/repos/{owner}/{repo}/pulls/{pull_number}/files'],
  ['get', '/repos/{owner}/{repo}/pulls/{pull_number}/comments'],
  ['get', '/repos/{owner}/{repo}/pulls/{pull_number}/reviews'],
  ['post', '/repos/{owner}/{repo}/pulls/{pull_number}/reviews'],
  ['delete', '/repos/{owner}/{repo}/pulls/comments/{comment_id}'],
  // The inventory comment on a pull request (src/github/inventory-comment.ts).
  ['get', '/repos/{owner}/{repo}/issues/{issue_number}/comments'],
  ['post', '/repos/{owner}/{repo}/issues/{issue_number}/comments'],
  ['patch', '/repos/{owner}/{repo}/issues/comments/{comment_id}'],
  ['delete', '/repos/{owner}/{repo}/issues/comments/{comment_id}'],
];

const pkgDir = process.argv[2] ?? '/tmp/openapi/node_modules/@octokit/openapi';
const out = process.argv[3] ?? 'fixtures/github/openapi-subset.json';
const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
const spec = JSON.parse(readFileSync(join(pkgDir, 'generated', 'api.github.com.deref.json'), 'utf8'));

/** Drop prose (descriptions, examples) to keep the fixture small; keep everything a validator reads. */
function strip(v, names = false) {
  if (Array.isArray(v)) return v.map((x) => strip(x));
  if (v && typeof v === 'object') {
    const o = {};
    for (const [k, x] of Object.entries(v)) {
      // Inside `properties` the keys are field names (a field may be called `title`).
      if (!names && (k === 'description' || k === 'example' || k === 'examples' || k === 'externalDocs' || k === 'title')) continue;
      o[k] = strip(x, k === 'properties' && !names);
    }
    return o;
  }
  return v;
}

const operations = [];
for (const [method, path] of OPERATIONS) {
  const op = spec.paths[path]?.[method];
  if (!op) throw new Error(`operation ${method.toUpperCase()} ${path} is not in the description`);
  const success = Object.keys(op.responses).find((s) => s.startsWith('2'));
  const resp = op.responses[success];
  operations.push({
    operationId: op.operationId,
    method: method.toUpperCase(),
    path,
    parameters: (op.parameters ?? []).map((p) => ({ name: p.name, in: p.in, required: !!p.required, schema: strip(p.schema) })),
    requestBody: op.requestBody
      ? { required: !!op.requestBody.required, schema: strip(op.requestBody.content['application/json'].schema) }
      : undefined,
    response: { status: Number(success), schema: resp?.content?.['application/json'] ? strip(resp.content['application/json'].schema) : undefined },
  });
}
const doc = {
  source: `${pkg.name}@${pkg.version} generated/api.github.com.deref.json`,
  openapi: spec.openapi,
  apiVersion: spec.info?.version,
  operations,
};
writeFileSync(out, JSON.stringify(doc, null, 1) + '\n');
console.log(`${out}: ${operations.length} operations from ${doc.source}`);
