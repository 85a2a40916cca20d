import type { AiRulezConfigData } from '../kinds.js';
import { artifactRule } from '../../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'ai-rulez/config-invalid',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'An ai-rulez `config.toml` that is not valid TOML.',
    kinds: ['ai-rulez-config'],
    optIn: false,
    fixable: false,
    rationale:
      'ai-rulez cannot load a config it cannot parse: `generate` fails and none of the agents, rules or includes it declares reach any tool. agentlint reports the parser\'s error at its position and skips the ai-rulez checks that need the config.',
    examples: {
      wrong: 'version = "5.0"\n[[includes]]\nname = "shared\nsource = "./shared"',
      right: 'version = "5.0"\n[[includes]]\nname = "shared"\nsource = "./shared"',
      file: '.ai-rulez/config.toml',
    },
  },
  check(artifact, ctx) {
    const data = artifact.data as unknown as AiRulezConfigData;
    if (!data.tomlError) return;
    ctx.report({
      message: `invalid TOML: ${data.tomlError.message}; ai-rulez cannot load this config`,
      range: data.tomlError.range,
      path: artifact.path,
    });
  },
});
