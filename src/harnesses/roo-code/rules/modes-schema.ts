/** `.roomodes` that Roo Code's schema rejects: one bad mode and Roo Code loads none of the file's modes. */
import { ROO_MODE_FIELDS, ROO_MODE_SCHEMA, ROO_MODES_LOADER, ROO_TOOL_GROUPS } from '../known-values.js';
import type { Range } from '../../../artifacts/source.js';
import { getPair, type MapNode, type TreeNode } from '../../../artifacts/tree.js';
import { artifactRule, type RuleContext } from '../../../diagnostics/rule.js';
import { closest, meantValue, writeMeant } from '../../../diagnostics/suggest.js';
import { jsonType, shownValue } from '../../../rules/shared/json-type.js';

const SLUG = /^[a-zA-Z0-9-]+$/;
const DROPS = `Roo Code then rejects the whole file and loads none of its modes (documented: ${ROO_MODE_SCHEMA})`;
/** A value with its type (`the number \`5\``), a collection or a null as shownValue words it. */
const kindOf = (v: TreeNode) => (v.type === 'scalar' && v.value !== null ? `the ${jsonType(v)} \`${String(v.value)}\`` : shownValue(v, 'a list'));

/** Where a missing key of a mode is reported: its first key, or the mode itself. */
function modeStart(mode: MapNode): Range {
  return mode.pairs[0]?.keyRange ?? mode.range;
}

function checkGroups(ctx: RuleContext, artifactPath: string, groups: TreeNode) {
  if (groups.type !== 'seq') return ctx.report({ message: `\`groups\` must be a list of tool groups, not ${kindOf(groups)}: ${DROPS}`, range: groups.range, jsonPath: groups.path });
  const seen = new Set<string>();
  for (const entry of groups.items) {
    let nameNode: TreeNode | undefined = entry;
    if (entry.type === 'seq') {
      nameNode = entry.items[0];
      const options = entry.items[1];
      if (entry.items.length !== 2 || !nameNode || options?.type !== 'map') {
        ctx.report({ message: `a group with options must be \`[group, { fileRegex, description }]\`: ${DROPS}`, range: entry.range, jsonPath: entry.path });
        continue;
      }
      const regex = getPair(options, 'fileRegex')?.value;
      if (regex?.type === 'scalar' && typeof regex.value === 'string' && regex.value) {
        try {
          new RegExp(regex.value);
        } catch (e) {
          ctx.report({ message: `\`fileRegex\` \`${regex.value}\` is not a valid regular expression (${(e as Error).message.replace(/^Invalid regular expression: /, '')}): ${DROPS}`, range: regex.range, jsonPath: regex.path });
        }
      } else if (regex && !(regex.type === 'scalar' && (regex.value === null || typeof regex.value === 'string'))) {
        ctx.report({ message: `\`fileRegex\` must be a string, not ${kindOf(regex)}: ${DROPS}`, range: regex.range, jsonPath: regex.path });
      }
    }
    if (!nameNode || nameNode.type !== 'scalar' || typeof nameNode.value !== 'string') {
      if (nameNode) ctx.report({ message: `a tool group must be one of ${ROO_TOOL_GROUPS.map((g) => `\`${g}\``).join(', ')}, not ${kindOf(nameNode)}: ${DROPS}`, range: nameNode.range, jsonPath: nameNode.path });
      continue;
    }
    const name = nameNode.value;
    if (!(ROO_TOOL_GROUPS as readonly string[]).includes(name)) {
      const meant = meantValue(name, ROO_TOOL_GROUPS);
      ctx.report({
        message: `\`${name}\` is not a tool group: Roo Code's are ${ROO_TOOL_GROUPS.map((g) => `\`${g}\``).join(', ')}${meant ? ` (did you mean \`${meant.value}\`?)` : ''}; ${DROPS}`,
        range: nameNode.range,
        jsonPath: nameNode.path,
        suggestion: meant && writeMeant(artifactPath, nameNode.range, meant, nameNode.raw.startsWith('"') ? JSON.stringify(meant.value) : meant.value),
      });
    } else if (seen.has(name)) {
      ctx.report({ message: `the group \`${name}\` is listed twice ("Duplicate groups are not allowed"): ${DROPS}`, range: nameNode.range, jsonPath: nameNode.path });
    }
    seen.add(name);
  }
}

export default artifactRule({
  meta: {
    id: 'roo-code/modes-schema',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: '`.roomodes` that Roo Code\'s mode schema rejects (a slug with other characters than letters, digits and dashes, a missing or empty `name`/`roleDefinition`/`groups`, an unknown tool group, an invalid `fileRegex`, a duplicate slug or group): Roo Code then loads none of the file\'s modes.',
    kinds: ['roo-modes'],
    harness: 'roo-code',
    optIn: false,
    fixable: 'maybe',
    rationale: `Documented by Roo Code's published source. The schema (${ROO_MODE_SCHEMA}): \`slug\` matches \`^[a-zA-Z0-9-]+$\` ("Slug must contain only letters numbers and dashes"), \`name\` and \`roleDefinition\` are non-empty strings ("Name is required", "Role definition is required"), \`whenToUse\`, \`description\`, \`customInstructions\` are strings, \`groups\` is a list of tool groups (\`${ROO_TOOL_GROUPS.join('`, `')}\`) or \`[group, { fileRegex, description }]\` whose \`fileRegex\` compiles ("Invalid regular expression pattern"), with no group twice; no two modes share a slug ("Duplicate mode slugs are not allowed"). The loader (${ROO_MODES_LOADER}) validates the whole \`customModes\` list at once and, on failure, shows "Schema validation failed" and returns no mode: one mistake drops every mode of \`.roomodes\`. Keys outside the schema are dropped by it without a word (a warning here). Not observed: Roo Code is a VS Code extension with no command-line build here.`,
    examples: {
      file: '.roomodes',
      wrong: 'customModes:\n  - slug: docs writer\n    name: Docs Writer\n    roleDefinition: You write documentation.\n    groups: [read, edit]\n',
      right: 'customModes:\n  - slug: docs-writer\n    name: Docs Writer\n    roleDefinition: You write documentation.\n    groups: [read, edit]\n',
    },
  },
  check(artifact, ctx) {
    const root = artifact.root;
    if (!root) return;
    const modes = root.type === 'map' ? getPair(root, 'customModes') : undefined;
    if (!modes) {
      ctx.report({ level: 'warn', message: `\`.roomodes\` has no \`customModes\` list, so Roo Code loads no mode from it (documented: ${ROO_MODES_LOADER})`, range: root.type === 'map' ? (root.pairs[0]?.keyRange ?? root.range) : root.range });
      return;
    }
    const list = modes.value;
    if (!list || list.type !== 'seq') {
      ctx.report({ message: `\`customModes\` must be a list of modes, not ${list ? kindOf(list) : 'empty'}: ${DROPS}`, range: list?.range ?? modes.keyRange, jsonPath: modes.path });
      return;
    }
    const slugs = new Set<string>();
    for (const mode of list.items) {
      if (mode.type !== 'map') {
        ctx.report({ message: `a mode must be an object with \`slug\`, \`name\`, \`roleDefinition\` and \`groups\`, not ${kindOf(mode)}: ${DROPS}`, range: mode.range, jsonPath: mode.path });
        continue;
      }
      for (const key of ['slug', 'name', 'roleDefinition', 'groups']) {
        if (!getPair(mode, key)) ctx.report({ message: `this mode has no \`${key}\`, which Roo Code requires: ${DROPS}`, range: modeStart(mode), jsonPath: mode.path });
      }
      for (const p of mode.pairs) {
        const want = ROO_MODE_FIELDS[p.key];
        const v = p.value;
        if (!want) {
          const near = closest(p.key, Object.keys(ROO_MODE_FIELDS));
          ctx.report({ level: 'warn', message: `Roo Code's mode schema has no \`${p.key}\` key, and drops it${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''} (documented: ${ROO_MODE_SCHEMA})`, range: p.keyRange, jsonPath: p.path });
          continue;
        }
        if (want === 'groups') {
          if (v) checkGroups(ctx, artifact.path, v);
          else ctx.report({ message: `\`groups\` is empty: it must be a list of tool groups (\`[]\` for none): ${DROPS}`, range: p.keyRange, jsonPath: p.path });
          continue;
        }
        const isString = v?.type === 'scalar' && typeof v.value === 'string';
        if (!isString) {
          if (v || want !== 'string') ctx.report({ message: `\`${p.key}\` must be a string, not ${v ? kindOf(v) : 'empty'}: ${DROPS}`, range: v?.range ?? p.keyRange, jsonPath: p.path });
          continue;
        }
        const text = String(v!.value);
        if (want === 'required-string' && text.length === 0) ctx.report({ message: `\`${p.key}\` is empty ("${p.key === 'name' ? 'Name' : 'Role definition'} is required"): ${DROPS}`, range: v!.range, jsonPath: p.path });
        if (want === 'source' && text !== 'global' && text !== 'project') ctx.report({ message: `\`source\` must be \`global\` or \`project\`, not \`${text}\`: ${DROPS}`, range: v!.range, jsonPath: p.path });
        if (want === 'slug') {
          if (!SLUG.test(text)) {
            const fixed = text.trim().replace(/[\s_]+/g, '-').replace(/[^a-zA-Z0-9-]/g, '');
            ctx.report({
              message: `the slug \`${text}\` has characters other than letters, digits and dashes: Roo Code says "Slug must contain only letters numbers and dashes"; ${DROPS}`,
              range: v!.range,
              jsonPath: p.path,
              suggestion: fixed ? { msg: `write \`${fixed}\``, applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: v!.range, text: fixed }] } : undefined,
            });
          } else if (slugs.has(text)) {
            ctx.report({ message: `a second mode with the slug \`${text}\` ("Duplicate mode slugs are not allowed"): ${DROPS}`, range: v!.range, jsonPath: p.path });
          }
          slugs.add(text);
        }
      }
    }
  },
});
