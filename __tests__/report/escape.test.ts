import { describe, expect, it } from '@jest/globals';
import { escapeData, jsonSafe, logLine, mdCode, mdMessage, mdText, sarifText, visible, visibleLines } from '../../src/report/escape.js';

describe('terminal and log text', () => {
  it('shows C0, DEL, C1 and bidirectional controls as visible escapes', () => {
    expect(visible('a\u001b]0;pwned\u0007b\u001b[31mred\u007f\u0085\u202e\u2066')).toBe('a\\x1b]0;pwned\\x07b\\x1b[31mred\\x7f\\x85\\u{202e}\\u{2066}');
    expect(visible('line\nbreak\r\ttab')).toBe('line\\nbreak\\r\\ttab');
    expect(visible('plain ünïcode ✓ 👍🏽')).toBe('plain ünïcode ✓ 👍🏽');
  });

  it('keeps line breaks and tabs of a whole report, escaping the rest', () => {
    expect(visibleLines('a\n\tb\rc\u001bd')).toBe('a\n\tb\\rc\\x1bd');
  });

  it('keeps JSON the same value while escaping DEL, C1 and bidirectional controls', () => {
    const value = { s: 'x\u007fy\u009bz\u202e' };
    const text = jsonSafe(JSON.stringify(value));
    expect(text).toBe('{"s":"x\\u007fy\\u009bz\\u202e"}');
    expect(JSON.parse(text)).toEqual(value);
  });

  it('never lets a log line start a workflow command, whatever it holds', () => {
    expect(logLine('a.md\n::error file=x::forged')).toBe('a.md\\n::error file=x::forged');
    expect(logLine('::error file=x::forged')).toBe('> ::error file=x::forged');
    expect(logLine('  ##[error]forged')).toBe('>   ##[error]forged');
    expect(logLine('a.md\r::warning::forged')).toBe('a.md\\r::warning::forged');
    expect(escapeData('50% done\r\nnext')).toBe('50%25 done%0D%0Anext');
  });
});

describe('SARIF message text', () => {
  it('escapes square brackets (no embedded link from a value) and shows controls', () => {
    expect(sarifText('see [x](1) and a\\[b] \u001b')).toBe('see \\[x\\](1) and a\\\\\\[b\\] \\x1b');
  });
});

describe('Markdown for what the bot posts', () => {
  it('fences a code span longer than any backtick run, on one line', () => {
    expect(mdCode('sonet')).toBe('`sonet`');
    expect(mdCode('a`b')).toBe('``a`b``');
    expect(mdCode('`x`')).toBe('`` `x` ``');
    expect(mdCode('a\n\nb')).toBe('`a  b`');
    expect(mdCode('a|b', { table: true })).toBe('`a\\|b`');
  });

  it('renders plain text as that text: no HTML, link, image, emphasis, mention or reference', () => {
    expect(mdText('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(mdText('[click](https://evil.example) ![i](u)')).toBe('\\[click\\](https:/&#8203;/evil.example) !\\[i\\](u)');
    expect(mdText('@octocat and #12 www.evil.example')).toBe('@&#8203;octocat and #&#8203;12 www&#8203;.evil.example');
    expect(mdText('*b* _i_ ~s~ $x$ a|b \\')).toBe('\\*b\\* \\_i\\_ \\~s\\~ \\$x\\$ a\\|b \\\\');
    expect(mdText('# heading')).toBe('\\#&#8203; heading');
    expect(mdText('1. item')).toBe('1\\. item');
    expect(mdText('&lt; &#65; & x')).toBe('&amp;lt; &amp;#&#8203;65; & x');
    expect(mdText('one\n\n# two')).toBe('one  #&#8203; two');
  });

  it('keeps a message’s own code spans as code and escapes the prose around them', () => {
    expect(mdMessage('model `sonet` is not a known model')).toBe('model `sonet` is not a known model');
    expect(mdMessage('name `<img src=x>` by @me')).toBe('name `<img src=x>` by @&#8203;me');
    // A value that holds a backtick cannot close the span early or open a new one.
    expect(mdMessage('model `a`<b>` here')).toBe('model `a`&lt;b&gt;\\` here');
    expect(mdMessage('`x|y` in a cell', { table: true })).toBe('`x\\|y` in a cell');
  });
});
