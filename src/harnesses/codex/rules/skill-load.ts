/** Codex skills (`.agents/skills/<name>/SKILL.md`) that Codex fails to load. */
import { firstLine } from '../../../artifacts/source.js';
import { CODEX_SKILL_NAME_MAX, CODEX_VERSION } from '../known-values.js';
import { artifactRule } from '../../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'codex/skill-load',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A Codex skill that fails to load: no YAML frontmatter, a missing or empty `description`, a `name`/`description` that is not a string, or a `name` longer than 64 characters.',
    kinds: ['codex-skill'],
    harness: 'codex',
    optIn: false,
    fixable: false,
    rationale: `Observed on Codex CLI ${CODEX_VERSION} (oracle/codex/cases.json \`skill-verdicts\`, \`skill-name-long\`; and the mutation probe, oracle/codex/mutations.json \`codex-skill:/description:whitespace\`, \`codex-skill:/name:empty\`, \`codex-skill:/name:type:number\`): such a skill is left out of the model's skill list, \`codex debug prompt-input\` says nothing, and only \`codex exec\` logs "ERROR … failed to load skill …/SKILL.md: missing field \`description\`" (or "missing YAML frontmatter delimited by ---", "invalid YAML: name: invalid type", "invalid name: exceeds maximum length of 64 characters"; a 64-character name loads). Codex reads repository skills whether or not the project is trusted. A skill without \`name\` loads (under its folder's name), names with spaces or \`!\` load, a name that differs from the folder loads, two skills with one name both load, and unknown frontmatter keys are ignored. A \`description\` of spaces or \`null\` is "missing"; a number or boolean \`name\` or \`description\` is read as its text; a blank or null \`name\` is ignored, the skill listed under its folder's name (warn).`,
    examples: {
      file: '.agents/skills/deploy/SKILL.md',
      wrong: '---\nname: deploy\n---\nRun the deploy script.\n',
      right: '---\nname: deploy\ndescription: Deploys the service to staging\n---\nRun the deploy script.\n',
    },
  },
  check(artifact, ctx) {
    const fm = artifact.markdown?.frontmatter;
    if (!fm) return;
    const first = firstLine(artifact.file);
    // An empty frontmatter (`---` then `---`) counts as none (oracle case `skill-empty-frontmatter`).
    if (!fm.present || (!fm.problems.length && !artifact.root)) {
      ctx.report({ message: 'Codex fails to load this skill: "missing YAML frontmatter delimited by ---"', range: first });
      return;
    }
    if (fm.problems.length > 0) return; // Codex's own YAML reader decides; not observed as a failure
    if (artifact.root?.type !== 'map') return;
    const pairs = artifact.root.pairs;
    for (const key of ['name', 'description']) {
      const p = pairs.find((x) => x.key === key);
      // A number or boolean is read as its text (`codex-skill:/name:type:number` is listed as `7`); a list or map is not.
      if (p?.value && (p.value.type === 'seq' || p.value.type === 'map')) {
        ctx.report({ message: `Codex fails to load this skill: \`${key}\` must be a string ("invalid YAML: ${key}: invalid type")`, range: p.value.range, jsonPath: p.path });
        return;
      }
    }
    const name = pairs.find((x) => x.key === 'name');
    if (name?.value?.type === 'scalar' && typeof name.value.value === 'string' && [...name.value.value].length > CODEX_SKILL_NAME_MAX) {
      ctx.report({ message: `Codex fails to load this skill: its \`name\` has ${[...name.value.value].length} characters ("invalid name: exceeds maximum length of ${CODEX_SKILL_NAME_MAX} characters")`, range: name.value.range, jsonPath: name.path });
      return;
    }
    const blank = (p: (typeof pairs)[number] | undefined) => !p?.value || (p.value.type === 'scalar' && (p.value.value === null || String(p.value.value).trim() === ''));
    const d = pairs.find((x) => x.key === 'description');
    if (!d || blank(d)) {
      ctx.report({ message: 'Codex fails to load this skill: it has no `description` ("missing field `description`"; a blank or null one counts as none)', range: d ? d.range : fm.openRange });
    }
    if (name && blank(name)) {
      ctx.report({ level: 'warn', effect: 'ignored', message: 'Codex ignores a blank `name` and lists this skill under its folder name', range: name.value?.range ?? name.range, jsonPath: name.path });
    }
  },
});
