/** A file `agentlint init` writes. */
export interface InitFile {
  /** Root-relative, `/`-separated. */
  path: string;
  text: string;
  /**
   * A file that holds more than agentlint's part (`.gitlab-ci.yml`): never replaced, not even with
   * `--force`; when it exists, this says what to add to it instead.
   */
  whenExisting?: (existingText: string) => string;
}
