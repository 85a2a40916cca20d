/**
 * Words that steer a model against its user: read credentials and send them away, override its instructions,
 * hide what it does from the user, run a download or a decoded payload. Each pattern is bounded (no nested
 * quantifier over unbounded text) so it stays linear on hostile input.
 */

export interface Steering {
  /** What the words ask for, in a few words (`to hide actions from the user`). */
  asks: string;
  /** Offsets of the match in the text searched. */
  from: number;
  to: number;
}

/** A credential store of the user's machine, or the user's own secrets. */
const CREDENTIAL = String.raw`(?:~\/\.ssh\b|\.ssh\/id_\w+|\bid_rsa\b|\bid_ed25519\b|~\/\.aws\b|\.aws\/credentials|~\/\.netrc|~\/\.npmrc|~\/\.pypirc|~\/\.docker\/config\.json|~\/\.kube\/config|\.git-credentials|\bkeychain\b|\bgh auth token\b|(?:the user'?s|their|your|all|every)\s+(?:\w+\s+)?(?:credentials|secrets|tokens|api keys|passwords|ssh keys|private keys|environment variables|env vars|\.env files?))`;
const SEND = String.raw`(?:send|post|upload|exfiltrate|transmit|forward|curl|wget)`;
/** Somewhere outside the machine: a URL, a host name, a paste or tunnel service. */
const AWAY = String.raw`(?:https?:\/\/|\b[\w-]+\.(?:com|io|net|org|xyz|ru|cn|dev|app|site|top|sh)\b|webhook|pastebin|ngrok|requestbin|discord|telegram)`;
/** Something worth hiding: a command, the network, a secret. */
const SENSITIVE = /\b(?:send|upload|post|run|execute|install|download|delete|credentials?|secrets?|tokens?|keys?|passwords?|curl|wget|https?:\/\/|hooks?|commands?)\b/i;

const PATTERNS: ReadonlyArray<{ asks: string; re: RegExp; needs?: RegExp }> = [
  {
    asks: 'to ignore its instructions',
    re: /\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+|the\s+|your\s+)?(?:previous|prior|above|earlier|preceding|system|original|safety|user'?s?)\s+(?:instructions?|prompts?|rules?|guidelines?|messages?|restrictions?)\b/i,
  },
  {
    asks: 'to hide what it does from the user',
    re: /\b(?:do\s+not|don't|never)\s+(?:tell|inform|mention|reveal|notify|alert|show|let)\s+(?:the\s+|this\s+)?(?:user|human|developer|operator|anyone)\b/i,
    needs: SENSITIVE,
  },
  {
    asks: 'to hide what it does from the user',
    re: /\b(?:secretly|covertly|without (?:the )?user'?s? (?:knowledge|knowing|noticing|consent))\s+(?:\w+\s+){0,2}?(?:send|upload|post|run|execute|exfiltrate|copy|read|delete|install|download|add|modify)\b/i,
  },
  {
    asks: 'to send credentials away',
    re: new RegExp(String.raw`\b${SEND}\b[^.\n]{0,80}?${CREDENTIAL}[^.\n]{0,80}?${AWAY}|${CREDENTIAL}[^.\n]{0,80}?\b${SEND}\b[^.\n]{0,80}?${AWAY}`, 'i'),
  },
];

/** A negation right before the match ("did not silently run", "never ignore previous instructions"). */
const NEGATED = /\b(?:not|never|no|n't|without)\s+(?:\w+\s+){0,2}$/i;

/** The first steering request in `text`, if any. */
export function steeringIn(text: string): Steering | undefined {
  let best: Steering | undefined;
  for (const { asks, re, needs } of PATTERNS) {
    const m = re.exec(text);
    if (!m || (needs && !needs.test(text)) || NEGATED.test(text.slice(Math.max(0, m.index - 30), m.index))) continue;
    if (!best || m.index < best.from) best = { asks, from: m.index, to: m.index + m[0].length };
  }
  return best;
}

/** Every steering request in `text`, one per line at most, in order. */
export function steeringLines(text: string): Steering[] {
  const out: Steering[] = [];
  let start = 0;
  for (const line of text.split('\n')) {
    const s = line.length > 2000 ? undefined : steeringIn(line);
    if (s) out.push({ asks: s.asks, from: start + s.from, to: start + s.to });
    start += line.length + 1;
  }
  return out;
}
