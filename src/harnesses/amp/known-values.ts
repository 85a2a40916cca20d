/**
 * Amp (Sourcegraph's agent CLI). Every value here is OBSERVED on the pinned Amp CLI build 0.0.1790142911-g7618fb
 * (oracle/amp/probe.mjs: `amp skill list` and `amp mcp list` run offline against a loopback stub with a dummy
 * key; oracle/amp/cases.json and mutations.json, recorded 2026-12-05).
 */
import { PINS } from '../pins.generated.js';

/** The pinned build the cases were recorded with. */
export const AMP_VERSION = PINS['amp'].version;
export const AMP_CASES = 'oracle/amp/cases.json';
export const AMP_MUTATIONS = 'oracle/amp/mutations.json';

/**
 * A skill's `name` (case `skills-validation`): "Skill name must be lowercase alphanumeric with hyphens, no trailing
 * hyphen (e.g., "my-skill")" and "must be 64 characters or less". Only what was seen rejected is checked: a character
 * outside `a-z`, `0-9` and `-` (capitals, spaces, `_`, a blank name), a trailing hyphen, and more than 64 characters.
 */
export const AMP_SKILL_NAME_CHARS = /^[a-z0-9-]+$/;
export const AMP_SKILL_NAME_MAX = 64;
/** The folders Amp reads skills from in a project, searched at any depth (case `skills-layout`; not `.amp/skills`). */
export const AMP_SKILL_FOLDERS: readonly string[] = ['.agents/skills', '.claude/skills'];
