/** Thrown for configuration the engine cannot work with at all (exit 2 in the CLI). */
export class ConfigError extends Error {}
