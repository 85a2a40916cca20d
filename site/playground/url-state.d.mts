export interface PlaygroundState {
  files: Array<[string, string]>;
  open: string | undefined;
}
export function encodeState(state: PlaygroundState): string;
export function decodeState(fragment: string): PlaygroundState | undefined;
export const DEFAULT_STATE: PlaygroundState;
