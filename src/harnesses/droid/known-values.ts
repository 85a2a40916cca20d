/**
 * Factory Droid. OBSERVED on the Droid CLI 0.225.2 (oracle/droid/probe.mjs: `droid exec` in airgap mode
 * against a loopback stub with a dummy key; oracle/droid/cases.json, recorded 2026-12-05); the custom-droid
 * page https://docs.factory.ai/cli/configuration/custom-droids (read 2026-12-05 through the `search` tool's stored
 * copy) says the same of the folder: "The CLI scans these folders (top-level files only)".
 */
import { PINS } from '../pins.generated.js';
export const DROID_VERSION = PINS['droid'].version;
export const DROID_CASES = 'oracle/droid/cases.json';
export const DROID_DOCS_DROIDS = 'https://docs.factory.ai/cli/configuration/custom-droids';
