import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/cline/rules/agent-config.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const GOLDEN = 'oracle: oracle/cline/mutations.json';
const FIELDS = '`name`, `description`, `tools`, `skills`, `providerId`, `modelId`, `maxIterations`';

describe('cline/agent-config', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a fractional maxIterations is an error at the value, a misspelt tools a warning with a possible rename', () => {
    const ds = findingsOf(rule, { '.cline/agents/helper.yaml': '---\nname: helper\ndescription: Helps out\nmaxIterations: 1.5\ntool: [read_file]\n---\nYou help.\n' });
    expect(brief(ds)).toEqual([
      `4:16 error \`maxIterations\` must be a whole number above 0: Cline does not load this agent (${GOLDEN}, mutations of \`/maxIterations\`)`,
      `5:1 warn \`tool\` is not a field of a Cline agent config: the fields are ${FIELDS}; Cline loads the agent and ignores it; did you mean \`tools\`? (${GOLDEN}, case \`cline-agent::unknown-key\`)`,
    ]);
    expect([ds[1]!.suggestion?.applicability, ds[1]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['tools']]);
  });

  it('an agent with no system prompt is an error at the closing dashes', () => {
    expect(brief(findingsOf(rule, { '.cline/agents/quiet.yaml': '---\nname: quiet\ndescription: Says nothing\n---\n\n' }))).toEqual([
      `4:1 error no system prompt after the frontmatter: Cline does not load an agent config without one (${GOLDEN}, cases \`cline-agent::empty-body\`, \`blank-body\`)`,
    ]);
  });

  it('an agent in a subfolder is a warning that it is never loaded', () => {
    expect(brief(findingsOf(rule, { '.cline/agents/team/helper.yaml': '---\nname: helper\ndescription: Helps out\n---\nYou help.\n' }))).toEqual([
      `1:1 warn Cline reads only the files directly in \`.cline/agents/\`, not in \`team/\`: this agent is never loaded (${GOLDEN}, case \`cline-agent::nested\`)`,
    ]);
  });

  it('a .yml agent with a capitalised name and tools as one string loads, so is clean', () => {
    expect(brief(findingsOf(rule, { '.cline/agents/Helper.yml': '---\nname: Code Helper\ndescription: Helps out\ntools: read_file\nmaxIterations: 3\n---\nYou help.\n---\nMore prompt.\n' }))).toEqual([]);
  });

  it('a blank description and a list of numbers as tools are errors at the values', () => {
    expect(brief(findingsOf(rule, { '.cline/agents/a.yaml': '---\nname: a\ndescription: "  "\ntools: [1]\n---\nYou help.\n' }))).toEqual([
      `3:14 error \`description\` must be a non-blank string: Cline does not load this agent (${GOLDEN}, mutations of \`/description\`)`,
      `4:8 error \`tools\` must be a string or a list of strings: Cline does not load this agent (${GOLDEN}, mutations of \`/tools\`)`,
    ]);
  });
});
