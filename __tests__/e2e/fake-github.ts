/**
 * A fake GitHub REST API on 127.0.0.1 for the end-to-end test.
 *
 * - Only the operations in fixtures/github/openapi-subset.json (extracted from
 *   GitHub's official OpenAPI description by scripts/extract-openapi.mjs) are
 *   routed; every path parameter, query parameter and request body is
 *   validated against those schemas (a small JSON-Schema validator below).
 *   An invalid request gets 422 and is recorded in `state.violations`.
 * - Review comments are checked the way GitHub does: the path must be in the
 *   pull request, `line` must be shown by a hunk on its `side`, `start_line`
 *   in the same hunk; otherwise the whole review is rejected with 422.
 * - It keeps state (check runs, annotations, reviews, comments), marks
 *   comments outdated when a new head changes their lines, and can be told
 *   to answer 403 for check runs or reviews (a fork's read-only token).
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const SUBSET_PATH = join(here, '..', '..', 'fixtures', 'github', 'openapi-subset.json');

// ---------- a small JSON-Schema (OpenAPI 3.0 flavour) validator ----------

export type Schema = Record<string, any>;

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

/** Errors of `value` against `schema` (empty when valid). */
export function validateSchema(schema: Schema | undefined, value: unknown, at = '$'): string[] {
  if (!schema || Object.keys(schema).length === 0) return [];
  const errs: string[] = [];
  if (value === null && (schema.nullable || schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null')))) return [];
  if (schema.allOf) for (const s of schema.allOf) errs.push(...validateSchema(s, value, at));
  if (schema.anyOf) {
    const results = (schema.anyOf as Schema[]).map((s) => validateSchema(s, value, at));
    if (!results.some((r) => r.length === 0)) errs.push(`${at}: matches none of anyOf (${results.map((r) => r[0]).join(' | ')})`);
  }
  if (schema.oneOf) {
    const ok = (schema.oneOf as Schema[]).filter((s) => validateSchema(s, value, at).length === 0).length;
    if (ok !== 1) errs.push(`${at}: matches ${ok} of oneOf, want exactly 1`);
  }
  if (schema.type) {
    const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type];
    const t = typeOf(value);
    const okType = types.some((x) => x === t || (x === 'number' && t === 'integer'));
    if (!okType) return [...errs, `${at}: want ${types.join('|')}, got ${t}`];
  }
  if (schema.enum && !schema.enum.includes(value)) errs.push(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  if (typeof value === 'string') {
    if (schema.maxLength !== undefined && value.length > schema.maxLength) errs.push(`${at}: longer than ${schema.maxLength}`);
    if (schema.minLength !== undefined && value.length < schema.minLength) errs.push(`${at}: shorter than ${schema.minLength}`);
    if (schema.format === 'date-time' && !DATE_TIME.test(value)) errs.push(`${at}: not a date-time`);
    if (schema.pattern && !new RegExp(schema.pattern).test(value)) errs.push(`${at}: does not match ${schema.pattern}`);
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) errs.push(`${at}: below ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) errs.push(`${at}: above ${schema.maximum}`);
  }
  if (Array.isArray(value)) {
    if (schema.maxItems !== undefined && value.length > schema.maxItems) errs.push(`${at}: more than ${schema.maxItems} items (${value.length})`);
    if (schema.minItems !== undefined && value.length < schema.minItems) errs.push(`${at}: fewer than ${schema.minItems} items`);
    if (schema.items) value.forEach((x, i) => errs.push(...validateSchema(schema.items, x, `${at}[${i}]`)));
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    for (const k of schema.required ?? []) if (!(k in o)) errs.push(`${at}: missing required \`${k}\``);
    const props: Record<string, Schema> = schema.properties ?? {};
    for (const [k, v] of Object.entries(o)) {
      if (props[k]) errs.push(...validateSchema(props[k], v, `${at}.${k}`));
      else if (schema.additionalProperties === false) errs.push(`${at}: unknown property \`${k}\``);
      else if (schema.additionalProperties && typeof schema.additionalProperties === 'object') errs.push(...validateSchema(schema.additionalProperties, v, `${at}.${k}`));
    }
  }
  return errs;
}

// ---------- the operations ----------

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  parameters: Array<{ name: string; in: string; required: boolean; schema: Schema }>;
  requestBody?: { required: boolean; schema: Schema };
  response: { status: number; schema?: Schema };
}

export function loadOperations(): Operation[] {
  return (JSON.parse(readFileSync(SUBSET_PATH, 'utf8')) as { operations: Operation[] }).operations;
}

function matchPath(template: string, path: string): Record<string, string> | undefined {
  const t = template.split('/');
  const p = path.split('/');
  if (t.length !== p.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < t.length; i++) {
    const m = /^\{(.+)\}$/.exec(t[i]!);
    if (m) params[m[1]!] = decodeURIComponent(p[i]!);
    else if (t[i] !== p[i]) return undefined;
  }
  return params;
}

function coerce(schema: Schema, raw: string): unknown {
  if (schema.type === 'integer' || schema.type === 'number') return /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
  if (schema.type === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : raw;
  return raw;
}

// ---------- diff hunks, parsed independently of src/github/diff.ts ----------

interface FakeHunk {
  right: Set<number>;
  left: Set<number>;
}

function hunksOf(patch: string): FakeHunk[] {
  const out: FakeHunk[] = [];
  let h: FakeHunk | undefined;
  let l = 0;
  let r = 0;
  for (const line of patch.split('\n')) {
    const m = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
    if (m) {
      h = { right: new Set(), left: new Set() };
      out.push(h);
      l = Number(m[1]);
      r = Number(m[2]);
    } else if (h && line.startsWith('+')) h.right.add(r++);
    else if (h && line.startsWith('-')) h.left.add(l++);
    else if (h && line.startsWith(' ')) {
      h.right.add(r++);
      h.left.add(l++);
    }
  }
  return out;
}

// ---------- state ----------

export interface PullFile {
  filename: string;
  status: 'added' | 'removed' | 'modified' | 'renamed';
  patch?: string;
  additions?: number;
  deletions?: number;
}

export interface CheckRun {
  id: number;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  output: { title?: string; summary?: string; text?: string };
  annotations: Array<Record<string, unknown>>;
  /** Annotations sent by each request (creation and every update). */
  annotationBatches: number[];
  started_at?: string;
  completed_at?: string;
}

export interface ReviewComment {
  id: number;
  pull_request_review_id: number | null;
  body: string;
  path: string;
  line: number | null;
  start_line: number | null;
  original_line: number;
  original_start_line: number | null;
  side: 'LEFT' | 'RIGHT';
  start_side: 'LEFT' | 'RIGHT' | null;
  commit_id: string;
  original_commit_id: string;
  position: number | null;
  original_position: number;
  in_reply_to_id?: number;
  user: { login: string; id: number; type: string };
  /** Text of the commented lines when it was made (to decide outdated). */
  anchoredText: string;
}

export interface Review {
  id: number;
  body: string;
  state: string;
  commit_id: string;
  user: { login: string; id: number; type: string };
}

export interface RequestRecord {
  method: string;
  path: string;
  operationId?: string;
  status: number;
  body?: unknown;
  authorization?: string;
}

export interface FakeGitHubOptions {
  owner: string;
  repo: string;
  pullNumber: number;
  headSha: string;
  files: PullFile[];
  /** File text at a commit (for outdated comments). */
  contentAt: (sha: string, path: string) => string | undefined;
}

const BOT = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' };
const HUMAN = { login: 'octocat', id: 583231, type: 'User' };

function linesOf(text: string | undefined, from: number, to: number): string {
  if (text === undefined) return '\u0000missing';
  return text.split(/\r?\n/).slice(from - 1, to).join('\n');
}

export class FakeGitHub {
  readonly operations = loadOperations();
  readonly requests: RequestRecord[] = [];
  readonly violations: string[] = [];
  /** 422 answers for review comments outside the diff. */
  readonly rejectedReviews: string[] = [];
  readonly checkRuns: CheckRun[] = [];
  readonly reviews: Review[] = [];
  comments: ReviewComment[] = [];
  readonly deletedComments: number[] = [];
  /** Issue comments on the pull request (the inventory comment). */
  issueComments: Array<{ id: number; body: string; user: { login: string; id: number; type: string } }> = [];
  forbid: { checks: boolean; reviews: boolean; comments?: boolean } = { checks: false, reviews: false, comments: false };
  /** Answer the next n requests with this status (a flaky GitHub), before any validation. */
  failNext: { status: number; count: number } = { status: 502, count: 0 };
  private nextId = 1000;
  private server?: Server;
  url = '';

  constructor(private opts: FakeGitHubOptions) {}

  get headSha(): string {
    return this.opts.headSha;
  }

  /** A new head (a push to the PR branch): comments whose lines changed become outdated. */
  setHead(headSha: string, files: PullFile[]): void {
    this.opts.headSha = headSha;
    this.opts.files = files;
    for (const c of this.comments) {
      if (c.line === null || c.in_reply_to_id) continue;
      const now = this.opts.contentAt(headSha, c.path);
      const from = c.start_line ?? c.line;
      if (linesOf(now, from, c.line) !== c.anchoredText) {
        c.line = null;
        c.start_line = null;
        c.position = null;
      } else c.commit_id = headSha;
    }
  }

  /** A person answers a comment. */
  reply(toId: number, body: string): ReviewComment {
    const to = this.comments.find((c) => c.id === toId)!;
    const c: ReviewComment = { ...to, id: this.nextId++, body, in_reply_to_id: toId, user: HUMAN, pull_request_review_id: null };
    this.comments.push(c);
    return c;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((err) => {
        this.violations.push(`fake crashed: ${(err as Error).stack}`);
        this.send(res, 500, { message: 'fake crashed' });
      });
    });
    await new Promise<void>((ok) => this.server!.listen(0, '127.0.0.1', ok));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    await new Promise<void>((ok) => this.server?.close(() => ok()) ?? ok());
  }

  private send(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}): void {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'x-ratelimit-remaining': '4999', 'x-ratelimit-limit': '5000', ...headers });
    res.end(body === undefined ? '' : JSON.stringify(body));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = (req.method ?? 'GET').toUpperCase();
    const rec: RequestRecord = { method, path: url.pathname, status: 0, authorization: req.headers.authorization };
    this.requests.push(rec);
    let op: Operation | undefined;
    let params: Record<string, string> | undefined;
    for (const o of this.operations) {
      if (o.method !== method) continue;
      params = matchPath(o.path, url.pathname);
      if (params) {
        op = o;
        break;
      }
    }
    const reply = (status: number, body?: unknown) => {
      rec.status = status;
      this.send(res, status, body);
    };
    if (this.failNext.count > 0) {
      this.failNext.count--;
      return reply(this.failNext.status, { message: 'Server Error' });
    }
    if (!op || !params) {
      this.violations.push(`unknown operation ${method} ${url.pathname}`);
      return reply(404, { message: 'Not Found' });
    }
    rec.operationId = op.operationId;
    if (!req.headers.authorization) this.violations.push(`${op.operationId}: no authorization header`);
    // Parameters.
    const errors: string[] = [];
    const values: Record<string, unknown> = {};
    for (const p of op.parameters) {
      const rawValue = p.in === 'path' ? params[p.name] : p.in === 'query' ? url.searchParams.get(p.name) ?? undefined : undefined;
      if (rawValue === undefined) {
        if (p.required) errors.push(`missing ${p.in} parameter ${p.name}`);
        continue;
      }
      const v = coerce(p.schema, rawValue);
      values[p.name] = v;
      errors.push(...validateSchema(p.schema, v, `${p.in}.${p.name}`));
    }
    for (const k of url.searchParams.keys()) if (!op.parameters.some((p) => p.in === 'query' && p.name === k)) errors.push(`unknown query parameter ${k}`);
    // Body.
    let body: any;
    if (raw !== '') {
      try {
        body = JSON.parse(raw);
      } catch {
        errors.push('body is not JSON');
      }
    }
    rec.body = body;
    if (op.requestBody) {
      if (body === undefined && op.requestBody.required) errors.push('missing request body');
      if (body !== undefined) errors.push(...validateSchema(op.requestBody.schema, body, 'body'));
    } else if (body !== undefined && method !== 'GET' && method !== 'DELETE') errors.push('unexpected body');
    if (errors.length > 0) {
      this.violations.push(`${op.operationId}: ${errors.join('; ')}`);
      return reply(422, { message: 'Invalid request.', errors, documentation_url: 'https://docs.github.com/rest', status: '422' });
    }
    if (values.owner !== this.opts.owner || values.repo !== this.opts.repo) return reply(404, { message: 'Not Found', status: '404' });
    const forbidden = { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest', status: '403' };

    switch (op.operationId) {
      case 'checks/create': {
        if (this.forbid.checks) return reply(403, forbidden);
        // The description: "Required if you provide `completed_at` or a `status` of `completed`".
        if ((body.status === 'completed' || body.completed_at) && !body.conclusion) {
          this.violations.push('checks/create: completed without a conclusion');
          return reply(422, { message: 'Invalid request.', errors: ['conclusion is required when status is completed'], status: '422' });
        }
        const run: CheckRun = {
          id: this.nextId++,
          name: body.name,
          head_sha: body.head_sha,
          status: body.status ?? 'queued',
          conclusion: body.conclusion ?? null,
          output: { title: body.output?.title, summary: body.output?.summary },
          annotations: [...(body.output?.annotations ?? [])],
          annotationBatches: [(body.output?.annotations ?? []).length],
          started_at: body.started_at,
        };
        this.checkRuns.push(run);
        return reply(201, this.checkRunJson(run));
      }
      case 'checks/update': {
        if (this.forbid.checks) return reply(403, forbidden);
        const run = this.checkRuns.find((r) => r.id === values.check_run_id);
        if (!run) return reply(404, { message: 'Not Found', status: '404' });
        if (body.status) run.status = body.status;
        if (body.conclusion) {
          run.conclusion = body.conclusion;
          run.status = 'completed'; // GitHub completes a run given a conclusion
        }
        if (body.completed_at) run.completed_at = body.completed_at;
        if (body.output) {
          run.output = { title: body.output.title, summary: body.output.summary, text: body.output.text };
          run.annotations.push(...(body.output.annotations ?? []));
          run.annotationBatches.push((body.output.annotations ?? []).length);
        }
        return reply(200, this.checkRunJson(run));
      }
      case 'pulls/list-files': {
        if (values.pull_number !== this.opts.pullNumber) return reply(404, { message: 'Not Found', status: '404' });
        return reply(200, this.page(this.opts.files.map((f) => this.fileJson(f)), values));
      }
      case 'pulls/list-review-comments': {
        if (values.pull_number !== this.opts.pullNumber) return reply(404, { message: 'Not Found', status: '404' });
        return reply(200, this.page(this.comments.map((c) => this.commentJson(c)), values));
      }
      case 'pulls/list-reviews': {
        if (values.pull_number !== this.opts.pullNumber) return reply(404, { message: 'Not Found', status: '404' });
        return reply(200, this.page(this.reviews.map((r) => this.reviewJson(r)), values));
      }
      case 'pulls/create-review': {
        if (this.forbid.reviews) return reply(403, forbidden);
        if (values.pull_number !== this.opts.pullNumber) return reply(404, { message: 'Not Found', status: '404' });
        return this.createReview(body, reply);
      }
      case 'pulls/delete-review-comment': {
        if (this.forbid.reviews) return reply(403, forbidden);
        const i = this.comments.findIndex((c) => c.id === values.comment_id);
        if (i < 0) return reply(404, { message: 'Not Found', status: '404' });
        this.deletedComments.push(this.comments[i]!.id);
        this.comments.splice(i, 1);
        return reply(204);
      }
      case 'issues/list-comments': {
        if (values.issue_number !== this.opts.pullNumber) return reply(404, { message: 'Not Found', status: '404' });
        return reply(200, this.page(this.issueComments.map((c) => this.issueCommentJson(c)), values));
      }
      case 'issues/create-comment': {
        if (this.forbid.comments) return reply(403, forbidden);
        if (values.issue_number !== this.opts.pullNumber) return reply(404, { message: 'Not Found', status: '404' });
        // GitHub's limit on a comment body.
        if (body.body.length > 65536) return reply(422, { message: 'Validation Failed', errors: [{ resource: 'IssueComment', code: 'custom', field: 'body', message: 'body is too long (maximum is 65536 characters)' }], status: '422' });
        const c = { id: this.nextId++, body: body.body as string, user: BOT };
        this.issueComments.push(c);
        return reply(201, this.issueCommentJson(c));
      }
      case 'issues/update-comment': {
        if (this.forbid.comments) return reply(403, forbidden);
        const c = this.issueComments.find((x) => x.id === values.comment_id);
        if (!c) return reply(404, { message: 'Not Found', status: '404' });
        if (body.body.length > 65536) return reply(422, { message: 'Validation Failed', status: '422' });
        c.body = body.body;
        return reply(200, this.issueCommentJson(c));
      }
      case 'issues/delete-comment': {
        if (this.forbid.comments) return reply(403, forbidden);
        const i = this.issueComments.findIndex((x) => x.id === values.comment_id);
        if (i < 0) return reply(404, { message: 'Not Found', status: '404' });
        this.issueComments.splice(i, 1);
        return reply(204);
      }
    }
    this.violations.push(`unhandled ${op.operationId}`);
    return reply(500, { message: 'unhandled' });
  }

  private createReview(body: any, reply: (s: number, b?: unknown) => void): void {
    const unprocessable = (errors: string[]) => {
      this.rejectedReviews.push(errors.join('; '));
      reply(422, { message: 'Unprocessable Entity', errors, documentation_url: 'https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request', status: '422' });
    };
    const event = body.event ?? 'PENDING';
    if ((event === 'COMMENT' || event === 'REQUEST_CHANGES') && !body.body) return unprocessable(['Review body is required']);
    if (body.commit_id && body.commit_id !== this.opts.headSha) {
      // GitHub accepts older commits (the comments may be outdated); this test only ever uses the head.
      this.violations.push(`review on ${body.commit_id}, head is ${this.opts.headSha}`);
    }
    const commit = body.commit_id ?? this.opts.headSha;
    const errors: string[] = [];
    const made: ReviewComment[] = [];
    const reviewId = this.nextId++;
    for (const c of body.comments ?? []) {
      if (c.position !== undefined) this.violations.push('deprecated `position` used');
      const file = this.opts.files.find((f) => f.filename === c.path);
      if (!file) {
        errors.push('Path could not be resolved');
        continue;
      }
      if (c.line === undefined) {
        errors.push('Line could not be resolved');
        continue;
      }
      const side = c.side ?? 'RIGHT';
      const hunks = file.patch ? hunksOf(file.patch) : [];
      const lineSet = (h: FakeHunk) => (side === 'RIGHT' ? h.right : h.left);
      const hunk = hunks.find((h) => lineSet(h).has(c.line));
      if (!hunk) {
        errors.push('Pull request review thread line must be part of the diff');
        continue;
      }
      if (c.start_line !== undefined) {
        if (c.start_line >= c.line) errors.push('start_line must precede line');
        else if ((c.start_side ?? side) !== side || !lineSet(hunk).has(c.start_line)) errors.push('Pull request review thread start line must be part of the same hunk as the line.');
        for (let l = c.start_line; l <= c.line; l++) if (!lineSet(hunk).has(l)) errors.push('Pull request review thread start line must be part of the same hunk as the line.');
      }
      made.push({
        id: this.nextId++,
        pull_request_review_id: reviewId,
        body: c.body,
        path: c.path,
        line: c.line,
        start_line: c.start_line ?? null,
        original_line: c.line,
        original_start_line: c.start_line ?? null,
        side,
        start_side: c.start_line !== undefined ? c.start_side ?? side : null,
        commit_id: commit,
        original_commit_id: commit,
        position: 1,
        original_position: 1,
        user: BOT,
        anchoredText: linesOf(this.opts.contentAt(commit, c.path), c.start_line ?? c.line, c.line),
      });
    }
    if (errors.length > 0) return unprocessable([...new Set(errors)]);
    const review: Review = { id: reviewId, body: body.body ?? '', state: event === 'COMMENT' ? 'COMMENTED' : event, commit_id: commit, user: BOT };
    this.reviews.push(review);
    this.comments.push(...made);
    reply(200, this.reviewJson(review));
  }

  private page<T>(items: T[], values: Record<string, unknown>): T[] {
    const per = Math.min(100, Number(values.per_page ?? 30));
    const page = Number(values.page ?? 1);
    return items.slice((page - 1) * per, page * per);
  }

  private base(): string {
    return `https://github.com/${this.opts.owner}/${this.opts.repo}`;
  }

  private checkRunJson(r: CheckRun): Record<string, unknown> {
    return {
      id: r.id,
      head_sha: r.head_sha,
      node_id: `CR_${r.id}`,
      external_id: '',
      url: `${this.url}/repos/${this.opts.owner}/${this.opts.repo}/check-runs/${r.id}`,
      html_url: `${this.base()}/runs/${r.id}`,
      details_url: `${this.base()}/runs/${r.id}`,
      status: r.status,
      conclusion: r.conclusion,
      started_at: r.started_at ?? null,
      completed_at: r.completed_at ?? null,
      output: { title: r.output.title ?? null, summary: r.output.summary ?? null, text: r.output.text ?? null, annotations_count: r.annotations.length, annotations_url: '' },
      name: r.name,
      check_suite: { id: 1 },
      app: null,
      pull_requests: [],
    };
  }

  private fileJson(f: PullFile): Record<string, unknown> {
    const o: Record<string, unknown> = {
      sha: '0'.repeat(40),
      filename: f.filename,
      status: f.status,
      additions: f.additions ?? 0,
      deletions: f.deletions ?? 0,
      changes: (f.additions ?? 0) + (f.deletions ?? 0),
      blob_url: `${this.base()}/blob/${this.opts.headSha}/${f.filename}`,
      raw_url: `${this.base()}/raw/${this.opts.headSha}/${f.filename}`,
      contents_url: `${this.url}/repos/${this.opts.owner}/${this.opts.repo}/contents/${f.filename}`,
    };
    if (f.patch !== undefined) o.patch = f.patch;
    return o;
  }

  private commentJson(c: ReviewComment): Record<string, unknown> {
    const { anchoredText: _t, ...rest } = c;
    return { ...rest, diff_hunk: '@@', url: '', html_url: '', pull_request_url: '', node_id: `PRRC_${c.id}`, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', author_association: 'NONE' };
  }

  /** A person comments on the pull request. */
  humanComment(body: string): void {
    this.issueComments.push({ id: this.nextId++, body, user: HUMAN });
  }

  private issueCommentJson(c: { id: number; body: string; user: { login: string; id: number; type: string } }): Record<string, unknown> {
    const url = `${this.base()}/pull/${this.opts.pullNumber}#issuecomment-${c.id}`;
    return { id: c.id, node_id: `IC_${c.id}`, url: '', html_url: url, issue_url: '', body: c.body, user: c.user, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', author_association: 'NONE' };
  }

  private reviewJson(r: Review): Record<string, unknown> {
    return { ...r, node_id: `PRR_${r.id}`, html_url: '', pull_request_url: '', author_association: 'NONE', submitted_at: '2026-01-01T00:00:00Z', _links: { html: { href: '' }, pull_request: { href: '' } } };
  }
}
