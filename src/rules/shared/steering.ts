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

const CREDENTIAL = String.raw`(?:~\/\.ssh|\.ssh\/id_\w+|id_rsa|id_ed25519|~\/\.aws|\.aws\/credentials|~\/\.netrc|\.netrc\b|~\/\.npmrc|\.pypirc|~\/\.docker\/config\.json|~\/\.kube\/config|\.git-credentials|(?:macos |login )?keychain|security find-(?:generic|internet)-password|gh auth token|aws_secret_access_key|private keys?|ssh keys?|api keys?|access tokens?|credentials?|passwords?|secrets?)`;
const SEND = String.raw`(?:send|post|upload|exfiltrat\w*|transmit|forward|e-?mail|leak|paste|curl|wget|webhook|pastebin|ngrok|requestbin)`;

const PATTERNS: ReadonlyArray<{ asks: string; re: RegExp }> = [
  {
    asks: 'to ignore its instructions',
    re: /\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+|the\s+|your\s+)?(?:previous|prior|above|earlier|preceding|system|original|safety|user'?s?)\s+(?:instructions?|prompts?|rules?|guidelines?|messages?|restrictions?)\b/i,
  },
  {
    asks: 'to hide what it does from the user',
    re: /\b(?:do\s+not|don't|never|without)\s+(?:tell(?:ing)?|inform(?:ing)?|mention(?:ing)?|reveal(?:ing)?|notify(?:ing)?|alert(?:ing)?|show(?:ing)?|let(?:ting)?)\s+(?:the\s+|this\s+)?(?:user|human|developer|operator|anyone|them)\b[^.\n]{0,60}?\b(?:about|that|know|of)\b/i,
  },
  {
    asks: 'to hide what it does from the user',
    re: /\b(?:secretly|covertly|quietly|silently|without (?:the )?user'?s? (?:knowledge|knowing|noticing|consent))\s+(?:\w+\s+){0,2}?(?:send|upload|post|run|execute|exfiltrat\w*|copy|read|delete|install|download|add|modify)\b/i,
  },
  {
    asks: 'to send credentials away',
    re: new RegExp(String.raw`\b${SEND}\b[^.\n]{0,80}?${CREDENTIAL}|${CREDENTIAL}[^.\n]{0,80}?\b${SEND}\b`, 'i'),
  },
];

/** The first steering request in `text`, if any. */
export function steeringIn(text: string): Steering | undefined {
  let best: Steering | undefined;
  for (const { asks, re } of PATTERNS) {
    const m = re.exec(text);
    if (m && (!best || m.index < best.from)) best = { asks, from: m.index, to: m.index + m[0].length };
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
