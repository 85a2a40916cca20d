/**
 * Roo Code: every value here is DOCUMENTED, none is observed. Roo Code is a VS Code extension with no
 * command-line build that runs here, so agentlint has no oracle for it; each Roo Code rule says
 * "documented" and links its source: Roo Code's documentation (docs.roocode.com) and the schema and
 * loader Roo Code publishes in its repository (github.com/RooCodeInc/Roo-Code), read 2026-12-04.
 */

/** https://docs.roocode.com/features/custom-modes — `.roomodes`, mode properties, `.roo/rules-{slug}/`. */
export const ROO_DOCS_MODES = 'https://docs.roocode.com/features/custom-modes';
/** https://docs.roocode.com/features/custom-instructions — `.roo/rules/`, `.roo/rules-{slug}/`, `.roorules`. */
export const ROO_DOCS_INSTRUCTIONS = 'https://docs.roocode.com/features/custom-instructions';
/**
 * The schema Roo Code validates `.roomodes` with (zod, `packages/types/src/mode.ts`, read 2026-12-04):
 * `customModes: z.array(modeConfigSchema)` refined with "Duplicate mode slugs are not allowed";
 * `modeConfigSchema`: `slug` (regex `^[a-zA-Z0-9-]+$`, "Slug must contain only letters numbers and dashes"),
 * `name` (string, min 1, "Name is required"), `roleDefinition` (string, min 1, "Role definition is required"),
 * `whenToUse`, `description`, `customInstructions` (optional strings), `groups` (group entries, "Duplicate
 * groups are not allowed"), `source` (`global` | `project`, optional). A group entry is a tool group or a
 * `[group, { fileRegex?, description? }]` tuple; `fileRegex` must compile ("Invalid regular expression pattern").
 */
export const ROO_MODE_SCHEMA = 'https://github.com/RooCodeInc/Roo-Code/blob/main/packages/types/src/mode.ts';
/**
 * The loader (`src/core/config/CustomModesManager.ts`, `loadModesFromFile`, read 2026-12-04): the file is
 * parsed as YAML; without `customModes` it yields no mode; then `customModesSettingsSchema.safeParse(settings)`,
 * and on failure "Schema validation failed", an error notification listing the issues for `.roomodes`, and
 * `return []`: one invalid mode drops every mode of the file.
 */
export const ROO_MODES_LOADER = 'https://github.com/RooCodeInc/Roo-Code/blob/main/src/core/config/CustomModesManager.ts';

/** `packages/types/src/tool.ts` (read 2026-12-04): `toolGroups = ["read", "edit", "browser", "command", "mcp", "modes"]`; `browser` is deprecated and stripped before validation in recent releases. */
export const ROO_TOOL_GROUPS = ['read', 'edit', 'browser', 'command', 'mcp', 'modes'] as const;

export const ROO_MODE_FIELDS: Readonly<Record<string, 'string' | 'required-string' | 'slug' | 'groups' | 'source'>> = {
  slug: 'slug',
  name: 'required-string',
  roleDefinition: 'required-string',
  whenToUse: 'string',
  description: 'string',
  customInstructions: 'string',
  groups: 'groups',
  source: 'source',
};

/**
 * The built-in modes' slugs (`DEFAULT_MODES` in `packages/types/src/mode.ts`, read 2026-12-04, and the docs'
 * "Using Modes" page): a `.roo/rules-{slug}/` folder for one of these or for a `.roomodes` slug is read.
 */
export const ROO_BUILTIN_MODES = ['architect', 'code', 'ask', 'debug', 'orchestrator'] as const;
