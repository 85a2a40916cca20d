import { it } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { inventoryOf } from '../../src/engine/inventory/run.js';
import { formatInventoryText } from '../../src/report/inventory-text.js';
import { ALL_RULES } from '../../src/rules/index.js';
it('print', async () => {
  let out = '';
  for (const root of ['fixtures/harnesses/planted', 'fixtures/demo', '../shared/corpus/wshobson-agents']) out += `##### ${root}\n` + formatInventoryText((await inventoryOf({ root }, ALL_RULES)).inventory);
  writeFileSync('/tmp/t50b/print.txt', out);
});
