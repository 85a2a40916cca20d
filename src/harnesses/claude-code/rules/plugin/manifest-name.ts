import { PLUGIN_ID_PART, PLUGIN_NAME_PATTERN } from '../../known-values/claude-code.js';
import { getPair } from '../../../../artifacts/tree.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import { toKebab } from '../../../../rules/shared/names.js';

export default artifactRule({
  meta: {
    id: 'plugin/manifest-name',
    effect: 'refused',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A plugin manifest without `name`, or a `name` with spaces (an error) or otherwise not kebab-case (a warning).',
    kinds: ['plugin'],
    optIn: false,
    fixable: 'machine',
    rationale:
      'The manifest is optional, but when `.claude-plugin/plugin.json` exists its `name` is required (an empty `name`: "Plugin name cannot be empty", and the loader refuses the plugin; plugin-parts.json `empty plugin name at run time: the plugin does not load`), and it prefixes every command, skill and agent the plugin provides (`/my-plugin:deploy`). `claude plugin validate` 2.1.332 rejects a name with spaces; other names that are not kebab-case (`MyPlugin`, `my_plugin`) are accepted by Claude Code but not by the Claude.ai marketplace sync (a warning), and a non-ASCII name cannot be installed from a marketplace.',
    examples: { wrong: '{ "name": "My Plugin", "version": "1.0.0" }', right: '{ "name": "my-plugin", "version": "1.0.0" }', file: '.claude-plugin/plugin.json' },
  },
  check(artifact, ctx) {
    const root = artifact.root;
    if (!root || root.type !== 'map') return;
    const pair = getPair(root, 'name');
    if (!pair || !pair.value) {
      ctx.report({
        message: pair ? '`name` has no value: Claude Code refuses to load the plugin' : 'the plugin manifest has no `name`: Claude Code refuses to load the plugin',
        effect: 'not-loaded',
        range: pair ? pair.keyRange : artifact.file.lines.range(root.range.start.offset, root.range.start.offset + 1),
        jsonPath: pair?.path ?? '$',
        help: `add \`"name": "${toKebab(String(artifact.data.pluginRoot ?? '').split('/').pop() || 'my-plugin') || 'my-plugin'}"\` (kebab-case)`,
      });
      return;
    }
    const v = pair.value;
    if (v.type !== 'scalar' || typeof v.value !== 'string') {
      ctx.report({ message: '`name` must be a string: Claude Code refuses to load the plugin', effect: 'not-loaded', range: v.range, jsonPath: pair.path });
      return;
    }
    const name = v.value;
    if (PLUGIN_NAME_PATTERN.test(name)) return;
    if (name === '') {
      // plugin-parts.json `empty plugin name at run time: the plugin does not load`: the loader refuses the manifest.
      ctx.report({ message: '`name` is empty: Claude Code refuses the manifest ("Plugin name cannot be empty") and does not load the plugin at all', effect: 'not-loaded', range: v.range, jsonPath: pair.path, help: 'give the plugin a kebab-case name, e.g. `my-plugin`' });
      return;
    }
    const fixed = toKebab(name);
    const caseOnly = fixed === name.toLowerCase();
    // Observed with `claude plugin validate` 2.1.332: spaces are an error; other non-kebab names are accepted by
    // Claude Code (a warning about the Claude.ai marketplace sync); a non-ASCII name cannot be installed from a marketplace.
    const spaces = /\s/.test(name);
    // rules-validator-sweep.json `plugin name with a control character` (an error) and `plugin name with a slash` (refused
    // when loaded by path: `@`, `:`, `/`, `\`).
    const control = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/u.test(name);
    const byPath = /[@:/\\]/.test(name);
    const nonAscii = !PLUGIN_ID_PART.test(name);
    ctx.report({
      message: control
        ? `plugin name \`${JSON.stringify(name).slice(1, -1)}\` contains a control or bidirectional-formatting character: \`claude plugin validate\` rejects it`
        : spaces
        ? `plugin name \`${name}\` contains spaces: \`claude plugin validate\` rejects it ("Plugin name cannot contain spaces")`
        : byPath
          ? `plugin name \`${name}\` is not kebab-case: Claude Code refuses a plugin with this name when it is loaded by path (\`--plugin-dir\`), and cannot install it from a marketplace that lists it under this name`
          : nonAscii
          ? `plugin name \`${name}\` is not kebab-case: Claude Code cannot install it from a marketplace that lists it under this name, and the Claude.ai marketplace sync requires kebab-case`
          : `plugin name \`${name}\` is not kebab-case: Claude Code accepts it, but the Claude.ai marketplace sync requires kebab-case (lowercase letters, digits and hyphens)`,
      range: v.range,
      jsonPath: pair.path,
      level: spaces || control ? undefined : 'warn',
      help: 'use lowercase letters and digits separated by single hyphens, e.g. `my-plugin`',
      suggestion: fixed
        ? { msg: `rename the plugin to \`${fixed}\``, applicability: caseOnly ? 'MachineApplicable' : 'MaybeIncorrect', edits: [{ path: artifact.path, range: v.range, text: JSON.stringify(fixed) }] }
        : undefined,
    });
  },
});
