/** The inventory and its difference as JSON (docs/inventory.md describes both documents). */
import type { InventoryDiff } from '../engine/inventory/diff.js';
import type { Inventory } from '../engine/inventory/model.js';

export function formatInventoryJson(inv: Inventory): string {
  return JSON.stringify(inv, null, 2) + '\n';
}

export function formatDiffJson(d: InventoryDiff): string {
  return JSON.stringify(d, null, 2) + '\n';
}
