// The playground's whole state in the URL's fragment (never sent to a server): the virtual tree and
// the open file, as base64url of UTF-8 JSON. Shared by the page and by the site build (a rule page's
// "try it" link), so both write the same links.

/** `{ files: [[path, text], …], open }` → the fragment, without `#`. */
export function encodeState(state) {
  const json = JSON.stringify({ v: 1, files: state.files, open: state.open });
  const bytes = new TextEncoder().encode(json);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return `s=${btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

/** The fragment (with or without `#`) → the state, or undefined when it holds none or is damaged. */
export function decodeState(fragment) {
  const m = /^#?s=([A-Za-z0-9_-]+)$/.exec(fragment);
  if (!m) return undefined;
  try {
    const bin = atob(m[1].replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
    const s = JSON.parse(json);
    if (!Array.isArray(s.files) || !s.files.every((f) => Array.isArray(f) && typeof f[0] === 'string' && typeof f[1] === 'string')) return undefined;
    const open = typeof s.open === 'string' && s.files.some((f) => f[0] === s.open) ? s.open : s.files[0]?.[0];
    return { files: s.files, open };
  } catch {
    return undefined;
  }
}

/** What the playground opens with: a Claude Code agent whose model is mistyped. */
export const DEFAULT_STATE = {
  files: [['.claude/agents/example.md', '---\nname: example\ndescription: Reviews a change for bugs before it is merged\nmodel: sonet\n---\nYou review the diff you are given and list the bugs you find.\n']],
  open: '.claude/agents/example.md',
};
