/** Repository skills that do not reach the model whole: Codex's skill list has a budget, and a description a cap. */
import { CODEX_SKILL_LIST, CODEX_VERSION } from '../known-values.js';
import { artifactsOf, type Artifact } from '../../../artifacts/model.js';
import { firstPair, type Pair } from '../../../artifacts/tree.js';
import { projectRule } from '../../../diagnostics/rule.js';

interface Listed { a: Artifact; name: string; folder: string; description: Pair }

const str = (p: Pair | undefined) => (p?.value?.type === 'scalar' && typeof p.value.value === 'string' ? p.value.value : undefined);
/** Tokens of one list line, as Codex counts them (⌈(characters + newline) / 4⌉). */
const tokens = (line: string) => Math.ceil((line.length + 1) / CODEX_SKILL_LIST.charsPerToken);
const line = (s: Listed, description: string) => `- ${s.name}:${description ? ` ${description}` : ''} (file: r1/${s.folder}/SKILL.md)`;
const fmt = (n: number) => n.toLocaleString('en-US');

/** The skills Codex lists (those with a non-empty string description), in name order. */
function listedSkills(skills: readonly Artifact[]): Listed[] {
  const out: Listed[] = [];
  for (const a of skills) {
    const description = firstPair(a.root, 'description');
    if (!str(description)) continue;
    const folder = a.path.split('/').at(-2)!;
    out.push({ a, name: str(firstPair(a.root, 'name')) || folder, folder, description: description! });
  }
  return out.sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
}

/** The budget in tokens: 2% of `model_context_window` when the project config sets it, else the default model's. */
function budget(configs: readonly Artifact[]): { tokens: number; from: string } {
  const window = configs.flatMap((c) => (c.root?.type === 'map' ? c.root.pairs : [])).find((p) => p.key === 'model_context_window')?.value;
  if (window?.type === 'scalar' && typeof window.value === 'number' && window.value > 0) {
    return { tokens: Math.floor(window.value * CODEX_SKILL_LIST.budgetShare), from: `2% of \`model_context_window = ${window.value}\`` };
  }
  return { tokens: CODEX_SKILL_LIST.defaultBudgetTokens, from: "2% of the context window of Codex's default model" };
}

export default projectRule({
  meta: {
    id: 'codex/skill-list-budget',
    effect: 'ignored',
    category: 'suspicious',
    defaultLevel: 'warn',
    description: "Codex skills that do not reach the model whole: over the skill list's budget Codex shortens every description without a word, then leaves skills out; a description over 1024 characters is cut.",
    kinds: ['codex-skill'],
    harness: 'codex',
    optIn: false,
    fixable: false,
    rationale: `Codex lists every skill's name, description and path in the model's instructions, within a budget of 2% of the model's context window (https://developers.openai.com/codex/skills). Measured on Codex CLI ${CODEX_VERSION} (oracle/codex/cases.json \`skill-budget-fits\`, \`skill-budget-shortened\`, \`skill-budget-dropped\`, \`skill-budget-dropped-order\`, \`skill-budget-window\`, \`skill-description-long\`): the budget was 10,000 tokens (about 40,000 characters) with Codex's default model and 2,000 with \`model_context_window = 100000\`. Over it, Codex shortened every description (100 skills of 500-character descriptions kept at most 354 characters each) and said nothing; when even the bare names did not fit, it sent no descriptions and left out the last skills in name order (\`skill-budget-dropped-order\`; 500 skills with 64-character names: 414 listed with the default model), and \`codex exec\` warned "Exceeded skills context budget. All skill descriptions were removed and 276 additional skills were not included in the model-visible skills list." (there with \`gpt-5\`, missing from the offline model catalog, whose 272,000-token window gives 5,440). A description over 1024 characters was cut at 1024. agentlint counts the repository's skills and Codex's own system skills; skills from the user's home, plugins, and a model with a smaller window leave less room.`,
    examples: {
      file: '.agents/skills/deploy/SKILL.md',
      wrong: `---\nname: deploy\ndescription: ${'Deploys the service. '.repeat(60)}\n---\nRun the deploy script.\n`,
      right: '---\nname: deploy\ndescription: Deploys the service to staging\n---\nRun the deploy script.\n',
    },
  },
  reads: { 'codex-skill': ['name', 'description'] },
  check(project, ctx) {
    const skills = listedSkills(artifactsOf(project, 'codex-skill'));
    for (const s of skills) {
      const d = str(s.description)!;
      if (d.length <= CODEX_SKILL_LIST.descriptionMax) continue;
      ctx.report({
        path: s.a.path, element: s.a.element, harness: 'codex', jsonPath: s.description.path, range: s.description.value!.range,
        message: `Codex cuts this description to ${fmt(CODEX_SKILL_LIST.descriptionMax)} characters in the model's skill list: it sends only the first ${fmt(CODEX_SKILL_LIST.descriptionMax)} of its ${fmt(d.length)} characters, without a word`,
      });
    }
    if (!skills.length) return;
    const { tokens: limit, from } = budget(artifactsOf(project, 'codex-config'));
    const whole = CODEX_SKILL_LIST.systemTokens.whole + skills.reduce((n, s) => n + tokens(line(s, str(s.description)!.slice(0, CODEX_SKILL_LIST.descriptionMax))), 0);
    if (whole <= limit) return;
    let used = CODEX_SKILL_LIST.systemTokens.namesOnly;
    const dropped = skills.filter((s) => (used += tokens(line(s, ''))) > limit);
    const budgetText = `${fmt(limit)} tokens (${from})`;
    if (!dropped.length) {
      const longest = skills.reduce((a, b) => (str(b.description)!.length > str(a.description)!.length ? b : a));
      ctx.report({
        path: longest.a.path, element: longest.a.element, harness: 'codex', jsonPath: longest.description.path, range: longest.description.value!.range,
        message: `Codex shortens every skill description in the model's skill list, without a word: with their descriptions the repository's ${skills.length} skills and Codex's system skills need about ${fmt(whole)} tokens, over its budget of ${budgetText}; this is the longest description`,
      });
      return;
    }
    for (const s of dropped) {
      const name = firstPair(s.a.root, 'name');
      ctx.report({
        path: s.a.path, element: s.a.element, harness: 'codex', jsonPath: (name ?? s.description).path, range: (name ?? s.description).value!.range,
        message: `Codex leaves this skill out of the model's skill list ("Exceeded skills context budget … ${dropped.length} additional skills were not included"): even without descriptions the repository's ${skills.length} skills do not fit its budget of ${budgetText}`,
      });
    }
  },
});
