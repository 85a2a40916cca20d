import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/opencode/rules/agent-field-type.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const REFUSES = 'OpenCode refuses to start (every command exits 1 with "Configuration is invalid")';
const agentFile = (fm: string) => ({ '.opencode/agent/reviewer.md': `---\ndescription: Reviews changes\n${fm}---\nYou review changes.\n` });

describe('opencode/agent-field-type', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a quoted number in an agent entry of opencode.json stops OpenCode', () => {
    const tree = { 'opencode.json': '{\n  "agent": {\n    "review": { "temperature": "0.2" }\n  }\n}\n' };
    expect(brief(findingsOf(rule, tree))).toEqual([`3:32 error ${REFUSES}: \`temperature\` is "0.2"; OpenCode expects a number (write it without quotes)`]);
  });

  it('an unquoted hex colour is a YAML comment, with a certain quoting fix', () => {
    const [d, ...rest] = findingsOf(rule, agentFile('color: #ff0000\n'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual([`3:8 error ${REFUSES}: \`color\` is empty, because \`#ff0000\` written without quotes is a YAML comment (write \`"#ff0000"\`)`]);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['"#ff0000"']]);
  });

  it('a tool switched on with a string stops OpenCode', () => {
    expect(brief(findingsOf(rule, agentFile('tools:\n  bash: "yes"\n')))).toEqual([`4:9 error ${REFUSES}: \`tools.bash\` is "yes"; OpenCode expects \`true\` or \`false\``]);
  });

  it('quoted hex, theme colours, boolean tools and a V2 entry with a string temperature load', () => {
    expect(brief(findingsOf(rule, agentFile('color: "#FF00AA"\nsteps: 3\ntools:\n  bash: false\n')))).toEqual([]);
    expect(brief(findingsOf(rule, agentFile('color: accent\ntemperature: 0.1\n')))).toEqual([]);
    expect(brief(findingsOf(rule, { 'opencode.json': '{ "agents": { "review": { "temperature": "hot", "color": "#00ff00" } } }\n' }))).toEqual([]);
  });
});
