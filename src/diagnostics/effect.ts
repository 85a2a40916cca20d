/**
 * What a finding means for the person who wrote the file: a small closed set, carried by every diagnostic
 * (`effect` in the JSON report, SARIF `properties.effect`, the LSP diagnostic's `data.effect`). A rule declares
 * its usual effect in its meta; a report whose outcome differs (all tools unknown vs one) sets its own.
 * Readers (the inventory, the PR comment, anyone filtering a report) read this, never the message text.
 * docs/effects.md says the same for users.
 */

export type Effect = 'not-loaded' | 'refused' | 'ignored' | 'fails-at-run-time' | 'style' | 'unsafe' | 'config';

/** Each effect in one line, most serious first (docs/effects.md, `agentlint rules`). */
export const EFFECTS: Readonly<Record<Effect, string>> = {
  'not-loaded': 'the harness does not load the artifact the finding is on (the file, or the agent, skill, command, server or plugin in it): none of it takes effect',
  refused: 'a validator, an installer or the harness rejects it with an error: `plugin validate` or install fails, the file is rejected as a whole, or the harness does not start',
  ignored: 'the artifact loads, but a field, value, entry, hook or setting in it is silently ignored or dropped; the rest works',
  'fails-at-run-time': 'it loads, then fails or misbehaves when used: a missing script, an unknown model, a tool it cannot call, a trigger that never matches',
  style: 'it works as written: portability to other harnesses or tools, readability, a convention, size advice',
  unsafe: 'it works as written, and that puts whoever clones the repository at risk: text the model reads but a reviewer cannot see, a command that runs on the developer\'s machine, a setting that widens what an agent may do',
  config: "about agentlint itself: its configuration (a rule or lint setting that does nothing, an invalid option), or an internal error of a rule",
};

export const EFFECT_VALUES = Object.keys(EFFECTS) as readonly Effect[];

export function isEffect(v: unknown): v is Effect {
  return typeof v === 'string' && Object.hasOwn(EFFECTS, v);
}

/** The effect of one finding: what its report says, else the rule's usual effect. */
export function effectOf(meta: { effect: Effect }, report?: { effect?: Effect }): Effect {
  return report?.effect ?? meta.effect;
}
