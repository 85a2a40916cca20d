import { stringValue, type MapNode, type Pair, type TreeNode } from '../../../artifacts/tree.js';
import { pairIn } from './part-fields.js';

/** An option key becomes `CLAUDE_PLUGIN_OPTION_<KEY>`: validate 2.1.332 takes identifiers only ("Invalid key in record"). */
export const OPTION_KEY = /^[A-Za-z_]\w*$/;

const isTrue = (n: TreeNode | null | undefined) => n?.type === 'scalar' && n.value === true;

/**
 * The problems of one `userConfig` option's `options` list, as `claude plugin validate` 2.1.332 states them
 * (oracle/claude-code/rules-validator-sweep.json, cases `userConfig options …` and `userConfig default not an
 * option`): each is an error of the manifest. Returns the node to point at and the message's first half.
 */
export function optionsProblems(option: MapNode): Array<{ at: Pair; message: string }> {
  const options = pairIn(option, 'options');
  if (!options || options.value?.type !== 'seq') return [];
  const out: Array<{ at: Pair; message: string }> = [];
  const values = options.value.items.map(stringValue);
  const type = stringValue(pairIn(option, 'type')?.value);
  if (type !== 'string' || isTrue(pairIn(option, 'multiple')?.value) || isTrue(pairIn(option, 'sensitive')?.value))
    out.push({ at: options, message: '`options` is only for a field of type `string` that is neither `multiple` nor `sensitive`' });
  if (values.length === 0) out.push({ at: options, message: '`options` needs at least one value' });
  // `userConfig option values empty, spaced, long`: each value is a label shown to the user.
  for (const v of values) {
    if (v === undefined) continue;
    const why = v === '' ? 'is empty' : v.trim() !== v ? 'starts or ends with a space' : v.length > 64 ? 'is longer than 64 characters' : /[\p{Cc}\p{Cf}]/u.test(v) ? 'holds a control, invisible or bidirectional-formatting character' : undefined;
    if (why) out.push({ at: options, message: `the option \`${v.slice(0, 40)}\` ${why}` });
  }
  const lower = values.filter((v): v is string => v !== undefined).map((v) => v.toLowerCase());
  if (new Set(lower).size !== lower.length) out.push({ at: options, message: '`options` repeats a value (letter case does not count)' });
  const dflt = pairIn(option, 'default');
  const d = stringValue(dflt?.value);
  if (!dflt && !isTrue(pairIn(option, 'required')?.value)) out.push({ at: options, message: 'a field with `options` needs a `default` among them, or `required: true`' });
  else if (dflt && values.length > 0 && (d === undefined || !values.includes(d))) out.push({ at: dflt, message: `\`default\` must be one of the options (${values.filter(Boolean).join(', ')})` });
  return out;
}
