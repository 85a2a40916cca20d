export interface PlaygroundExample {
  /** What the picker shows: the harness and the kind. */
  label: string;
  path: string;
  text: string;
}
export const EXAMPLES: PlaygroundExample[];
