/**
 * Gemini CLI extension roots for discovery: every folder holding a `gemini-extension.json` (its commands, agents
 * and skills are read by Gemini once the extension is linked or installed). Inside one, a kind's
 * `matchesInGeminiExtension` decides.
 */
import { posix } from 'node:path';
import type { DiscoveryRoots } from '../../artifacts/roots.js';

export const GEMINI_ROOTS: DiscoveryRoots = {
  context: 'extensionRoot',
  everyFile: false,
  find: (input) => input.paths.filter((p) => /(^|\/)gemini-extension\.json$/.test(p)).map((p) => posix.dirname(p)),
  claims: (spec, pathInRoot) => spec.matchesInGeminiExtension?.(pathInRoot) === true,
};
