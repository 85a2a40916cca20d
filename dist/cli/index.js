#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 298:
/***/ ((module) => {

// A simple implementation of make-array
function makeArray (subject) {
  return Array.isArray(subject)
    ? subject
    : [subject]
}

const UNDEFINED = undefined
const EMPTY = ''
const SPACE = ' '
const ESCAPE = '\\'

// The characters that carry a meaning of their own inside a regular
//   expression, so a literal one has to be escaped before it is emitted.
const REGEX_LITERAL_SPECIAL = /[.*+?()[\]{}^$|\\/]/
const BOM = '\uFEFF'
// A run of two or more asterisks is a globstar (#175)
const REGEX_ANCHORED_GLOBSTAR = /^\/\*{2,}$/
const REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION = /^\\!/
const REGEX_REPLACE_LEADING_EXCAPED_HASH = /^\\#/
const REGEX_SPLITALL_CRLF = /\r?\n/g

// Invalid:
// - /foo,
// - ./foo,
// - ../foo,
// - .
// - ..
// Valid:
// - .foo
const DOUBLE_SLASH = '//'
const SLASH_CODE = 47
const DOT_CODE = 46


const SLASH = '/'

// Do not use ternary expression here, since "istanbul ignore next" is buggy
let TMP_KEY_IGNORE = 'node-ignore'
/* istanbul ignore else */
if (typeof Symbol !== 'undefined') {
  TMP_KEY_IGNORE = Symbol.for('node-ignore')
}
const KEY_IGNORE = TMP_KEY_IGNORE

const define = (object, key, value) => {
  Object.defineProperty(object, key, {value})
  return value
}

const RETURN_FALSE = () => false

// > The range notation, e.g. [a-zA-Z],
// > can be used to match one of the characters in a range.
//
// gitignore(5) defers to fnmatch(3) for this, and git implements it in
//   `wildmatch.c`.  A bracket expression has a sub-grammar of its own, which
//   is neither the surrounding pattern grammar nor the JavaScript one:
//
//   - a `]` right after `[` or `[!` is a literal member, not the terminator
//   - `[:alpha:]` names one of twelve POSIX classes
//   - `\` escapes the next member, `]` included
//   - `*`, `?` and `.` are plain literal members
//   - an unterminated expression makes the whole pattern match nothing
//
// which means the expression can not be located -- let alone translated -- by
//   a regular expression.  It is scanned out of the pattern before the
//   replacers below run, and put back once they are done, so that neither the
//   metacharacter escaper nor the `?` / `*` replacers ever see its body.

// git classifies with its own ASCII-only ctype macros (`wildmatch.c`), never
//   with the C library ones, so these must not be mapped onto `\d` / `\w` /
//   `\s`, which are wider.  `/` is left out of every expansion, because a
//   bracket expression never matches a path separator.
const POSIX_CLASSES = {
  alnum: '0-9A-Za-z',
  alpha: 'A-Za-z',
  blank: ' \\t',
  cntrl: '\\x00-\\x1f\\x7f',
  digit: '0-9',
  graph: '!-.0-~',
  lower: 'a-z',
  print: ' -.0-~',
  punct: '!-.:-@\\[-`{-~',
  // git's `sane-ctype.h` classifies \v and \f as control, not space,
  //   unlike C's `isspace`
  space: ' \\t\\n\\r',
  upper: 'A-Z',
  xdigit: '0-9A-Fa-f'
}

const CLASS_MEMBERS_TO_ESCAPE = '\\]^-['

const escapeMember = char => CLASS_MEMBERS_TO_ESCAPE.indexOf(char) < 0
  ? char
  : ESCAPE + char

// > if (matched == negated || ((flags & WM_PATHNAME) && text_ch == '/'))
// >   return WM_ABORT_TO_STARSTAR;                     (git, `wildmatch.c`)
// A bracket expression never matches a path separator, whatever its members
//   say, so a negated class gets `/` as one more excluded character, while a
//   plain one -- where a literal member or a range could still let `/` in --
//   is guarded with a lookahead, `/` being impossible to subtract from a
//   JavaScript character class.
const NON_SLASH = '(?!\\/)'

const classSource = (negated, body) => {
  if (negated) {
    return `[^\\/${body}]`
  }

  const source = `[${body}]`

  return new RegExp(source).test('/')
    ? NON_SLASH + source
    : source
}

// Scan the bracket expression that starts at `pattern[start] === '['`,
//   mirroring the member loop of git's `wildmatch.c`.
// @returns {{end: number, source: string} | null} `null` if the expression is
//   never terminated, which makes the whole pattern match nothing.
const scanBracket = (pattern, start) => {
  const {length} = pattern
  let index = start + 1
  let negated = EMPTY

  const lead = pattern[index]
  if (lead === '!' || lead === '^') {
    negated = '^'
    index ++
  }

  let body = EMPTY

  // The member a `-` could start a range from, or EMPTY when the previous
  //   member can not open one (start of the body, or a range / POSIX class
  //   that has just closed)
  let prev = EMPTY

  // git scans the members with a do-while, so the first one is consumed
  //   unconditionally.  That is the whole reason a leading `]` is a member
  //   and not the terminator.
  for (;;) {
    const char = pattern[index]

    if (char === UNDEFINED) {
      return null
    }

    if (char === ESCAPE) {
      // A pattern can not end on a lone backslash -- `createRule` has
      //   already thrown it away -- so there is a character to read.
      const escaped = pattern[++ index]
      body += escapeMember(escaped)
      prev = escaped
    } else if (
      char === '-'
      && prev
      && index + 1 < length
      && pattern[index + 1] !== ']'
    ) {
      index ++
      let to = pattern[index]
      if (to === ESCAPE) {
        to = pattern[index += 1]
      }
      // An out-of-order range matches nothing in git but is a syntax error in
      //   JavaScript, so it is dropped.  Its lower bound stays: git tests it
      //   as a plain member before it ever looks at the `-`, so `[c-a]` does
      //   match `c`.
      if (prev <= to) {
        body += `-${escapeMember(to)}`
      }
      prev = EMPTY
    } else if (char === '[' && pattern[index + 1] === ':') {
      const nameStart = index + 2
      let end = nameStart
      while (end < length && pattern[end] !== ']') {
        end ++
      }

      if (end === length) {
        return null
      }

      if (end > nameStart && pattern[end - 1] === ':') {
        const name = pattern.slice(nameStart, end - 1)

        // An unknown class name makes the whole pattern match nothing
        if (!Object.prototype.hasOwnProperty.call(POSIX_CLASSES, name)) {
          return null
        }

        body += POSIX_CLASSES[name]
        prev = EMPTY
        index = end
      } else {
        // No `:]` to close it, so the `[` is a plain member and scanning
        //   resumes right after it.
        body += escapeMember('[')
        prev = '['
        index = nameStart - 2
      }
    } else {
      body += escapeMember(char)
      prev = char
    }

    index ++

    if (pattern[index] === ']') {
      return {
        end: index,
        source: classSource(negated, body)
      }
    }
  }
}

// An empty JavaScript class can never match, which is how a pattern that git
//   gives up on (`WM_ABORT_ALL`) is expressed here.
const NEVER_MATCH = '[]'

// A NUL can appear in neither a `.gitignore` line nor a path, which makes it
//   the one safe placeholder character.  A literal one in the pattern is
//   held aside all the same, so a collision is impossible by construction.
const PLACEHOLDER = '\u0000'
const REGEX_RESTORE_PLACEHOLDER = new RegExp(
  `${PLACEHOLDER}(\\d+)${PLACEHOLDER}`, 'g'
)

// The one wildcard the chain does not expand for itself is a trailing `*`. How
//   it expands depends on the mode (`regex` vs `checkRegex`), so `_make` is
//   left to do it, and until then the pending wildcard travels as this marker.
//   That is what keeps it apart from a user-escaped literal `\*`: the unescape
//   steps collapse the escaped one to the exact `\*` a wildcard would leave
//   behind, so by the time `_make` runs the two are otherwise the same string
//   and a literal star gets wrongly rewritten into a wildcard. The marker is a
//   private-use character, and `extractBrackets` keeps one that came out of the
//   pattern apart from it, so the only marker `_make` ever turns back into a
//   real wildcard is the one this chain put there itself.
const TRAILING_WILDCARD = '\uE000'

// A trailing "/**" is deferred the same way, because `checkRegex` has to tell
//   it apart from a trailing "/*" (see `checkSourceOf`). For `.ignores()` it
//   still never matches the folder itself (#21).
const TRAILING_DOUBLESTAR = '\uE001'

// The three characters above mean something to the chain that builds the
//   source rather than to the path, so one that came out of the pattern is
//   held aside like a bracket expression instead of going straight out. Being
//   held is what makes it safe: the restore runs after the step that anchors
//   the source, so the character comes back in the middle of the source and
//   not at its end, which is the one place `_make` and `checkSourceOf` look
//   for a marker. Without it a pattern's own character lands where a pending
//   marker sits, and `_make` turns it into a real trailing wildcard.
//
// It is held as a one-member class rather than bare, in both of the branches
//   a reserved character can reach, so that the property can be
//   read off this function alone -- a reserved character never goes out on
//   its own -- rather than depending on where in the chain the restore
//   happens to run. In the expression built here `[x]` matches exactly what
//   `x` matches, none of the three being special to a regular expression or
//   inside a class, so no test can tell the two apart: the class is insurance,
//   and the paragraph above is the reason it is not needed.
const isReserved = char =>
  char === PLACEHOLDER
  || char === TRAILING_WILDCARD
  || char === TRAILING_DOUBLESTAR

// Replace every bracket expression with a placeholder the replacers below
//   leave alone, and translate it separately.
const extractBrackets = pattern => {
  const sources = []
  const hold = source =>
    `${PLACEHOLDER}${sources.push(source) - 1}${PLACEHOLDER}`

  const {length} = pattern
  let out = EMPTY
  let index = 0

  while (index < length) {
    const char = pattern[index]

    if (char === ESCAPE) {
      // > Put a backslash ("\") in front of ... a character to make it literal.
      //                                            (gitignore(5) -> fnmatch(3))
      // A backslash quotes the next character, whatever it is, so `\d` is a
      //   literal `d`, not the regex digit class, and `\?` is a literal `?`,
      //   not a wildcard. Held aside as its literal here, the escape never
      //   reaches the replacers below, which would otherwise let `\d`, `\b`,
      //   `\1`, `\/` keep their regular-expression meaning, and would turn a
      //   `\?` into `[^\/]`.
      //
      // Three escapes are still left for the chain: `\*` (a literal star,
      //   told apart from a wildcard by `TRAILING_WILDCARD` and the wildcard
      //   replacers), `\[` (a literal bracket, the one `[` the bracket
      //   replacer still expects), and `\ ` (a quoted space, which one pass
      //   below rewrites in bulk -- holding each one aside instead costs more
      //   on a pattern built out of them).
      //
      // A quoted backslash is not among them. The chain doubles every
      //   backslash, then takes the doubling back out again, and a quoted one
      //   standing next to a character the chain also escapes left the two
      //   counts sharing a run, so one of the escapes was lost. Held here as
      //   the literal it means, it never joins that run.
      const escaped = pattern[index + 1]

      if (escaped === SLASH && index + 2 === length) {
        // Git removes a final directory slash before matching. An escape
        //   without a character after that removal makes the pattern invalid.
        out += hold(NEVER_MATCH)
      } else if (
        escaped === '*'
        || escaped === '['
        || escaped === SPACE
      ) {
        out += pattern.slice(index, index + 2)
      } else {
        out += hold(
          REGEX_LITERAL_SPECIAL.test(escaped)
            ? ESCAPE + escaped
            : isReserved(escaped)
              ? `[${escaped}]`
              : escaped
        )
      }

      index += 2
    } else if (isReserved(char)) {
      out += hold(`[${char}]`)
      index ++
    } else if (char === '[') {
      const scanned = scanBracket(pattern, index)

      if (scanned === null) {
        // git gives up on the whole pattern (`WM_ABORT_ALL`), so whatever
        //   follows can not make it match either.
        out += hold(NEVER_MATCH)
        index = length
      } else {
        out += hold(scanned.source)
        index = scanned.end + 1
      }
    } else {
      out += char
      index ++
    }
  }

  return {
    source: out,
    sources
  }
}

// A step of the chain below is normally a `[matcher, replacer]` pair handed
//   to `String.replace`. `DIRECT` marks the ones that are plain string work
//   instead, and take `(source, pattern)`.
//
// Anchoring the two ends is exactly that -- a test of one character and a
//   concatenation -- and putting it through the regular expression engine
//   cost a third of this chain for nothing: 167ns where 10ns does the same
//   job. The two are still steps in the same list, in the same places,
//   because their position in the order is part of what they mean.
const DIRECT = null

// A separator at the beginning or in the middle of a pattern, as opposed to
//   one at the very end.
const REGEX_INNER_SLASH = /\/(?!$)/
const WILDCARD = '[^\\/]*'

// > If the pattern ends with a slash,
// > it is removed for the purpose of the following description,
// > but it would only find a match with a directory.
// > In other words, foo/ will match a directory foo and paths underneath it,
// > but will not match a regular file or a symbolic link foo
// >  (this is consistent with the way how pathspec works in general in Git).
// '`foo/`' will not match regular file '`foo`' or symbolic link '`foo`'
// -> ignore-rules will not deal with it, because it costs extra `fs.stat` call
//      you could use option `mark: true` with `glob`

// '`foo/`' should not continue with the '`..`'
// The chain that turns one gitignore pattern into a regular expression
//   source, in order. A step is either
//
//   [matcher, replacer]            handed to `String.replace`
//   [matcher, replacer, required]  the same, but skipped outright unless
//                                    `required` appears in the string, which
//                                    the matcher cannot match without
//   [DIRECT, transform]            plain string work, taking (source, pattern)
//
// The `required` character is only ever a shortcut: finding it does not mean
//   the matcher will match, and not finding it means it cannot. It is there
//   because scanning for one character costs a fraction of running a matcher
//   that then finds nothing -- for the wildcard step, whose `[^\\]+`
//   backtracks its way through the whole string before giving up, 11ns
//   against 400ns.
const REPLACERS = [

  // Replace (\ ) with ' '
  // Only a space: an escaped tab or other whitespace is already a literal by
  //   the time it reaches here, and a bare tab must be left as one, not turned
  //   into a space.
  // (\ ) -> ' '
  // (\\ ) -> '\\ '
  // (\\\ ) -> '\\ '
  [
    // A run of backslashes is taken whole, from its first one, so no match
    //   ever starts again inside it -- `(\\+?) ` did, which made a long run
    //   quadratic.
    /(\\+)( ?)/g,
    (_, run, space) => space
      ? run.slice(0, run.length - run.length % 2) + SPACE
      : run,
    ESCAPE + SPACE
  ],

  // git's wildmatch() reads a run of two or more asterisks as one globstar
  //   whenever the run fills a path segment: it starts the pattern or follows
  //   a `/`, and it ends the pattern or comes before a `/`. A run of two is
  //   already `**`; a longer one is folded into `**` here, so the steps
  //   below only ever have to know `**`.
  // `***/foo` -> `**/foo`, `a/***/b` -> `a/**/b`, `a/***` -> `a/**`
  // git also takes a run beside a literal prefix (`a***/b`) or beside an
  //   escaped slash (`***\/b`) as a globstar, and this does not; the README
  //   lists both, under "A run of asterisks".
  [
    /(^|\/)\*{3,}(?=\/|$)/g,
    (_, start) => `${start}**`,
    '*'
  ],

  // Escape metacharacters
  // which is written down by users but means special for regular expressions.

  // > There are 12 characters with special meanings:
  // > - the backslash \,
  // > - the caret ^,
  // > - the dollar sign $,
  // > - the period or dot .,
  // > - the vertical bar or pipe symbol |,
  // > - the question mark ?,
  // > - the asterisk or star *,
  // > - the plus sign +,
  // > - the opening parenthesis (,
  // > - the closing parenthesis ),
  // > - and the opening square bracket [,
  // > - the opening curly brace {,
  // > These special characters are often called "metacharacters".
  [
    /[\\$.|*+(){^]/g,
    match => `\\${match}`
  ],

  [
    // > a question mark (?) matches a single character
    /(?!\\)\?/g,
    () => '[^/]',
    '?'
  ],

  // leading slash
  [

    // > A leading slash matches the beginning of the pathname.
    // > For example, "/*.c" matches "cat-file.c" but not "mozilla-sha1/sha1.c".
    // A leading slash matches the beginning of the pathname
    /^\//,
    () => '^',
    SLASH
  ],

  // replace special metacharacter slash after the leading slash
  [
    /\//g,
    () => '\\/',
    SLASH
  ],

  [
    // > A leading "**" followed by a slash means match in all directories.
    // > For example, "**/foo" matches file or directory "foo" anywhere,
    // > the same as pattern "foo".
    // > "**/foo/bar" matches file or directory "bar" anywhere that is directly
    // >   under directory "foo".
    // Notice that the '*'s have been replaced as '\\*'
    /^\^*(?:\\\*\\\*\\\/)+/,

    // '**/foo' <-> 'foo'
    () => '(?:^|\\/)',
    '*'
  ],

  // starting
  [
    // there will be no leading '/'
    //   (which has been replaced by section "leading slash")
    // If starts with '**', adding a '^' to the regular expression also works
    DIRECT,
    (source, pattern) => {
      // Nothing to anchor to, or already anchored (`^` or `(?:^|\/)`)
      if (!source || source[0] === '^' || source[0] === '(') {
        return source
      }

      // If has a slash `/` at the beginning or middle
      const anchor = !REGEX_INNER_SLASH.test(pattern)
        // > Prior to 2.22.1
        // > If the pattern does not contain a slash /,
        // >   Git treats it as a shell glob pattern
        // Actually, if there is only a trailing slash,
        //   git also treats it as a shell glob pattern

        // After 2.22.1 (compatible but clearer)
        // > If there is a separator at the beginning or middle (or both)
        // > of the pattern, then the pattern is relative to the directory
        // > level of the particular .gitignore file itself.
        // > Otherwise the pattern may also match at any level below
        // > the .gitignore level.
        ? '(?:^|\\/)'

        // > Otherwise, Git treats the pattern as a shell glob suitable for
        // >   consumption by fnmatch(3)
        : '^'

      return anchor + source
    }
  ],

  // two globstars
  [
    // Use lookahead assertions so that we could match more than one `'/**'`
    /\\\/\\\*\\\*(?=\\\/|$)/g,

    // Zero, one or several directories
    // should not use '*', or it will be replaced by the next replacer

    // Check if it is not the last `'/**'`
    (_, index, str) => index + 6 < str.length

      // case: /**/ at the end of the pattern, i.e. a trailing `'/**/'`
      // > A trailing `"/**/"` (a trailing `"/**"` restricted to directories)
      // >   matches everything inside, but it should not match the current
      // >   folder itself, so it requires at least one directory segment.
      // 'a/**/' matches 'a/b/', 'a/x/y/' but not 'a/'
      ? str.slice(index + 6) === '\\/'
        ? '(?:\\/[^\\/]+)+'

        // case: /**/
        // > A slash followed by two consecutive asterisks then a slash matches
        // >   zero or more directories.
        // > For example, "a/**/b" matches "a/b", "a/x/b", "a/x/y/b" and so on.
        // '/**/'
        : '(?:\\/[^\\/]+)*'

      // case: /**
      // > A trailing `"/**"` matches everything inside.

      // #21: everything inside but it should not include the current folder,
      //   resolved by `_make`
      : `\\/${TRAILING_DOUBLESTAR}`,
    '*'
  ],

  // normal intermediate wildcards
  [
    // Never replace escaped '*'
    // ignore rule '\*' will match the path '*'

    // 'abc.*/' -> go
    // 'abc.*'  -> skip this rule,
    //    coz trailing single wildcard will be handed by [trailing wildcard]
    /(^|[^\\])(?:\\\*)+(?!$)/g,

    // '*.js' matches '.js'
    // '*.js' doesn't match 'abc'
    // 1. An asterisk "*" matches anything except a slash.
    // 2. Other consecutive asterisks are considered regular asterisks
    //    and collapse into one non-slash wildcard run.
    (_, p1) => p1 + WILDCARD,
    '*'
  ],

  // trailing wildcard, held apart from a literal star
  [
    // The step above leaves a trailing `*` alone, so a single `\*` is all that
    //   can be left at the end here, and what stands in front of it says which
    //   kind it is. A wildcard arrives as the escaper wrote it, `\*` with
    //   nothing before it; a literal arrives as the user's own escape, which
    //   the escaper doubled, and then the star's own -- `\\` and then `\*`.
    //   There is no third case: every backslash still reaching the chain is
    //   one `\*`, `\[` or `\ ` carries itself, and each is followed by its
    //   own character, so a longer run can never form. This runs while the
    //   two are still distinct, before the unescape steps below collapse the
    //   literal onto the very `\*` a wildcard leaves behind.
    /(^|[^\\])((?:\\\\)*)\\\*$/,

    (match, p1, p2) =>
      p2 === EMPTY
        // A real wildcard: carry it to `_make` as the marker, so the unescape
        //   steps and the trailing-wildcard rewrite can never mistake it for a
        //   literal `\*` (nor the reverse).
        ? p1 + TRAILING_WILDCARD
        // A literal star: leave it exactly as it stands for the unescape steps.
        : match,
    '*'
  ],

  [
    // unescape, revert step 3 except for back slash
    // For example, if a user escape a '\\*',
    // after step 3, the result will be '\\\\\\*'
    /\\\\\\(?=[$.|*+(){^])/g,
    () => ESCAPE,
    ESCAPE + ESCAPE
  ],

  [
    // '\\\\' -> '\\'
    /\\\\/g,
    () => ESCAPE,
    ESCAPE + ESCAPE
  ],

  [
    // Every real bracket expression -- POSIX classes included -- has already
    //   been held aside by `extractBrackets`, so the only `[` left in the
    //   pattern is an escaped, literal one.

    // A backslash could only stand at the end of the range if it quoted the
    //   `]`, and `\]` is held aside long before this.
    /\\\[([^\]/]*?)($|\])/g,

    // '\\[bar]' -> '\\\\[bar]'
    (match, range, close) => `\\[${range}${close}`,
    '['
  ],

  // ending
  [
    // 'js' will not match 'js.'
    // 'ab' will not match 'abc'
    DIRECT,

    // WTF!
    // https://git-scm.com/docs/gitignore
    // changes in [2.22.1](https://git-scm.com/docs/gitignore/2.22.1)
    // which re-fixes #24, #38

    // > If there is a separator at the end of the pattern then the pattern
    // > will only match directories, otherwise the pattern can match both
    // > files and directories.

    // 'js*' will not match 'a.js'
    // 'js/' will not match 'a.js'
    // 'js' will match 'a.js' and 'a.js/'
    source => {
      const last = source[source.length - 1]

      // The pattern is empty, or ends in a pending marker `_make` owns --
      //   the trailing wildcard, or a trailing "/**". A trailing `*` that is
      //   not the marker is a literal star, which anchors like any other
      //   final character.
      if (!last || last === TRAILING_WILDCARD || last === TRAILING_DOUBLESTAR) {
        return source
      }

      return last === SLASH
        // foo/ will not match 'foo'
        ? `${source}$`
        // foo matches 'foo' and 'foo/'
        : `${source}(?=$|\\/$)`
    }
  ]
]

const REGEX_REPLACE_TRAILING_WILDCARD = /(^|\\\/)?\uE000$/
const MODE_IGNORE = 'regex'
const MODE_CHECK_IGNORE = 'checkRegex'
const UNDERSCORE = '_'

const replaceTrailingWildcard = (_, p1) => {
  const prefix = p1
    // '\^':
    // '/*' does not match EMPTY
    // '/*' does not match everything

    // '\\\/':
    // 'abc/*' does not match 'abc/'
    ? `${p1}[^/]+`

    // 'a*' matches 'a'
    // 'a*' matches 'aa'
    : '[^/]*'

  return `${prefix}(?=$|\\/$)`
}

const REGEX_REPLACE_TRAILING_DOUBLESTAR = /\uE001$/

// 'abc/**' matches everything under 'abc', but not 'abc/' itself (#21):
//   requiring one arbitrary character (line terminators included, #176)
//   after 'abc/' is necessary and sufficient for `.test(path)`.
const replaceTrailingDoublestar = () => '[\\s\\S]'

// The fixed piece between the wildcard at `at` and the next wildcard of the
//   run: the tokens that separate them, joined as they appear in the source.
//   A run never holds two wildcards in a row, so there is always at least one
//   token.
const separatorAfter = (run, at) => {
  let separator = EMPTY

  for (let index = at + 1; index < run.length && !run[index].wildcard; index ++) {
    separator += run[index].single
  }

  return separator
}

// Where a run of non-slash wildcards is split by fixed pieces --
//   `[^/]*ab[^/]*cd...` -- the engine has many equivalent ways to lay the
//   input across the wildcards, and on input that does not match it works
//   through all of them, so the time grows with the number of wildcards
//   rather than the length of the path. Every wildcard but the last in such a
//   run can be pinned to stop where the piece after it begins, which leaves
//   one way to lay out the input and no rewinding, without changing which
//   paths match: the fixed pieces still bound the count, and the last
//   wildcard still absorbs the rest.
//
// A wildcard is pinned to the whole piece, never to the piece's first
//   character. The pin leaves no way back, so a wildcard that stopped at that
//   first character would hand over wherever the character happens to turn
//   up, including the places the rest of the piece cannot follow -- which is
//   how `f*o/*/*` came to miss `foo/b/c`, the first `o` of `foo` not being
//   the one the `o/` after it needs. Every token of a piece matches exactly
//   one character, so the first place the whole piece fits is the leftmost
//   place it can sit, and whatever is left over goes to the wildcards that
//   follow.
//
// The source is read one token at a time -- a wildcard, a single-character
//   piece (a literal, an escape, a class), or a parenthesised group or anchor
//   that ends the run -- so only a genuine wildcard is touched.
const pinWildcards = source => {
  if (source.indexOf(WILDCARD) < 0) {
    return source
  }

  const tokens = []
  const {length} = source
  let index = 0

  while (index < length) {
    const char = source[index]

    if (source.startsWith(WILDCARD, index)) {
      tokens.push({wildcard: true})
      index += WILDCARD.length
    } else if (char === '[') {
      let end = index + 1

      if (source[end] === '^') {
        end ++
      }

      if (source[end] === ']') {
        end ++
      }

      while (end < length && source[end] !== ']') {
        end += source[end] === ESCAPE
          ? 2
          : 1
      }

      end ++
      tokens.push({single: source.slice(index, end)})
      index = end
    } else if (char === ESCAPE) {
      tokens.push({single: source.slice(index, index + 2)})
      index += 2
    } else if (char === '(') {
      let depth = 0
      let end = index

      do {
        if (source[end] === ESCAPE) {
          end ++
        } else if (source[end] === '(') {
          depth ++
        } else if (source[end] === ')') {
          depth --
        }

        end ++
      } while (end < length && depth > 0)

      if ('*+?'.indexOf(source[end]) >= 0) {
        end ++
      }

      tokens.push({boundary: source.slice(index, end)})
      index = end
    } else if (char === '^' || char === '$') {
      tokens.push({boundary: char})
      index ++
    } else {
      tokens.push({single: char})
      index ++
    }
  }

  let out = EMPTY
  let run = []

  const flush = () => {
    let lastWildcard

    run.forEach((token, at) => {
      if (token.wildcard) {
        lastWildcard = at
      }
    })

    run.forEach((token, at) => {
      if (!token.wildcard) {
        out += token.single
        return
      }

      // Every wildcard but the last is pinned to the whole piece that
      //   follows it, for the reason set out above this function. The last
      //   one stays as it is and takes up the rest.
      out += at === lastWildcard
        ? WILDCARD
        : `(?:(?!${separatorAfter(run, at)})[^\\/])*`
    })

    run = []
  }

  tokens.forEach(token => {
    if (token.boundary === undefined) {
      run.push(token)
      return
    }

    flush()
    out += token.boundary
  })

  flush()

  return out
}

// @param {pattern}
const makeRegexPrefix = pattern => {
  // `/**` matches every path, as `**` does. The translation below only finds
  //   a globstar beside a slash it keeps, and the leading one is turned into
  //   an anchor, so `/**` would come out as `/*` and match one level only.
  //   Here rather than in `createRule`, so that `checkSourceOf`, which
  //   compiles `/**/` again without its trailing slash, gets it too.
  if (REGEX_ANCHORED_GLOBSTAR.test(pattern)) {
    pattern = '**'
  }

  const {source, sources} = extractBrackets(pattern)

  const replaced = REPLACERS.reduce(
    // A pass whose matcher finds nothing hands back the very string it was
    //   given, so asking first costs a search and saves a rewrite. Ten of the
    //   fifteen passes never fire for a typical .gitignore line, and between
    //   them they were 45% of this chain.
    (prev, [matcher, replacer, required]) => {
      if (matcher === DIRECT) {
        return replacer(prev, pattern)
      }

      if (required !== UNDEFINED && prev.indexOf(required) < 0) {
        return prev
      }

      // A pass whose matcher finds nothing hands back the very string it was
      //   given, so asking first costs a search and saves a rewrite.
      return matcher.test(prev)
        ? prev.replace(matcher, replacer.bind(pattern))
        : prev
    },
    source
  )

  // Most patterns hold no bracket expression at all, and then there is
  //   nothing to put back.
  return sources.length
    ? replaced.replace(
      REGEX_RESTORE_PLACEHOLDER,
      (match, index) => sources[index]
    )
    : replaced
}

// `checkRegex` tests a path with a trailing slash, 'abc/', the way
//   `git check-ignore` matches that literal string once the directory itself
//   is known not to be excluded (see `checkIgnore`): a trailing '/' of the
//   pattern is dropped, a basename pattern sees an empty basename, and only a
//   pattern whose last segment is a pending wildcard can match what is left
//   after the final slash -- 'abc/*' and 'abc/**' match 'abc/', and 'abc/**'
//   also matches 'abc/d/' (#77, #169).
const checkSourceOf = (body, prefix) => {
  if (body[body.length - 1] === SLASH) {
    prefix = makeRegexPrefix(body.slice(0, - 1))
  }

  const head = prefix.slice(0, - 1)
  const last = prefix[prefix.length - 1]

  return last === TRAILING_WILDCARD
    ? `${head}$`
    : last === TRAILING_DOUBLESTAR
      ? head
      : NEVER_MATCH
}

// A trailing slash does not stop a pattern being basename-only: it restricts
//   the match to a directory, it does not let the pattern reach across one.
//   Everything else a pattern can hold -- a wildcard, a character class, an
//   escape -- stays inside a single path segment too, so a pattern with no
//   separator in it can only ever describe the last one.
const matchesBasename = body => {
  const index = body.indexOf(SLASH)

  return index < 0 || index === body.length - 1
}

// The last segment of a path, keeping a trailing slash, because a pattern that
//   ends in one matches only a directory.
// 'a/b/c.js' -> 'c.js';  'a/b/' -> 'b/';  'c.js' -> 'c.js' (no copy made)
const basenameOf = path => {
  const end = path.length - 1

  const index = path.lastIndexOf(
    SLASH,
    path[end] === SLASH
      ? end - 1
      : end
  )

  return index < 0
    ? path
    : path.slice(index + 1)
}

// The parent directory of a path, with its trailing separator, or EMPTY when
//   the path has none.
// 'a/b/c' -> 'a/b/';  'a/b/' -> 'a/';  'a' -> EMPTY;  'a/' -> EMPTY
//
// A path holding an empty segment has to be taken apart, because its
//   ancestors are not prefixes of it: the parent of 'a//b' is 'a/', not
//   'a//', and the parent of '/a/' is nothing at all. Both shapes reach here
//   -- 'a//b' is accepted outright, and `checkIgnore` does not put the path
//   it is given through the relative-path check.
//
// Every other path is a prefix of itself, and cutting one costs a fraction of
//   splitting it into an array and joining that back at every level: 73ns
//   against 207ns.
const parentOf = path => {
  if (
    path.charCodeAt(0) === SLASH_CODE
    || path.indexOf(DOUBLE_SLASH) >= 0
  ) {
    const slices = path.split(SLASH).filter(Boolean)

    slices.pop()

    return slices.length
      ? slices.join(SLASH) + SLASH
      : EMPTY
  }

  const end = path.length - 1

  // Look back from before a trailing separator, since that one belongs to the
  //   path itself.
  //
  // A negative place to start would be a trap here: `lastIndexOf` clamps one
  //   to 0 and searches there rather than reporting no match, so '/' would
  //   come back as its own parent and the walk would never end. It cannot
  //   happen -- that is the only path short enough to produce one, and the
  //   test above has already sent it the other way.
  const cut = path.lastIndexOf(
    SLASH,
    path.charCodeAt(end) === SLASH_CODE
      ? end - 1
      : end
  )

  return cut < 0
    ? EMPTY
    : path.slice(0, cut + 1)
}

const isString = subject => typeof subject === 'string'

// Blank lines, comments and trailing lone backslashes are told by
//   `createRule`, once the pattern is normalized.
const checkPattern = pattern => pattern
  && isString(pattern)

// Git drops one CR before each LF, and one at the end of a final line that
//   has no LF after it.
const splitPattern = pattern => (
  pattern[pattern.length - 1] === '\r'
    ? pattern.slice(0, - 1)
    : pattern
)
.split(REGEX_SPLITALL_CRLF)
.filter(Boolean)

class IgnoreRule {
  constructor (
    pattern,
    mark,
    body,
    ignoreCase,
    negative,
    prefix
  ) {
    this.pattern = pattern
    this.mark = mark
    this.negative = negative

    define(this, 'body', body)
    define(this, 'ignoreCase', ignoreCase)
    define(this, 'regexPrefix', prefix)
  }

  // Worked out on first use and kept behind an own property, the way `regex`
  //   caches itself in `_regex`. Deciding it in the constructor instead would
  //   add a fourth `defineProperty` to every rule ever built, which cost 4% of
  //   every compile -- including the compiles of rules that are never matched
  //   against anything.
  get _basenameOnly () {
    return define(this, '_basenameOnly', matchesBasename(this.body))
  }

  get regex () {
    const key = UNDERSCORE + MODE_IGNORE

    if (this[key]) {
      return this[key]
    }

    return this._make(MODE_IGNORE, key)
  }

  get checkRegex () {
    const key = UNDERSCORE + MODE_CHECK_IGNORE

    if (this[key]) {
      return this[key]
    }

    return this._make(MODE_CHECK_IGNORE, key)
  }

  _make (mode, key) {
    const str = pinWildcards(
      mode === MODE_IGNORE
        ? this.regexPrefix
        .replace(REGEX_REPLACE_TRAILING_WILDCARD, replaceTrailingWildcard)
        .replace(REGEX_REPLACE_TRAILING_DOUBLESTAR, replaceTrailingDoublestar)
        : checkSourceOf(this.body, this.regexPrefix)
    )

    const regex = this.ignoreCase
      ? new RegExp(str, 'i')
      : new RegExp(str)

    return define(this, key, regex)
  }
}

const hasTrailingBackslash = str => {
  let count = 0

  while (str[str.length - count - 1] === ESCAPE) {
    count ++
  }

  return count % 2 === 1
}

// Read a line the way git does: when `stripLineEnd` is set (an unsplit array
//   or object pattern), drop any trailing blank lines along with the LF
//   before each and at most one CR at the end of the line; then trim trailing
//   spaces in the same backward pass. Git trims spaces only, and a space
//   escaped by an odd run of backslashes stays, unescaped, as the last one.
// Scanned from the end: a regular expression can only try each start in
//   turn, which is quadratic over a long run of spaces or backslashes.
// 'a  ' -> 'a';  'a\ ' -> 'a ';  'a\\ ' -> 'a\\';  'a\t' -> 'a\t'
// 'a\r\n' -> 'a';  'a\r\r' -> 'a\r';  'a\n\r' -> 'a'
const trimEnd = (body, stripLineEnd) => {
  let lineEnd = body.length
  let end

  for (;;) {
    if (stripLineEnd && body[lineEnd - 1] === '\r') {
      lineEnd --
    }

    end = lineEnd

    while (body[end - 1] === SPACE) {
      end --
    }

    if (!stripLineEnd || body[end - 1] !== '\n') {
      break
    }

    lineEnd = end - 1
  }

  if (end === lineEnd) {
    return body.slice(0, lineEnd)
  }

  let backslashes = 0

  while (body[end - backslashes - 1] === ESCAPE) {
    backslashes ++
  }

  return backslashes % 2
    ? body.slice(0, end - 1) + SPACE
    : body.slice(0, end)
}

const createRule = (
  pattern,
  mark,
  ignoreCase,
  stripLineEnd,
  stripBOM
) => {
  // Git drops a BOM before it reads the first line, so before anything else.
  let body = stripBOM && pattern[0] === BOM
    ? pattern.slice(1)
    : pattern

  // > A line starting with # serves as a comment.
  if (body[0] === '#') {
    return
  }

  let negative = false

  // > An optional prefix "!" which negates the pattern;
  if (body[0] === '!') {
    negative = true
    body = body.slice(1)
  }

  // Normalize the body before checking which slashes anchor the pattern.
  //   Otherwise `bar/ ` is mistaken for a pattern containing an inner slash.
  //   A line from `splitPattern` has already lost its line ending, so only a
  //   trailing space remains to trim there.
  const last = body[body.length - 1]

  if (
    last === SPACE
    || stripLineEnd && (last === '\r' || last === '\n')
  ) {
    body = trimEnd(body, stripLineEnd)
  }

  // > A blank line matches no files, so it can serve as a separator for
  // >   readability.
  // Nor does a lone "!", a pattern ending on an unpaired backslash, or
  //   anything else left empty here: an empty pattern would compile to a
  //   regex matching every path.
  if (!body || hasTrailingBackslash(body)) {
    return
  }

  body = body
  // > Put a backslash ("\") in front of the first "!" for patterns that
  // >   begin with a literal "!", for example, `"\!important!.txt"`.
  .replace(REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION, '!')
  // > Put a backslash ("\") in front of the first hash for patterns that
  // >   begin with a hash.
  .replace(REGEX_REPLACE_LEADING_EXCAPED_HASH, '#')

  const regexPrefix = makeRegexPrefix(body)

  return new IgnoreRule(
    pattern,
    mark,
    body,
    ignoreCase,
    negative,
    regexPrefix
  )
}

class RuleManager {
  constructor (ignoreCase) {
    this._ignoreCase = ignoreCase
    this._rules = []

    // How many of the rules git would tag `EXC_FLAG_NODIR`.
    //
    // The scan uses it to decide, once for the whole set, whether handing
    //   those rules the basename is worth what it costs the others. The
    //   shortcut saves a full-path scan on every rule it applies to and costs
    //   a check on every rule it does not, so a set where almost nothing is
    //   basename-only comes out behind -- a 955 pattern set with 44 of them
    //   measured 19% slower with the shortcut always on.
    //
    // Deciding this by measurement rather than by meaning is safe: a
    //   basename-only pattern gives the very same answer against the whole
    //   path, it just takes longer to say so. The choice can only change how
    //   fast the scan runs, never what it returns.
    this._basenameCount = 0
  }

  _add (pattern, index) {
    // #32
    if (pattern && pattern[KEY_IGNORE]) {
      this._rules = this._rules.concat(pattern._rules._rules)
      this._basenameCount += pattern._rules._basenameCount
      this._added = true
      return
    }

    const isStr = isString(pattern)
    const raw = isStr
      ? pattern
      : pattern.pattern

    const rule = checkPattern(raw)
      && createRule(
        raw,
        isStr ? UNDEFINED : pattern.mark,
        this._ignoreCase,
        !this._split,
        this._stripBOM && !index
      )

    if (rule) {
      this._added = true
      this._rules.push(rule)

      // Deliberately not `rule._basenameOnly`: reading that would materialise
      //   the rule's own copy, and the whole point of leaving it lazy is that
      //   a rule which is compiled and never matched never pays for it.
      if (matchesBasename(rule.body)) {
        this._basenameCount ++
      }
    }
  }

  // @param {Array<string> | string | Ignore} pattern
  add (pattern) {
    this._added = false
    this._split = isString(pattern)
    this._stripBOM = !this._split || pattern[0] === BOM

    makeArray(
      this._split
        ? splitPattern(pattern)
        : pattern
    ).forEach(this._add, this)

    if (this._added) {
      this._literalRules = UNDEFINED
    }

    return this._added
  }

  // Match the literal 'abc/' for `checkIgnore`, last rule wins. Only a rule
  //   ending in a wildcard can match it (see `checkSourceOf`), so the rest
  //   are left out once, rather than tested or compiled for every path.
  testLiteral (path) {
    const rules = this._literalRules || (
      this._literalRules = this._rules.filter(
        ({body}) => body[body.length - (
          body[body.length - 1] === SLASH ? 2 : 1
        )] === '*'
      )
    )

    let ignored = false
    let unignored = false
    let matchedRule

    for (let index = rules.length - 1; index >= 0; index --) {
      const rule = rules[index]

      if (rule.checkRegex.test(path)) {
        ignored = !rule.negative
        unignored = rule.negative
        matchedRule = rule.negative
          ? UNDEFINED
          : rule
        break
      }
    }

    const ret = {
      ignored,
      unignored
    }

    if (matchedRule) {
      ret.rule = matchedRule
    }

    return ret
  }

  // Test one single path without recursively checking parent directories
  //
  // - mode `string` either `MODE_IGNORE` or `MODE_CHECK_IGNORE`

  // @returns {TestResult}
  test (path, mode) {
    // Most of a .gitignore is patterns with no slash in them, and running
    //   those against the whole path makes the regular expression engine walk
    //   every directory name on the way to the only segment that could match.
    //   Handing them the basename instead is what git does, and it is where
    //   the time in a directory walk goes: the rule scan was two thirds of it.
    const rules = this._rules
    const {length} = rules

    const shortcut = this._basenameCount * 2 >= length

    const basename = shortcut
      ? basenameOf(path)
      : path

    // The last rule to match decides, as in git, and it is the rule
    //   `git check-ignore -v` reports, so the scan runs from the end and stops
    //   at the first match.
    // A plain loop rather than `forEach`, so that `path`, `basename` and
    //   `shortcut` are locals. As a callback they became closure variables,
    //   and reaching for one of those once per rule cost 10% of a scan over a
    //   large rule set -- more than the shortcut they were there to serve.
    for (let index = length - 1; index >= 0; index --) {
      const rule = rules[index]

      if (rule[mode].test(
        shortcut && rule._basenameOnly
          ? basename
          : path
      )) {
        const {negative} = rule

        const ret = {
          ignored: !negative,
          unignored: negative
        }

        if (!negative) {
          ret.rule = rule
        }

        return ret
      }
    }

    return {
      ignored: false,
      unignored: false
    }
  }
}

const throwError = (message, Ctor) => {
  throw new Ctor(message)
}

const checkPath = (path, originalPath, doThrow) => {
  if (!isString(path)) {
    return doThrow(
      `path must be a string, but got \`${originalPath}\``,
      TypeError
    )
  }

  // We don't know if we should ignore EMPTY, so throw
  if (!path) {
    return doThrow(`path must not be empty`, TypeError)
  }

  // Check if it is a relative path
  if (checkPath.isNotRelative(path)) {
    const r = '`path.relative()`d'
    return doThrow(
      `path should be a ${r} string, but got "${originalPath}"`,
      RangeError
    )
  }

  return true
}

// > pathname should be a `path.relative()`d one
//
// The same thing `REGEX_TEST_INVALID_PATH` says, spelled out: a path is not
//   relative if it begins with a separator, or with `./` or `../`, or is
//   nothing but `.` or `..`. Every match is decided by the first three
//   characters, and this runs on every path handed to the library -- where it
//   was 55% of a cached lookup, more than the cache lookup itself.
const isNotRelative = path => {
  const first = path.charCodeAt(0)

  if (first === SLASH_CODE) {
    return true
  }

  if (first !== DOT_CODE) {
    return false
  }

  // '.'
  if (path.length === 1) {
    return true
  }

  const second = path.charCodeAt(1)

  // './'
  if (second === SLASH_CODE) {
    return true
  }

  if (second !== DOT_CODE) {
    return false
  }

  // '..' or '../'
  return path.length === 2 || path.charCodeAt(2) === SLASH_CODE
}

checkPath.isNotRelative = isNotRelative

// On windows, the following function will be replaced
/* istanbul ignore next */
checkPath.convert = p => p


const convertPath = target =>
  isString(target) && checkPath.convert(target)


class Ignore {
  constructor ({
    ignorecase = true,
    ignoreCase = ignorecase,
    allowRelativePaths = false
  } = {}) {
    define(this, KEY_IGNORE, true)

    this._rules = new RuleManager(ignoreCase)
    this._strictPathCheck = !allowRelativePaths
    this._initCache()
  }

  _initCache () {
    // A cache for the result of `.ignores()`
    this._ignoreCache = Object.create(null)

    // A cache for the result of `.test()`
    this._testCache = Object.create(null)
  }

  add (pattern) {
    if (this._rules.add(pattern)) {
      // Some rules have just added to the ignore,
      //   making the behavior changed,
      //   so we need to re-initialize the result cache
      this._initCache()
    }

    return this
  }

  // legacy
  addPattern (pattern) {
    return this.add(pattern)
  }

  // @returns {TestResult}
  _test (originalPath, cache, path) {
    checkPath(
      path,
      originalPath,
      this._strictPathCheck
        ? throwError
        : RETURN_FALSE
    )

    return path
      ? this._t(path, cache)
      : {
        ignored: false,
        unignored: false
      }
  }

  checkIgnore (target) {
    // A Windows path is converted first, so that a directory given with a
    //   trailing separator, `\` or `/`, is told the same way
    const path = convertPath(target)

    // If the path does not end with a slash, `.ignores()` is much equivalent
    //   to `git check-ignore`
    if (!path || path.charCodeAt(path.length - 1) !== SLASH_CODE) {
      return this._test(target, this._testCache, path)
    }

    // Like `git check-ignore`: a directory excluded by itself or by an
    //   ancestor settles it, and only then is the literal 'abc/' matched
    //   against the rules (see `checkSourceOf`).
    const dir = this._t(path, this._testCache)

    if (dir.ignored) {
      return dir
    }

    const literal = this._rules.testLiteral(path)

    return literal.ignored || literal.unignored
      ? literal
      : dir
  }

  _t (
    // The path to be tested
    path,

    // The cache for the result of a certain checking
    cache
  ) {
    // Every cached result is an object, so one read both tells a hit and
    //   fetches it, where `in` and then a read hashed the path twice.
    const cached = cache[path]

    if (cached) {
      return cached
    }

    const parentPath = parentOf(path)

    // If the path contains a parent directory, check the parent first
    const parent = parentPath
      ? this._t(parentPath, cache)
      : UNDEFINED

    return cache[path] = parent && parent.ignored
      // > It is not possible to re-include a file if a parent directory of
      // >   that file is excluded.
      ? parent
      : this._rules.test(path, MODE_IGNORE)
  }

  ignores (path) {
    return this._test(path, this._ignoreCache, convertPath(path)).ignored
  }

  createFilter () {
    return path => !this.ignores(path)
  }

  filter (paths) {
    return makeArray(paths).filter(this.createFilter())
  }

  // @returns {TestResult}
  test (path) {
    return this._test(path, this._testCache, convertPath(path))
  }
}

const factory = options => new Ignore(options)

const isPathValid = path =>
  checkPath(convertPath(path), path, RETURN_FALSE)

/* istanbul ignore next */
const setupWindows = () => {
  /* eslint no-control-regex: "off" */
  const makePosix = str => /^\\\\\?\\/.test(str)
  || /["<>|\u0000-\u001F]+/u.test(str)
    ? str
    : str.replace(/\\/g, '/')

  checkPath.convert = makePosix

  // 'C:\\foo'     <- 'C:\\foo' has been converted to 'C:/'
  // 'd:\\foo'
  const REGEX_TEST_WINDOWS_PATH_ABSOLUTE = /^[a-z]:\//i
  checkPath.isNotRelative = path =>
    REGEX_TEST_WINDOWS_PATH_ABSOLUTE.test(path)
    || isNotRelative(path)
}


// Windows
// --------------------------------------------------------------
/* istanbul ignore next */
if (
  // Detect `process` so that it can run in browsers.
  typeof process !== 'undefined'
  && process.platform === 'win32'
) {
  setupWindows()
}

// COMMONJS_EXPORTS ////////////////////////////////////////////////////////////

module.exports = factory

// Although it is an anti-pattern,
//   it is still widely misused by a lot of libraries in github
// Ref: https://github.com/search?q=ignore.default%28%29&type=code
factory.default = factory

module.exports.isPathValid = isPathValid

// For testing purposes
define(module.exports, Symbol.for('setupWindows'), setupWindows)


/***/ }),

/***/ 4006:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const pico = __nccwpck_require__(8016);
const utils = __nccwpck_require__(4059);

function picomatch(glob, options, returnState = false) {
  // default to os.platform()
  if (options && (options.windows === null || options.windows === undefined)) {
    // don't mutate the original options object
    options = { ...options, windows: utils.isWindows() };
  }

  return pico(glob, options, returnState);
}

Object.assign(picomatch, pico);
module.exports = picomatch;


/***/ }),

/***/ 5595:
/***/ ((module) => {



const WIN_SLASH = '\\\\/';
const WIN_NO_SLASH = `[^${WIN_SLASH}]`;

const DEFAULT_MAX_EXTGLOB_RECURSION = 0;

/**
 * Posix glob regex
 */

const DOT_LITERAL = '\\.';
const PLUS_LITERAL = '\\+';
const QMARK_LITERAL = '\\?';
const SLASH_LITERAL = '\\/';
const ONE_CHAR = '(?=.)';
const QMARK = '[^/]';
const END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
const START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
const DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
const NO_DOT = `(?!${DOT_LITERAL})`;
const NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
const NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
const NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
const QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
const STAR = `${QMARK}*?`;
const SEP = '/';

const POSIX_CHARS = {
  DOT_LITERAL,
  PLUS_LITERAL,
  QMARK_LITERAL,
  SLASH_LITERAL,
  ONE_CHAR,
  QMARK,
  END_ANCHOR,
  DOTS_SLASH,
  NO_DOT,
  NO_DOTS,
  NO_DOT_SLASH,
  NO_DOTS_SLASH,
  QMARK_NO_DOT,
  STAR,
  START_ANCHOR,
  SEP
};

/**
 * Windows glob regex
 */

const WINDOWS_CHARS = {
  ...POSIX_CHARS,

  SLASH_LITERAL: `[${WIN_SLASH}]`,
  QMARK: WIN_NO_SLASH,
  STAR: `${WIN_NO_SLASH}*?`,
  DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
  NO_DOT: `(?!${DOT_LITERAL})`,
  NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
  NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
  START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
  END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
  SEP: '\\'
};

/**
 * POSIX Bracket Regex
 */

const POSIX_REGEX_SOURCE = {
  __proto__: null,
  alnum: 'a-zA-Z0-9',
  alpha: 'a-zA-Z',
  ascii: '\\x00-\\x7F',
  blank: ' \\t',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '\\x21-\\x7E',
  lower: 'a-z',
  print: '\\x20-\\x7E ',
  punct: '\\-!"#$%&\'()\\*+,./:;<=>?@[\\]^_`{|}~',
  space: ' \\t\\r\\n\\v\\f',
  upper: 'A-Z',
  word: 'A-Za-z0-9_',
  xdigit: 'A-Fa-f0-9'
};

module.exports = {
  DEFAULT_MAX_EXTGLOB_RECURSION,
  MAX_LENGTH: 1024 * 64,
  POSIX_REGEX_SOURCE,

  // regular expressions
  REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
  REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
  REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
  REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
  REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
  REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,

  // Replace globs with equivalent patterns to reduce parsing time.
  REPLACEMENTS: {
    __proto__: null,
    '***': '*',
    '**/**': '**',
    '**/**/**': '**'
  },

  // Digits
  CHAR_0: 48, /* 0 */
  CHAR_9: 57, /* 9 */

  // Alphabet chars.
  CHAR_UPPERCASE_A: 65, /* A */
  CHAR_LOWERCASE_A: 97, /* a */
  CHAR_UPPERCASE_Z: 90, /* Z */
  CHAR_LOWERCASE_Z: 122, /* z */

  CHAR_LEFT_PARENTHESES: 40, /* ( */
  CHAR_RIGHT_PARENTHESES: 41, /* ) */

  CHAR_ASTERISK: 42, /* * */

  // Non-alphabetic chars.
  CHAR_AMPERSAND: 38, /* & */
  CHAR_AT: 64, /* @ */
  CHAR_BACKWARD_SLASH: 92, /* \ */
  CHAR_CARRIAGE_RETURN: 13, /* \r */
  CHAR_CIRCUMFLEX_ACCENT: 94, /* ^ */
  CHAR_COLON: 58, /* : */
  CHAR_COMMA: 44, /* , */
  CHAR_DOT: 46, /* . */
  CHAR_DOUBLE_QUOTE: 34, /* " */
  CHAR_EQUAL: 61, /* = */
  CHAR_EXCLAMATION_MARK: 33, /* ! */
  CHAR_FORM_FEED: 12, /* \f */
  CHAR_FORWARD_SLASH: 47, /* / */
  CHAR_GRAVE_ACCENT: 96, /* ` */
  CHAR_HASH: 35, /* # */
  CHAR_HYPHEN_MINUS: 45, /* - */
  CHAR_LEFT_ANGLE_BRACKET: 60, /* < */
  CHAR_LEFT_CURLY_BRACE: 123, /* { */
  CHAR_LEFT_SQUARE_BRACKET: 91, /* [ */
  CHAR_LINE_FEED: 10, /* \n */
  CHAR_NO_BREAK_SPACE: 160, /* \u00A0 */
  CHAR_PERCENT: 37, /* % */
  CHAR_PLUS: 43, /* + */
  CHAR_QUESTION_MARK: 63, /* ? */
  CHAR_RIGHT_ANGLE_BRACKET: 62, /* > */
  CHAR_RIGHT_CURLY_BRACE: 125, /* } */
  CHAR_RIGHT_SQUARE_BRACKET: 93, /* ] */
  CHAR_SEMICOLON: 59, /* ; */
  CHAR_SINGLE_QUOTE: 39, /* ' */
  CHAR_SPACE: 32, /*   */
  CHAR_TAB: 9, /* \t */
  CHAR_UNDERSCORE: 95, /* _ */
  CHAR_VERTICAL_LINE: 124, /* | */
  CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279, /* \uFEFF */

  /**
   * Create EXTGLOB_CHARS
   */

  extglobChars(chars) {
    return {
      '!': { type: 'negate', open: '(?:(?!(?:', close: `))${chars.STAR})` },
      '?': { type: 'qmark', open: '(?:', close: ')?' },
      '+': { type: 'plus', open: '(?:', close: ')+' },
      '*': { type: 'star', open: '(?:', close: ')*' },
      '@': { type: 'at', open: '(?:', close: ')' }
    };
  },

  /**
   * Create GLOB_CHARS
   */

  globChars(win32) {
    return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
  }
};


/***/ }),

/***/ 8265:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const constants = __nccwpck_require__(5595);
const utils = __nccwpck_require__(4059);

/**
 * Constants
 */

const {
  MAX_LENGTH,
  POSIX_REGEX_SOURCE,
  REGEX_NON_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_BACKREF,
  REPLACEMENTS
} = constants;

/**
 * Helpers
 */

const expandRange = (args, options) => {
  if (typeof options.expandRange === 'function') {
    return options.expandRange(...args, options);
  }

  args.sort();
  const value = `[${args.join('-')}]`;

  try {
    /* eslint-disable-next-line no-new */
    new RegExp(value);
  } catch (ex) {
    return args.map(v => utils.escapeRegex(v)).join('..');
  }

  return value;
};

/**
 * Create the message for a syntax error
 */

const syntaxError = (type, char) => {
  return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
};

const splitTopLevel = input => {
  const parts = [];
  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let value = '';
  let escaped = false;

  for (const ch of input) {
    if (escaped === true) {
      value += ch;
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      value += ch;
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      value += ch;
      continue;
    }

    if (quote === 0) {
      if (ch === '[') {
        bracket++;
      } else if (ch === ']' && bracket > 0) {
        bracket--;
      } else if (bracket === 0) {
        if (ch === '(') {
          paren++;
        } else if (ch === ')' && paren > 0) {
          paren--;
        } else if (ch === '|' && paren === 0) {
          parts.push(value);
          value = '';
          continue;
        }
      }
    }

    value += ch;
  }

  parts.push(value);
  return parts;
};

const isPlainBranch = branch => {
  let escaped = false;

  for (const ch of branch) {
    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (/[?*+@!()[\]{}]/.test(ch)) {
      return false;
    }
  }

  return true;
};

const normalizeSimpleBranch = branch => {
  let value = branch.trim();
  let changed = true;

  while (changed === true) {
    changed = false;

    if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
      value = value.slice(2, -1);
      changed = true;
    }
  }

  if (!isPlainBranch(value)) {
    return;
  }

  return value.replace(/\\(.)/g, '$1');
};

const hasRepeatedCharPrefixOverlap = branches => {
  const values = branches.map(normalizeSimpleBranch).filter(Boolean);

  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      const a = values[i];
      const b = values[j];
      const char = a[0];

      if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
        continue;
      }

      if (a === b || a.startsWith(b) || b.startsWith(a)) {
        return true;
      }
    }
  }

  return false;
};

const parseRepeatedExtglob = (pattern, requireEnd = true) => {
  if ((pattern[0] !== '+' && pattern[0] !== '*') || pattern[1] !== '(') {
    return;
  }

  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let escaped = false;

  for (let i = 1; i < pattern.length; i++) {
    const ch = pattern[i];

    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      continue;
    }

    if (quote === 1) {
      continue;
    }

    if (ch === '[') {
      bracket++;
      continue;
    }

    if (ch === ']' && bracket > 0) {
      bracket--;
      continue;
    }

    if (bracket > 0) {
      continue;
    }

    if (ch === '(') {
      paren++;
      continue;
    }

    if (ch === ')') {
      paren--;

      if (paren === 0) {
        if (requireEnd === true && i !== pattern.length - 1) {
          return;
        }

        return {
          type: pattern[0],
          body: pattern.slice(2, i),
          end: i
        };
      }
    }
  }
};

const buildCharClassStar = chars => {
  const source = chars.length === 1
    ? utils.escapeRegex(chars[0])
    : `[${chars.map(ch => utils.escapeRegex(ch)).join('')}]`;

  return `${source}*`;
};

const getStarExtglobSequenceChars = pattern => {
  let index = 0;
  const chars = [];

  while (index < pattern.length) {
    const match = parseRepeatedExtglob(pattern.slice(index), false);

    if (!match || match.type !== '*') {
      return;
    }

    const branches = splitTopLevel(match.body).map(branch => branch.trim());
    if (branches.length !== 1) {
      return;
    }

    const branch = normalizeSimpleBranch(branches[0]);
    if (!branch || branch.length !== 1) {
      return;
    }

    chars.push(branch);
    index += match.end + 1;
  }

  if (chars.length < 1) {
    return;
  }

  return chars;
};

const repeatedExtglobRecursion = pattern => {
  let depth = 0;
  let value = pattern.trim();
  let match = parseRepeatedExtglob(value);

  while (match) {
    depth++;
    value = match.body.trim();
    match = parseRepeatedExtglob(value);
  }

  return depth;
};

const analyzeRepeatedExtglob = (body, options) => {
  if (options.maxExtglobRecursion === false) {
    return { risky: false };
  }

  const max =
    typeof options.maxExtglobRecursion === 'number'
      ? options.maxExtglobRecursion
      : constants.DEFAULT_MAX_EXTGLOB_RECURSION;

  const branches = splitTopLevel(body).map(branch => branch.trim());

  if (branches.length > 1) {
    if (
      branches.some(branch => branch === '') ||
      branches.some(branch => /^[*?]+$/.test(branch)) ||
      hasRepeatedCharPrefixOverlap(branches)
    ) {
      return { risky: true };
    }
  }

  // A repeated extglob is "risky" (prone to catastrophic backtracking) when a
  // branch is itself a `*(...)` sequence, since that nests an unbounded quantifier
  // inside the outer `+(...)`/`*(...)`. When *every* branch reduces to single
  // characters we can emit one flat, ReDoS-safe character class that preserves the
  // meaning of ALL branches (e.g. `+(*(a)|*(b))` -> `[ab]*`), rather than dropping
  // every branch but the first.
  const safeChars = [];
  let sawStarSequence = false;
  let combinable = true;

  for (const branch of branches) {
    const chars = getStarExtglobSequenceChars(branch);
    if (chars) {
      sawStarSequence = true;
      safeChars.push(...chars);
      continue;
    }

    const literal = normalizeSimpleBranch(branch);
    if (literal && literal.length === 1) {
      safeChars.push(literal);
      continue;
    }

    combinable = false;

    if (repeatedExtglobRecursion(branch) > max) {
      return { risky: true };
    }
  }

  if (sawStarSequence) {
    return combinable
      ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) }
      : { risky: true };
  }

  return { risky: false };
};

/**
 * Parse the given input string.
 * @param {String} input
 * @param {Object} options
 * @return {Object}
 */

const parse = (input, options) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected a string');
  }

  input = REPLACEMENTS[input] || input;

  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;

  let len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  const bos = { type: 'bos', value: '', output: opts.prepend || '' };
  const tokens = [bos];

  const capture = opts.capture ? '' : '?:';

  // create constants based on platform, for windows or posix
  const PLATFORM_CHARS = constants.globChars(opts.windows);
  const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);

  const {
    DOT_LITERAL,
    PLUS_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOT_SLASH,
    NO_DOTS_SLASH,
    QMARK,
    QMARK_NO_DOT,
    STAR,
    START_ANCHOR
  } = PLATFORM_CHARS;

  const globstar = opts => {
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const nodot = opts.dot ? '' : NO_DOT;
  const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
  let star = opts.bash === true ? globstar(opts) : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  // minimatch options support
  if (typeof opts.noext === 'boolean') {
    opts.noextglob = opts.noext;
  }

  const state = {
    input,
    index: -1,
    start: 0,
    dot: opts.dot === true,
    consumed: '',
    output: '',
    prefix: '',
    backtrack: false,
    negated: false,
    brackets: 0,
    braces: 0,
    parens: 0,
    quotes: 0,
    globstar: false,
    tokens
  };

  input = utils.removePrefix(input, state);
  len = input.length;

  const extglobs = [];
  const braces = [];
  const stack = [];
  let prev = bos;
  let value;

  /**
   * Tokenizing helpers
   */

  const eos = () => state.index === len - 1;
  const peek = state.peek = (n = 1) => input[state.index + n];
  const advance = state.advance = () => input[++state.index] || '';
  const remaining = () => input.slice(state.index + 1);
  const consume = (value = '', num = 0) => {
    state.consumed += value;
    state.index += num;
  };

  const append = token => {
    state.output += token.output != null ? token.output : token.value;
    consume(token.value);
  };

  const negate = () => {
    let count = 1;

    while (peek() === '!' && (peek(2) !== '(' || peek(3) === '?')) {
      advance();
      state.start++;
      count++;
    }

    if (count % 2 === 0) {
      return false;
    }

    state.negated = true;
    state.start++;
    return true;
  };

  const increment = type => {
    state[type]++;
    stack.push(type);
  };

  const decrement = type => {
    state[type]--;
    stack.pop();
  };

  /**
   * Push tokens onto the tokens array. This helper speeds up
   * tokenizing by 1) helping us avoid backtracking as much as possible,
   * and 2) helping us avoid creating extra tokens when consecutive
   * characters are plain text. This improves performance and simplifies
   * lookbehinds.
   */

  const push = tok => {
    if (prev.type === 'globstar') {
      const isBrace = state.braces > 0 && (tok.type === 'comma' || tok.type === 'brace');
      const isExtglob = tok.extglob === true || (extglobs.length && (tok.type === 'pipe' || tok.type === 'paren'));

      if (tok.type !== 'slash' && tok.type !== 'paren' && !isBrace && !isExtglob) {
        state.output = state.output.slice(0, -prev.output.length);
        prev.type = 'star';
        prev.value = '*';
        prev.output = star;
        state.output += prev.output;
      }
    }

    if (extglobs.length && tok.type !== 'paren') {
      extglobs[extglobs.length - 1].inner += tok.value;
    }

    if (tok.value || tok.output) append(tok);
    if (prev && prev.type === 'text' && tok.type === 'text') {
      prev.output = (prev.output || prev.value) + tok.value;
      prev.value += tok.value;
      return;
    }

    tok.prev = prev;
    tokens.push(tok);
    prev = tok;
  };

  const extglobOpen = (type, value) => {
    const token = { ...EXTGLOB_CHARS[value], conditions: 1, inner: '' };

    token.prev = prev;
    token.parens = state.parens;
    token.output = state.output;
    token.startIndex = state.index;
    token.tokensIndex = tokens.length;
    const output = (opts.capture ? '(' : '') + token.open;

    increment('parens');
    push({ type, value, output: state.output ? '' : ONE_CHAR });
    push({ type: 'paren', extglob: true, value: advance(), output });
    extglobs.push(token);
  };

  const extglobClose = token => {
    const literal = input.slice(token.startIndex, state.index + 1);
    const body = input.slice(token.startIndex + 2, state.index);
    const analysis = analyzeRepeatedExtglob(body, opts);

    if ((token.type === 'plus' || token.type === 'star') && analysis.risky) {
      const safeOutput = analysis.safeOutput
        ? (token.output ? '' : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput)
        : undefined;
      const open = tokens[token.tokensIndex];

      open.type = 'text';
      open.value = literal;
      open.output = safeOutput || utils.escapeRegex(literal);

      for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
        tokens[i].value = '';
        tokens[i].output = '';
        delete tokens[i].suffix;
      }

      state.output = token.output + open.output;
      state.backtrack = true;

      push({ type: 'paren', extglob: true, value, output: '' });
      decrement('parens');
      return;
    }

    let output = token.close + (opts.capture ? ')' : '');
    let rest;

    if (token.type === 'negate') {
      let extglobStar = star;

      if (token.inner && token.inner.length > 1 && token.inner.includes('/')) {
        extglobStar = globstar(opts);
      }

      if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
        output = token.close = `)$))${extglobStar}`;
      }

      if (token.inner.includes('*') && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
        // Any non-magical string (`.ts`) or even nested expression (`.{ts,tsx}`) can follow after the closing parenthesis.
        // In this case, we need to parse the string and use it in the output of the original pattern.
        // Suitable patterns: `/!(*.d).ts`, `/!(*.d).{ts,tsx}`, `**/!(*-dbg).@(js)`.
        //
        // Disabling the `fastpaths` option due to a problem with parsing strings as `.ts` in the pattern like `**/!(*.d).ts`.
        const expression = parse(rest, { ...options, fastpaths: false }).output;

        output = token.close = `)${expression})${extglobStar})`;
      }

      if (token.prev.type === 'bos') {
        state.negatedExtglob = true;
      }
    }

    push({ type: 'paren', extglob: true, value, output });
    decrement('parens');
  };

  /**
   * Fast paths
   */

  if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
    let backslashes = false;

    let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
      if (first === '\\') {
        backslashes = true;
        return m;
      }

      if (first === '?') {
        if (esc) {
          return esc + first + (rest ? QMARK.repeat(rest.length) : '');
        }
        if (index === 0) {
          return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : '');
        }
        return QMARK.repeat(chars.length);
      }

      if (first === '.') {
        return DOT_LITERAL.repeat(chars.length);
      }

      if (first === '*') {
        if (esc) {
          return esc + first + (rest ? star : '');
        }
        return star;
      }
      return esc ? m : `\\${m}`;
    });

    if (backslashes === true) {
      if (opts.unescape === true) {
        output = output.replace(/\\/g, '');
      } else {
        output = output.replace(/\\+/g, m => {
          return m.length % 2 === 0 ? '\\\\' : (m ? '\\' : '');
        });
      }
    }

    if (output === input && opts.contains === true) {
      state.output = input;
      return state;
    }

    state.output = utils.wrapOutput(output, state, options);
    return state;
  }

  /**
   * Tokenize input until we reach end-of-string
   */

  while (!eos()) {
    value = advance();

    if (value === '\u0000') {
      continue;
    }

    /**
     * Escaped characters
     */

    if (value === '\\') {
      const next = peek();

      if (next === '/' && opts.bash !== true) {
        continue;
      }

      if (next === '.' || next === ';') {
        continue;
      }

      if (!next) {
        value += '\\';
        push({ type: 'text', value });
        continue;
      }

      // collapse slashes to reduce potential for exploits
      const match = /^\\+/.exec(remaining());
      let slashes = 0;

      if (match && match[0].length > 2) {
        slashes = match[0].length;
        state.index += slashes;
        if (slashes % 2 !== 0) {
          value += '\\';
        }
      }

      if (opts.unescape === true) {
        value = advance();
      } else {
        value += advance();
      }

      if (state.brackets === 0) {
        push({ type: 'text', value });
        continue;
      }
    }

    /**
     * If we're inside a regex character class, continue
     * until we reach the closing bracket.
     */

    if (state.brackets > 0 && (value !== ']' || prev.value === '[' || prev.value === '[^')) {
      if (opts.posix !== false && value === ':') {
        const inner = prev.value.slice(1);
        if (inner.includes('[')) {
          prev.posix = true;

          if (inner.includes(':')) {
            const idx = prev.value.lastIndexOf('[');
            const pre = prev.value.slice(0, idx);
            const rest = prev.value.slice(idx + 2);
            const posix = POSIX_REGEX_SOURCE[rest];
            if (posix) {
              prev.value = pre + posix;
              state.backtrack = true;
              advance();

              if (!bos.output && tokens.indexOf(prev) === 1) {
                bos.output = ONE_CHAR;
              }
              continue;
            }
          }
        }
      }

      if ((value === '[' && peek() !== ':') || (value === '-' && peek() === ']')) {
        value = `\\${value}`;
      }

      if (value === ']' && (prev.value === '[' || prev.value === '[^')) {
        value = `\\${value}`;
      }

      if (opts.posix === true && value === '!' && prev.value === '[') {
        value = '^';
      }

      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * If we're inside a quoted string, continue
     * until we reach the closing double quote.
     */

    if (state.quotes === 1 && value !== '"') {
      value = utils.escapeRegex(value);
      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * Double quotes
     */

    if (value === '"') {
      state.quotes = state.quotes === 1 ? 0 : 1;
      if (opts.keepQuotes === true) {
        push({ type: 'text', value });
      }
      continue;
    }

    /**
     * Parentheses
     */

    if (value === '(') {
      increment('parens');
      push({ type: 'paren', value });
      continue;
    }

    if (value === ')') {
      if (state.parens === 0 && opts.strictBrackets === true) {
        throw new SyntaxError(syntaxError('opening', '('));
      }

      const extglob = extglobs[extglobs.length - 1];
      if (extglob && state.parens === extglob.parens + 1) {
        extglobClose(extglobs.pop());
        continue;
      }

      push({ type: 'paren', value, output: state.parens ? ')' : '\\)' });
      decrement('parens');
      continue;
    }

    /**
     * Square brackets
     */

    if (value === '[') {
      if (opts.nobracket === true || !remaining().includes(']')) {
        if (opts.nobracket !== true && opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('closing', ']'));
        }

        value = `\\${value}`;
      } else {
        increment('brackets');
      }

      push({ type: 'bracket', value });
      continue;
    }

    if (value === ']') {
      if (opts.nobracket === true || (prev && prev.type === 'bracket' && prev.value.length === 1)) {
        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      if (state.brackets === 0) {
        if (opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('opening', '['));
        }

        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      decrement('brackets');

      const prevValue = prev.value.slice(1);
      if (prev.posix !== true && prevValue[0] === '^' && !prevValue.includes('/')) {
        value = `/${value}`;
      }

      prev.value += value;
      append({ value });

      // when literal brackets are explicitly disabled
      // assume we should match with a regex character class
      if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
        continue;
      }

      const escaped = utils.escapeRegex(prev.value);
      state.output = state.output.slice(0, -prev.value.length);

      // when literal brackets are explicitly enabled
      // assume we should escape the brackets to match literal characters
      if (opts.literalBrackets === true) {
        state.output += escaped;
        prev.value = escaped;
        continue;
      }

      // when the user specifies nothing, try to match both
      prev.value = `(${capture}${escaped}|${prev.value})`;
      state.output += prev.value;
      continue;
    }

    /**
     * Braces
     */

    if (value === '{' && opts.nobrace !== true) {
      increment('braces');

      const open = {
        type: 'brace',
        value,
        output: '(',
        outputIndex: state.output.length,
        tokensIndex: state.tokens.length
      };

      braces.push(open);
      push(open);
      continue;
    }

    if (value === '}') {
      const brace = braces[braces.length - 1];

      if (opts.nobrace === true || !brace) {
        push({ type: 'text', value, output: value });
        continue;
      }

      let output = ')';

      if (brace.dots === true) {
        const arr = tokens.slice();
        const range = [];

        for (let i = arr.length - 1; i >= 0; i--) {
          tokens.pop();
          if (arr[i].type === 'brace') {
            break;
          }
          if (arr[i].type !== 'dots') {
            range.unshift(arr[i].value);
          }
        }

        output = expandRange(range, opts);
        state.backtrack = true;
      }

      if (brace.comma !== true && brace.dots !== true) {
        const out = state.output.slice(0, brace.outputIndex);
        const toks = state.tokens.slice(brace.tokensIndex);
        brace.value = brace.output = '\\{';
        value = output = '\\}';
        state.output = out;
        for (const t of toks) {
          state.output += (t.output || t.value);
        }
      }

      push({ type: 'brace', value, output });
      decrement('braces');
      braces.pop();
      continue;
    }

    /**
     * Pipes
     */

    if (value === '|') {
      if (extglobs.length > 0) {
        extglobs[extglobs.length - 1].conditions++;
      }
      push({ type: 'text', value });
      continue;
    }

    /**
     * Commas
     */

    if (value === ',') {
      let output = value;

      const brace = braces[braces.length - 1];
      if (brace && stack[stack.length - 1] === 'braces') {
        brace.comma = true;
        output = '|';
      }

      push({ type: 'comma', value, output });
      continue;
    }

    /**
     * Slashes
     */

    if (value === '/') {
      // if the beginning of the glob is "./", advance the start
      // to the current index, and don't add the "./" characters
      // to the state. This greatly simplifies lookbehinds when
      // checking for BOS characters like "!" and "." (not "./")
      if (prev.type === 'dot' && state.index === state.start + 1) {
        state.start = state.index + 1;
        state.consumed = '';
        state.output = '';
        tokens.pop();
        prev = bos; // reset "prev" to the first token
        continue;
      }

      push({ type: 'slash', value, output: SLASH_LITERAL });
      continue;
    }

    /**
     * Dots
     */

    if (value === '.') {
      if (state.braces > 0 && prev.type === 'dot') {
        if (prev.value === '.') prev.output = DOT_LITERAL;
        const brace = braces[braces.length - 1];
        prev.type = 'dots';
        prev.output += value;
        prev.value += value;
        brace.dots = true;
        continue;
      }

      if ((state.braces + state.parens) === 0 && prev.type !== 'bos' && prev.type !== 'slash') {
        push({ type: 'text', value, output: DOT_LITERAL });
        continue;
      }

      push({ type: 'dot', value, output: DOT_LITERAL });
      continue;
    }

    /**
     * Question marks
     */

    if (value === '?') {
      const isGroup = prev && prev.value === '(';
      if (!isGroup && opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('qmark', value);
        continue;
      }

      if (prev && prev.type === 'paren') {
        const next = peek();
        let output = value;

        if ((prev.value === '(' && !/[!=<:]/.test(next)) || (next === '<' && !/<([!=]|\w+>)/.test(remaining()))) {
          output = `\\${value}`;
        }

        push({ type: 'text', value, output });
        continue;
      }

      if (opts.dot !== true && (prev.type === 'slash' || prev.type === 'bos')) {
        push({ type: 'qmark', value, output: QMARK_NO_DOT });
        continue;
      }

      push({ type: 'qmark', value, output: QMARK });
      continue;
    }

    /**
     * Exclamation
     */

    if (value === '!') {
      if (opts.noextglob !== true && peek() === '(') {
        if (peek(2) !== '?' || !/[!=<:]/.test(peek(3))) {
          extglobOpen('negate', value);
          continue;
        }
      }

      if (opts.nonegate !== true && state.index === 0) {
        negate();
        continue;
      }
    }

    /**
     * Plus
     */

    if (value === '+') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('plus', value);
        continue;
      }

      if ((prev && prev.value === '(') || opts.regex === false) {
        push({ type: 'plus', value, output: PLUS_LITERAL });
        continue;
      }

      if ((prev && (prev.type === 'bracket' || prev.type === 'paren' || prev.type === 'brace')) || state.parens > 0) {
        push({ type: 'plus', value });
        continue;
      }

      push({ type: 'plus', value: PLUS_LITERAL });
      continue;
    }

    /**
     * Plain text
     */

    if (value === '@') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        push({ type: 'at', extglob: true, value, output: '' });
        continue;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Plain text
     */

    if (value !== '*') {
      if (value === '$' || value === '^') {
        value = `\\${value}`;
      }

      const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
      if (match) {
        value += match[0];
        state.index += match[0].length;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Stars
     */

    if (prev && (prev.type === 'globstar' || prev.star === true)) {
      prev.type = 'star';
      prev.star = true;
      prev.value += value;
      prev.output = star;
      state.backtrack = true;
      state.globstar = true;
      consume(value);
      continue;
    }

    let rest = remaining();
    if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
      extglobOpen('star', value);
      continue;
    }

    if (prev.type === 'star') {
      if (opts.noglobstar === true) {
        consume(value);
        continue;
      }

      const prior = prev.prev;
      const before = prior.prev;
      const isStart = prior.type === 'slash' || prior.type === 'bos';
      const afterStar = before && (before.type === 'star' || before.type === 'globstar');

      if (opts.bash === true && (!isStart || (rest[0] && rest[0] !== '/'))) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      const isBrace = state.braces > 0 && (prior.type === 'comma' || prior.type === 'brace');
      const isExtglob = extglobs.length && (prior.type === 'pipe' || prior.type === 'paren');
      if (!isStart && prior.type !== 'paren' && !isBrace && !isExtglob) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      // strip consecutive `/**/`
      while (rest.slice(0, 3) === '/**') {
        const after = input[state.index + 4];
        if (after && after !== '/') {
          break;
        }
        rest = rest.slice(3);
        consume('/**', 3);
      }

      // A globstar followed only by balanced closing parens is at the logical end of patterns like
      // `test(/utils/**)` and `test?(/utils/**)`. Treat it as EOS so the trailing `/**` can match its
      // parent path, except in negated extglobs where that would change the exclusion semantics.
      const isEnd = eos() || (
        state.parens > 0
        && rest === ')'.repeat(state.parens)
        && !extglobs.some(extglob => extglob.type === 'negate')
      );

      if (prior.type === 'bos' && eos()) {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = globstar(opts);
        state.output = prev.output;
        state.globstar = true;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && !afterStar && isEnd) {
        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = globstar(opts) + (opts.strictSlashes ? ')' : '|$)');
        prev.value += value;
        state.globstar = true;
        state.output += prior.output + prev.output;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && rest[0] === '/') {
        const end = rest[1] !== void 0 ? '|$' : '';

        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
        prev.value += value;

        state.output += prior.output + prev.output;
        state.globstar = true;

        consume(value + advance());

        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      if (prior.type === 'bos' && rest[0] === '/') {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
        state.output = prev.output;
        state.globstar = true;
        consume(value + advance());
        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      // remove single star from output
      state.output = state.output.slice(0, -prev.output.length);

      // reset previous token to globstar
      prev.type = 'globstar';
      prev.output = globstar(opts);
      prev.value += value;

      // reset output with globstar
      state.output += prev.output;
      state.globstar = true;
      consume(value);
      continue;
    }

    const token = { type: 'star', value, output: star };

    if (opts.bash === true) {
      token.output = '.*?';
      if (prev.type === 'bos' || prev.type === 'slash') {
        token.output = nodot + token.output;
      }
      push(token);
      continue;
    }

    if (prev && (prev.type === 'bracket' || prev.type === 'paren') && opts.regex === true) {
      token.output = value;
      push(token);
      continue;
    }

    if (state.index === state.start || prev.type === 'slash' || prev.type === 'dot') {
      if (prev.type === 'dot') {
        state.output += NO_DOT_SLASH;
        prev.output += NO_DOT_SLASH;

      } else if (opts.dot === true) {
        state.output += NO_DOTS_SLASH;
        prev.output += NO_DOTS_SLASH;

      } else {
        state.output += nodot;
        prev.output += nodot;
      }

      if (peek() !== '*') {
        state.output += ONE_CHAR;
        prev.output += ONE_CHAR;
      }
    }

    push(token);
  }

  while (state.brackets > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ']'));
    state.output = utils.escapeLast(state.output, '[');
    decrement('brackets');
  }

  while (state.parens > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ')'));
    state.output = utils.escapeLast(state.output, '(');
    decrement('parens');
  }

  while (state.braces > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', '}'));
    state.output = utils.escapeLast(state.output, '{');
    decrement('braces');
  }

  if (opts.strictSlashes !== true && (prev.type === 'star' || prev.type === 'bracket')) {
    push({ type: 'maybe_slash', value: '', output: `${SLASH_LITERAL}?` });
  }

  // rebuild the output if we had to backtrack at any point
  if (state.backtrack === true) {
    state.output = '';

    for (const token of state.tokens) {
      state.output += token.output != null ? token.output : token.value;

      if (token.suffix) {
        state.output += token.suffix;
      }
    }
  }

  return state;
};

/**
 * Fast paths for creating regular expressions for common glob patterns.
 * This can significantly speed up processing and has very little downside
 * impact when none of the fast paths match.
 */

parse.fastpaths = (input, options) => {
  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
  const len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  input = REPLACEMENTS[input] || input;

  // create constants based on platform, for windows or posix
  const {
    DOT_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOTS,
    NO_DOTS_SLASH,
    STAR,
    START_ANCHOR
  } = constants.globChars(opts.windows);

  const nodot = opts.dot ? NO_DOTS : NO_DOT;
  const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
  const capture = opts.capture ? '' : '?:';
  const state = { negated: false, prefix: '' };
  let star = opts.bash === true ? '.*?' : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  const globstar = opts => {
    if (opts.noglobstar === true) return star;
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const create = str => {
    switch (str) {
      case '*':
        return `${nodot}${ONE_CHAR}${star}`;

      case '.*':
        return `${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*.*':
        return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*/*':
        return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;

      case '**':
        return nodot + globstar(opts);

      case '**/*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;

      case '**/*.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '**/.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;

      default: {
        const match = /^(.*?)\.(\w+)$/.exec(str);
        if (!match) return;

        const source = create(match[1]);
        if (!source) return;

        return source + DOT_LITERAL + match[2];
      }
    }
  };

  const output = utils.removePrefix(input, state);
  let source = create(output);

  if (source && opts.strictSlashes !== true) {
    source += `${SLASH_LITERAL}?`;
  }

  return source;
};

module.exports = parse;


/***/ }),

/***/ 8016:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const scan = __nccwpck_require__(1781);
const parse = __nccwpck_require__(8265);
const utils = __nccwpck_require__(4059);
const constants = __nccwpck_require__(5595);
const isObject = val => val && typeof val === 'object' && !Array.isArray(val);

/**
 * Creates a matcher function from one or more glob patterns. The
 * returned function takes a string to match as its first argument,
 * and returns true if the string is a match. The returned matcher
 * function also takes a boolean as the second argument that, when true,
 * returns an object with additional information.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch(glob[, options]);
 *
 * const isMatch = picomatch('*.!(*a)');
 * console.log(isMatch('a.a')); //=> false
 * console.log(isMatch('a.b')); //=> true
 *
 * // For environments without `node.js`, `picomatch/posix` provides you a dependency-free matcher, without automatic OS detection.
 * const picomatch = require('picomatch/posix');
 * // the same API, defaulting to posix paths
 * const isMatch = picomatch('a/*');
 * console.log(isMatch('a\\b')); //=> false
 * console.log(isMatch('a/b')); //=> true
 *
 * // you can still configure the matcher function to accept windows paths
 * const isMatch = picomatch('a/*', { options: windows });
 * console.log(isMatch('a\\b')); //=> true
 * console.log(isMatch('a/b')); //=> true
 * ```
 * @name picomatch
 * @param {String|Array} `globs` One or more glob patterns.
 * @param {Object=} `options`
 * @return {Function=} Returns a matcher function.
 * @api public
 */

const picomatch = (glob, options, returnState = false) => {
  if (Array.isArray(glob)) {
    const fns = glob.map(input => picomatch(input, options, returnState));
    const arrayMatcher = str => {
      for (const isMatch of fns) {
        const state = isMatch(str);
        if (state) return state;
      }
      return false;
    };
    return arrayMatcher;
  }

  const isState = isObject(glob) && glob.tokens && glob.input;

  if (glob === '' || (typeof glob !== 'string' && !isState)) {
    throw new TypeError('Expected pattern to be a non-empty string');
  }

  const opts = options || {};
  const posix = opts.windows;
  const regex = isState
    ? picomatch.compileRe(glob, options)
    : picomatch.makeRe(glob, options, false, true);

  const state = regex.state;
  delete regex.state;

  let isIgnored = () => false;
  if (opts.ignore) {
    const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
    isIgnored = picomatch(opts.ignore, ignoreOpts, returnState);
  }

  const matcher = (input, returnObject = false) => {
    const { isMatch, match, output } = picomatch.test(input, regex, options, { glob, posix });
    const result = { glob, state, regex, posix, input, output, match, isMatch };

    if (typeof opts.onResult === 'function') {
      opts.onResult(result);
    }

    if (isMatch === false) {
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (isIgnored(input)) {
      if (typeof opts.onIgnore === 'function') {
        opts.onIgnore(result);
      }
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (typeof opts.onMatch === 'function') {
      opts.onMatch(result);
    }
    return returnObject ? result : true;
  };

  if (returnState) {
    matcher.state = state;
  }

  return matcher;
};

/**
 * Test `input` with the given `regex`. This is used by the main
 * `picomatch()` function to test the input string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.test(input, regex[, options]);
 *
 * console.log(picomatch.test('foo/bar', /^(?:([^/]*?)\/([^/]*?))$/));
 * // { isMatch: true, match: [ 'foo/', 'foo', 'bar' ], output: 'foo/bar' }
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp} `regex`
 * @return {Object} Returns an object with matching info.
 * @api public
 */

picomatch.test = (input, regex, options, { glob, posix } = {}) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected input to be a string');
  }

  if (input === '') {
    return { isMatch: false, output: '' };
  }

  const opts = options || {};
  const format = opts.format || (posix ? utils.toPosixSlashes : null);
  let match = input === glob;
  let output = (match && format) ? format(input) : input;

  if (match === false) {
    output = format ? format(input) : input;
    match = output === glob;
  }

  if (match === false || opts.capture === true) {
    if (opts.matchBase === true || opts.basename === true) {
      match = picomatch.matchBase(input, regex, options, posix);
    } else {
      match = regex.exec(output);
    }
  }

  return { isMatch: Boolean(match), match, output };
};

/**
 * Match the basename of a filepath.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.matchBase(input, glob[, options]);
 * console.log(picomatch.matchBase('foo/bar.js', '*.js'); // true
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp|String} `glob` Glob pattern or regex created by [.makeRe](#makeRe).
 * @return {Boolean}
 * @api public
 */

picomatch.matchBase = (input, glob, options, posix = options && options.windows) => {
  const regex = glob instanceof RegExp ? glob : picomatch.makeRe(glob, options);
  return regex.test(utils.basename(input, { windows: posix }));
};

/**
 * Returns true if **any** of the given glob `patterns` match the specified `string`.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.isMatch(string, patterns[, options]);
 *
 * console.log(picomatch.isMatch('a.a', ['b.*', '*.a'])); //=> true
 * console.log(picomatch.isMatch('a.a', 'b.*')); //=> false
 * ```
 * @param {String|Array} str The string to test.
 * @param {String|Array} patterns One or more glob patterns to use for matching.
 * @param {Object} [options] See available [options](#options).
 * @return {Boolean} Returns true if any patterns match `str`
 * @api public
 */

picomatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);

/**
 * Parse a glob pattern to create the source string for a regular
 * expression.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const result = picomatch.parse(pattern[, options]);
 * ```
 * @param {String} `pattern`
 * @param {Object} `options`
 * @return {Object} Returns an object with useful properties and output to be used as a regex source string.
 * @api public
 */

picomatch.parse = (pattern, options) => {
  if (Array.isArray(pattern)) return pattern.map(p => picomatch.parse(p, options));
  return parse(pattern, { ...options, fastpaths: false });
};

/**
 * Scan a glob pattern to separate the pattern into segments.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.scan(input[, options]);
 *
 * const result = picomatch.scan('!./foo/*.js');
 * console.log(result);
 * { prefix: '!./',
 *   input: '!./foo/*.js',
 *   start: 3,
 *   base: 'foo',
 *   glob: '*.js',
 *   isBrace: false,
 *   isBracket: false,
 *   isGlob: true,
 *   isExtglob: false,
 *   isGlobstar: false,
 *   negated: true }
 * ```
 * @param {String} `input` Glob pattern to scan.
 * @param {Object} `options`
 * @return {Object} Returns an object with
 * @api public
 */

picomatch.scan = (input, options) => scan(input, options);

/**
 * Compile a regular expression from the `state` object returned by the
 * [parse()](#parse) method.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const state = picomatch.parse('*.js');
 * // picomatch.compileRe(state[, options]);
 *
 * console.log(picomatch.compileRe(state));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {Object} `state`
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Intended for implementors, this argument allows you to return the raw output from the parser.
 * @param {Boolean} `returnState` Adds the state to a `state` property on the returned regex. Useful for implementors and debugging.
 * @return {RegExp}
 * @api public
 */

picomatch.compileRe = (state, options, returnOutput = false, returnState = false) => {
  if (returnOutput === true) {
    return state.output;
  }

  const opts = options || {};
  const prepend = opts.contains ? '' : '^';
  const append = opts.contains ? '' : '$';

  let source = `${prepend}(?:${state.output})${append}`;
  if (state && state.negated === true) {
    source = `^(?!${source}).*$`;
  }

  const regex = picomatch.toRegex(source, options);
  if (returnState === true) {
    regex.state = state;
  }

  return regex;
};

/**
 * Create a regular expression from a parsed glob pattern.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.makeRe(state[, options]);
 *
 * const result = picomatch.makeRe('*.js');
 * console.log(result);
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `state` The object returned from the `.parse` method.
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Implementors may use this argument to return the compiled output, instead of a regular expression. This is not exposed on the options to prevent end-users from mutating the result.
 * @param {Boolean} `returnState` Implementors may use this argument to return the state from the parsed glob with the returned regular expression.
 * @return {RegExp} Returns a regex created from the given pattern.
 * @api public
 */

picomatch.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
  if (!input || typeof input !== 'string') {
    throw new TypeError('Expected a non-empty string');
  }

  let parsed = { negated: false, fastpaths: true };

  if (options.fastpaths !== false && (input[0] === '.' || input[0] === '*')) {
    parsed.output = parse.fastpaths(input, options);
  }

  if (!parsed.output) {
    parsed = parse(input, options);
  }

  return picomatch.compileRe(parsed, options, returnOutput, returnState);
};

/**
 * Create a regular expression from the given regex source string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.toRegex(source[, options]);
 *
 * const { output } = picomatch.parse('*.js');
 * console.log(picomatch.toRegex(output));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `source` Regular expression source string.
 * @param {Object} `options`
 * @return {RegExp}
 * @api public
 */

picomatch.toRegex = (source, options) => {
  try {
    const opts = options || {};
    return new RegExp(source, opts.flags || (opts.nocase ? 'i' : ''));
  } catch (err) {
    if (options && options.debug === true) throw err;
    return /$^/;
  }
};

/**
 * Picomatch constants.
 * @return {Object}
 */

picomatch.constants = constants;

/**
 * Expose "picomatch"
 */

module.exports = picomatch;


/***/ }),

/***/ 1781:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const utils = __nccwpck_require__(4059);
const {
  CHAR_ASTERISK,             /* * */
  CHAR_AT,                   /* @ */
  CHAR_BACKWARD_SLASH,       /* \ */
  CHAR_COMMA,                /* , */
  CHAR_DOT,                  /* . */
  CHAR_EXCLAMATION_MARK,     /* ! */
  CHAR_FORWARD_SLASH,        /* / */
  CHAR_LEFT_CURLY_BRACE,     /* { */
  CHAR_LEFT_PARENTHESES,     /* ( */
  CHAR_LEFT_SQUARE_BRACKET,  /* [ */
  CHAR_PLUS,                 /* + */
  CHAR_QUESTION_MARK,        /* ? */
  CHAR_RIGHT_CURLY_BRACE,    /* } */
  CHAR_RIGHT_PARENTHESES,    /* ) */
  CHAR_RIGHT_SQUARE_BRACKET  /* ] */
} = __nccwpck_require__(5595);

const isPathSeparator = code => {
  return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
};

const depth = token => {
  if (token.isPrefix !== true) {
    token.depth = token.isGlobstar ? Infinity : 1;
  }
};

/**
 * Quickly scans a glob pattern and returns an object with a handful of
 * useful properties, like `isGlob`, `path` (the leading non-glob, if it exists),
 * `glob` (the actual pattern), `negated` (true if the path starts with `!` but not
 * with `!(`) and `negatedExtglob` (true if the path starts with `!(`).
 *
 * ```js
 * const pm = require('picomatch');
 * console.log(pm.scan('foo/bar/*.js'));
 * { isGlob: true, input: 'foo/bar/*.js', base: 'foo/bar', glob: '*.js' }
 * ```
 * @param {String} `str`
 * @param {Object} `options`
 * @return {Object} Returns an object with tokens and regex source string.
 * @api public
 */

const scan = (input, options) => {
  const opts = options || {};

  const length = input.length - 1;
  const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
  const slashes = [];
  const tokens = [];
  const parts = [];

  let str = input;
  let index = -1;
  let start = 0;
  let lastIndex = 0;
  let isBrace = false;
  let isBracket = false;
  let isGlob = false;
  let isExtglob = false;
  let isGlobstar = false;
  let braceEscaped = false;
  let backslashes = false;
  let negated = false;
  let negatedExtglob = false;
  let finished = false;
  let braces = 0;
  let prev;
  let code;
  let token = { value: '', depth: 0, isGlob: false };

  const eos = () => index >= length;
  const peek = () => str.charCodeAt(index + 1);
  const advance = () => {
    prev = code;
    return str.charCodeAt(++index);
  };

  while (index < length) {
    code = advance();
    let next;

    if (code === CHAR_BACKWARD_SLASH) {
      backslashes = token.backslashes = true;
      code = advance();

      if (code === CHAR_LEFT_CURLY_BRACE) {
        braceEscaped = true;
      }
      continue;
    }

    if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
      braces++;

      while (eos() !== true && (code = advance())) {
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          continue;
        }

        if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (braceEscaped !== true && code === CHAR_COMMA) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (code === CHAR_RIGHT_CURLY_BRACE) {
          braces--;

          if (braces === 0) {
            braceEscaped = false;
            isBrace = token.isBrace = true;
            finished = true;
            break;
          }
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (code === CHAR_FORWARD_SLASH) {
      slashes.push(index);
      tokens.push(token);
      token = { value: '', depth: 0, isGlob: false };

      if (finished === true) continue;
      if (prev === CHAR_DOT && index === (start + 1)) {
        start += 2;
        continue;
      }

      lastIndex = index + 1;
      continue;
    }

    if (opts.noext !== true) {
      const isExtglobChar = code === CHAR_PLUS
        || code === CHAR_AT
        || code === CHAR_ASTERISK
        || code === CHAR_QUESTION_MARK
        || code === CHAR_EXCLAMATION_MARK;

      if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
        isGlob = token.isGlob = true;
        isExtglob = token.isExtglob = true;
        finished = true;
        if (code === CHAR_EXCLAMATION_MARK && index === start) {
          negatedExtglob = true;
        }

        if (scanToEnd === true) {
          let parens = 0;

          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }

            if (code === CHAR_LEFT_PARENTHESES) {
              parens++;
              continue;
            }

            if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
              finished = true;
              break;
            }
          }
          continue;
        }
        break;
      }
    }

    if (code === CHAR_ASTERISK) {
      if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_QUESTION_MARK) {
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_LEFT_SQUARE_BRACKET) {
      while (eos() !== true && (next = advance())) {
        if (next === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (next === CHAR_RIGHT_SQUARE_BRACKET) {
          isBracket = token.isBracket = true;
          isGlob = token.isGlob = true;
          finished = true;
          break;
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
      negated = token.negated = true;
      start++;
      continue;
    }

    if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
      isGlob = token.isGlob = true;

      if (scanToEnd === true) {
        let parens = 1;

        while (eos() !== true && (code = advance())) {
          if (code === CHAR_BACKWARD_SLASH) {
            backslashes = token.backslashes = true;
            advance();
            continue;
          }

          if (code === CHAR_LEFT_PARENTHESES) {
            parens++;
            continue;
          }

          if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
            finished = true;
            break;
          }
        }
        continue;
      }
      break;
    }

    if (isGlob === true) {
      finished = true;

      if (scanToEnd === true) {
        continue;
      }

      break;
    }
  }

  if (opts.noext === true) {
    isExtglob = false;
    isGlob = false;
  }

  let base = str;
  let prefix = '';
  let glob = '';

  if (start > 0) {
    prefix = str.slice(0, start);
    str = str.slice(start);
    lastIndex -= start;
  }

  if (base && isGlob === true && lastIndex > 0) {
    base = str.slice(0, lastIndex);
    glob = str.slice(lastIndex);
  } else if (isGlob === true) {
    base = '';
    glob = str;
  } else {
    base = str;
  }

  if (base && base !== '' && base !== '/' && base !== str) {
    if (isPathSeparator(base.charCodeAt(base.length - 1))) {
      base = base.slice(0, -1);
    }
  }

  if (opts.unescape === true) {
    if (glob) glob = utils.removeBackslashes(glob);

    if (base && backslashes === true) {
      base = utils.removeBackslashes(base);
    }
  }

  const state = {
    prefix,
    input,
    start,
    base,
    glob,
    isBrace,
    isBracket,
    isGlob,
    isExtglob,
    isGlobstar,
    negated,
    negatedExtglob
  };

  if (opts.tokens === true) {
    state.maxDepth = 0;
    if (!isPathSeparator(code)) {
      tokens.push(token);
    }
    state.tokens = tokens;
  }

  if (opts.parts === true || opts.tokens === true) {
    let prevIndex;

    for (let idx = 0; idx < slashes.length; idx++) {
      const n = prevIndex !== undefined ? prevIndex + 1 : start;
      const i = slashes[idx];
      const value = input.slice(n, i);
      if (opts.tokens) {
        if (idx === 0 && start !== 0) {
          tokens[idx].isPrefix = true;
          tokens[idx].value = prefix;
        } else {
          tokens[idx].value = value;
        }
        depth(tokens[idx]);
        state.maxDepth += tokens[idx].depth;
      }
      if (i >= start) {
        parts.push(value);
        prevIndex = i;
      }
    }

    const n = prevIndex !== undefined ? prevIndex + 1 : start;
    const value = input.slice(n);
    parts.push(value);

    if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
      tokens[tokens.length - 1].value = value;
      depth(tokens[tokens.length - 1]);
      state.maxDepth += tokens[tokens.length - 1].depth;
    }

    state.slashes = slashes;
    state.parts = parts;
  }

  return state;
};

module.exports = scan;


/***/ }),

/***/ 4059:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

/*global navigator*/


const {
  REGEX_BACKSLASH,
  REGEX_REMOVE_BACKSLASH,
  REGEX_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_GLOBAL
} = __nccwpck_require__(5595);

exports.isObject = val => val !== null && typeof val === 'object' && !Array.isArray(val);
exports.hasRegexChars = str => REGEX_SPECIAL_CHARS.test(str);
exports.isRegexChar = str => str.length === 1 && exports.hasRegexChars(str);
exports.escapeRegex = str => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, '\\$1');
exports.toPosixSlashes = str => str.replace(REGEX_BACKSLASH, '/');

exports.isWindows = () => {
  if (typeof navigator !== 'undefined' && navigator.platform) {
    const platform = navigator.platform.toLowerCase();
    return platform === 'win32' || platform === 'windows';
  }

  if (typeof process !== 'undefined' && process.platform) {
    return process.platform === 'win32';
  }

  return false;
};

exports.removeBackslashes = str => {
  return str.replace(REGEX_REMOVE_BACKSLASH, match => {
    return match === '\\' ? '' : match;
  });
};

exports.escapeLast = (input, char, lastIdx) => {
  const idx = input.lastIndexOf(char, lastIdx);
  if (idx === -1) return input;
  if (input[idx - 1] === '\\') return exports.escapeLast(input, char, idx - 1);
  return `${input.slice(0, idx)}\\${input.slice(idx)}`;
};

exports.removePrefix = (input, state = {}) => {
  let output = input;
  if (output.startsWith('./')) {
    output = output.slice(2);
    state.prefix = './';
  }
  return output;
};

exports.wrapOutput = (input, state = {}, options = {}) => {
  const prepend = options.contains ? '' : '^';
  const append = options.contains ? '' : '$';

  let output = `${prepend}(?:${input})${append}`;
  if (state.negated === true) {
    output = `(?:^(?!${output}).*$)`;
  }
  return output;
};

exports.basename = (path, { windows } = {}) => {
  const segs = path.split(windows ? /[\\/]/ : '/');
  const last = segs[segs.length - 1];

  if (last === '') {
    return segs[segs.length - 2];
  }

  return last;
};


/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 7349:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var resolveBlockMap = __nccwpck_require__(7103);
var resolveBlockSeq = __nccwpck_require__(334);
var resolveFlowCollection = __nccwpck_require__(3142);

function resolveCollection(CN, ctx, token, onError, tagName, tag) {
    const coll = token.type === 'block-map'
        ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag)
        : token.type === 'block-seq'
            ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag)
            : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
    const Coll = coll.constructor;
    // If we got a tagName matching the class, or the tag name is '!',
    // then use the tagName from the node class used to create it.
    if (tagName === '!' || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
    }
    if (tagName)
        coll.tag = tagName;
    return coll;
}
function composeCollection(CN, ctx, token, props, onError) {
    const tagToken = props.tag;
    const tagName = !tagToken
        ? null
        : ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg));
    if (token.type === 'block-seq') {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken
            ? anchor.offset > tagToken.offset
                ? anchor
                : tagToken
            : (anchor ?? tagToken);
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
            const message = 'Missing newline after block sequence props';
            onError(lastProp, 'MISSING_CHAR', message);
        }
    }
    const expType = token.type === 'block-map'
        ? 'map'
        : token.type === 'block-seq'
            ? 'seq'
            : token.start.source === '{'
                ? 'map'
                : 'seq';
    // shortcut: check if it's a generic YAMLMap or YAMLSeq
    // before jumping into the custom tag logic.
    if (!tagToken ||
        !tagName ||
        tagName === '!' ||
        (tagName === YAMLMap.YAMLMap.tagName && expType === 'map') ||
        (tagName === YAMLSeq.YAMLSeq.tagName && expType === 'seq')) {
        return resolveCollection(CN, ctx, token, onError, tagName);
    }
    let tag = ctx.schema.tags.find(t => t.tag === tagName && t.collection === expType);
    if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
            ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
            tag = kt;
        }
        else {
            if (kt) {
                onError(tagToken, 'BAD_COLLECTION_TYPE', `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? 'scalar'}`, true);
            }
            else {
                onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, true);
            }
            return resolveCollection(CN, ctx, token, onError, tagName);
        }
    }
    const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
    const res = tag.resolve?.(coll, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg), ctx.options) ?? coll;
    const node = identity.isNode(res)
        ? res
        : new Scalar.Scalar(res);
    node.range = coll.range;
    node.tag = tagName;
    if (tag?.format)
        node.format = tag.format;
    return node;
}

exports.composeCollection = composeCollection;


/***/ }),

/***/ 3683:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Document = __nccwpck_require__(3021);
var composeNode = __nccwpck_require__(5937);
var resolveEnd = __nccwpck_require__(7788);
var resolveProps = __nccwpck_require__(4631);

function composeDoc(options, directives, { offset, start, value, end }, onError) {
    const opts = Object.assign({ _directives: directives }, options);
    const doc = new Document.Document(undefined, opts);
    const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
    };
    const props = resolveProps.resolveProps(start, {
        indicator: 'doc-start',
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
    });
    if (props.found) {
        doc.directives.docStart = true;
        if (value &&
            (value.type === 'block-map' || value.type === 'block-seq') &&
            !props.hasNewline)
            onError(props.end, 'MISSING_CHAR', 'Block collection cannot start on same line with directives-end marker');
    }
    // @ts-expect-error If Contents is set, let's trust the user
    doc.contents = value
        ? composeNode.composeNode(ctx, value, props, onError)
        : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
    const contentEnd = doc.contents.range[2];
    const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
    if (re.comment)
        doc.comment = re.comment;
    doc.range = [offset, contentEnd, re.offset];
    return doc;
}

exports.composeDoc = composeDoc;


/***/ }),

/***/ 5937:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var composeCollection = __nccwpck_require__(7349);
var composeScalar = __nccwpck_require__(5413);
var resolveEnd = __nccwpck_require__(7788);
var utilEmptyScalarPosition = __nccwpck_require__(2599);

const CN = { composeNode, composeEmptyNode };
function composeNode(ctx, token, props, onError) {
    const atKey = ctx.atKey;
    const { spaceBefore, comment, anchor, tag } = props;
    let node;
    let isSrcToken = true;
    switch (token.type) {
        case 'alias':
            node = composeAlias(ctx, token, onError);
            if (anchor || tag)
                onError(token, 'ALIAS_PROPS', 'An alias node must not specify any properties');
            break;
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'block-scalar':
            node = composeScalar.composeScalar(ctx, token, tag, onError);
            if (anchor)
                node.anchor = anchor.source.substring(1);
            break;
        case 'block-map':
        case 'block-seq':
        case 'flow-collection':
            try {
                node = composeCollection.composeCollection(CN, ctx, token, props, onError);
                if (anchor)
                    node.anchor = anchor.source.substring(1);
            }
            catch (error) {
                // Almost certainly here due to a stack overflow
                const message = error instanceof Error ? error.message : String(error);
                onError(token, 'RESOURCE_EXHAUSTION', message);
            }
            break;
        default: {
            const message = token.type === 'error'
                ? token.message
                : `Unsupported token (type: ${token.type})`;
            onError(token, 'UNEXPECTED_TOKEN', message);
            isSrcToken = false;
        }
    }
    node ?? (node = composeEmptyNode(ctx, token.offset, undefined, null, props, onError));
    if (anchor && node.anchor === '')
        onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    if (atKey &&
        ctx.options.stringKeys &&
        (!identity.isScalar(node) ||
            typeof node.value !== 'string' ||
            (node.tag && node.tag !== 'tag:yaml.org,2002:str'))) {
        const msg = 'With stringKeys, all keys must be strings';
        onError(tag ?? token, 'NON_STRING_KEY', msg);
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        if (token.type === 'scalar' && token.source === '')
            node.comment = comment;
        else
            node.commentBefore = comment;
    }
    // @ts-expect-error Type checking misses meaning of isSrcToken
    if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
    return node;
}
function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
    const token = {
        type: 'scalar',
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ''
    };
    const node = composeScalar.composeScalar(ctx, token, tag, onError);
    if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === '')
            onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        node.comment = comment;
        node.range[2] = end;
    }
    return node;
}
function composeAlias({ options }, { offset, source, end }, onError) {
    const alias = new Alias.Alias(source.substring(1));
    if (alias.source === '')
        onError(offset, 'BAD_ALIAS', 'Alias cannot be an empty string');
    if (alias.source.endsWith(':'))
        onError(offset + source.length - 1, 'BAD_ALIAS', 'Alias ending in : is ambiguous', true);
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
    alias.range = [offset, valueEnd, re.offset];
    if (re.comment)
        alias.comment = re.comment;
    return alias;
}

exports.composeEmptyNode = composeEmptyNode;
exports.composeNode = composeNode;


/***/ }),

/***/ 5413:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var resolveBlockScalar = __nccwpck_require__(8913);
var resolveFlowScalar = __nccwpck_require__(6842);

function composeScalar(ctx, token, tagToken, onError) {
    const { value, type, comment, range } = token.type === 'block-scalar'
        ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError)
        : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
    const tagName = tagToken
        ? ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg))
        : null;
    let tag;
    if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
    }
    else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
    else if (token.type === 'scalar')
        tag = findScalarTagByTest(ctx, value, token, onError);
    else
        tag = ctx.schema[identity.SCALAR];
    let scalar;
    try {
        const res = tag.resolve(value, msg => onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
    }
    catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg);
        scalar = new Scalar.Scalar(value);
    }
    scalar.range = range;
    scalar.source = value;
    if (type)
        scalar.type = type;
    if (tagName)
        scalar.tag = tagName;
    if (tag.format)
        scalar.format = tag.format;
    if (comment)
        scalar.comment = comment;
    return scalar;
}
function findScalarTagByName(schema, value, tagName, tagToken, onError) {
    if (tagName === '!')
        return schema[identity.SCALAR]; // non-specific tag
    const matchWithTest = [];
    for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
            if (tag.default && tag.test)
                matchWithTest.push(tag);
            else
                return tag;
        }
    }
    for (const tag of matchWithTest)
        if (tag.test?.test(value))
            return tag;
    const kt = schema.knownTags[tagName];
    if (kt && !kt.collection) {
        // Ensure that the known tag is available for stringifying,
        // but does not get used by default.
        schema.tags.push(Object.assign({}, kt, { default: false, test: undefined }));
        return kt;
    }
    onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, tagName !== 'tag:yaml.org,2002:str');
    return schema[identity.SCALAR];
}
function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
    const tag = schema.tags.find(tag => (tag.default === true || (atKey && tag.default === 'key')) &&
        tag.test?.test(value)) || schema[identity.SCALAR];
    if (schema.compat) {
        const compat = schema.compat.find(tag => tag.default && tag.test?.test(value)) ??
            schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
            const ts = directives.tagString(tag.tag);
            const cs = directives.tagString(compat.tag);
            const msg = `Value may be parsed as either ${ts} or ${cs}`;
            onError(token, 'TAG_RESOLVE_FAILED', msg, true);
        }
    }
    return tag;
}

exports.composeScalar = composeScalar;


/***/ }),

/***/ 9984:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var directives = __nccwpck_require__(1342);
var Document = __nccwpck_require__(3021);
var errors = __nccwpck_require__(1464);
var identity = __nccwpck_require__(1127);
var composeDoc = __nccwpck_require__(3683);
var resolveEnd = __nccwpck_require__(7788);

function getErrorPos(src) {
    if (typeof src === 'number')
        return [src, src + 1];
    if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
    const { offset, source } = src;
    return [offset, offset + (typeof source === 'string' ? source.length : 1)];
}
function parsePrelude(prelude) {
    let comment = '';
    let atComment = false;
    let afterEmptyLine = false;
    for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
            case '#':
                comment +=
                    (comment === '' ? '' : afterEmptyLine ? '\n\n' : '\n') +
                        (source.substring(1) || ' ');
                atComment = true;
                afterEmptyLine = false;
                break;
            case '%':
                if (prelude[i + 1]?.[0] !== '#')
                    i += 1;
                atComment = false;
                break;
            default:
                // This may be wrong after doc-end, but in that case it doesn't matter
                if (!atComment)
                    afterEmptyLine = true;
                atComment = false;
        }
    }
    return { comment, afterEmptyLine };
}
/**
 * Compose a stream of CST nodes into a stream of YAML Documents.
 *
 * ```ts
 * import { Composer, Parser } from 'yaml'
 *
 * const src: string = ...
 * const tokens = new Parser().parse(src)
 * const docs = new Composer().compose(tokens)
 * ```
 */
class Composer {
    constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
            const pos = getErrorPos(source);
            if (warning)
                this.warnings.push(new errors.YAMLWarning(pos, code, message));
            else
                this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        this.directives = new directives.Directives({ version: options.version || '1.2' });
        this.options = options;
    }
    decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        //console.log({ dc: doc.comment, prelude, comment })
        if (comment) {
            const dc = doc.contents;
            if (afterDoc) {
                doc.comment = doc.comment ? `${doc.comment}\n${comment}` : comment;
            }
            else if (afterEmptyLine || doc.directives.docStart || !dc) {
                doc.commentBefore = comment;
            }
            else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
                let it = dc.items[0];
                if (identity.isPair(it))
                    it = it.key;
                const cb = it.commentBefore;
                it.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
            else {
                const cb = dc.commentBefore;
                dc.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
        }
        if (afterDoc) {
            for (let i = 0; i < this.errors.length; ++i)
                doc.errors.push(this.errors[i]);
            for (let i = 0; i < this.warnings.length; ++i)
                doc.warnings.push(this.warnings[i]);
        }
        else {
            doc.errors = this.errors;
            doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
    }
    /**
     * Current stream status information.
     *
     * Mostly useful at the end of input for an empty stream.
     */
    streamInfo() {
        return {
            comment: parsePrelude(this.prelude).comment,
            directives: this.directives,
            errors: this.errors,
            warnings: this.warnings
        };
    }
    /**
     * Compose tokens into documents.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
            yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
    }
    /** Advance the composer by one CST token. */
    *next(token) {
        if (node_process.env.LOG_STREAM)
            console.dir(token, { depth: null });
        switch (token.type) {
            case 'directive':
                this.directives.add(token.source, (offset, message, warning) => {
                    const pos = getErrorPos(token);
                    pos[0] += offset;
                    this.onError(pos, 'BAD_DIRECTIVE', message, warning);
                });
                this.prelude.push(token.source);
                this.atDirectives = true;
                break;
            case 'document': {
                const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
                if (this.atDirectives && !doc.directives.docStart)
                    this.onError(token, 'MISSING_CHAR', 'Missing directives-end/doc-start indicator line');
                this.decorate(doc, false);
                if (this.doc)
                    yield this.doc;
                this.doc = doc;
                this.atDirectives = false;
                break;
            }
            case 'byte-order-mark':
            case 'space':
                break;
            case 'comment':
            case 'newline':
                this.prelude.push(token.source);
                break;
            case 'error': {
                const msg = token.source
                    ? `${token.message}: ${JSON.stringify(token.source)}`
                    : token.message;
                const error = new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg);
                if (this.atDirectives || !this.doc)
                    this.errors.push(error);
                else
                    this.doc.errors.push(error);
                break;
            }
            case 'doc-end': {
                if (!this.doc) {
                    const msg = 'Unexpected doc-end without preceding document';
                    this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg));
                    break;
                }
                this.doc.directives.docEnd = true;
                const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
                this.decorate(this.doc, true);
                if (end.comment) {
                    const dc = this.doc.comment;
                    this.doc.comment = dc ? `${dc}\n${end.comment}` : end.comment;
                }
                this.doc.range[2] = end.offset;
                break;
            }
            default:
                this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', `Unsupported token ${token.type}`));
        }
    }
    /**
     * Call at end of input to yield any remaining document.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
            this.decorate(this.doc, true);
            yield this.doc;
            this.doc = null;
        }
        else if (forceDoc) {
            const opts = Object.assign({ _directives: this.directives }, this.options);
            const doc = new Document.Document(undefined, opts);
            if (this.atDirectives)
                this.onError(endOffset, 'MISSING_CHAR', 'Missing directives-end indicator line');
            doc.range = [0, endOffset, endOffset];
            this.decorate(doc, false);
            yield doc;
        }
    }
}

exports.Composer = Composer;


/***/ }),

/***/ 7103:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);
var resolveProps = __nccwpck_require__(4631);
var utilContainsNewline = __nccwpck_require__(9499);
var utilFlowIndentCheck = __nccwpck_require__(4051);
var utilMapIncludes = __nccwpck_require__(1187);

const startColMsg = 'All mapping items must start at the same column';
function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
    const map = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    let offset = bm.offset;
    let commentEnd = null;
    for (const collItem of bm.items) {
        const { start, key, sep, value } = collItem;
        // key properties
        const keyProps = resolveProps.resolveProps(start, {
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: bm.indent,
            startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
            if (key) {
                if (key.type === 'block-seq')
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'A block sequence may not be used as an implicit map key');
                else if ('indent' in key && key.indent !== bm.indent)
                    onError(offset, 'BAD_INDENT', startColMsg);
            }
            if (!keyProps.anchor && !keyProps.tag && !sep) {
                commentEnd = keyProps.end;
                if (keyProps.comment) {
                    if (map.comment)
                        map.comment += '\n' + keyProps.comment;
                    else
                        map.comment = keyProps.comment;
                }
                continue;
            }
            if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
                onError(key ?? start[start.length - 1], 'MULTILINE_IMPLICIT_KEY', 'Implicit keys need to be on a single line');
            }
        }
        else if (keyProps.found?.indent !== bm.indent) {
            onError(offset, 'BAD_INDENT', startColMsg);
        }
        // key value
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key
            ? composeNode(ctx, key, keyProps, onError)
            : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
            onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
        // value properties
        const valueProps = resolveProps.resolveProps(sep ?? [], {
            indicator: 'map-value-ind',
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: bm.indent,
            startOnNewline: !key || key.type === 'block-scalar'
        });
        offset = valueProps.end;
        if (valueProps.found) {
            if (implicitKey) {
                if (value?.type === 'block-map' && !valueProps.hasNewline)
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'Nested mappings are not allowed in compact mappings');
                if (ctx.options.strict &&
                    keyProps.start < valueProps.found.offset - 1024)
                    onError(keyNode.range, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit block mapping key');
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
            if (ctx.schema.compat)
                utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
            offset = valueNode.range[2];
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
        else {
            // key with no value
            if (implicitKey)
                onError(keyNode.range, 'MISSING_CHAR', 'Implicit map keys need to be followed by map values');
            if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
    }
    if (commentEnd && commentEnd < offset)
        onError(commentEnd, 'IMPOSSIBLE', 'Map comment with trailing content');
    map.range = [bm.offset, offset, commentEnd ?? offset];
    return map;
}

exports.resolveBlockMap = resolveBlockMap;


/***/ }),

/***/ 8913:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

function resolveBlockScalar(ctx, scalar, onError) {
    const start = scalar.offset;
    const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
    if (!header)
        return { value: '', type: null, comment: '', range: [start, start, start] };
    const type = header.mode === '>' ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
    const lines = scalar.source ? splitLines(scalar.source) : [];
    // determine the end of content & start of chomping
    let chompStart = lines.length;
    for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === '' || content === '\r')
            chompStart = i;
        else
            break;
    }
    // shortcut for empty contents
    if (chompStart === 0) {
        const value = header.chomp === '+' && lines.length > 0
            ? '\n'.repeat(Math.max(1, lines.length - 1))
            : '';
        let end = start + header.length;
        if (scalar.source)
            end += scalar.source.length;
        return { value, type, comment: header.comment, range: [start, end, end] };
    }
    // find the indentation level to trim from start
    let trimIndent = scalar.indent + header.indent;
    let offset = scalar.offset + header.length;
    let contentStart = 0;
    for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === '' || content === '\r') {
            if (header.indent === 0 && indent.length > trimIndent)
                trimIndent = indent.length;
        }
        else {
            if (indent.length < trimIndent) {
                const message = 'Block scalars with more-indented leading empty lines must use an explicit indentation indicator';
                onError(offset + indent.length, 'MISSING_CHAR', message);
            }
            if (header.indent === 0)
                trimIndent = indent.length;
            contentStart = i;
            if (trimIndent === 0 && !ctx.atRoot) {
                const message = 'Block scalar values in collections must be indented';
                onError(offset, 'BAD_INDENT', message);
            }
            break;
        }
        offset += indent.length + content.length + 1;
    }
    // include trailing more-indented empty lines in content
    for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
            chompStart = i + 1;
    }
    let value = '';
    let sep = '';
    let prevMoreIndented = false;
    // leading whitespace is kept intact
    for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + '\n';
    for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === '\r';
        if (crlf)
            content = content.slice(0, -1);
        /* istanbul ignore if already caught in lexer */
        if (content && indent.length < trimIndent) {
            const src = header.indent
                ? 'explicit indentation indicator'
                : 'first line';
            const message = `Block scalar lines must not be less indented than their ${src}`;
            onError(offset - content.length - (crlf ? 2 : 1), 'BAD_INDENT', message);
            indent = '';
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
        }
        else if (indent.length > trimIndent || content[0] === '\t') {
            // more-indented content within a folded block
            if (sep === ' ')
                sep = '\n';
            else if (!prevMoreIndented && sep === '\n')
                sep = '\n\n';
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
            prevMoreIndented = true;
        }
        else if (content === '') {
            // empty line
            if (sep === '\n')
                value += '\n';
            else
                sep = '\n';
        }
        else {
            value += sep + content;
            sep = ' ';
            prevMoreIndented = false;
        }
    }
    switch (header.chomp) {
        case '-':
            break;
        case '+':
            for (let i = chompStart; i < lines.length; ++i)
                value += '\n' + lines[i][0].slice(trimIndent);
            if (value[value.length - 1] !== '\n')
                value += '\n';
            break;
        default:
            value += '\n';
    }
    const end = start + header.length + scalar.source.length;
    return { value, type, comment: header.comment, range: [start, end, end] };
}
function parseBlockScalarHeader({ offset, props }, strict, onError) {
    /* istanbul ignore if should not happen */
    if (props[0].type !== 'block-scalar-header') {
        onError(props[0], 'IMPOSSIBLE', 'Block scalar header not found');
        return null;
    }
    const { source } = props[0];
    const mode = source[0];
    let indent = 0;
    let chomp = '';
    let error = -1;
    for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === '-' || ch === '+'))
            chomp = ch;
        else {
            const n = Number(ch);
            if (!indent && n)
                indent = n;
            else if (error === -1)
                error = offset + i;
        }
    }
    if (error !== -1)
        onError(error, 'UNEXPECTED_TOKEN', `Block scalar header includes extra characters: ${source}`);
    let hasSpace = false;
    let comment = '';
    let length = source.length;
    for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
            case 'space':
                hasSpace = true;
            // fallthrough
            case 'newline':
                length += token.source.length;
                break;
            case 'comment':
                if (strict && !hasSpace) {
                    const message = 'Comments must be separated from other tokens by white space characters';
                    onError(token, 'MISSING_CHAR', message);
                }
                length += token.source.length;
                comment = token.source.substring(1);
                break;
            case 'error':
                onError(token, 'UNEXPECTED_TOKEN', token.message);
                length += token.source.length;
                break;
            /* istanbul ignore next should not happen */
            default: {
                const message = `Unexpected token in block scalar header: ${token.type}`;
                onError(token, 'UNEXPECTED_TOKEN', message);
                const ts = token.source;
                if (ts && typeof ts === 'string')
                    length += ts.length;
            }
        }
    }
    return { mode, indent, chomp, comment, length };
}
/** @returns Array of lines split up as `[indent, content]` */
function splitLines(source) {
    const split = source.split(/\n( *)/);
    const first = split[0];
    const m = first.match(/^( *)/);
    const line0 = m?.[1]
        ? [m[1], first.slice(m[1].length)]
        : ['', first];
    const lines = [line0];
    for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
    return lines;
}

exports.resolveBlockScalar = resolveBlockScalar;


/***/ }),

/***/ 334:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var YAMLSeq = __nccwpck_require__(2223);
var resolveProps = __nccwpck_require__(4631);
var utilFlowIndentCheck = __nccwpck_require__(4051);

function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
    const seq = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = bs.offset;
    let commentEnd = null;
    for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
            indicator: 'seq-item-ind',
            next: value,
            offset,
            onError,
            parentIndent: bs.indent,
            startOnNewline: true
        });
        if (!props.found) {
            if (props.anchor || props.tag || value) {
                if (value?.type === 'block-seq')
                    onError(props.end, 'BAD_INDENT', 'All sequence items must start at the same column');
                else
                    onError(offset, 'MISSING_CHAR', 'Sequence item without - indicator');
            }
            else {
                commentEnd = props.end;
                if (props.comment)
                    seq.comment = props.comment;
                continue;
            }
        }
        const node = value
            ? composeNode(ctx, value, props, onError)
            : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
    }
    seq.range = [bs.offset, offset, commentEnd ?? offset];
    return seq;
}

exports.resolveBlockSeq = resolveBlockSeq;


/***/ }),

/***/ 7788:
/***/ ((__unused_webpack_module, exports) => {



function resolveEnd(end, offset, reqSpace, onError) {
    let comment = '';
    if (end) {
        let hasSpace = false;
        let sep = '';
        for (const token of end) {
            const { source, type } = token;
            switch (type) {
                case 'space':
                    hasSpace = true;
                    break;
                case 'comment': {
                    if (reqSpace && !hasSpace)
                        onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                    const cb = source.substring(1) || ' ';
                    if (!comment)
                        comment = cb;
                    else
                        comment += sep + cb;
                    sep = '';
                    break;
                }
                case 'newline':
                    if (comment)
                        sep += source;
                    hasSpace = true;
                    break;
                default:
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${type} at node end`);
            }
            offset += source.length;
        }
    }
    return { comment, offset };
}

exports.resolveEnd = resolveEnd;


/***/ }),

/***/ 3142:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var resolveEnd = __nccwpck_require__(7788);
var resolveProps = __nccwpck_require__(4631);
var utilContainsNewline = __nccwpck_require__(9499);
var utilMapIncludes = __nccwpck_require__(1187);

const blockMsg = 'Block collections are not allowed within flow collections';
const isBlock = (token) => token && (token.type === 'block-map' || token.type === 'block-seq');
function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
    const isMap = fc.start.source === '{';
    const fcName = isMap ? 'flow map' : 'flow sequence';
    const NodeClass = (tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq));
    const coll = new NodeClass(ctx.schema);
    coll.flow = true;
    const atRoot = ctx.atRoot;
    if (atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = fc.offset + fc.start.source.length;
    for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
            flow: fcName,
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
        });
        if (!props.found) {
            if (!props.anchor && !props.tag && !sep && !value) {
                if (i === 0 && props.comma)
                    onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
                else if (i < fc.items.length - 1)
                    onError(props.start, 'UNEXPECTED_TOKEN', `Unexpected empty item in ${fcName}`);
                if (props.comment) {
                    if (coll.comment)
                        coll.comment += '\n' + props.comment;
                    else
                        coll.comment = props.comment;
                }
                offset = props.end;
                continue;
            }
            if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key))
                onError(key, // checked by containsNewline()
                'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
        }
        if (i === 0) {
            if (props.comma)
                onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
        }
        else {
            if (!props.comma)
                onError(props.start, 'MISSING_CHAR', `Missing , between ${fcName} items`);
            if (props.comment) {
                let prevItemComment = '';
                loop: for (const st of start) {
                    switch (st.type) {
                        case 'comma':
                        case 'space':
                            break;
                        case 'comment':
                            prevItemComment = st.source.substring(1);
                            break loop;
                        default:
                            break loop;
                    }
                }
                if (prevItemComment) {
                    let prev = coll.items[coll.items.length - 1];
                    if (identity.isPair(prev))
                        prev = prev.value ?? prev.key;
                    if (prev.comment)
                        prev.comment += '\n' + prevItemComment;
                    else
                        prev.comment = prevItemComment;
                    props.comment = props.comment.substring(prevItemComment.length + 1);
                }
            }
        }
        if (!isMap && !sep && !props.found) {
            // item is a value in a seq
            // → key & sep are empty, start does not include ? or :
            const valueNode = value
                ? composeNode(ctx, value, props, onError)
                : composeEmptyNode(ctx, props.end, sep, null, props, onError);
            coll.items.push(valueNode);
            offset = valueNode.range[2];
            if (isBlock(value))
                onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
        }
        else {
            // item is a key+value pair
            // key value
            ctx.atKey = true;
            const keyStart = props.end;
            const keyNode = key
                ? composeNode(ctx, key, props, onError)
                : composeEmptyNode(ctx, keyStart, start, null, props, onError);
            if (isBlock(key))
                onError(keyNode.range, 'BLOCK_IN_FLOW', blockMsg);
            ctx.atKey = false;
            // value properties
            const valueProps = resolveProps.resolveProps(sep ?? [], {
                flow: fcName,
                indicator: 'map-value-ind',
                next: value,
                offset: keyNode.range[2],
                onError,
                parentIndent: fc.indent,
                startOnNewline: false
            });
            if (valueProps.found) {
                if (!isMap && !props.found && ctx.options.strict) {
                    if (sep)
                        for (const st of sep) {
                            if (st === valueProps.found)
                                break;
                            if (st.type === 'newline') {
                                onError(st, 'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
                                break;
                            }
                        }
                    if (props.start < valueProps.found.offset - 1024)
                        onError(valueProps.found, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit flow sequence key');
                }
            }
            else if (value) {
                if ('source' in value && value.source?.[0] === ':')
                    onError(value, 'MISSING_CHAR', `Missing space after : in ${fcName}`);
                else
                    onError(valueProps.start, 'MISSING_CHAR', `Missing , or : between ${fcName} items`);
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : valueProps.found
                    ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError)
                    : null;
            if (valueNode) {
                if (isBlock(value))
                    onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
            }
            else if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            if (isMap) {
                const map = coll;
                if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
                    onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
                map.items.push(pair);
            }
            else {
                const map = new YAMLMap.YAMLMap(ctx.schema);
                map.flow = true;
                map.items.push(pair);
                const endRange = (valueNode ?? keyNode).range;
                map.range = [keyNode.range[0], endRange[1], endRange[2]];
                coll.items.push(map);
            }
            offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
    }
    const expectedEnd = isMap ? '}' : ']';
    const [ce, ...ee] = fc.end;
    let cePos = offset;
    if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
    else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot
            ? `${name} must end with a ${expectedEnd}`
            : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? 'MISSING_CHAR' : 'BAD_INDENT', msg);
        if (ce && ce.source.length !== 1)
            ee.unshift(ce);
    }
    if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
            if (coll.comment)
                coll.comment += '\n' + end.comment;
            else
                coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
    }
    else {
        coll.range = [fc.offset, cePos, cePos];
    }
    return coll;
}

exports.resolveFlowCollection = resolveFlowCollection;


/***/ }),

/***/ 6842:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var resolveEnd = __nccwpck_require__(7788);

function resolveFlowScalar(scalar, strict, onError) {
    const { offset, type, source, end } = scalar;
    let _type;
    let value;
    const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
    switch (type) {
        case 'scalar':
            _type = Scalar.Scalar.PLAIN;
            value = plainValue(source, _onError);
            break;
        case 'single-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_SINGLE;
            value = singleQuotedValue(source, _onError);
            break;
        case 'double-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_DOUBLE;
            value = doubleQuotedValue(source, _onError);
            break;
        /* istanbul ignore next should not happen */
        default:
            onError(scalar, 'UNEXPECTED_TOKEN', `Expected a flow scalar value, but found: ${type}`);
            return {
                value: '',
                type: null,
                comment: '',
                range: [offset, offset + source.length, offset + source.length]
            };
    }
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
    return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
    };
}
function plainValue(source, onError) {
    let badChar = '';
    switch (source[0]) {
        /* istanbul ignore next should not happen */
        case '\t':
            badChar = 'a tab character';
            break;
        case ',':
            badChar = 'flow indicator character ,';
            break;
        case '%':
            badChar = 'directive indicator character %';
            break;
        case '|':
        case '>': {
            badChar = `block scalar indicator ${source[0]}`;
            break;
        }
        case '@':
        case '`': {
            badChar = `reserved character ${source[0]}`;
            break;
        }
    }
    if (badChar)
        onError(0, 'BAD_SCALAR_START', `Plain value cannot start with ${badChar}`);
    return unfoldLines(source);
}
function singleQuotedValue(source, onError) {
    if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, 'MISSING_CHAR', "Missing closing 'quote");
    return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
}
function unfoldLines(source) {
    const line = /(.*?)\r?\n/sy;
    let match = line.exec(source);
    if (!match)
        return source;
    /**
     * The negative lookbehinds in these RegExps are to
     * prevent causing a polynomial search time in certain cases.
     *
     * The try-catch is for Safari < 16.4 and other old browsers:
     * https://caniuse.com/js-regexp-lookbehind
     */
    let trimEnd, trimBoth;
    try {
        trimEnd = new RegExp('(?<![ \t])[ \t]+$');
        trimBoth = new RegExp('^[ \t]+|(?<![ \t])[ \t]+$', 'g');
    }
    catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
    }
    let res = match[1].replace(trimEnd, '');
    let sep = ' ';
    let pos = line.lastIndex;
    while ((match = line.exec(source))) {
        const lm = match[1].replace(trimBoth, '');
        if (lm === '') {
            if (sep === '\n')
                res += sep;
            else
                sep = '\n';
        }
        else {
            res += sep + lm;
            sep = ' ';
        }
        pos = line.lastIndex;
    }
    const last = /[ \t]*(.*)/sy;
    last.lastIndex = pos;
    match = last.exec(source);
    return res + sep + (match?.[1] ?? '');
}
function doubleQuotedValue(source, onError) {
    let res = '';
    for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === '\r' && source[i + 1] === '\n')
            continue;
        if (ch === '\n') {
            const { fold, offset } = foldNewline(source, i);
            res += fold;
            i = offset;
        }
        else if (ch === '\\') {
            let next = source[++i];
            const cc = escapeCodes[next];
            if (cc)
                res += cc;
            else if (next === '\n') {
                // skip escaped newlines, but still trim the following line
                next = source[i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === '\r' && source[i + 1] === '\n') {
                // skip escaped CRLF newlines, but still trim the following line
                next = source[++i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === 'x' || next === 'u' || next === 'U') {
                const length = next === 'x' ? 2 : next === 'u' ? 4 : 8;
                res += parseCharCode(source, i + 1, length, onError);
                i += length;
            }
            else {
                const raw = source.substr(i - 1, 2);
                onError(i - 1, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
                res += raw;
            }
        }
        else if (ch === ' ' || ch === '\t') {
            // trim trailing whitespace
            const wsStart = i;
            let next = source[i + 1];
            while (next === ' ' || next === '\t')
                next = source[++i + 1];
            if (next !== '\n' && !(next === '\r' && source[i + 2] === '\n'))
                res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        }
        else {
            res += ch;
        }
    }
    if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, 'MISSING_CHAR', 'Missing closing "quote');
    return res;
}
/**
 * Fold a single newline into a space, multiple newlines to N - 1 newlines.
 * Presumes `source[offset] === '\n'`
 */
function foldNewline(source, offset) {
    let fold = '';
    let ch = source[offset + 1];
    while (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
        if (ch === '\r' && source[offset + 2] !== '\n')
            break;
        if (ch === '\n')
            fold += '\n';
        offset += 1;
        ch = source[offset + 1];
    }
    if (!fold)
        fold = ' ';
    return { fold, offset };
}
const escapeCodes = {
    '0': '\0', // null character
    a: '\x07', // bell character
    b: '\b', // backspace
    e: '\x1b', // escape character
    f: '\f', // form feed
    n: '\n', // line feed
    r: '\r', // carriage return
    t: '\t', // horizontal tab
    v: '\v', // vertical tab
    N: '\u0085', // Unicode next line
    _: '\u00a0', // Unicode non-breaking space
    L: '\u2028', // Unicode line separator
    P: '\u2029', // Unicode paragraph separator
    ' ': ' ',
    '"': '"',
    '/': '/',
    '\\': '\\',
    '\t': '\t'
};
function parseCharCode(source, offset, length, onError) {
    const cc = source.substr(offset, length);
    const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
    const code = ok ? parseInt(cc, 16) : NaN;
    try {
        return String.fromCodePoint(code);
    }
    catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
        return raw;
    }
}

exports.resolveFlowScalar = resolveFlowScalar;


/***/ }),

/***/ 4631:
/***/ ((__unused_webpack_module, exports) => {



function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
    let spaceBefore = false;
    let atNewline = startOnNewline;
    let hasSpace = startOnNewline;
    let comment = '';
    let commentSep = '';
    let hasNewline = false;
    let reqSpace = false;
    let tab = null;
    let anchor = null;
    let tag = null;
    let newlineAfterProp = null;
    let comma = null;
    let found = null;
    let start = null;
    for (const token of tokens) {
        if (reqSpace) {
            if (token.type !== 'space' &&
                token.type !== 'newline' &&
                token.type !== 'comma')
                onError(token.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
            reqSpace = false;
        }
        if (tab) {
            if (atNewline && token.type !== 'comment' && token.type !== 'newline') {
                onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
            }
            tab = null;
        }
        switch (token.type) {
            case 'space':
                // At the doc level, tabs at line start may be parsed
                // as leading white space rather than indentation.
                // In a flow collection, only the parser handles indent.
                if (!flow &&
                    (indicator !== 'doc-start' || next?.type !== 'flow-collection') &&
                    token.source.includes('\t')) {
                    tab = token;
                }
                hasSpace = true;
                break;
            case 'comment': {
                if (!hasSpace)
                    onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                const cb = token.source.substring(1) || ' ';
                if (!comment)
                    comment = cb;
                else
                    comment += commentSep + cb;
                commentSep = '';
                atNewline = false;
                break;
            }
            case 'newline':
                if (atNewline) {
                    if (comment)
                        comment += token.source;
                    else if (!found || indicator !== 'seq-item-ind')
                        spaceBefore = true;
                }
                else
                    commentSep += token.source;
                atNewline = true;
                hasNewline = true;
                if (anchor || tag)
                    newlineAfterProp = token;
                hasSpace = true;
                break;
            case 'anchor':
                if (anchor)
                    onError(token, 'MULTIPLE_ANCHORS', 'A node can have at most one anchor');
                if (token.source.endsWith(':'))
                    onError(token.offset + token.source.length - 1, 'BAD_ALIAS', 'Anchor ending in : is ambiguous', true);
                anchor = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            case 'tag': {
                if (tag)
                    onError(token, 'MULTIPLE_TAGS', 'A node can have at most one tag');
                tag = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            }
            case indicator:
                // Could here handle preceding comments differently
                if (anchor || tag)
                    onError(token, 'BAD_PROP_ORDER', `Anchors and tags must be after the ${token.source} indicator`);
                if (found)
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.source} in ${flow ?? 'collection'}`);
                found = token;
                atNewline =
                    indicator === 'seq-item-ind' || indicator === 'explicit-key-ind';
                hasSpace = false;
                break;
            case 'comma':
                if (flow) {
                    if (comma)
                        onError(token, 'UNEXPECTED_TOKEN', `Unexpected , in ${flow}`);
                    comma = token;
                    atNewline = false;
                    hasSpace = false;
                    break;
                }
            // else fallthrough
            default:
                onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.type} token`);
                atNewline = false;
                hasSpace = false;
        }
    }
    const last = tokens[tokens.length - 1];
    const end = last ? last.offset + last.source.length : offset;
    if (reqSpace &&
        next &&
        next.type !== 'space' &&
        next.type !== 'newline' &&
        next.type !== 'comma' &&
        (next.type !== 'scalar' || next.source !== '')) {
        onError(next.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
    }
    if (tab &&
        ((atNewline && tab.indent <= parentIndent) ||
            next?.type === 'block-map' ||
            next?.type === 'block-seq'))
        onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
    return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
    };
}

exports.resolveProps = resolveProps;


/***/ }),

/***/ 9499:
/***/ ((__unused_webpack_module, exports) => {



function containsNewline(key) {
    if (!key)
        return null;
    switch (key.type) {
        case 'alias':
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            if (key.source.includes('\n'))
                return true;
            if (key.end)
                for (const st of key.end)
                    if (st.type === 'newline')
                        return true;
            return false;
        case 'flow-collection':
            for (const it of key.items) {
                for (const st of it.start)
                    if (st.type === 'newline')
                        return true;
                if (it.sep)
                    for (const st of it.sep)
                        if (st.type === 'newline')
                            return true;
                if (containsNewline(it.key) || containsNewline(it.value))
                    return true;
            }
            return false;
        default:
            return true;
    }
}

exports.containsNewline = containsNewline;


/***/ }),

/***/ 2599:
/***/ ((__unused_webpack_module, exports) => {



function emptyScalarPosition(offset, before, pos) {
    if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
            let st = before[i];
            switch (st.type) {
                case 'space':
                case 'comment':
                case 'newline':
                    offset -= st.source.length;
                    continue;
            }
            // Technically, an empty scalar is immediately after the last non-empty
            // node, but it's more useful to place it after any whitespace.
            st = before[++i];
            while (st?.type === 'space') {
                offset += st.source.length;
                st = before[++i];
            }
            break;
        }
    }
    return offset;
}

exports.emptyScalarPosition = emptyScalarPosition;


/***/ }),

/***/ 4051:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var utilContainsNewline = __nccwpck_require__(9499);

function flowIndentCheck(indent, fc, onError) {
    if (fc?.type === 'flow-collection') {
        const end = fc.end[0];
        if (end.indent === indent &&
            (end.source === ']' || end.source === '}') &&
            utilContainsNewline.containsNewline(fc)) {
            const msg = 'Flow end indicator should be more indented than parent';
            onError(end, 'BAD_INDENT', msg, true);
        }
    }
}

exports.flowIndentCheck = flowIndentCheck;


/***/ }),

/***/ 1187:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

function mapIncludes(ctx, items, search) {
    const { uniqueKeys } = ctx.options;
    if (uniqueKeys === false)
        return false;
    const isEqual = typeof uniqueKeys === 'function'
        ? uniqueKeys
        : (a, b) => a === b || (identity.isScalar(a) && identity.isScalar(b) && a.value === b.value);
    return items.some(pair => isEqual(pair.key, search));
}

exports.mapIncludes = mapIncludes;


/***/ }),

/***/ 3021:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var toJS = __nccwpck_require__(4043);
var Schema = __nccwpck_require__(5840);
var stringifyDocument = __nccwpck_require__(6829);
var anchors = __nccwpck_require__(1596);
var applyReviver = __nccwpck_require__(3661);
var createNode = __nccwpck_require__(2404);
var directives = __nccwpck_require__(1342);

class Document {
    constructor(value, replacer, options) {
        /** A comment before this Document */
        this.commentBefore = null;
        /** A comment immediately after this Document */
        this.comment = null;
        /** Errors encountered during parsing. */
        this.errors = [];
        /** Warnings encountered during parsing. */
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === 'function' || Array.isArray(replacer)) {
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const opt = Object.assign({
            intAsBigInt: false,
            keepSourceTokens: false,
            logLevel: 'warn',
            prettyErrors: true,
            strict: true,
            stringKeys: false,
            uniqueKeys: true,
            version: '1.2'
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
            this.directives = options._directives.atDocument();
            if (this.directives.yaml.explicit)
                version = this.directives.yaml.version;
        }
        else
            this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        // @ts-expect-error We can't really know that this matches Contents.
        this.contents =
            value === undefined ? null : this.createNode(value, _replacer, options);
    }
    /**
     * Create a deep copy of this Document and its contents.
     *
     * Custom Node values that inherit from `Object` still refer to their original instances.
     */
    clone() {
        const copy = Object.create(Document.prototype, {
            [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
            copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        // @ts-expect-error We can't really know that this matches Contents.
        copy.contents = identity.isNode(this.contents)
            ? this.contents.clone(copy.schema)
            : this.contents;
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** Adds a value to the document. */
    add(value) {
        if (assertCollection(this.contents))
            this.contents.add(value);
    }
    /** Adds a value to the document. */
    addIn(path, value) {
        if (assertCollection(this.contents))
            this.contents.addIn(path, value);
    }
    /**
     * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
     *
     * If `node` already has an anchor, `name` is ignored.
     * Otherwise, the `node.anchor` value will be set to `name`,
     * or if an anchor with that name is already present in the document,
     * `name` will be used as a prefix for a new unique anchor.
     * If `name` is undefined, the generated anchor will use 'a' as a prefix.
     */
    createAlias(node, name) {
        if (!node.anchor) {
            const prev = anchors.anchorNames(this);
            node.anchor =
                // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
                !name || prev.has(name) ? anchors.findNewAnchor(name || 'a', prev) : name;
        }
        return new Alias.Alias(node.anchor);
    }
    createNode(value, replacer, options) {
        let _replacer = undefined;
        if (typeof replacer === 'function') {
            value = replacer.call({ '': value }, '', value);
            _replacer = replacer;
        }
        else if (Array.isArray(replacer)) {
            const keyToStr = (v) => typeof v === 'number' || v instanceof String || v instanceof Number;
            const asStr = replacer.filter(keyToStr).map(String);
            if (asStr.length > 0)
                replacer = replacer.concat(asStr);
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(this, 
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        anchorPrefix || 'a');
        const ctx = {
            aliasDuplicateObjects: aliasDuplicateObjects ?? true,
            keepUndefined: keepUndefined ?? false,
            onAnchor,
            onTagObj,
            replacer: _replacer,
            schema: this.schema,
            sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
            node.flow = true;
        setAnchors();
        return node;
    }
    /**
     * Convert a key and a value into a `Pair` using the current schema,
     * recursively wrapping all values as `Scalar` or `Collection` nodes.
     */
    createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
            if (this.contents == null)
                return false;
            // @ts-expect-error Presumed impossible if Strict extends false
            this.contents = null;
            return true;
        }
        return assertCollection(this.contents)
            ? this.contents.deleteIn(path)
            : false;
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    get(key, keepScalar) {
        return identity.isCollection(this.contents)
            ? this.contents.get(key, keepScalar)
            : undefined;
    }
    /**
     * Returns item at `path`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
            return !keepScalar && identity.isScalar(this.contents)
                ? this.contents.value
                : this.contents;
        return identity.isCollection(this.contents)
            ? this.contents.getIn(path, keepScalar)
            : undefined;
    }
    /**
     * Checks if the document includes a value with the key `key`.
     */
    has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
    }
    /**
     * Checks if the document includes a value at `path`.
     */
    hasIn(path) {
        if (Collection.isEmptyPath(path))
            return this.contents !== undefined;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    set(key, value) {
        if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, [key], value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.set(key, value);
        }
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = value;
        }
        else if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.setIn(path, value);
        }
    }
    /**
     * Change the YAML version and schema used by the document.
     * A `null` version disables support for directives, explicit tags, anchors, and aliases.
     * It also requires the `schema` option to be given as a `Schema` instance value.
     *
     * Overrides all previously set schema options.
     */
    setSchema(version, options = {}) {
        if (typeof version === 'number')
            version = String(version);
        let opt;
        switch (version) {
            case '1.1':
                if (this.directives)
                    this.directives.yaml.version = '1.1';
                else
                    this.directives = new directives.Directives({ version: '1.1' });
                opt = { resolveKnownTags: false, schema: 'yaml-1.1' };
                break;
            case '1.2':
            case 'next':
                if (this.directives)
                    this.directives.yaml.version = version;
                else
                    this.directives = new directives.Directives({ version });
                opt = { resolveKnownTags: true, schema: 'core' };
                break;
            case null:
                if (this.directives)
                    delete this.directives;
                opt = null;
                break;
            default: {
                const sv = JSON.stringify(version);
                throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
            }
        }
        // Not using `instanceof Schema` to allow for duck typing
        if (options.schema instanceof Object)
            this.schema = options.schema;
        else if (opt)
            this.schema = new Schema.Schema(Object.assign(opt, options));
        else
            throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
    }
    // json & jsonArg are only used from toJSON()
    toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
            anchors: new Map(),
            doc: this,
            keep: !json,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
    /**
     * A JSON representation of the document `contents`.
     *
     * @param jsonArg Used by `JSON.stringify` to indicate the array index or
     *   property name.
     */
    toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
    }
    /** A YAML representation of the document. */
    toString(options = {}) {
        if (this.errors.length > 0)
            throw new Error('Document with errors cannot be stringified');
        if ('indent' in options &&
            (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
            const s = JSON.stringify(options.indent);
            throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
    }
}
function assertCollection(contents) {
    if (identity.isCollection(contents))
        return true;
    throw new Error('Expected a YAML collection as document contents');
}

exports.Document = Document;


/***/ }),

/***/ 1596:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var visit = __nccwpck_require__(204);

/**
 * Verify that the input string is a valid anchor.
 *
 * Will throw on errors.
 */
function anchorIsValid(anchor) {
    if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
    }
    return true;
}
function anchorNames(root) {
    const anchors = new Set();
    visit.visit(root, {
        Value(_key, node) {
            if (node.anchor)
                anchors.add(node.anchor);
        }
    });
    return anchors;
}
/** Find a new anchor name with the given `prefix` and a one-indexed suffix. */
function findNewAnchor(prefix, exclude) {
    for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
            return name;
    }
}
function createNodeAnchors(doc, prefix) {
    const aliasObjects = [];
    const sourceObjects = new Map();
    let prevAnchors = null;
    return {
        onAnchor: (source) => {
            aliasObjects.push(source);
            prevAnchors ?? (prevAnchors = anchorNames(doc));
            const anchor = findNewAnchor(prefix, prevAnchors);
            prevAnchors.add(anchor);
            return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
            for (const source of aliasObjects) {
                const ref = sourceObjects.get(source);
                if (typeof ref === 'object' &&
                    ref.anchor &&
                    (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
                    ref.node.anchor = ref.anchor;
                }
                else {
                    const error = new Error('Failed to resolve repeated object (this should not happen)');
                    error.source = source;
                    throw error;
                }
            }
        },
        sourceObjects
    };
}

exports.anchorIsValid = anchorIsValid;
exports.anchorNames = anchorNames;
exports.createNodeAnchors = createNodeAnchors;
exports.findNewAnchor = findNewAnchor;


/***/ }),

/***/ 3661:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Applies the JSON.parse reviver algorithm as defined in the ECMA-262 spec,
 * in section 24.5.1.1 "Runtime Semantics: InternalizeJSONProperty" of the
 * 2021 edition: https://tc39.es/ecma262/#sec-json.parse
 *
 * Includes extensions for handling Map and Set objects.
 */
function applyReviver(reviver, obj, key, val) {
    if (val && typeof val === 'object') {
        if (Array.isArray(val)) {
            for (let i = 0, len = val.length; i < len; ++i) {
                const v0 = val[i];
                const v1 = applyReviver(reviver, val, String(i), v0);
                // eslint-disable-next-line @typescript-eslint/no-array-delete
                if (v1 === undefined)
                    delete val[i];
                else if (v1 !== v0)
                    val[i] = v1;
            }
        }
        else if (val instanceof Map) {
            for (const k of Array.from(val.keys())) {
                const v0 = val.get(k);
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    val.delete(k);
                else if (v1 !== v0)
                    val.set(k, v1);
            }
        }
        else if (val instanceof Set) {
            for (const v0 of Array.from(val)) {
                const v1 = applyReviver(reviver, val, v0, v0);
                if (v1 === undefined)
                    val.delete(v0);
                else if (v1 !== v0) {
                    val.delete(v0);
                    val.add(v1);
                }
            }
        }
        else {
            for (const [k, v0] of Object.entries(val)) {
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    delete val[k];
                else if (v1 !== v0)
                    val[k] = v1;
            }
        }
    }
    return reviver.call(obj, key, val);
}

exports.applyReviver = applyReviver;


/***/ }),

/***/ 2404:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);

const defaultTagPrefix = 'tag:yaml.org,2002:';
function findTagObject(value, tagName, tags) {
    if (tagName) {
        const match = tags.filter(t => t.tag === tagName);
        const tagObj = match.find(t => !t.format) ?? match[0];
        if (!tagObj)
            throw new Error(`Tag ${tagName} not found`);
        return tagObj;
    }
    return tags.find(t => t.identify?.(value) && !t.format);
}
function createNode(value, tagName, ctx) {
    if (identity.isDocument(value))
        value = value.contents;
    if (identity.isNode(value))
        return value;
    if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
    }
    if (value instanceof String ||
        value instanceof Number ||
        value instanceof Boolean ||
        (typeof BigInt !== 'undefined' && value instanceof BigInt) // not supported everywhere
    ) {
        // https://tc39.es/ecma262/#sec-serializejsonproperty
        value = value.valueOf();
    }
    const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
    // Detect duplicate references to the same object & use Alias nodes for all
    // after first. The `ref` wrapper allows for circular references to resolve.
    let ref = undefined;
    if (aliasDuplicateObjects && value && typeof value === 'object') {
        ref = sourceObjects.get(value);
        if (ref) {
            ref.anchor ?? (ref.anchor = onAnchor(value));
            return new Alias.Alias(ref.anchor);
        }
        else {
            ref = { anchor: null, node: null };
            sourceObjects.set(value, ref);
        }
    }
    if (tagName?.startsWith('!!'))
        tagName = defaultTagPrefix + tagName.slice(2);
    let tagObj = findTagObject(value, tagName, schema.tags);
    if (!tagObj) {
        if (value && typeof value.toJSON === 'function') {
            // eslint-disable-next-line @typescript-eslint/no-unsafe-call
            value = value.toJSON();
        }
        if (!value || typeof value !== 'object') {
            const node = new Scalar.Scalar(value);
            if (ref)
                ref.node = node;
            return node;
        }
        tagObj =
            value instanceof Map
                ? schema[identity.MAP]
                : Symbol.iterator in Object(value)
                    ? schema[identity.SEQ]
                    : schema[identity.MAP];
    }
    if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
    }
    const node = tagObj?.createNode
        ? tagObj.createNode(ctx.schema, value, ctx)
        : typeof tagObj?.nodeClass?.from === 'function'
            ? tagObj.nodeClass.from(ctx.schema, value, ctx)
            : new Scalar.Scalar(value);
    if (tagName)
        node.tag = tagName;
    else if (!tagObj.default)
        node.tag = tagObj.tag;
    if (ref)
        ref.node = node;
    return node;
}

exports.createNode = createNode;


/***/ }),

/***/ 1342:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var visit = __nccwpck_require__(204);

const escapeChars = {
    '!': '%21',
    ',': '%2C',
    '[': '%5B',
    ']': '%5D',
    '{': '%7B',
    '}': '%7D'
};
const escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, ch => escapeChars[ch]);
class Directives {
    constructor(yaml, tags) {
        /**
         * The directives-end/doc-start marker `---`. If `null`, a marker may still be
         * included in the document's stringified representation.
         */
        this.docStart = null;
        /** The doc-end marker `...`.  */
        this.docEnd = false;
        this.yaml = Object.assign({}, Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, Directives.defaultTags, tags);
    }
    clone() {
        const copy = new Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
    }
    /**
     * During parsing, get a Directives instance for the current document and
     * update the stream state according to the current version's spec.
     */
    atDocument() {
        const res = new Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
            case '1.1':
                this.atNextDocument = true;
                break;
            case '1.2':
                this.atNextDocument = false;
                this.yaml = {
                    explicit: Directives.defaultYaml.explicit,
                    version: '1.2'
                };
                this.tags = Object.assign({}, Directives.defaultTags);
                break;
        }
        return res;
    }
    /**
     * @param onError - May be called even if the action was successful
     * @returns `true` on success
     */
    add(line, onError) {
        if (this.atNextDocument) {
            this.yaml = { explicit: Directives.defaultYaml.explicit, version: '1.1' };
            this.tags = Object.assign({}, Directives.defaultTags);
            this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
            case '%TAG': {
                if (parts.length !== 2) {
                    onError(0, '%TAG directive should contain exactly two parts');
                    if (parts.length < 2)
                        return false;
                }
                const [handle, prefix] = parts;
                this.tags[handle] = prefix;
                return true;
            }
            case '%YAML': {
                this.yaml.explicit = true;
                if (parts.length !== 1) {
                    onError(0, '%YAML directive should contain exactly one part');
                    return false;
                }
                const [version] = parts;
                if (version === '1.1' || version === '1.2') {
                    this.yaml.version = version;
                    return true;
                }
                else {
                    const isValid = /^\d+\.\d+$/.test(version);
                    onError(6, `Unsupported YAML version ${version}`, isValid);
                    return false;
                }
            }
            default:
                onError(0, `Unknown directive ${name}`, true);
                return false;
        }
    }
    /**
     * Resolves a tag, matching handles to those defined in %TAG directives.
     *
     * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
     *   `'!local'` tag, or `null` if unresolvable.
     */
    tagName(source, onError) {
        if (source === '!')
            return '!'; // non-specific tag
        if (source[0] !== '!') {
            onError(`Not a valid tag: ${source}`);
            return null;
        }
        if (source[1] === '<') {
            const verbatim = source.slice(2, -1);
            if (verbatim === '!' || verbatim === '!!') {
                onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
                return null;
            }
            if (source[source.length - 1] !== '>')
                onError('Verbatim tags must end with a >');
            return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
            onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
            try {
                return prefix + decodeURIComponent(suffix);
            }
            catch (error) {
                onError(String(error));
                return null;
            }
        }
        if (handle === '!')
            return source; // local tag
        onError(`Could not resolve tag: ${source}`);
        return null;
    }
    /**
     * Given a fully resolved tag, returns its printable string form,
     * taking into account current tag prefixes and defaults.
     */
    tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
            if (tag.startsWith(prefix))
                return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === '!' ? tag : `!<${tag}>`;
    }
    toString(doc) {
        const lines = this.yaml.explicit
            ? [`%YAML ${this.yaml.version || '1.2'}`]
            : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
            const tags = {};
            visit.visit(doc.contents, (_key, node) => {
                if (identity.isNode(node) && node.tag)
                    tags[node.tag] = true;
            });
            tagNames = Object.keys(tags);
        }
        else
            tagNames = [];
        for (const [handle, prefix] of tagEntries) {
            if (handle === '!!' && prefix === 'tag:yaml.org,2002:')
                continue;
            if (!doc || tagNames.some(tn => tn.startsWith(prefix)))
                lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join('\n');
    }
}
Directives.defaultYaml = { explicit: false, version: '1.2' };
Directives.defaultTags = { '!!': 'tag:yaml.org,2002:' };

exports.Directives = Directives;


/***/ }),

/***/ 1464:
/***/ ((__unused_webpack_module, exports) => {



class YAMLError extends Error {
    constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
    }
}
class YAMLParseError extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLParseError', pos, code, message);
    }
}
class YAMLWarning extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLWarning', pos, code, message);
    }
}
const prettifyError = (src, lc) => (error) => {
    if (error.pos[0] === -1)
        return;
    error.linePos = error.pos.map(pos => lc.linePos(pos));
    const { line, col } = error.linePos[0];
    error.message += ` at line ${line}, column ${col}`;
    let ci = col - 1;
    let lineStr = src
        .substring(lc.lineStarts[line - 1], lc.lineStarts[line])
        .replace(/[\n\r]+$/, '');
    // Trim to max 80 chars, keeping col position near the middle
    if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = '…' + lineStr.substring(trimStart);
        ci -= trimStart - 1;
    }
    if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + '…';
    // Include previous line in context if pointing at line start
    if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        // Regexp won't match if start is trimmed
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
            prev = prev.substring(0, 79) + '…\n';
        lineStr = prev + lineStr;
    }
    if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
            count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = ' '.repeat(ci) + '^'.repeat(count);
        error.message += `:\n\n${lineStr}\n${pointer}\n`;
    }
};

exports.YAMLError = YAMLError;
exports.YAMLParseError = YAMLParseError;
exports.YAMLWarning = YAMLWarning;
exports.prettifyError = prettifyError;


/***/ }),

/***/ 8815:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var __webpack_unused_export__;


var composer = __nccwpck_require__(9984);
var Document = __nccwpck_require__(3021);
var Schema = __nccwpck_require__(5840);
var errors = __nccwpck_require__(1464);
var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var cst = __nccwpck_require__(3461);
var lexer = __nccwpck_require__(361);
var lineCounter = __nccwpck_require__(6628);
var parser = __nccwpck_require__(3456);
var publicApi = __nccwpck_require__(4047);
var visit = __nccwpck_require__(204);



__webpack_unused_export__ = composer.Composer;
__webpack_unused_export__ = Document.Document;
__webpack_unused_export__ = Schema.Schema;
__webpack_unused_export__ = errors.YAMLError;
__webpack_unused_export__ = errors.YAMLParseError;
__webpack_unused_export__ = errors.YAMLWarning;
__webpack_unused_export__ = Alias.Alias;
exports.Vj = identity.isAlias;
__webpack_unused_export__ = identity.isCollection;
__webpack_unused_export__ = identity.isDocument;
exports.jh = identity.isMap;
__webpack_unused_export__ = identity.isNode;
exports.tO = identity.isPair;
exports.jn = identity.isScalar;
exports.oP = identity.isSeq;
__webpack_unused_export__ = Pair.Pair;
__webpack_unused_export__ = Scalar.Scalar;
__webpack_unused_export__ = YAMLMap.YAMLMap;
__webpack_unused_export__ = YAMLSeq.YAMLSeq;
__webpack_unused_export__ = cst;
__webpack_unused_export__ = lexer.Lexer;
__webpack_unused_export__ = lineCounter.LineCounter;
__webpack_unused_export__ = parser.Parser;
__webpack_unused_export__ = publicApi.parse;
__webpack_unused_export__ = publicApi.parseAllDocuments;
exports.Tp = publicApi.parseDocument;
__webpack_unused_export__ = publicApi.stringify;
__webpack_unused_export__ = visit.visit;
__webpack_unused_export__ = visit.visitAsync;


/***/ }),

/***/ 7249:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);

function debug(logLevel, ...messages) {
    if (logLevel === 'debug')
        console.log(...messages);
}
function warn(logLevel, warning) {
    if (logLevel === 'debug' || logLevel === 'warn') {
        if (typeof node_process.emitWarning === 'function')
            node_process.emitWarning(warning);
        else
            console.warn(warning);
    }
}

exports.debug = debug;
exports.warn = warn;


/***/ }),

/***/ 4065:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(1596);
var visit = __nccwpck_require__(204);
var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);
var toJS = __nccwpck_require__(4043);

class Alias extends Node.NodeBase {
    constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, 'tag', {
            set() {
                throw new Error('Alias nodes cannot have tags');
            }
        });
    }
    /**
     * Resolve the value of this alias within `doc`, finding the last
     * instance of the `source` anchor before this node.
     */
    resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
            throw new ReferenceError('Alias resolution is disabled');
        let nodes;
        if (ctx?.aliasResolveCache) {
            nodes = ctx.aliasResolveCache;
        }
        else {
            nodes = [];
            visit.visit(doc, {
                Node: (_key, node) => {
                    if (identity.isAlias(node) || identity.hasAnchor(node))
                        nodes.push(node);
                }
            });
            if (ctx)
                ctx.aliasResolveCache = nodes;
        }
        let found = undefined;
        for (const node of nodes) {
            if (node === this)
                break;
            if (node.anchor === this.source)
                found = node;
        }
        if (found && ctx) {
            const { anchors, doc, maxAliasCount } = ctx;
            let data = anchors.get(found);
            if (!data) {
                // Resolve anchors for Node.prototype.toJS()
                toJS.toJS(found, null, ctx);
                data = anchors.get(found);
            }
            /* istanbul ignore if */
            if (data?.res === undefined) {
                const msg = 'This should not happen: Alias anchor was not resolved?';
                throw new ReferenceError(msg);
            }
            if (maxAliasCount >= 0) {
                data.count += 1;
                if (data.aliasCount === 0)
                    data.aliasCount = getAliasCount(doc, found, anchors);
                if (data.count * data.aliasCount > maxAliasCount) {
                    const msg = 'Excessive alias count indicates a resource exhaustion attack';
                    throw new ReferenceError(msg);
                }
            }
        }
        return found;
    }
    toJSON(_arg, ctx) {
        if (!ctx)
            return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
    }
    toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
            anchors.anchorIsValid(this.source);
            if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
                const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
                throw new Error(msg);
            }
            if (ctx.implicitKey)
                return `${src} `;
        }
        return src;
    }
}
function getAliasCount(doc, node, anchors) {
    if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors && source && anchors.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
    }
    else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
            const c = getAliasCount(doc, item, anchors);
            if (c > count)
                count = c;
        }
        return count;
    }
    else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors);
        const vc = getAliasCount(doc, node.value, anchors);
        return Math.max(kc, vc);
    }
    return 1;
}

exports.Alias = Alias;


/***/ }),

/***/ 101:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);

function collectionFromPath(schema, path, value) {
    let v = value;
    for (let i = path.length - 1; i >= 0; --i) {
        const k = path[i];
        if (typeof k === 'number' && Number.isInteger(k) && k >= 0) {
            const a = [];
            a[k] = v;
            v = a;
        }
        else {
            v = new Map([[k, v]]);
        }
    }
    return createNode.createNode(v, undefined, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
            throw new Error('This should not happen, please report a bug.');
        },
        schema,
        sourceObjects: new Map()
    });
}
// Type guard is intentionally a little wrong so as to be more useful,
// as it does not cover untypable empty non-string iterables (e.g. []).
const isEmptyPath = (path) => path == null ||
    (typeof path === 'object' && !!path[Symbol.iterator]().next().done);
class Collection extends Node.NodeBase {
    constructor(type, schema) {
        super(type);
        Object.defineProperty(this, 'schema', {
            value: schema,
            configurable: true,
            enumerable: false,
            writable: true
        });
    }
    /**
     * Create a copy of this collection.
     *
     * @param schema - If defined, overwrites the original's schema
     */
    clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
            copy.schema = schema;
        copy.items = copy.items.map(it => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /**
     * Adds a value to the collection. For `!!map` and `!!omap` the value must
     * be a Pair instance or a `{ key, value }` object, which may not have a key
     * that already exists in the map.
     */
    addIn(path, value) {
        if (isEmptyPath(path))
            this.add(value);
        else {
            const [key, ...rest] = path;
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.addIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
    /**
     * Removes a value from the collection.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
            return node.deleteIn(rest);
        else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node = this.get(key, true);
        if (rest.length === 0)
            return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
            return identity.isCollection(node) ? node.getIn(rest, keepScalar) : undefined;
    }
    hasAllNullValues(allowScalar) {
        return this.items.every(node => {
            if (!identity.isPair(node))
                return false;
            const n = node.value;
            return (n == null ||
                (allowScalar &&
                    identity.isScalar(n) &&
                    n.value == null &&
                    !n.commentBefore &&
                    !n.comment &&
                    !n.tag));
        });
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     */
    hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
            this.set(key, value);
        }
        else {
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.setIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
}

exports.Collection = Collection;
exports.collectionFromPath = collectionFromPath;
exports.isEmptyPath = isEmptyPath;


/***/ }),

/***/ 6673:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var applyReviver = __nccwpck_require__(3661);
var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);

class NodeBase {
    constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
    }
    /** Create a copy of this node.  */
    clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** A plain JavaScript representation of this node. */
    toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
            throw new TypeError('A document argument is required');
        const ctx = {
            anchors: new Map(),
            doc,
            keep: true,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
}

exports.NodeBase = NodeBase;


/***/ }),

/***/ 7165:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var stringifyPair = __nccwpck_require__(9748);
var addPairToJSMap = __nccwpck_require__(7104);
var identity = __nccwpck_require__(1127);

function createPair(key, value, ctx) {
    const k = createNode.createNode(key, undefined, ctx);
    const v = createNode.createNode(value, undefined, ctx);
    return new Pair(k, v);
}
class Pair {
    constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
    }
    clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
            key = key.clone(schema);
        if (identity.isNode(value))
            value = value.clone(schema);
        return new Pair(key, value);
    }
    toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
    }
    toString(ctx, onComment, onChompKeep) {
        return ctx?.doc
            ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep)
            : JSON.stringify(this);
    }
}

exports.Pair = Pair;
exports.createPair = createPair;


/***/ }),

/***/ 3301:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);
var toJS = __nccwpck_require__(4043);

const isScalarValue = (value) => !value || (typeof value !== 'function' && typeof value !== 'object');
class Scalar extends Node.NodeBase {
    constructor(value) {
        super(identity.SCALAR);
        this.value = value;
    }
    toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
    }
    toString() {
        return String(this.value);
    }
}
Scalar.BLOCK_FOLDED = 'BLOCK_FOLDED';
Scalar.BLOCK_LITERAL = 'BLOCK_LITERAL';
Scalar.PLAIN = 'PLAIN';
Scalar.QUOTE_DOUBLE = 'QUOTE_DOUBLE';
Scalar.QUOTE_SINGLE = 'QUOTE_SINGLE';

exports.Scalar = Scalar;
exports.isScalarValue = isScalarValue;


/***/ }),

/***/ 4454:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyCollection = __nccwpck_require__(1212);
var addPairToJSMap = __nccwpck_require__(7104);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);

function findPair(items, key) {
    const k = identity.isScalar(key) ? key.value : key;
    for (const it of items) {
        if (identity.isPair(it)) {
            if (it.key === key || it.key === k)
                return it;
            if (identity.isScalar(it.key) && it.key.value === k)
                return it;
        }
    }
    return undefined;
}
class YAMLMap extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:map';
    }
    constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
    }
    /**
     * A generic collection parsing method that can be extended
     * to other node classes that inherit from YAMLMap
     */
    static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
            if (typeof replacer === 'function')
                value = replacer.call(obj, key, value);
            else if (Array.isArray(replacer) && !replacer.includes(key))
                return;
            if (value !== undefined || keepUndefined)
                map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
            for (const [key, value] of obj)
                add(key, value);
        }
        else if (obj && typeof obj === 'object') {
            for (const key of Object.keys(obj))
                add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === 'function') {
            map.items.sort(schema.sortMapEntries);
        }
        return map;
    }
    /**
     * Adds a value to the collection.
     *
     * @param overwrite - If not set `true`, using a key that is already in the
     *   collection will throw. Otherwise, overwrites the previous value.
     */
    add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
            _pair = pair;
        else if (!pair || typeof pair !== 'object' || !('key' in pair)) {
            // In TypeScript, this never happens.
            _pair = new Pair.Pair(pair, pair?.value);
        }
        else
            _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
            if (!overwrite)
                throw new Error(`Key ${_pair.key} already set`);
            // For scalars, keep the old node & its comments and anchors
            if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
                prev.value.value = _pair.value;
            else
                prev.value = _pair.value;
        }
        else if (sortEntries) {
            const i = this.items.findIndex(item => sortEntries(_pair, item) < 0);
            if (i === -1)
                this.items.push(_pair);
            else
                this.items.splice(i, 0, _pair);
        }
        else {
            this.items.push(_pair);
        }
    }
    delete(key) {
        const it = findPair(this.items, key);
        if (!it)
            return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? undefined;
    }
    has(key) {
        return !!findPair(this.items, key);
    }
    set(key, value) {
        this.add(new Pair.Pair(key, value), true);
    }
    /**
     * @param ctx - Conversion context, originally set in Document#toJS()
     * @param {Class} Type - If set, forces the returned collection type
     * @returns Instance of Type, Map, or Object
     */
    toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? new Map() : {};
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const item of this.items)
            addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        for (const item of this.items) {
            if (!identity.isPair(item))
                throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
            ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '',
            flowChars: { start: '{', end: '}' },
            itemIndent: ctx.indent || '',
            onChompKeep,
            onComment
        });
    }
}

exports.YAMLMap = YAMLMap;
exports.findPair = findPair;


/***/ }),

/***/ 2223:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var stringifyCollection = __nccwpck_require__(1212);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var toJS = __nccwpck_require__(4043);

class YAMLSeq extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:seq';
    }
    constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
    }
    add(value) {
        this.items.push(value);
    }
    /**
     * Removes a value from the collection.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     *
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return undefined;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     */
    has(key) {
        const idx = asItemIndex(key);
        return typeof idx === 'number' && idx < this.items.length;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     *
     * If `key` does not contain a representation of an integer, this will throw.
     * It may be wrapped in a `Scalar`.
     */
    set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
            prev.value = value;
        else
            this.items[idx] = value;
    }
    toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
            ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
            seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '- ',
            flowChars: { start: '[', end: ']' },
            itemIndent: (ctx.indent || '') + '  ',
            onChompKeep,
            onComment
        });
    }
    static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
            let i = 0;
            for (let it of obj) {
                if (typeof replacer === 'function') {
                    const key = obj instanceof Set ? it : String(i++);
                    it = replacer.call(obj, key, it);
                }
                seq.items.push(createNode.createNode(it, undefined, ctx));
            }
        }
        return seq;
    }
}
function asItemIndex(key) {
    let idx = identity.isScalar(key) ? key.value : key;
    if (idx && typeof idx === 'string')
        idx = Number(idx);
    return typeof idx === 'number' && Number.isInteger(idx) && idx >= 0
        ? idx
        : null;
}

exports.YAMLSeq = YAMLSeq;


/***/ }),

/***/ 7104:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var log = __nccwpck_require__(7249);
var merge = __nccwpck_require__(452);
var stringify = __nccwpck_require__(2148);
var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);

function addPairToJSMap(ctx, map, { key, value }) {
    if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
    // TODO: Should drop this special case for bare << handling
    else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
    else {
        const jsKey = toJS.toJS(key, '', ctx);
        if (map instanceof Map) {
            map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        }
        else if (map instanceof Set) {
            map.add(jsKey);
        }
        else {
            const stringKey = stringifyKey(key, jsKey, ctx);
            const jsValue = toJS.toJS(value, stringKey, ctx);
            if (stringKey in map)
                Object.defineProperty(map, stringKey, {
                    value: jsValue,
                    writable: true,
                    enumerable: true,
                    configurable: true
                });
            else
                map[stringKey] = jsValue;
        }
    }
    return map;
}
function stringifyKey(key, jsKey, ctx) {
    if (jsKey === null)
        return '';
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    if (typeof jsKey !== 'object')
        return String(jsKey);
    if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = new Set();
        for (const node of ctx.anchors.keys())
            strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
            let jsonStr = JSON.stringify(strKey);
            if (jsonStr.length > 40)
                jsonStr = jsonStr.substring(0, 36) + '..."';
            log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
            ctx.mapKeyWarned = true;
        }
        return strKey;
    }
    return JSON.stringify(jsKey);
}

exports.addPairToJSMap = addPairToJSMap;


/***/ }),

/***/ 1127:
/***/ ((__unused_webpack_module, exports) => {



const ALIAS = Symbol.for('yaml.alias');
const DOC = Symbol.for('yaml.document');
const MAP = Symbol.for('yaml.map');
const PAIR = Symbol.for('yaml.pair');
const SCALAR = Symbol.for('yaml.scalar');
const SEQ = Symbol.for('yaml.seq');
const NODE_TYPE = Symbol.for('yaml.node.type');
const isAlias = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === ALIAS;
const isDocument = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === DOC;
const isMap = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === MAP;
const isPair = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === PAIR;
const isScalar = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SCALAR;
const isSeq = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SEQ;
function isCollection(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case MAP:
            case SEQ:
                return true;
        }
    return false;
}
function isNode(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case ALIAS:
            case MAP:
            case SCALAR:
            case SEQ:
                return true;
        }
    return false;
}
const hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;

exports.ALIAS = ALIAS;
exports.DOC = DOC;
exports.MAP = MAP;
exports.NODE_TYPE = NODE_TYPE;
exports.PAIR = PAIR;
exports.SCALAR = SCALAR;
exports.SEQ = SEQ;
exports.hasAnchor = hasAnchor;
exports.isAlias = isAlias;
exports.isCollection = isCollection;
exports.isDocument = isDocument;
exports.isMap = isMap;
exports.isNode = isNode;
exports.isPair = isPair;
exports.isScalar = isScalar;
exports.isSeq = isSeq;


/***/ }),

/***/ 4043:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

/**
 * Recursively convert any node or its contents to native JavaScript
 *
 * @param value - The input value
 * @param arg - If `value` defines a `toJSON()` method, use this
 *   as its first argument
 * @param ctx - Conversion context, originally set in Document#toJS(). If
 *   `{ keep: true }` is not set, output should be suitable for JSON
 *   stringification.
 */
function toJS(value, arg, ctx) {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-return
    if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
    if (value && typeof value.toJSON === 'function') {
        // eslint-disable-next-line @typescript-eslint/no-unsafe-call
        if (!ctx || !identity.hasAnchor(value))
            return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: undefined };
        ctx.anchors.set(value, data);
        ctx.onCreate = res => {
            data.res = res;
            delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
            ctx.onCreate(res);
        return res;
    }
    if (typeof value === 'bigint' && !ctx?.keep)
        return Number(value);
    return value;
}

exports.toJS = toJS;


/***/ }),

/***/ 110:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var resolveBlockScalar = __nccwpck_require__(8913);
var resolveFlowScalar = __nccwpck_require__(6842);
var errors = __nccwpck_require__(1464);
var stringifyString = __nccwpck_require__(3069);

function resolveAsScalar(token, strict = true, onError) {
    if (token) {
        const _onError = (pos, code, message) => {
            const offset = typeof pos === 'number' ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
            if (onError)
                onError(offset, code, message);
            else
                throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
            case 'block-scalar':
                return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
    }
    return null;
}
/**
 * Create a new scalar token with `value`
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.end Comments and whitespace after the end of the value, or after the block scalar header. If undefined, a newline will be added.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.indent The indent level of the token.
 * @param context.inFlow Is this scalar within a flow collection? This may affect the resolved type of the token's value.
 * @param context.offset The offset position of the token.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function createScalarToken(value, context) {
    const { implicitKey = false, indent, inFlow = false, offset = -1, type = 'PLAIN' } = context;
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    const end = context.end ?? [
        { type: 'newline', offset: -1, indent, source: '\n' }
    ];
    switch (source[0]) {
        case '|':
        case '>': {
            const he = source.indexOf('\n');
            const head = source.substring(0, he);
            const body = source.substring(he + 1) + '\n';
            const props = [
                { type: 'block-scalar-header', offset, indent, source: head }
            ];
            if (!addEndtoBlockProps(props, end))
                props.push({ type: 'newline', offset: -1, indent, source: '\n' });
            return { type: 'block-scalar', offset, indent, props, source: body };
        }
        case '"':
            return { type: 'double-quoted-scalar', offset, indent, source, end };
        case "'":
            return { type: 'single-quoted-scalar', offset, indent, source, end };
        default:
            return { type: 'scalar', offset, indent, source, end };
    }
}
/**
 * Set the value of `token` to the given string `value`, overwriting any previous contents and type that it may have.
 *
 * Best efforts are made to retain any comments previously associated with the `token`,
 * though all contents within a collection's `items` will be overwritten.
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param token Any token. If it does not include an `indent` value, the value will be stringified as if it were an implicit key.
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.afterKey In most cases, values after a key should have an additional level of indentation.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.inFlow Being within a flow collection may affect the resolved type of the token's value.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function setScalarValue(token, value, context = {}) {
    let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
    let indent = 'indent' in token ? token.indent : null;
    if (afterKey && typeof indent === 'number')
        indent += 2;
    if (!type)
        switch (token.type) {
            case 'single-quoted-scalar':
                type = 'QUOTE_SINGLE';
                break;
            case 'double-quoted-scalar':
                type = 'QUOTE_DOUBLE';
                break;
            case 'block-scalar': {
                const header = token.props[0];
                if (header.type !== 'block-scalar-header')
                    throw new Error('Invalid block scalar header');
                type = header.source[0] === '>' ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL';
                break;
            }
            default:
                type = 'PLAIN';
        }
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    switch (source[0]) {
        case '|':
        case '>':
            setBlockScalarValue(token, source);
            break;
        case '"':
            setFlowScalarValue(token, source, 'double-quoted-scalar');
            break;
        case "'":
            setFlowScalarValue(token, source, 'single-quoted-scalar');
            break;
        default:
            setFlowScalarValue(token, source, 'scalar');
    }
}
function setBlockScalarValue(token, source) {
    const he = source.indexOf('\n');
    const head = source.substring(0, he);
    const body = source.substring(he + 1) + '\n';
    if (token.type === 'block-scalar') {
        const header = token.props[0];
        if (header.type !== 'block-scalar-header')
            throw new Error('Invalid block scalar header');
        header.source = head;
        token.source = body;
    }
    else {
        const { offset } = token;
        const indent = 'indent' in token ? token.indent : -1;
        const props = [
            { type: 'block-scalar-header', offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, 'end' in token ? token.end : undefined))
            props.push({ type: 'newline', offset: -1, indent, source: '\n' });
        for (const key of Object.keys(token))
            if (key !== 'type' && key !== 'offset')
                delete token[key];
        Object.assign(token, { type: 'block-scalar', indent, props, source: body });
    }
}
/** @returns `true` if last token is a newline */
function addEndtoBlockProps(props, end) {
    if (end)
        for (const st of end)
            switch (st.type) {
                case 'space':
                case 'comment':
                    props.push(st);
                    break;
                case 'newline':
                    props.push(st);
                    return true;
            }
    return false;
}
function setFlowScalarValue(token, source, type) {
    switch (token.type) {
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            token.type = type;
            token.source = source;
            break;
        case 'block-scalar': {
            const end = token.props.slice(1);
            let oa = source.length;
            if (token.props[0].type === 'block-scalar-header')
                oa -= token.props[0].source.length;
            for (const tok of end)
                tok.offset += oa;
            delete token.props;
            Object.assign(token, { type, source, end });
            break;
        }
        case 'block-map':
        case 'block-seq': {
            const offset = token.offset + source.length;
            const nl = { type: 'newline', offset, indent: token.indent, source: '\n' };
            delete token.items;
            Object.assign(token, { type, source, end: [nl] });
            break;
        }
        default: {
            const indent = 'indent' in token ? token.indent : -1;
            const end = 'end' in token && Array.isArray(token.end)
                ? token.end.filter(st => st.type === 'space' ||
                    st.type === 'comment' ||
                    st.type === 'newline')
                : [];
            for (const key of Object.keys(token))
                if (key !== 'type' && key !== 'offset')
                    delete token[key];
            Object.assign(token, { type, indent, source, end });
        }
    }
}

exports.createScalarToken = createScalarToken;
exports.resolveAsScalar = resolveAsScalar;
exports.setScalarValue = setScalarValue;


/***/ }),

/***/ 1733:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringify a CST document, token, or collection item
 *
 * Fair warning: This applies no validation whatsoever, and
 * simply concatenates the sources in their logical order.
 */
const stringify = (cst) => 'type' in cst ? stringifyToken(cst) : stringifyItem(cst);
function stringifyToken(token) {
    switch (token.type) {
        case 'block-scalar': {
            let res = '';
            for (const tok of token.props)
                res += stringifyToken(tok);
            return res + token.source;
        }
        case 'block-map':
        case 'block-seq': {
            let res = '';
            for (const item of token.items)
                res += stringifyItem(item);
            return res;
        }
        case 'flow-collection': {
            let res = token.start.source;
            for (const item of token.items)
                res += stringifyItem(item);
            for (const st of token.end)
                res += st.source;
            return res;
        }
        case 'document': {
            let res = stringifyItem(token);
            if (token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
        default: {
            let res = token.source;
            if ('end' in token && token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
    }
}
function stringifyItem({ start, key, sep, value }) {
    let res = '';
    for (const st of start)
        res += st.source;
    if (key)
        res += stringifyToken(key);
    if (sep)
        for (const st of sep)
            res += st.source;
    if (value)
        res += stringifyToken(value);
    return res;
}

exports.stringify = stringify;


/***/ }),

/***/ 7715:
/***/ ((__unused_webpack_module, exports) => {



const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove item');
/**
 * Apply a visitor to a CST document or item.
 *
 * Walks through the tree (depth-first) starting from the root, calling a
 * `visitor` function with two arguments when entering each item:
 *   - `item`: The current item, which included the following members:
 *     - `start: SourceToken[]` – Source tokens before the key or value,
 *       possibly including its anchor or tag.
 *     - `key?: Token | null` – Set for pair values. May then be `null`, if
 *       the key before the `:` separator is empty.
 *     - `sep?: SourceToken[]` – Source tokens between the key and the value,
 *       which should include the `:` map value indicator if `value` is set.
 *     - `value?: Token` – The value of a sequence item, or of a map pair.
 *   - `path`: The steps from the root to the current node, as an array of
 *     `['key' | 'value', number]` tuples.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this token, continue with
 *      next sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current item, then continue with the next one
 *   - `number`: Set the index of the next step. This is useful especially if
 *     the index of the current token has changed.
 *   - `function`: Define the next visitor for this item. After the original
 *     visitor is called on item entry, next visitors are called after handling
 *     a non-empty `key` and when exiting the item.
 */
function visit(cst, visitor) {
    if ('type' in cst && cst.type === 'document')
        cst = { start: cst.start, value: cst.value };
    _visit(Object.freeze([]), cst, visitor);
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current item */
visit.SKIP = SKIP;
/** Remove the current item */
visit.REMOVE = REMOVE;
/** Find the item at `path` from `cst` as the root */
visit.itemAtPath = (cst, path) => {
    let item = cst;
    for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && 'items' in tok) {
            item = tok.items[index];
        }
        else
            return undefined;
    }
    return item;
};
/**
 * Get the immediate parent collection of the item at `path` from `cst` as the root.
 *
 * Throws an error if the collection is not found, which should never happen if the item itself exists.
 */
visit.parentCollection = (cst, path) => {
    const parent = visit.itemAtPath(cst, path.slice(0, -1));
    const field = path[path.length - 1][0];
    const coll = parent?.[field];
    if (coll && 'items' in coll)
        return coll;
    throw new Error('Parent collection not found');
};
function _visit(path, item, visitor) {
    let ctrl = visitor(item, path);
    if (typeof ctrl === 'symbol')
        return ctrl;
    for (const field of ['key', 'value']) {
        const token = item[field];
        if (token && 'items' in token) {
            for (let i = 0; i < token.items.length; ++i) {
                const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    token.items.splice(i, 1);
                    i -= 1;
                }
            }
            if (typeof ctrl === 'function' && field === 'key')
                ctrl = ctrl(item, path);
        }
    }
    return typeof ctrl === 'function' ? ctrl(item, path) : ctrl;
}

exports.visit = visit;


/***/ }),

/***/ 3461:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cstScalar = __nccwpck_require__(110);
var cstStringify = __nccwpck_require__(1733);
var cstVisit = __nccwpck_require__(7715);

/** The byte order mark */
const BOM = '\u{FEFF}';
/** Start of doc-mode */
const DOCUMENT = '\x02'; // C0: Start of Text
/** Unexpected end of flow-mode */
const FLOW_END = '\x18'; // C0: Cancel
/** Next token is a scalar value */
const SCALAR = '\x1f'; // C0: Unit Separator
/** @returns `true` if `token` is a flow or block collection */
const isCollection = (token) => !!token && 'items' in token;
/** @returns `true` if `token` is a flow or block scalar; not an alias */
const isScalar = (token) => !!token &&
    (token.type === 'scalar' ||
        token.type === 'single-quoted-scalar' ||
        token.type === 'double-quoted-scalar' ||
        token.type === 'block-scalar');
/* istanbul ignore next */
/** Get a printable representation of a lexer token */
function prettyToken(token) {
    switch (token) {
        case BOM:
            return '<BOM>';
        case DOCUMENT:
            return '<DOC>';
        case FLOW_END:
            return '<FLOW_END>';
        case SCALAR:
            return '<SCALAR>';
        default:
            return JSON.stringify(token);
    }
}
/** Identify the type of a lexer token. May return `null` for unknown tokens. */
function tokenType(source) {
    switch (source) {
        case BOM:
            return 'byte-order-mark';
        case DOCUMENT:
            return 'doc-mode';
        case FLOW_END:
            return 'flow-error-end';
        case SCALAR:
            return 'scalar';
        case '---':
            return 'doc-start';
        case '...':
            return 'doc-end';
        case '':
        case '\n':
        case '\r\n':
            return 'newline';
        case '-':
            return 'seq-item-ind';
        case '?':
            return 'explicit-key-ind';
        case ':':
            return 'map-value-ind';
        case '{':
            return 'flow-map-start';
        case '}':
            return 'flow-map-end';
        case '[':
            return 'flow-seq-start';
        case ']':
            return 'flow-seq-end';
        case ',':
            return 'comma';
    }
    switch (source[0]) {
        case ' ':
        case '\t':
            return 'space';
        case '#':
            return 'comment';
        case '%':
            return 'directive-line';
        case '*':
            return 'alias';
        case '&':
            return 'anchor';
        case '!':
            return 'tag';
        case "'":
            return 'single-quoted-scalar';
        case '"':
            return 'double-quoted-scalar';
        case '|':
        case '>':
            return 'block-scalar-header';
    }
    return null;
}

exports.createScalarToken = cstScalar.createScalarToken;
exports.resolveAsScalar = cstScalar.resolveAsScalar;
exports.setScalarValue = cstScalar.setScalarValue;
exports.stringify = cstStringify.stringify;
exports.visit = cstVisit.visit;
exports.BOM = BOM;
exports.DOCUMENT = DOCUMENT;
exports.FLOW_END = FLOW_END;
exports.SCALAR = SCALAR;
exports.isCollection = isCollection;
exports.isScalar = isScalar;
exports.prettyToken = prettyToken;
exports.tokenType = tokenType;


/***/ }),

/***/ 361:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cst = __nccwpck_require__(3461);

/*
START -> stream

stream
  directive -> line-end -> stream
  indent + line-end -> stream
  [else] -> line-start

line-end
  comment -> line-end
  newline -> .
  input-end -> END

line-start
  doc-start -> doc
  doc-end -> stream
  [else] -> indent -> block-start

block-start
  seq-item-start -> block-start
  explicit-key-start -> block-start
  map-value-start -> block-start
  [else] -> doc

doc
  line-end -> line-start
  spaces -> doc
  anchor -> doc
  tag -> doc
  flow-start -> flow -> doc
  flow-end -> error -> doc
  seq-item-start -> error -> doc
  explicit-key-start -> error -> doc
  map-value-start -> doc
  alias -> doc
  quote-start -> quoted-scalar -> doc
  block-scalar-header -> line-end -> block-scalar(min) -> line-start
  [else] -> plain-scalar(false, min) -> doc

flow
  line-end -> flow
  spaces -> flow
  anchor -> flow
  tag -> flow
  flow-start -> flow -> flow
  flow-end -> .
  seq-item-start -> error -> flow
  explicit-key-start -> flow
  map-value-start -> flow
  alias -> flow
  quote-start -> quoted-scalar -> flow
  comma -> flow
  [else] -> plain-scalar(true, 0) -> flow

quoted-scalar
  quote-end -> .
  [else] -> quoted-scalar

block-scalar(min)
  newline + peek(indent < min) -> .
  [else] -> block-scalar(min)

plain-scalar(is-flow, min)
  scalar-end(is-flow) -> .
  peek(newline + (indent < min)) -> .
  [else] -> plain-scalar(min)
*/
function isEmpty(ch) {
    switch (ch) {
        case undefined:
        case ' ':
        case '\n':
        case '\r':
        case '\t':
            return true;
        default:
            return false;
    }
}
const hexDigits = new Set('0123456789ABCDEFabcdef');
const tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
const flowIndicatorChars = new Set(',[]{}');
const invalidAnchorChars = new Set(' ,[]{}\n\r\t');
const isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
/**
 * Splits an input string into lexical tokens, i.e. smaller strings that are
 * easily identifiable by `tokens.tokenType()`.
 *
 * Lexing starts always in a "stream" context. Incomplete input may be buffered
 * until a complete token can be emitted.
 *
 * In addition to slices of the original input, the following control characters
 * may also be emitted:
 *
 * - `\x02` (Start of Text): A document starts with the next token
 * - `\x18` (Cancel): Unexpected end of flow-mode (indicates an error)
 * - `\x1f` (Unit Separator): Next token is a scalar value
 * - `\u{FEFF}` (Byte order mark): Emitted separately outside documents
 */
class Lexer {
    constructor() {
        /**
         * Flag indicating whether the end of the current buffer marks the end of
         * all input
         */
        this.atEnd = false;
        /**
         * Explicit indent set in block scalar header, as an offset from the current
         * minimum indent, so e.g. set to 1 from a header `|2+`. Set to -1 if not
         * explicitly set.
         */
        this.blockScalarIndent = -1;
        /**
         * Block scalars that include a + (keep) chomping indicator in their header
         * include trailing empty lines, which are otherwise excluded from the
         * scalar's contents.
         */
        this.blockScalarKeep = false;
        /** Current input */
        this.buffer = '';
        /**
         * Flag noting whether the map value indicator : can immediately follow this
         * node within a flow context.
         */
        this.flowKey = false;
        /** Count of surrounding flow collection levels. */
        this.flowLevel = 0;
        /**
         * Minimum level of indentation required for next lines to be parsed as a
         * part of the current scalar value.
         */
        this.indentNext = 0;
        /** Indentation level of the current line. */
        this.indentValue = 0;
        /** Position of the next \n character. */
        this.lineEndPos = null;
        /** Stores the state of the lexer if reaching the end of incpomplete input */
        this.next = null;
        /** A pointer to `buffer`; the current position of the lexer. */
        this.pos = 0;
    }
    /**
     * Generate YAML tokens from the `source` string. If `incomplete`,
     * a part of the last line may be left as a buffer for the next call.
     *
     * @returns A generator of lexical tokens
     */
    *lex(source, incomplete = false) {
        if (source) {
            if (typeof source !== 'string')
                throw TypeError('source is not a string');
            this.buffer = this.buffer ? this.buffer + source : source;
            this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? 'stream';
        while (next && (incomplete || this.hasChars(1)))
            next = yield* this.parseNext(next);
    }
    atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === ' ' || ch === '\t')
            ch = this.buffer[++i];
        if (!ch || ch === '#' || ch === '\n')
            return true;
        if (ch === '\r')
            return this.buffer[i + 1] === '\n';
        return false;
    }
    charAt(n) {
        return this.buffer[this.pos + n];
    }
    continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
            let indent = 0;
            while (ch === ' ')
                ch = this.buffer[++indent + offset];
            if (ch === '\r') {
                const next = this.buffer[indent + offset + 1];
                if (next === '\n' || (!next && !this.atEnd))
                    return offset + indent + 1;
            }
            return ch === '\n' || indent >= this.indentNext || (!ch && !this.atEnd)
                ? offset + indent
                : -1;
        }
        if (ch === '-' || ch === '.') {
            const dt = this.buffer.substr(offset, 3);
            if ((dt === '---' || dt === '...') && isEmpty(this.buffer[offset + 3]))
                return -1;
        }
        return offset;
    }
    getLine() {
        let end = this.lineEndPos;
        if (typeof end !== 'number' || (end !== -1 && end < this.pos)) {
            end = this.buffer.indexOf('\n', this.pos);
            this.lineEndPos = end;
        }
        if (end === -1)
            return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === '\r')
            end -= 1;
        return this.buffer.substring(this.pos, end);
    }
    hasChars(n) {
        return this.pos + n <= this.buffer.length;
    }
    setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
    }
    peek(n) {
        return this.buffer.substr(this.pos, n);
    }
    *parseNext(next) {
        switch (next) {
            case 'stream':
                return yield* this.parseStream();
            case 'line-start':
                return yield* this.parseLineStart();
            case 'block-start':
                return yield* this.parseBlockStart();
            case 'doc':
                return yield* this.parseDocument();
            case 'flow':
                return yield* this.parseFlowCollection();
            case 'quoted-scalar':
                return yield* this.parseQuotedScalar();
            case 'block-scalar':
                return yield* this.parseBlockScalar();
            case 'plain-scalar':
                return yield* this.parsePlainScalar();
        }
    }
    *parseStream() {
        let line = this.getLine();
        if (line === null)
            return this.setNext('stream');
        if (line[0] === cst.BOM) {
            yield* this.pushCount(1);
            line = line.substring(1);
        }
        if (line[0] === '%') {
            let dirEnd = line.length;
            let cs = line.indexOf('#');
            while (cs !== -1) {
                const ch = line[cs - 1];
                if (ch === ' ' || ch === '\t') {
                    dirEnd = cs - 1;
                    break;
                }
                else {
                    cs = line.indexOf('#', cs + 1);
                }
            }
            while (true) {
                const ch = line[dirEnd - 1];
                if (ch === ' ' || ch === '\t')
                    dirEnd -= 1;
                else
                    break;
            }
            const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
            yield* this.pushCount(line.length - n); // possible comment
            this.pushNewline();
            return 'stream';
        }
        if (this.atLineEnd()) {
            const sp = yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - sp);
            yield* this.pushNewline();
            return 'stream';
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
    }
    *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
            return this.setNext('line-start');
        if (ch === '-' || ch === '.') {
            if (!this.atEnd && !this.hasChars(4))
                return this.setNext('line-start');
            const s = this.peek(3);
            if ((s === '---' || s === '...') && isEmpty(this.charAt(3))) {
                yield* this.pushCount(3);
                this.indentValue = 0;
                this.indentNext = 0;
                return s === '---' ? 'doc' : 'stream';
            }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
            this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
    }
    *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
            return this.setNext('block-start');
        if ((ch0 === '-' || ch0 === '?' || ch0 === ':') && isEmpty(ch1)) {
            const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
            this.indentNext = this.indentValue + 1;
            this.indentValue += n;
            return 'block-start';
        }
        return 'doc';
    }
    *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
            return this.setNext('doc');
        let n = yield* this.pushIndicators();
        switch (line[n]) {
            case '#':
                yield* this.pushCount(line.length - n);
            // fallthrough
            case undefined:
                yield* this.pushNewline();
                return yield* this.parseLineStart();
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel = 1;
                return 'flow';
            case '}':
            case ']':
                // this is an error
                yield* this.pushCount(1);
                return 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'doc';
            case '"':
            case "'":
                return yield* this.parseQuotedScalar();
            case '|':
            case '>':
                n += yield* this.parseBlockScalarHeader();
                n += yield* this.pushSpaces(true);
                yield* this.pushCount(line.length - n);
                yield* this.pushNewline();
                return yield* this.parseBlockScalar();
            default:
                return yield* this.parsePlainScalar();
        }
    }
    *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
            nl = yield* this.pushNewline();
            if (nl > 0) {
                sp = yield* this.pushSpaces(false);
                this.indentValue = indent = sp;
            }
            else {
                sp = 0;
            }
            sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
            return this.setNext('flow');
        if ((indent !== -1 && indent < this.indentNext && line[0] !== '#') ||
            (indent === 0 &&
                (line.startsWith('---') || line.startsWith('...')) &&
                isEmpty(line[3]))) {
            // Allowing for the terminal ] or } at the same (rather than greater)
            // indent level as the initial [ or { is technically invalid, but
            // failing here would be surprising to users.
            const atFlowEndMarker = indent === this.indentNext - 1 &&
                this.flowLevel === 1 &&
                (line[0] === ']' || line[0] === '}');
            if (!atFlowEndMarker) {
                // this is an error
                this.flowLevel = 0;
                yield cst.FLOW_END;
                return yield* this.parseLineStart();
            }
        }
        let n = 0;
        while (line[n] === ',') {
            n += yield* this.pushCount(1);
            n += yield* this.pushSpaces(true);
            this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
            case undefined:
                return 'flow';
            case '#':
                yield* this.pushCount(line.length - n);
                return 'flow';
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel += 1;
                return 'flow';
            case '}':
            case ']':
                yield* this.pushCount(1);
                this.flowKey = true;
                this.flowLevel -= 1;
                return this.flowLevel ? 'flow' : 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'flow';
            case '"':
            case "'":
                this.flowKey = true;
                return yield* this.parseQuotedScalar();
            case ':': {
                const next = this.charAt(1);
                if (this.flowKey || isEmpty(next) || next === ',') {
                    this.flowKey = false;
                    yield* this.pushCount(1);
                    yield* this.pushSpaces(true);
                    return 'flow';
                }
            }
            // fallthrough
            default:
                this.flowKey = false;
                return yield* this.parsePlainScalar();
        }
    }
    *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
            while (end !== -1 && this.buffer[end + 1] === "'")
                end = this.buffer.indexOf("'", end + 2);
        }
        else {
            // double-quote
            while (end !== -1) {
                let n = 0;
                while (this.buffer[end - 1 - n] === '\\')
                    n += 1;
                if (n % 2 === 0)
                    break;
                end = this.buffer.indexOf('"', end + 1);
            }
        }
        // Only looking for newlines within the quotes
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf('\n', this.pos);
        if (nl !== -1) {
            while (nl !== -1) {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = qb.indexOf('\n', cs);
            }
            if (nl !== -1) {
                // this is an error caused by an unexpected unindent
                end = nl - (qb[nl - 1] === '\r' ? 2 : 1);
            }
        }
        if (end === -1) {
            if (!this.atEnd)
                return this.setNext('quoted-scalar');
            end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? 'flow' : 'doc';
    }
    *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
            const ch = this.buffer[++i];
            if (ch === '+')
                this.blockScalarKeep = true;
            else if (ch > '0' && ch <= '9')
                this.blockScalarIndent = Number(ch) - 1;
            else if (ch !== '-')
                break;
        }
        return yield* this.pushUntil(ch => isEmpty(ch) || ch === '#');
    }
    *parseBlockScalar() {
        let nl = this.pos - 1; // may be -1 if this.pos === 0
        let indent = 0;
        let ch;
        loop: for (let i = this.pos; (ch = this.buffer[i]); ++i) {
            switch (ch) {
                case ' ':
                    indent += 1;
                    break;
                case '\n':
                    nl = i;
                    indent = 0;
                    break;
                case '\r': {
                    const next = this.buffer[i + 1];
                    if (!next && !this.atEnd)
                        return this.setNext('block-scalar');
                    if (next === '\n')
                        break;
                } // fallthrough
                default:
                    break loop;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('block-scalar');
        if (indent >= this.indentNext) {
            if (this.blockScalarIndent === -1)
                this.indentNext = indent;
            else {
                this.indentNext =
                    this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
            }
            do {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = this.buffer.indexOf('\n', cs);
            } while (nl !== -1);
            if (nl === -1) {
                if (!this.atEnd)
                    return this.setNext('block-scalar');
                nl = this.buffer.length;
            }
        }
        // Trailing insufficiently indented tabs are invalid.
        // To catch that during parsing, we include them in the block scalar value.
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === ' ')
            ch = this.buffer[++i];
        if (ch === '\t') {
            while (ch === '\t' || ch === ' ' || ch === '\r' || ch === '\n')
                ch = this.buffer[++i];
            nl = i - 1;
        }
        else if (!this.blockScalarKeep) {
            do {
                let i = nl - 1;
                let ch = this.buffer[i];
                if (ch === '\r')
                    ch = this.buffer[--i];
                const lastChar = i; // Drop the line if last char not more indented
                while (ch === ' ')
                    ch = this.buffer[--i];
                if (ch === '\n' && i >= this.pos && i + 1 + indent > lastChar)
                    nl = i;
                else
                    break;
            } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
    }
    *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while ((ch = this.buffer[++i])) {
            if (ch === ':') {
                const next = this.buffer[i + 1];
                if (isEmpty(next) || (inFlow && flowIndicatorChars.has(next)))
                    break;
                end = i;
            }
            else if (isEmpty(ch)) {
                let next = this.buffer[i + 1];
                if (ch === '\r') {
                    if (next === '\n') {
                        i += 1;
                        ch = '\n';
                        next = this.buffer[i + 1];
                    }
                    else
                        end = i;
                }
                if (next === '#' || (inFlow && flowIndicatorChars.has(next)))
                    break;
                if (ch === '\n') {
                    const cs = this.continueScalar(i + 1);
                    if (cs === -1)
                        break;
                    i = Math.max(i, cs - 2); // to advance, but still account for ' #'
                }
            }
            else {
                if (inFlow && flowIndicatorChars.has(ch))
                    break;
                end = i;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('plain-scalar');
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? 'flow' : 'doc';
    }
    *pushCount(n) {
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos += n;
            return n;
        }
        return 0;
    }
    *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
            yield s;
            this.pos += s.length;
            return s.length;
        }
        else if (allowEmpty)
            yield '';
        return 0;
    }
    *pushIndicators() {
        let n = 0;
        loop: while (true) {
            switch (this.charAt(0)) {
                case '!':
                    n += yield* this.pushTag();
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '&':
                    n += yield* this.pushUntil(isNotAnchorChar);
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '-': // this is an error
                case '?': // this is an error outside flow collections
                case ':': {
                    const inFlow = this.flowLevel > 0;
                    const ch1 = this.charAt(1);
                    if (isEmpty(ch1) || (inFlow && flowIndicatorChars.has(ch1))) {
                        if (!inFlow)
                            this.indentNext = this.indentValue + 1;
                        else if (this.flowKey)
                            this.flowKey = false;
                        n += yield* this.pushCount(1);
                        n += yield* this.pushSpaces(true);
                        continue loop;
                    }
                }
            }
            break loop;
        }
        return n;
    }
    *pushTag() {
        if (this.charAt(1) === '<') {
            let i = this.pos + 2;
            let ch = this.buffer[i];
            while (!isEmpty(ch) && ch !== '>')
                ch = this.buffer[++i];
            return yield* this.pushToIndex(ch === '>' ? i + 1 : i, false);
        }
        else {
            let i = this.pos + 1;
            let ch = this.buffer[i];
            while (ch) {
                if (tagChars.has(ch))
                    ch = this.buffer[++i];
                else if (ch === '%' &&
                    hexDigits.has(this.buffer[i + 1]) &&
                    hexDigits.has(this.buffer[i + 2])) {
                    ch = this.buffer[(i += 3)];
                }
                else
                    break;
            }
            return yield* this.pushToIndex(i, false);
        }
    }
    *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === '\n')
            return yield* this.pushCount(1);
        else if (ch === '\r' && this.charAt(1) === '\n')
            return yield* this.pushCount(2);
        else
            return 0;
    }
    *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
            ch = this.buffer[++i];
        } while (ch === ' ' || (allowTabs && ch === '\t'));
        const n = i - this.pos;
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos = i;
        }
        return n;
    }
    *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
            ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
    }
}

exports.Lexer = Lexer;


/***/ }),

/***/ 6628:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Tracks newlines during parsing in order to provide an efficient API for
 * determining the one-indexed `{ line, col }` position for any offset
 * within the input.
 */
class LineCounter {
    constructor() {
        this.lineStarts = [];
        /**
         * Should be called in ascending order. Otherwise, call
         * `lineCounter.lineStarts.sort()` before calling `linePos()`.
         */
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        /**
         * Performs a binary search and returns the 1-indexed { line, col }
         * position of `offset`. If `line === 0`, `addNewLine` has never been
         * called or `offset` is before the first known newline.
         */
        this.linePos = (offset) => {
            let low = 0;
            let high = this.lineStarts.length;
            while (low < high) {
                const mid = (low + high) >> 1; // Math.floor((low + high) / 2)
                if (this.lineStarts[mid] < offset)
                    low = mid + 1;
                else
                    high = mid;
            }
            if (this.lineStarts[low] === offset)
                return { line: low + 1, col: 1 };
            if (low === 0)
                return { line: 0, col: offset };
            const start = this.lineStarts[low - 1];
            return { line: low, col: offset - start + 1 };
        };
    }
}

exports.LineCounter = LineCounter;


/***/ }),

/***/ 3456:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var cst = __nccwpck_require__(3461);
var lexer = __nccwpck_require__(361);

function includesToken(list, type) {
    for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
            return true;
    return false;
}
function findNonEmptyIndex(list) {
    for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
            case 'space':
            case 'comment':
            case 'newline':
                break;
            default:
                return i;
        }
    }
    return -1;
}
function isFlowToken(token) {
    switch (token?.type) {
        case 'alias':
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'flow-collection':
            return true;
        default:
            return false;
    }
}
function getPrevProps(parent) {
    switch (parent.type) {
        case 'document':
            return parent.start;
        case 'block-map': {
            const it = parent.items[parent.items.length - 1];
            return it.sep ?? it.start;
        }
        case 'block-seq':
            return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
            return [];
    }
}
/** Note: May modify input array */
function getFirstKeyStartProps(prev) {
    if (prev.length === 0)
        return [];
    let i = prev.length;
    loop: while (--i >= 0) {
        switch (prev[i].type) {
            case 'doc-start':
            case 'explicit-key-ind':
            case 'map-value-ind':
            case 'seq-item-ind':
            case 'newline':
                break loop;
        }
    }
    while (prev[++i]?.type === 'space') {
        /* loop */
    }
    return prev.splice(i, prev.length);
}
function arrayPushArray(target, source) {
    // May exhaust call stack with large `source` array
    if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
    else
        for (let i = 0; i < source.length; ++i)
            target.push(source[i]);
}
function fixFlowSeqItems(fc) {
    if (fc.start.type === 'flow-seq-start') {
        for (const it of fc.items) {
            if (it.sep &&
                !it.value &&
                !includesToken(it.start, 'explicit-key-ind') &&
                !includesToken(it.sep, 'map-value-ind')) {
                if (it.key)
                    it.value = it.key;
                delete it.key;
                if (isFlowToken(it.value)) {
                    if (it.value.end)
                        arrayPushArray(it.value.end, it.sep);
                    else
                        it.value.end = it.sep;
                }
                else
                    arrayPushArray(it.start, it.sep);
                delete it.sep;
            }
        }
    }
}
/**
 * A YAML concrete syntax tree (CST) parser
 *
 * ```ts
 * const src: string = ...
 * for (const token of new Parser().parse(src)) {
 *   // token: Token
 * }
 * ```
 *
 * To use the parser with a user-provided lexer:
 *
 * ```ts
 * function* parse(source: string, lexer: Lexer) {
 *   const parser = new Parser()
 *   for (const lexeme of lexer.lex(source))
 *     yield* parser.next(lexeme)
 *   yield* parser.end()
 * }
 *
 * const src: string = ...
 * const lexer = new Lexer()
 * for (const token of parse(src, lexer)) {
 *   // token: Token
 * }
 * ```
 */
class Parser {
    /**
     * @param onNewLine - If defined, called separately with the start position of
     *   each new line (in `parse()`, including the start of input).
     */
    constructor(onNewLine) {
        /** If true, space and sequence indicators count as indentation */
        this.atNewLine = true;
        /** If true, next token is a scalar value */
        this.atScalar = false;
        /** Current indentation level */
        this.indent = 0;
        /** Current offset since the start of parsing */
        this.offset = 0;
        /** On the same line with a block map key */
        this.onKeyLine = false;
        /** Top indicates the node that's currently being built */
        this.stack = [];
        /** The source of the current token, set in parse() */
        this.source = '';
        /** The type of the current token, set in parse() */
        this.type = '';
        // Must be defined after `next()`
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
    }
    /**
     * Parse `source` as a YAML stream.
     * If `incomplete`, a part of the last line may be left as a buffer for the next call.
     *
     * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
     *
     * @returns A generator of tokens representing each directive, document, and other structure.
     */
    *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
            this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
            yield* this.next(lexeme);
        if (!incomplete)
            yield* this.end();
    }
    /**
     * Advance the parser by the `source` of one lexical token.
     */
    *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
            console.log('|', cst.prettyToken(source));
        if (this.atScalar) {
            this.atScalar = false;
            yield* this.step();
            this.offset += source.length;
            return;
        }
        const type = cst.tokenType(source);
        if (!type) {
            const message = `Not a YAML token: ${source}`;
            yield* this.pop({ type: 'error', offset: this.offset, message, source });
            this.offset += source.length;
        }
        else if (type === 'scalar') {
            this.atNewLine = false;
            this.atScalar = true;
            this.type = 'scalar';
        }
        else {
            this.type = type;
            yield* this.step();
            switch (type) {
                case 'newline':
                    this.atNewLine = true;
                    this.indent = 0;
                    if (this.onNewLine)
                        this.onNewLine(this.offset + source.length);
                    break;
                case 'space':
                    if (this.atNewLine && source[0] === ' ')
                        this.indent += source.length;
                    break;
                case 'explicit-key-ind':
                case 'map-value-ind':
                case 'seq-item-ind':
                    if (this.atNewLine)
                        this.indent += source.length;
                    break;
                case 'doc-mode':
                case 'flow-error-end':
                    return;
                default:
                    this.atNewLine = false;
            }
            this.offset += source.length;
        }
    }
    /** Call at end of input to push out any remaining constructions */
    *end() {
        while (this.stack.length > 0)
            yield* this.pop();
    }
    get sourceToken() {
        const st = {
            type: this.type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
        return st;
    }
    *step() {
        const top = this.peek(1);
        if (this.type === 'doc-end' && top?.type !== 'doc-end') {
            while (this.stack.length > 0)
                yield* this.pop();
            this.stack.push({
                type: 'doc-end',
                offset: this.offset,
                source: this.source
            });
            return;
        }
        if (!top)
            return yield* this.stream();
        switch (top.type) {
            case 'document':
                return yield* this.document(top);
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return yield* this.scalar(top);
            case 'block-scalar':
                return yield* this.blockScalar(top);
            case 'block-map':
                return yield* this.blockMap(top);
            case 'block-seq':
                return yield* this.blockSequence(top);
            case 'flow-collection':
                return yield* this.flowCollection(top);
            case 'doc-end':
                return yield* this.documentEnd(top);
        }
        /* istanbul ignore next should not happen */
        yield* this.pop();
    }
    peek(n) {
        return this.stack[this.stack.length - n];
    }
    *pop(error) {
        const token = error ?? this.stack.pop();
        /* istanbul ignore if should not happen */
        if (!token) {
            const message = 'Tried to pop an empty stack';
            yield { type: 'error', offset: this.offset, source: '', message };
        }
        else if (this.stack.length === 0) {
            yield token;
        }
        else {
            const top = this.peek(1);
            if (token.type === 'block-scalar') {
                // Block scalars use their parent rather than header indent
                token.indent = 'indent' in top ? top.indent : 0;
            }
            else if (token.type === 'flow-collection' && top.type === 'document') {
                // Ignore all indent for top-level flow collections
                token.indent = 0;
            }
            if (token.type === 'flow-collection')
                fixFlowSeqItems(token);
            switch (top.type) {
                case 'document':
                    top.value = token;
                    break;
                case 'block-scalar':
                    top.props.push(token); // error
                    break;
                case 'block-map': {
                    const it = top.items[top.items.length - 1];
                    if (it.value) {
                        top.items.push({ start: [], key: token, sep: [] });
                        this.onKeyLine = true;
                        return;
                    }
                    else if (it.sep) {
                        it.value = token;
                    }
                    else {
                        Object.assign(it, { key: token, sep: [] });
                        this.onKeyLine = !it.explicitKey;
                        return;
                    }
                    break;
                }
                case 'block-seq': {
                    const it = top.items[top.items.length - 1];
                    if (it.value)
                        top.items.push({ start: [], value: token });
                    else
                        it.value = token;
                    break;
                }
                case 'flow-collection': {
                    const it = top.items[top.items.length - 1];
                    if (!it || it.value)
                        top.items.push({ start: [], key: token, sep: [] });
                    else if (it.sep)
                        it.value = token;
                    else
                        Object.assign(it, { key: token, sep: [] });
                    return;
                }
                /* istanbul ignore next should not happen */
                default:
                    yield* this.pop();
                    yield* this.pop(token);
            }
            if ((top.type === 'document' ||
                top.type === 'block-map' ||
                top.type === 'block-seq') &&
                (token.type === 'block-map' || token.type === 'block-seq')) {
                const last = token.items[token.items.length - 1];
                if (last &&
                    !last.sep &&
                    !last.value &&
                    last.start.length > 0 &&
                    findNonEmptyIndex(last.start) === -1 &&
                    (token.indent === 0 ||
                        last.start.every(st => st.type !== 'comment' || st.indent < token.indent))) {
                    if (top.type === 'document')
                        top.end = last.start;
                    else
                        top.items.push({ start: last.start });
                    token.items.splice(-1, 1);
                }
            }
        }
    }
    *stream() {
        switch (this.type) {
            case 'directive-line':
                yield { type: 'directive', offset: this.offset, source: this.source };
                return;
            case 'byte-order-mark':
            case 'space':
            case 'comment':
            case 'newline':
                yield this.sourceToken;
                return;
            case 'doc-mode':
            case 'doc-start': {
                const doc = {
                    type: 'document',
                    offset: this.offset,
                    start: []
                };
                if (this.type === 'doc-start')
                    doc.start.push(this.sourceToken);
                this.stack.push(doc);
                return;
            }
        }
        yield {
            type: 'error',
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML stream`,
            source: this.source
        };
    }
    *document(doc) {
        if (doc.value)
            return yield* this.lineEnd(doc);
        switch (this.type) {
            case 'doc-start': {
                if (findNonEmptyIndex(doc.start) !== -1) {
                    yield* this.pop();
                    yield* this.step();
                }
                else
                    doc.start.push(this.sourceToken);
                return;
            }
            case 'anchor':
            case 'tag':
            case 'space':
            case 'comment':
            case 'newline':
                doc.start.push(this.sourceToken);
                return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
            this.stack.push(bv);
        else {
            yield {
                type: 'error',
                offset: this.offset,
                message: `Unexpected ${this.type} token in YAML document`,
                source: this.source
            };
        }
    }
    *scalar(scalar) {
        if (this.type === 'map-value-ind') {
            const prev = getPrevProps(this.peek(2));
            const start = getFirstKeyStartProps(prev);
            let sep;
            if (scalar.end) {
                sep = scalar.end;
                sep.push(this.sourceToken);
                delete scalar.end;
            }
            else
                sep = [this.sourceToken];
            const map = {
                type: 'block-map',
                offset: scalar.offset,
                indent: scalar.indent,
                items: [{ start, key: scalar, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
        }
        else
            yield* this.lineEnd(scalar);
    }
    *blockScalar(scalar) {
        switch (this.type) {
            case 'space':
            case 'comment':
            case 'newline':
                scalar.props.push(this.sourceToken);
                return;
            case 'scalar':
                scalar.source = this.source;
                // block-scalar source includes trailing newline
                this.atNewLine = true;
                this.indent = 0;
                if (this.onNewLine) {
                    let nl = this.source.indexOf('\n') + 1;
                    while (nl !== 0) {
                        this.onNewLine(this.offset + nl);
                        nl = this.source.indexOf('\n', nl) + 1;
                    }
                }
                yield* this.pop();
                break;
            /* istanbul ignore next should not happen */
            default:
                yield* this.pop();
                yield* this.step();
        }
    }
    *blockMap(map) {
        const it = map.items[map.items.length - 1];
        // it.sep is true-ish if pair already has key or : separator
        switch (this.type) {
            case 'newline':
                this.onKeyLine = false;
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    it.start.push(this.sourceToken);
                }
                return;
            case 'space':
            case 'comment':
                if (it.value) {
                    map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    if (this.atIndentedComment(it.start, map.indent)) {
                        const prev = map.items[map.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            map.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
        }
        if (this.indent >= map.indent) {
            const atMapIndent = !this.onKeyLine && this.indent === map.indent;
            const atNextItem = atMapIndent &&
                (it.sep || it.explicitKey) &&
                this.type !== 'seq-item-ind';
            // For empty nodes, assign newline-separated not indented empty tokens to following node
            let start = [];
            if (atNextItem && it.sep && !it.value) {
                const nl = [];
                for (let i = 0; i < it.sep.length; ++i) {
                    const st = it.sep[i];
                    switch (st.type) {
                        case 'newline':
                            nl.push(i);
                            break;
                        case 'space':
                            break;
                        case 'comment':
                            if (st.indent > map.indent)
                                nl.length = 0;
                            break;
                        default:
                            nl.length = 0;
                    }
                }
                if (nl.length >= 2)
                    start = it.sep.splice(nl[1]);
            }
            switch (this.type) {
                case 'anchor':
                case 'tag':
                    if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        it.sep.push(this.sourceToken);
                    }
                    else {
                        it.start.push(this.sourceToken);
                    }
                    return;
                case 'explicit-key-ind':
                    if (!it.sep && !it.explicitKey) {
                        it.start.push(this.sourceToken);
                        it.explicitKey = true;
                    }
                    else if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start, explicitKey: true });
                    }
                    else {
                        this.stack.push({
                            type: 'block-map',
                            offset: this.offset,
                            indent: this.indent,
                            items: [{ start: [this.sourceToken], explicitKey: true }]
                        });
                    }
                    this.onKeyLine = true;
                    return;
                case 'map-value-ind':
                    if (it.explicitKey) {
                        if (!it.sep) {
                            if (includesToken(it.start, 'newline')) {
                                Object.assign(it, { key: null, sep: [this.sourceToken] });
                            }
                            else {
                                const start = getFirstKeyStartProps(it.start);
                                this.stack.push({
                                    type: 'block-map',
                                    offset: this.offset,
                                    indent: this.indent,
                                    items: [{ start, key: null, sep: [this.sourceToken] }]
                                });
                            }
                        }
                        else if (it.value) {
                            map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else if (isFlowToken(it.key) &&
                            !includesToken(it.sep, 'newline')) {
                            const start = getFirstKeyStartProps(it.start);
                            const key = it.key;
                            const sep = it.sep;
                            sep.push(this.sourceToken);
                            // @ts-expect-error type guard is wrong here
                            delete it.key;
                            // @ts-expect-error type guard is wrong here
                            delete it.sep;
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key, sep }]
                            });
                        }
                        else if (start.length > 0) {
                            // Not actually at next item
                            it.sep = it.sep.concat(start, this.sourceToken);
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    else {
                        if (!it.sep) {
                            Object.assign(it, { key: null, sep: [this.sourceToken] });
                        }
                        else if (it.value || atNextItem) {
                            map.items.push({ start, key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start: [], key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    this.onKeyLine = true;
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (atNextItem || it.value) {
                        map.items.push({ start, key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        this.stack.push(fs);
                    }
                    else {
                        Object.assign(it, { key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    return;
                }
                default: {
                    const bv = this.startBlockValue(map);
                    if (bv) {
                        if (bv.type === 'block-seq') {
                            if (!it.explicitKey &&
                                it.sep &&
                                !includesToken(it.sep, 'newline')) {
                                yield* this.pop({
                                    type: 'error',
                                    offset: this.offset,
                                    message: 'Unexpected block-seq-ind on same line with key',
                                    source: this.source
                                });
                                return;
                            }
                        }
                        else if (atMapIndent) {
                            map.items.push({ start });
                        }
                        this.stack.push(bv);
                        return;
                    }
                }
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
            case 'newline':
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        seq.items.push({ start: [this.sourceToken] });
                }
                else
                    it.start.push(this.sourceToken);
                return;
            case 'space':
            case 'comment':
                if (it.value)
                    seq.items.push({ start: [this.sourceToken] });
                else {
                    if (this.atIndentedComment(it.start, seq.indent)) {
                        const prev = seq.items[seq.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            seq.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
            case 'anchor':
            case 'tag':
                if (it.value || this.indent <= seq.indent)
                    break;
                it.start.push(this.sourceToken);
                return;
            case 'seq-item-ind':
                if (this.indent !== seq.indent)
                    break;
                if (it.value || includesToken(it.start, 'seq-item-ind'))
                    seq.items.push({ start: [this.sourceToken] });
                else
                    it.start.push(this.sourceToken);
                return;
        }
        if (this.indent > seq.indent) {
            const bv = this.startBlockValue(seq);
            if (bv) {
                this.stack.push(bv);
                return;
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === 'flow-error-end') {
            let top;
            do {
                yield* this.pop();
                top = this.peek(1);
            } while (top?.type === 'flow-collection');
        }
        else if (fc.end.length === 0) {
            switch (this.type) {
                case 'comma':
                case 'explicit-key-ind':
                    if (!it || it.sep)
                        fc.items.push({ start: [this.sourceToken] });
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'map-value-ind':
                    if (!it || it.value)
                        fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        Object.assign(it, { key: null, sep: [this.sourceToken] });
                    return;
                case 'space':
                case 'comment':
                case 'newline':
                case 'anchor':
                case 'tag':
                    if (!it || it.value)
                        fc.items.push({ start: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (!it || it.value)
                        fc.items.push({ start: [], key: fs, sep: [] });
                    else if (it.sep)
                        this.stack.push(fs);
                    else
                        Object.assign(it, { key: fs, sep: [] });
                    return;
                }
                case 'flow-map-end':
                case 'flow-seq-end':
                    fc.end.push(this.sourceToken);
                    return;
            }
            const bv = this.startBlockValue(fc);
            /* istanbul ignore else should not happen */
            if (bv)
                this.stack.push(bv);
            else {
                yield* this.pop();
                yield* this.step();
            }
        }
        else {
            const parent = this.peek(2);
            if (parent.type === 'block-map' &&
                ((this.type === 'map-value-ind' && parent.indent === fc.indent) ||
                    (this.type === 'newline' &&
                        !parent.items[parent.items.length - 1].sep))) {
                yield* this.pop();
                yield* this.step();
            }
            else if (this.type === 'map-value-ind' &&
                parent.type !== 'flow-collection') {
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                fixFlowSeqItems(fc);
                const sep = fc.end.splice(1, fc.end.length);
                sep.push(this.sourceToken);
                const map = {
                    type: 'block-map',
                    offset: fc.offset,
                    indent: fc.indent,
                    items: [{ start, key: fc, sep }]
                };
                this.onKeyLine = true;
                this.stack[this.stack.length - 1] = map;
            }
            else {
                yield* this.lineEnd(fc);
            }
        }
    }
    flowScalar(type) {
        if (this.onNewLine) {
            let nl = this.source.indexOf('\n') + 1;
            while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf('\n', nl) + 1;
            }
        }
        return {
            type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
    }
    startBlockValue(parent) {
        switch (this.type) {
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return this.flowScalar(this.type);
            case 'block-scalar-header':
                return {
                    type: 'block-scalar',
                    offset: this.offset,
                    indent: this.indent,
                    props: [this.sourceToken],
                    source: ''
                };
            case 'flow-map-start':
            case 'flow-seq-start':
                return {
                    type: 'flow-collection',
                    offset: this.offset,
                    indent: this.indent,
                    start: this.sourceToken,
                    items: [],
                    end: []
                };
            case 'seq-item-ind':
                return {
                    type: 'block-seq',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [this.sourceToken] }]
                };
            case 'explicit-key-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                start.push(this.sourceToken);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, explicitKey: true }]
                };
            }
            case 'map-value-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                };
            }
        }
        return null;
    }
    atIndentedComment(start, indent) {
        if (this.type !== 'comment')
            return false;
        if (this.indent <= indent)
            return false;
        return start.every(st => st.type === 'newline' || st.type === 'space');
    }
    *documentEnd(docEnd) {
        if (this.type !== 'doc-mode') {
            if (docEnd.end)
                docEnd.end.push(this.sourceToken);
            else
                docEnd.end = [this.sourceToken];
            if (this.type === 'newline')
                yield* this.pop();
        }
    }
    *lineEnd(token) {
        switch (this.type) {
            case 'comma':
            case 'doc-start':
            case 'doc-end':
            case 'flow-seq-end':
            case 'flow-map-end':
            case 'map-value-ind':
                yield* this.pop();
                yield* this.step();
                break;
            case 'newline':
                this.onKeyLine = false;
            // fallthrough
            case 'space':
            case 'comment':
            default:
                // all other values are errors
                if (token.end)
                    token.end.push(this.sourceToken);
                else
                    token.end = [this.sourceToken];
                if (this.type === 'newline')
                    yield* this.pop();
        }
    }
}

exports.Parser = Parser;


/***/ }),

/***/ 4047:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var composer = __nccwpck_require__(9984);
var Document = __nccwpck_require__(3021);
var errors = __nccwpck_require__(1464);
var log = __nccwpck_require__(7249);
var identity = __nccwpck_require__(1127);
var lineCounter = __nccwpck_require__(6628);
var parser = __nccwpck_require__(3456);

function parseOptions(options) {
    const prettyErrors = options.prettyErrors !== false;
    const lineCounter$1 = options.lineCounter || (prettyErrors && new lineCounter.LineCounter()) || null;
    return { lineCounter: lineCounter$1, prettyErrors };
}
/**
 * Parse the input as a stream of YAML documents.
 *
 * Documents should be separated from each other by `...` or `---` marker lines.
 *
 * @returns If an empty `docs` array is returned, it will be of type
 *   EmptyStream and contain additional stream information. In
 *   TypeScript, you should use `'empty' in docs` as a type guard for it.
 */
function parseAllDocuments(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    const docs = Array.from(composer$1.compose(parser$1.parse(source)));
    if (prettyErrors && lineCounter)
        for (const doc of docs) {
            doc.errors.forEach(errors.prettifyError(source, lineCounter));
            doc.warnings.forEach(errors.prettifyError(source, lineCounter));
        }
    if (docs.length > 0)
        return docs;
    return Object.assign([], { empty: true }, composer$1.streamInfo());
}
/** Parse an input string into a single YAML.Document */
function parseDocument(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    // `doc` is always set by compose.end(true) at the very latest
    let doc = null;
    for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
            doc = _doc;
        else if (doc.options.logLevel !== 'silent') {
            doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), 'MULTIPLE_DOCS', 'Source contains multiple documents; please use YAML.parseAllDocuments()'));
            break;
        }
    }
    if (prettyErrors && lineCounter) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter));
    }
    return doc;
}
function parse(src, reviver, options) {
    let _reviver = undefined;
    if (typeof reviver === 'function') {
        _reviver = reviver;
    }
    else if (options === undefined && reviver && typeof reviver === 'object') {
        options = reviver;
    }
    const doc = parseDocument(src, options);
    if (!doc)
        return null;
    doc.warnings.forEach(warning => log.warn(doc.options.logLevel, warning));
    if (doc.errors.length > 0) {
        if (doc.options.logLevel !== 'silent')
            throw doc.errors[0];
        else
            doc.errors = [];
    }
    return doc.toJS(Object.assign({ reviver: _reviver }, options));
}
function stringify(value, replacer, options) {
    let _replacer = null;
    if (typeof replacer === 'function' || Array.isArray(replacer)) {
        _replacer = replacer;
    }
    else if (options === undefined && replacer) {
        options = replacer;
    }
    if (typeof options === 'string')
        options = options.length;
    if (typeof options === 'number') {
        const indent = Math.round(options);
        options = indent < 1 ? undefined : indent > 8 ? { indent: 8 } : { indent };
    }
    if (value === undefined) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
            return undefined;
    }
    if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
    return new Document.Document(value, _replacer, options).toString(options);
}

exports.parse = parse;
exports.parseAllDocuments = parseAllDocuments;
exports.parseDocument = parseDocument;
exports.stringify = stringify;


/***/ }),

/***/ 5840:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var map = __nccwpck_require__(7451);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var tags = __nccwpck_require__(18);

const sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
class Schema {
    constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat)
            ? tags.getTags(compat, 'compat')
            : compat
                ? tags.getTags(null, compat)
                : null;
        this.name = (typeof schema === 'string' && schema) || 'core';
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        // Used by createMap()
        this.sortMapEntries =
            typeof sortMapEntries === 'function'
                ? sortMapEntries
                : sortMapEntries === true
                    ? sortMapEntriesByKey
                    : null;
    }
    clone() {
        const copy = Object.create(Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
    }
}

exports.Schema = Schema;


/***/ }),

/***/ 7451:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var YAMLMap = __nccwpck_require__(4454);

const map = {
    collection: 'map',
    default: true,
    nodeClass: YAMLMap.YAMLMap,
    tag: 'tag:yaml.org,2002:map',
    resolve(map, onError) {
        if (!identity.isMap(map))
            onError('Expected a mapping for this tag');
        return map;
    },
    createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
};

exports.map = map;


/***/ }),

/***/ 3632:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

const nullTag = {
    identify: value => value == null,
    createNode: () => new Scalar.Scalar(null),
    default: true,
    tag: 'tag:yaml.org,2002:null',
    test: /^(?:~|[Nn]ull|NULL)?$/,
    resolve: () => new Scalar.Scalar(null),
    stringify: ({ source }, ctx) => typeof source === 'string' && nullTag.test.test(source)
        ? source
        : ctx.options.nullStr
};

exports.nullTag = nullTag;


/***/ }),

/***/ 1706:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var YAMLSeq = __nccwpck_require__(2223);

const seq = {
    collection: 'seq',
    default: true,
    nodeClass: YAMLSeq.YAMLSeq,
    tag: 'tag:yaml.org,2002:seq',
    resolve(seq, onError) {
        if (!identity.isSeq(seq))
            onError('Expected a sequence for this tag');
        return seq;
    },
    createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
};

exports.seq = seq;


/***/ }),

/***/ 6464:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyString = __nccwpck_require__(3069);

const string = {
    identify: value => typeof value === 'string',
    default: true,
    tag: 'tag:yaml.org,2002:str',
    resolve: str => str,
    stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
    }
};

exports.string = string;


/***/ }),

/***/ 3959:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

const boolTag = {
    identify: value => typeof value === 'boolean',
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
    resolve: str => new Scalar.Scalar(str[0] === 't' || str[0] === 'T'),
    stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
            const sv = source[0] === 't' || source[0] === 'T';
            if (value === sv)
                return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
};

exports.boolTag = boolTag;


/***/ }),

/***/ 8405:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var stringifyNumber = __nccwpck_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: str => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
    resolve: str => parseFloat(str),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf('.');
        if (dot !== -1 && str[str.length - 1] === '0')
            node.minFractionDigits = str.length - dot - 1;
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 9874:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
const intResolve = (str, offset, radix, { intAsBigInt }) => (intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix));
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
    return stringifyNumber.stringifyNumber(node);
}
const intOct = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^0o[0-7]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
    stringify: node => intStringify(node, 8, '0o')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^0x[0-9a-fA-F]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 896:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var bool = __nccwpck_require__(3959);
var float = __nccwpck_require__(8405);
var int = __nccwpck_require__(9874);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.boolTag,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float
];

exports.schema = schema;


/***/ }),

/***/ 3559:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var map = __nccwpck_require__(7451);
var seq = __nccwpck_require__(1706);

function intIdentify(value) {
    return typeof value === 'bigint' || Number.isInteger(value);
}
const stringifyJSON = ({ value }) => JSON.stringify(value);
const jsonScalars = [
    {
        identify: value => typeof value === 'string',
        default: true,
        tag: 'tag:yaml.org,2002:str',
        resolve: str => str,
        stringify: stringifyJSON
    },
    {
        identify: value => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: 'tag:yaml.org,2002:null',
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
    },
    {
        identify: value => typeof value === 'boolean',
        default: true,
        tag: 'tag:yaml.org,2002:bool',
        test: /^true$|^false$/,
        resolve: str => str === 'true',
        stringify: stringifyJSON
    },
    {
        identify: intIdentify,
        default: true,
        tag: 'tag:yaml.org,2002:int',
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
    },
    {
        identify: value => typeof value === 'number',
        default: true,
        tag: 'tag:yaml.org,2002:float',
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: str => parseFloat(str),
        stringify: stringifyJSON
    }
];
const jsonError = {
    default: true,
    tag: '',
    test: /^/,
    resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
    }
};
const schema = [map.map, seq.seq].concat(jsonScalars, jsonError);

exports.schema = schema;


/***/ }),

/***/ 18:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var bool = __nccwpck_require__(3959);
var float = __nccwpck_require__(8405);
var int = __nccwpck_require__(9874);
var schema = __nccwpck_require__(896);
var schema$1 = __nccwpck_require__(3559);
var binary = __nccwpck_require__(6083);
var merge = __nccwpck_require__(452);
var omap = __nccwpck_require__(303);
var pairs = __nccwpck_require__(8385);
var schema$2 = __nccwpck_require__(5913);
var set = __nccwpck_require__(1528);
var timestamp = __nccwpck_require__(6752);

const schemas = new Map([
    ['core', schema.schema],
    ['failsafe', [map.map, seq.seq, string.string]],
    ['json', schema$1.schema],
    ['yaml11', schema$2.schema],
    ['yaml-1.1', schema$2.schema]
]);
const tagsByName = {
    binary: binary.binary,
    bool: bool.boolTag,
    float: float.float,
    floatExp: float.floatExp,
    floatNaN: float.floatNaN,
    floatTime: timestamp.floatTime,
    int: int.int,
    intHex: int.intHex,
    intOct: int.intOct,
    intTime: timestamp.intTime,
    map: map.map,
    merge: merge.merge,
    null: _null.nullTag,
    omap: omap.omap,
    pairs: pairs.pairs,
    seq: seq.seq,
    set: set.set,
    timestamp: timestamp.timestamp
};
const coreKnownTags = {
    'tag:yaml.org,2002:binary': binary.binary,
    'tag:yaml.org,2002:merge': merge.merge,
    'tag:yaml.org,2002:omap': omap.omap,
    'tag:yaml.org,2002:pairs': pairs.pairs,
    'tag:yaml.org,2002:set': set.set,
    'tag:yaml.org,2002:timestamp': timestamp.timestamp
};
function getTags(customTags, schemaName, addMergeTag) {
    const schemaTags = schemas.get(schemaName);
    if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge)
            ? schemaTags.concat(merge.merge)
            : schemaTags.slice();
    }
    let tags = schemaTags;
    if (!tags) {
        if (Array.isArray(customTags))
            tags = [];
        else {
            const keys = Array.from(schemas.keys())
                .filter(key => key !== 'yaml11')
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
    }
    if (Array.isArray(customTags)) {
        for (const tag of customTags)
            tags = tags.concat(tag);
    }
    else if (typeof customTags === 'function') {
        tags = customTags(tags.slice());
    }
    if (addMergeTag)
        tags = tags.concat(merge.merge);
    return tags.reduce((tags, tag) => {
        const tagObj = typeof tag === 'string' ? tagsByName[tag] : tag;
        if (!tagObj) {
            const tagName = JSON.stringify(tag);
            const keys = Object.keys(tagsByName)
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags.includes(tagObj))
            tags.push(tagObj);
        return tags;
    }, []);
}

exports.coreKnownTags = coreKnownTags;
exports.getTags = getTags;


/***/ }),

/***/ 6083:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_buffer = __nccwpck_require__(181);
var Scalar = __nccwpck_require__(3301);
var stringifyString = __nccwpck_require__(3069);

const binary = {
    identify: value => value instanceof Uint8Array, // Buffer inherits from Uint8Array
    default: false,
    tag: 'tag:yaml.org,2002:binary',
    /**
     * Returns a Buffer in node and an Uint8Array in browsers
     *
     * To use the resulting buffer as an image, you'll want to do something like:
     *
     *   const blob = new Blob([buffer], { type: 'image/jpeg' })
     *   document.querySelector('#photo').src = URL.createObjectURL(blob)
     */
    resolve(src, onError) {
        if (typeof node_buffer.Buffer === 'function') {
            return node_buffer.Buffer.from(src, 'base64');
        }
        else if (typeof atob === 'function') {
            // On IE 11, atob() can't handle newlines
            const str = atob(src.replace(/[\n\r]/g, ''));
            const buffer = new Uint8Array(str.length);
            for (let i = 0; i < str.length; ++i)
                buffer[i] = str.charCodeAt(i);
            return buffer;
        }
        else {
            onError('This environment does not support reading binary tags; either Buffer or atob is required');
            return src;
        }
    },
    stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
            return '';
        const buf = value; // checked earlier by binary.identify()
        let str;
        if (typeof node_buffer.Buffer === 'function') {
            str =
                buf instanceof node_buffer.Buffer
                    ? buf.toString('base64')
                    : node_buffer.Buffer.from(buf.buffer).toString('base64');
        }
        else if (typeof btoa === 'function') {
            let s = '';
            for (let i = 0; i < buf.length; ++i)
                s += String.fromCharCode(buf[i]);
            str = btoa(s);
        }
        else {
            throw new Error('This environment does not support writing binary tags; either Buffer or btoa is required');
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
            const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
            const n = Math.ceil(str.length / lineWidth);
            const lines = new Array(n);
            for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
                lines[i] = str.substr(o, lineWidth);
            }
            str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? '\n' : ' ');
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
    }
};

exports.binary = binary;


/***/ }),

/***/ 8398:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

function boolStringify({ value, source }, ctx) {
    const boolObj = value ? trueTag : falseTag;
    if (source && boolObj.test.test(source))
        return source;
    return value ? ctx.options.trueStr : ctx.options.falseStr;
}
const trueTag = {
    identify: value => value === true,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
    resolve: () => new Scalar.Scalar(true),
    stringify: boolStringify
};
const falseTag = {
    identify: value => value === false,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
    resolve: () => new Scalar.Scalar(false),
    stringify: boolStringify
};

exports.falseTag = falseTag;
exports.trueTag = trueTag;


/***/ }),

/***/ 5782:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var stringifyNumber = __nccwpck_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: (str) => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
    resolve: (str) => parseFloat(str.replace(/_/g, '')),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, '')));
        const dot = str.indexOf('.');
        if (dot !== -1) {
            const f = str.substring(dot + 1).replace(/_/g, '');
            if (f[f.length - 1] === '0')
                node.minFractionDigits = f.length;
        }
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 873:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
function intResolve(str, offset, radix, { intAsBigInt }) {
    const sign = str[0];
    if (sign === '-' || sign === '+')
        offset += 1;
    str = str.substring(offset).replace(/_/g, '');
    if (intAsBigInt) {
        switch (radix) {
            case 2:
                str = `0b${str}`;
                break;
            case 8:
                str = `0o${str}`;
                break;
            case 16:
                str = `0x${str}`;
                break;
        }
        const n = BigInt(str);
        return sign === '-' ? BigInt(-1) * n : n;
    }
    const n = parseInt(str, radix);
    return sign === '-' ? -1 * n : n;
}
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? '-' + prefix + str.substr(1) : prefix + str;
    }
    return stringifyNumber.stringifyNumber(node);
}
const intBin = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'BIN',
    test: /^[-+]?0b[0-1_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
    stringify: node => intStringify(node, 2, '0b')
};
const intOct = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^[-+]?0[0-7_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
    stringify: node => intStringify(node, 8, '0')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9][0-9_]*$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^[-+]?0x[0-9a-fA-F_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intBin = intBin;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 452:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);

// If the value associated with a merge key is a single mapping node, each of
// its key/value pairs is inserted into the current mapping, unless the key
// already exists in it. If the value associated with the merge key is a
// sequence, then this sequence is expected to contain mapping nodes and each
// of these nodes is merged in turn according to its order in the sequence.
// Keys in mapping nodes earlier in the sequence override keys specified in
// later mapping nodes. -- http://yaml.org/type/merge.html
const MERGE_KEY = '<<';
const merge = {
    identify: value => value === MERGE_KEY ||
        (typeof value === 'symbol' && value.description === MERGE_KEY),
    default: 'key',
    tag: 'tag:yaml.org,2002:merge',
    test: /^<<$/,
    resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
    }),
    stringify: () => MERGE_KEY
};
const isMergeKey = (ctx, key) => (merge.identify(key) ||
    (identity.isScalar(key) &&
        (!key.type || key.type === Scalar.Scalar.PLAIN) &&
        merge.identify(key.value))) &&
    ctx?.doc.schema.tags.some(tag => tag.tag === merge.tag && tag.default);
function addMergeToJSMap(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (identity.isSeq(source))
        for (const it of source.items)
            mergeValue(ctx, map, it);
    else if (Array.isArray(source))
        for (const it of source)
            mergeValue(ctx, map, it);
    else
        mergeValue(ctx, map, source);
}
function mergeValue(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (!identity.isMap(source))
        throw new Error('Merge sources must be maps or map aliases');
    const srcMap = source.toJSON(null, ctx, Map);
    for (const [key, value] of srcMap) {
        if (map instanceof Map) {
            if (!map.has(key))
                map.set(key, value);
        }
        else if (map instanceof Set) {
            map.add(key);
        }
        else if (!Object.prototype.hasOwnProperty.call(map, key)) {
            Object.defineProperty(map, key, {
                value,
                writable: true,
                enumerable: true,
                configurable: true
            });
        }
    }
    return map;
}
function resolveAliasValue(ctx, value) {
    return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
}

exports.addMergeToJSMap = addMergeToJSMap;
exports.isMergeKey = isMergeKey;
exports.merge = merge;


/***/ }),

/***/ 303:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var pairs = __nccwpck_require__(8385);

class YAMLOMap extends YAMLSeq.YAMLSeq {
    constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = YAMLOMap.tag;
    }
    /**
     * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
     * but TypeScript won't allow widening the signature of a child method.
     */
    toJSON(_, ctx) {
        if (!ctx)
            return super.toJSON(_);
        const map = new Map();
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const pair of this.items) {
            let key, value;
            if (identity.isPair(pair)) {
                key = toJS.toJS(pair.key, '', ctx);
                value = toJS.toJS(pair.value, key, ctx);
            }
            else {
                key = toJS.toJS(pair, '', ctx);
            }
            if (map.has(key))
                throw new Error('Ordered maps must not include duplicate keys');
            map.set(key, value);
        }
        return map;
    }
    static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap = new this();
        omap.items = pairs$1.items;
        return omap;
    }
}
YAMLOMap.tag = 'tag:yaml.org,2002:omap';
const omap = {
    collection: 'seq',
    identify: value => value instanceof Map,
    nodeClass: YAMLOMap,
    default: false,
    tag: 'tag:yaml.org,2002:omap',
    resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
            if (identity.isScalar(key)) {
                if (seenKeys.includes(key.value)) {
                    onError(`Ordered maps must not include duplicate keys: ${key.value}`);
                }
                else {
                    seenKeys.push(key.value);
                }
            }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
    },
    createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
};

exports.YAMLOMap = YAMLOMap;
exports.omap = omap;


/***/ }),

/***/ 8385:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);
var YAMLSeq = __nccwpck_require__(2223);

function resolvePairs(seq, onError) {
    if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
            let item = seq.items[i];
            if (identity.isPair(item))
                continue;
            else if (identity.isMap(item)) {
                if (item.items.length > 1)
                    onError('Each pair must have its own sequence indicator');
                const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
                if (item.commentBefore)
                    pair.key.commentBefore = pair.key.commentBefore
                        ? `${item.commentBefore}\n${pair.key.commentBefore}`
                        : item.commentBefore;
                if (item.comment) {
                    const cn = pair.value ?? pair.key;
                    cn.comment = cn.comment
                        ? `${item.comment}\n${cn.comment}`
                        : item.comment;
                }
                item = pair;
            }
            seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
    }
    else
        onError('Expected a sequence for this tag');
    return seq;
}
function createPairs(schema, iterable, ctx) {
    const { replacer } = ctx;
    const pairs = new YAMLSeq.YAMLSeq(schema);
    pairs.tag = 'tag:yaml.org,2002:pairs';
    let i = 0;
    if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
            if (typeof replacer === 'function')
                it = replacer.call(iterable, String(i++), it);
            let key, value;
            if (Array.isArray(it)) {
                if (it.length === 2) {
                    key = it[0];
                    value = it[1];
                }
                else
                    throw new TypeError(`Expected [key, value] tuple: ${it}`);
            }
            else if (it && it instanceof Object) {
                const keys = Object.keys(it);
                if (keys.length === 1) {
                    key = keys[0];
                    value = it[key];
                }
                else {
                    throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
                }
            }
            else {
                key = it;
            }
            pairs.items.push(Pair.createPair(key, value, ctx));
        }
    return pairs;
}
const pairs = {
    collection: 'seq',
    default: false,
    tag: 'tag:yaml.org,2002:pairs',
    resolve: resolvePairs,
    createNode: createPairs
};

exports.createPairs = createPairs;
exports.pairs = pairs;
exports.resolvePairs = resolvePairs;


/***/ }),

/***/ 5913:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var binary = __nccwpck_require__(6083);
var bool = __nccwpck_require__(8398);
var float = __nccwpck_require__(5782);
var int = __nccwpck_require__(873);
var merge = __nccwpck_require__(452);
var omap = __nccwpck_require__(303);
var pairs = __nccwpck_require__(8385);
var set = __nccwpck_require__(1528);
var timestamp = __nccwpck_require__(6752);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.trueTag,
    bool.falseTag,
    int.intBin,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float,
    binary.binary,
    merge.merge,
    omap.omap,
    pairs.pairs,
    set.set,
    timestamp.intTime,
    timestamp.floatTime,
    timestamp.timestamp
];

exports.schema = schema;


/***/ }),

/***/ 1528:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);

class YAMLSet extends YAMLMap.YAMLMap {
    constructor(schema) {
        super(schema);
        this.tag = YAMLSet.tag;
    }
    add(key) {
        let pair;
        if (identity.isPair(key))
            pair = key;
        else if (key &&
            typeof key === 'object' &&
            'key' in key &&
            'value' in key &&
            key.value === null)
            pair = new Pair.Pair(key.key, null);
        else
            pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
            this.items.push(pair);
    }
    /**
     * If `keepPair` is `true`, returns the Pair matching `key`.
     * Otherwise, returns the value of that Pair's key.
     */
    get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair)
            ? identity.isScalar(pair.key)
                ? pair.key.value
                : pair.key
            : pair;
    }
    set(key, value) {
        if (typeof value !== 'boolean')
            throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
            this.items.splice(this.items.indexOf(prev), 1);
        }
        else if (!prev && value) {
            this.items.push(new Pair.Pair(key));
        }
    }
    toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        if (this.hasAllNullValues(true))
            return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
            throw new Error('Set items must all have null values');
    }
    static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
            for (let value of iterable) {
                if (typeof replacer === 'function')
                    value = replacer.call(iterable, value, value);
                set.items.push(Pair.createPair(value, null, ctx));
            }
        return set;
    }
}
YAMLSet.tag = 'tag:yaml.org,2002:set';
const set = {
    collection: 'map',
    identify: value => value instanceof Set,
    nodeClass: YAMLSet,
    default: false,
    tag: 'tag:yaml.org,2002:set',
    createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
    resolve(map, onError) {
        if (identity.isMap(map)) {
            if (map.hasAllNullValues(true))
                return Object.assign(new YAMLSet(), map);
            else
                onError('Set items must all have null values');
        }
        else
            onError('Expected a mapping for this tag');
        return map;
    }
};

exports.YAMLSet = YAMLSet;
exports.set = set;


/***/ }),

/***/ 6752:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

/** Internal types handle bigint as number, because TS can't figure it out. */
function parseSexagesimal(str, asBigInt) {
    const sign = str[0];
    const parts = sign === '-' || sign === '+' ? str.substring(1) : str;
    const num = (n) => asBigInt ? BigInt(n) : Number(n);
    const res = parts
        .replace(/_/g, '')
        .split(':')
        .reduce((res, p) => res * num(60) + num(p), num(0));
    return (sign === '-' ? num(-1) * res : res);
}
/**
 * hhhh:mm:ss.sss
 *
 * Internal types handle bigint as number, because TS can't figure it out.
 */
function stringifySexagesimal(node) {
    let { value } = node;
    let num = (n) => n;
    if (typeof value === 'bigint')
        num = n => BigInt(n);
    else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
    let sign = '';
    if (value < 0) {
        sign = '-';
        value *= num(-1);
    }
    const _60 = num(60);
    const parts = [value % _60]; // seconds, including ms
    if (value < 60) {
        parts.unshift(0); // at least one : is required
    }
    else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60); // minutes
        if (value >= 60) {
            value = (value - parts[0]) / _60;
            parts.unshift(value); // hours
        }
    }
    return (sign +
        parts
            .map(n => String(n).padStart(2, '0'))
            .join(':')
            .replace(/000000\d*$/, '') // % 60 may introduce error
    );
}
const intTime = {
    identify: value => typeof value === 'bigint' || Number.isInteger(value),
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
    resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
    stringify: stringifySexagesimal
};
const floatTime = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
    resolve: str => parseSexagesimal(str, false),
    stringify: stringifySexagesimal
};
const timestamp = {
    identify: value => value instanceof Date,
    default: true,
    tag: 'tag:yaml.org,2002:timestamp',
    // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
    // may be omitted altogether, resulting in a date format. In such a case, the time part is
    // assumed to be 00:00:00Z (start of day, UTC).
    test: RegExp('^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})' + // YYYY-Mm-Dd
        '(?:' + // time is optional
        '(?:t|T|[ \\t]+)' + // t | T | whitespace
        '([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)' + // Hh:Mm:Ss(.ss)?
        '(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?' + // Z | +5 | -03:30
        ')?$'),
    resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
            throw new Error('!!timestamp expects a date, starting with yyyy-mm-dd');
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + '00').substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== 'Z') {
            let d = parseSexagesimal(tz, false);
            if (Math.abs(d) < 30)
                d *= 60;
            date -= 60000 * d;
        }
        return new Date(date);
    },
    stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, '') ?? ''
};

exports.floatTime = floatTime;
exports.intTime = intTime;
exports.timestamp = timestamp;


/***/ }),

/***/ 4475:
/***/ ((__unused_webpack_module, exports) => {



const FOLD_FLOW = 'flow';
const FOLD_BLOCK = 'block';
const FOLD_QUOTED = 'quoted';
/**
 * Tries to keep input at up to `lineWidth` characters, splitting only on spaces
 * not followed by newlines or spaces unless `mode` is `'quoted'`. Lines are
 * terminated with `\n` and started with `indent`.
 */
function foldFlowLines(text, indent, mode = 'flow', { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
    if (!lineWidth || lineWidth < 0)
        return text;
    if (lineWidth < minContentWidth)
        minContentWidth = 0;
    const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
    if (text.length <= endStep)
        return text;
    const folds = [];
    const escapedFolds = {};
    let end = lineWidth - indent.length;
    if (typeof indentAtStart === 'number') {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
            folds.push(0);
        else
            end = lineWidth - indentAtStart;
    }
    let split = undefined;
    let prev = undefined;
    let overflow = false;
    let i = -1;
    let escStart = -1;
    let escEnd = -1;
    if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
            end = i + endStep;
    }
    for (let ch; (ch = text[(i += 1)]);) {
        if (mode === FOLD_QUOTED && ch === '\\') {
            escStart = i;
            switch (text[i + 1]) {
                case 'x':
                    i += 3;
                    break;
                case 'u':
                    i += 5;
                    break;
                case 'U':
                    i += 9;
                    break;
                default:
                    i += 1;
            }
            escEnd = i;
        }
        if (ch === '\n') {
            if (mode === FOLD_BLOCK)
                i = consumeMoreIndentedLines(text, i, indent.length);
            end = i + indent.length + endStep;
            split = undefined;
        }
        else {
            if (ch === ' ' &&
                prev &&
                prev !== ' ' &&
                prev !== '\n' &&
                prev !== '\t') {
                // space surrounded by non-space can be replaced with newline + indent
                const next = text[i + 1];
                if (next && next !== ' ' && next !== '\n' && next !== '\t')
                    split = i;
            }
            if (i >= end) {
                if (split) {
                    folds.push(split);
                    end = split + endStep;
                    split = undefined;
                }
                else if (mode === FOLD_QUOTED) {
                    // white-space collected at end may stretch past lineWidth
                    while (prev === ' ' || prev === '\t') {
                        prev = ch;
                        ch = text[(i += 1)];
                        overflow = true;
                    }
                    // Account for newline escape, but don't break preceding escape
                    const j = i > escEnd + 1 ? i - 2 : escStart - 1;
                    // Bail out if lineWidth & minContentWidth are shorter than an escape string
                    if (escapedFolds[j])
                        return text;
                    folds.push(j);
                    escapedFolds[j] = true;
                    end = j + endStep;
                    split = undefined;
                }
                else {
                    overflow = true;
                }
            }
        }
        prev = ch;
    }
    if (overflow && onOverflow)
        onOverflow();
    if (folds.length === 0)
        return text;
    if (onFold)
        onFold();
    let res = text.slice(0, folds[0]);
    for (let i = 0; i < folds.length; ++i) {
        const fold = folds[i];
        const end = folds[i + 1] || text.length;
        if (fold === 0)
            res = `\n${indent}${text.slice(0, end)}`;
        else {
            if (mode === FOLD_QUOTED && escapedFolds[fold])
                res += `${text[fold]}\\`;
            res += `\n${indent}${text.slice(fold + 1, end)}`;
        }
    }
    return res;
}
/**
 * Presumes `i + 1` is at the start of a line
 * @returns index of last newline in more-indented block
 */
function consumeMoreIndentedLines(text, i, indent) {
    let end = i;
    let start = i + 1;
    let ch = text[start];
    while (ch === ' ' || ch === '\t') {
        if (i < start + indent) {
            ch = text[++i];
        }
        else {
            do {
                ch = text[++i];
            } while (ch && ch !== '\n');
            end = i;
            start = i + 1;
            ch = text[start];
        }
    }
    return end;
}

exports.FOLD_BLOCK = FOLD_BLOCK;
exports.FOLD_FLOW = FOLD_FLOW;
exports.FOLD_QUOTED = FOLD_QUOTED;
exports.foldFlowLines = foldFlowLines;


/***/ }),

/***/ 2148:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(1596);
var identity = __nccwpck_require__(1127);
var stringifyComment = __nccwpck_require__(9799);
var stringifyString = __nccwpck_require__(3069);

function createStringifyContext(doc, options) {
    const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: 'PLAIN',
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: 'false',
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: 'null',
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: 'true',
        verifyAliasOrder: true
    }, doc.schema.toStringOptions, options);
    let inFlow;
    switch (opt.collectionStyle) {
        case 'block':
            inFlow = false;
            break;
        case 'flow':
            inFlow = true;
            break;
        default:
            inFlow = null;
    }
    return {
        anchors: new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? ' ' : '',
        indent: '',
        indentStep: typeof opt.indent === 'number' ? ' '.repeat(opt.indent) : '  ',
        inFlow,
        options: opt
    };
}
function getTagObject(tags, item) {
    if (item.tag) {
        const match = tags.filter(t => t.tag === item.tag);
        if (match.length > 0)
            return match.find(t => t.format === item.format) ?? match[0];
    }
    let tagObj = undefined;
    let obj;
    if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter(t => t.identify?.(obj));
        if (match.length > 1) {
            const testMatch = match.filter(t => t.test);
            if (testMatch.length > 0)
                match = testMatch;
        }
        tagObj =
            match.find(t => t.format === item.format) ?? match.find(t => !t.format);
    }
    else {
        obj = item;
        tagObj = tags.find(t => t.nodeClass && obj instanceof t.nodeClass);
    }
    if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? 'null' : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
    }
    return tagObj;
}
// needs to be called before value stringifier to allow for circular anchor refs
function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
    if (!doc.directives)
        return '';
    const props = [];
    const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
    if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
    }
    const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
    if (tag)
        props.push(doc.directives.tagString(tag));
    return props.join(' ');
}
function stringify(item, ctx, onComment, onChompKeep) {
    if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
    if (identity.isAlias(item)) {
        if (ctx.doc.directives)
            return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
            throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        }
        else {
            if (ctx.resolvedAliases)
                ctx.resolvedAliases.add(item);
            else
                ctx.resolvedAliases = new Set([item]);
            item = item.resolve(ctx.doc);
        }
    }
    let tagObj = undefined;
    const node = identity.isNode(item)
        ? item
        : ctx.doc.createNode(item, { onTagObj: o => (tagObj = o) });
    tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
    const props = stringifyProps(node, tagObj, ctx);
    if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
    const str = typeof tagObj.stringify === 'function'
        ? tagObj.stringify(node, ctx, onComment, onChompKeep)
        : identity.isScalar(node)
            ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep)
            : node.toString(ctx, onComment, onChompKeep);
    if (!props)
        return str;
    return identity.isScalar(node) || str[0] === '{' || str[0] === '['
        ? `${props} ${str}`
        : `${props}\n${ctx.indent}${str}`;
}

exports.createStringifyContext = createStringifyContext;
exports.stringify = stringify;


/***/ }),

/***/ 1212:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyCollection(collection, ctx, options) {
    const flow = ctx.inFlow ?? collection.flow;
    const stringify = flow ? stringifyFlowCollection : stringifyBlockCollection;
    return stringify(collection, ctx, options);
}
function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
    const { indent, options: { commentString } } = ctx;
    const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
    let chompKeep = false; // flag for the preceding node's status
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (!chompKeep && item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (!chompKeep && ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
            }
        }
        chompKeep = false;
        let str = stringify.stringify(item, itemCtx, () => (comment = null), () => (chompKeep = true));
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        if (chompKeep && comment)
            chompKeep = false;
        lines.push(blockItemPrefix + str);
    }
    let str;
    if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
    }
    else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
            const line = lines[i];
            str += line ? `\n${indent}${line}` : '\n';
        }
    }
    if (comment) {
        str += '\n' + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
            onComment();
    }
    else if (chompKeep && onChompKeep)
        onChompKeep();
    return str;
}
function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
    const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
    itemIndent += indentStep;
    const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
    });
    let reqNewline = false;
    let linesAtValue = 0;
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, false);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, false);
                if (ik.comment)
                    reqNewline = true;
            }
            const iv = identity.isNode(item.value) ? item.value : null;
            if (iv) {
                if (iv.comment)
                    comment = iv.comment;
                if (iv.commentBefore)
                    reqNewline = true;
            }
            else if (item.value == null && ik?.comment) {
                comment = ik.comment;
            }
        }
        if (comment)
            reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => (comment = null));
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes('\n'));
        if (i < items.length - 1) {
            str += ',';
        }
        else if (ctx.options.trailingComma) {
            if (ctx.options.lineWidth > 0) {
                reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) +
                    (str.length + 2) >
                    ctx.options.lineWidth);
            }
            if (reqNewline) {
                str += ',';
            }
        }
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
    }
    const { start, end } = flowChars;
    if (lines.length === 0) {
        return start + end;
    }
    else {
        if (!reqNewline) {
            const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
            reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
            let str = start;
            for (const line of lines)
                str += line ? `\n${indentStep}${indent}${line}` : '\n';
            return `${str}\n${indent}${end}`;
        }
        else {
            return `${start}${fcPadding}${lines.join(' ')}${fcPadding}${end}`;
        }
    }
}
function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
    if (comment && chompKeep)
        comment = comment.replace(/^\n+/, '');
    if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart()); // Avoid double indent on first line
    }
}

exports.stringifyCollection = stringifyCollection;


/***/ }),

/***/ 9799:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringifies a comment.
 *
 * Empty comment lines are left empty,
 * lines consisting of a single space are replaced by `#`,
 * and all other lines are prefixed with a `#`.
 */
const stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, '#');
function indentComment(comment, indent) {
    if (/^\n+$/.test(comment))
        return comment.substring(1);
    return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
}
const lineComment = (str, indent, comment) => str.endsWith('\n')
    ? indentComment(comment, indent)
    : comment.includes('\n')
        ? '\n' + indentComment(comment, indent)
        : (str.endsWith(' ') ? '' : ' ') + comment;

exports.indentComment = indentComment;
exports.lineComment = lineComment;
exports.stringifyComment = stringifyComment;


/***/ }),

/***/ 6829:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyDocument(doc, options) {
    const lines = [];
    let hasDirectives = options.directives === true;
    if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
            lines.push(dir);
            hasDirectives = true;
        }
        else if (doc.directives.docStart)
            hasDirectives = true;
    }
    if (hasDirectives)
        lines.push('---');
    const ctx = stringify.createStringifyContext(doc, options);
    const { commentString } = ctx.options;
    if (doc.commentBefore) {
        if (lines.length !== 1)
            lines.unshift('');
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ''));
    }
    let chompKeep = false;
    let contentComment = null;
    if (doc.contents) {
        if (identity.isNode(doc.contents)) {
            if (doc.contents.spaceBefore && hasDirectives)
                lines.push('');
            if (doc.contents.commentBefore) {
                const cs = commentString(doc.contents.commentBefore);
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            // top-level block scalars need to be indented if followed by a comment
            ctx.forceBlockIndent = !!doc.comment;
            contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? undefined : () => (chompKeep = true);
        let body = stringify.stringify(doc.contents, ctx, () => (contentComment = null), onChompKeep);
        if (contentComment)
            body += stringifyComment.lineComment(body, '', commentString(contentComment));
        if ((body[0] === '|' || body[0] === '>') &&
            lines[lines.length - 1] === '---') {
            // Top-level block scalars with a preceding doc marker ought to use the
            // same line for their header.
            lines[lines.length - 1] = `--- ${body}`;
        }
        else
            lines.push(body);
    }
    else {
        lines.push(stringify.stringify(doc.contents, ctx));
    }
    if (doc.directives?.docEnd) {
        if (doc.comment) {
            const cs = commentString(doc.comment);
            if (cs.includes('\n')) {
                lines.push('...');
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            else {
                lines.push(`... ${cs}`);
            }
        }
        else {
            lines.push('...');
        }
    }
    else {
        let dc = doc.comment;
        if (dc && chompKeep)
            dc = dc.replace(/^\n+/, '');
        if (dc) {
            if ((!chompKeep || contentComment) && lines[lines.length - 1] !== '')
                lines.push('');
            lines.push(stringifyComment.indentComment(commentString(dc), ''));
        }
    }
    return lines.join('\n') + '\n';
}

exports.stringifyDocument = stringifyDocument;


/***/ }),

/***/ 8689:
/***/ ((__unused_webpack_module, exports) => {



function stringifyNumber({ format, minFractionDigits, tag, value }) {
    if (typeof value === 'bigint')
        return String(value);
    const num = typeof value === 'number' ? value : Number(value);
    if (!isFinite(num))
        return isNaN(num) ? '.nan' : num < 0 ? '-.inf' : '.inf';
    let n = Object.is(value, -0) ? '-0' : JSON.stringify(value);
    if (!format &&
        minFractionDigits &&
        (!tag || tag === 'tag:yaml.org,2002:float') &&
        /^-?\d/.test(n) &&
        !n.includes('e')) {
        let i = n.indexOf('.');
        if (i < 0) {
            i = n.length;
            n += '.';
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
            n += '0';
    }
    return n;
}

exports.stringifyNumber = stringifyNumber;


/***/ }),

/***/ 9748:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
    const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
    let keyComment = (identity.isNode(key) && key.comment) || null;
    if (simpleKeys) {
        if (keyComment) {
            throw new Error('With simple keys, key nodes cannot have comments');
        }
        if (identity.isCollection(key) || (!identity.isNode(key) && typeof key === 'object')) {
            const msg = 'With simple keys, collection cannot be used as a key value';
            throw new Error(msg);
        }
    }
    let explicitKey = !simpleKeys &&
        (!key ||
            (keyComment && value == null && !ctx.inFlow) ||
            identity.isCollection(key) ||
            (identity.isScalar(key)
                ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL
                : typeof key === 'object'));
    ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
    });
    let keyCommentDone = false;
    let chompKeep = false;
    let str = stringify.stringify(key, ctx, () => (keyCommentDone = true), () => (chompKeep = true));
    if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
            throw new Error('With simple keys, single line scalar must not span more than 1024 characters');
        explicitKey = true;
    }
    if (ctx.inFlow) {
        if (allNullValues || value == null) {
            if (keyCommentDone && onComment)
                onComment();
            return str === '' ? '?' : explicitKey ? `? ${str}` : str;
        }
    }
    else if ((allNullValues && !simpleKeys) || (value == null && explicitKey)) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        }
        else if (chompKeep && onChompKeep)
            onChompKeep();
        return str;
    }
    if (keyCommentDone)
        keyComment = null;
    if (explicitKey) {
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}\n${indent}:`;
    }
    else {
        str = `${str}:`;
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
    }
    let vsb, vcb, valueComment;
    if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
    }
    else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === 'object')
            value = doc.createNode(value);
    }
    ctx.implicitKey = false;
    if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
    chompKeep = false;
    if (!indentSeq &&
        indentStep.length >= 2 &&
        !ctx.inFlow &&
        !explicitKey &&
        identity.isSeq(value) &&
        !value.flow &&
        !value.tag &&
        !value.anchor) {
        // If indentSeq === false, consider '- ' as part of indentation where possible
        ctx.indent = ctx.indent.substring(2);
    }
    let valueCommentDone = false;
    const valueStr = stringify.stringify(value, ctx, () => (valueCommentDone = true), () => (chompKeep = true));
    let ws = ' ';
    if (keyComment || vsb || vcb) {
        ws = vsb ? '\n' : '';
        if (vcb) {
            const cs = commentString(vcb);
            ws += `\n${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === '' && !ctx.inFlow) {
            if (ws === '\n' && valueComment)
                ws = '\n\n';
        }
        else {
            ws += `\n${ctx.indent}`;
        }
    }
    else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf('\n');
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
            let hasPropsLine = false;
            if (hasNewline && (vs0 === '&' || vs0 === '!')) {
                let sp0 = valueStr.indexOf(' ');
                if (vs0 === '&' &&
                    sp0 !== -1 &&
                    sp0 < nl0 &&
                    valueStr[sp0 + 1] === '!') {
                    sp0 = valueStr.indexOf(' ', sp0 + 1);
                }
                if (sp0 === -1 || nl0 < sp0)
                    hasPropsLine = true;
            }
            if (!hasPropsLine)
                ws = `\n${ctx.indent}`;
        }
    }
    else if (valueStr === '' || valueStr[0] === '\n') {
        ws = '';
    }
    str += ws + valueStr;
    if (ctx.inFlow) {
        if (valueCommentDone && onComment)
            onComment();
    }
    else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
    }
    else if (chompKeep && onChompKeep) {
        onChompKeep();
    }
    return str;
}

exports.stringifyPair = stringifyPair;


/***/ }),

/***/ 3069:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var foldFlowLines = __nccwpck_require__(4475);

const getFoldOptions = (ctx, isBlock) => ({
    indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
    lineWidth: ctx.options.lineWidth,
    minContentWidth: ctx.options.minContentWidth
});
// Also checks for lines starting with %, as parsing the output as YAML 1.1 will
// presume that's starting a new document.
const containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
function lineLengthOverLimit(str, lineWidth, indentLength) {
    if (!lineWidth || lineWidth < 0)
        return false;
    const limit = lineWidth - indentLength;
    const strLen = str.length;
    if (strLen <= limit)
        return false;
    for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === '\n') {
            if (i - start > limit)
                return true;
            start = i + 1;
            if (strLen - start <= limit)
                return false;
        }
    }
    return true;
}
function doubleQuotedString(value, ctx) {
    const json = JSON.stringify(value);
    if (ctx.options.doubleQuotedAsJSON)
        return json;
    const { implicitKey } = ctx;
    const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    let str = '';
    let start = 0;
    for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === ' ' && json[i + 1] === '\\' && json[i + 2] === 'n') {
            // space before newline needs to be escaped to not be folded
            str += json.slice(start, i) + '\\ ';
            i += 1;
            start = i;
            ch = '\\';
        }
        if (ch === '\\')
            switch (json[i + 1]) {
                case 'u':
                    {
                        str += json.slice(start, i);
                        const code = json.substr(i + 2, 4);
                        switch (code) {
                            case '0000':
                                str += '\\0';
                                break;
                            case '0007':
                                str += '\\a';
                                break;
                            case '000b':
                                str += '\\v';
                                break;
                            case '001b':
                                str += '\\e';
                                break;
                            case '0085':
                                str += '\\N';
                                break;
                            case '00a0':
                                str += '\\_';
                                break;
                            case '2028':
                                str += '\\L';
                                break;
                            case '2029':
                                str += '\\P';
                                break;
                            default:
                                if (code.substr(0, 2) === '00')
                                    str += '\\x' + code.substr(2);
                                else
                                    str += json.substr(i, 6);
                        }
                        i += 5;
                        start = i + 1;
                    }
                    break;
                case 'n':
                    if (implicitKey ||
                        json[i + 2] === '"' ||
                        json.length < minMultiLineLength) {
                        i += 1;
                    }
                    else {
                        // folding will eat first newline
                        str += json.slice(start, i) + '\n\n';
                        while (json[i + 2] === '\\' &&
                            json[i + 3] === 'n' &&
                            json[i + 4] !== '"') {
                            str += '\n';
                            i += 2;
                        }
                        str += indent;
                        // space after newline needs to be escaped to not be folded
                        if (json[i + 2] === ' ')
                            str += '\\';
                        i += 1;
                        start = i + 1;
                    }
                    break;
                default:
                    i += 1;
            }
    }
    str = start ? str + json.slice(start) : json;
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
}
function singleQuotedString(value, ctx) {
    if (ctx.options.singleQuote === false ||
        (ctx.implicitKey && value.includes('\n')) ||
        /[ \t]\n|\n[ \t]/.test(value) // single quoted string can't have leading or trailing whitespace around newline
    )
        return doubleQuotedString(value, ctx);
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&\n${indent}`) + "'";
    return ctx.implicitKey
        ? res
        : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function quotedString(value, ctx) {
    const { singleQuote } = ctx.options;
    let qs;
    if (singleQuote === false)
        qs = doubleQuotedString;
    else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
            qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
            qs = doubleQuotedString;
        else
            qs = singleQuote ? singleQuotedString : doubleQuotedString;
    }
    return qs(value, ctx);
}
// The negative lookbehind avoids a polynomial search,
// but isn't supported yet on Safari: https://caniuse.com/js-regexp-lookbehind
let blockEndNewlines;
try {
    blockEndNewlines = new RegExp('(^|(?<!\n))\n+(?!\n|$)', 'g');
}
catch {
    blockEndNewlines = /\n+(?!\n|$)/g;
}
function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
    const { blockQuote, commentString, lineWidth } = ctx.options;
    // 1. Block can't end in whitespace unless the last line is non-empty.
    // 2. Strings consisting of only whitespace are best rendered explicitly.
    if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
    }
    const indent = ctx.indent ||
        (ctx.forceBlockIndent || containsDocumentMarker(value) ? '  ' : '');
    const literal = blockQuote === 'literal'
        ? true
        : blockQuote === 'folded' || type === Scalar.Scalar.BLOCK_FOLDED
            ? false
            : type === Scalar.Scalar.BLOCK_LITERAL
                ? true
                : !lineLengthOverLimit(value, lineWidth, indent.length);
    if (!value)
        return literal ? '|\n' : '>\n';
    // determine chomping from whitespace at value end
    let chomp;
    let endStart;
    for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== '\n' && ch !== '\t' && ch !== ' ')
            break;
    }
    let end = value.substring(endStart);
    const endNlPos = end.indexOf('\n');
    if (endNlPos === -1) {
        chomp = '-'; // strip
    }
    else if (value === end || endNlPos !== end.length - 1) {
        chomp = '+'; // keep
        if (onChompKeep)
            onChompKeep();
    }
    else {
        chomp = ''; // clip
    }
    if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === '\n')
            end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
    }
    // determine indent indicator from whitespace at value start
    let startWithSpace = false;
    let startEnd;
    let startNlPos = -1;
    for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === ' ')
            startWithSpace = true;
        else if (ch === '\n')
            startNlPos = startEnd;
        else
            break;
    }
    let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
    if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
    }
    const indentSize = indent ? '2' : '1'; // root is at -1
    // Leading | or > is added later
    let header = (startWithSpace ? indentSize : '') + chomp;
    if (comment) {
        header += ' ' + commentString(comment.replace(/ ?[\r\n]+/g, ' '));
        if (onComment)
            onComment();
    }
    if (!literal) {
        const foldedValue = value
            .replace(/\n+/g, '\n$&')
            .replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, '$1$2') // more-indented lines aren't folded
            //                ^ more-ind. ^ empty     ^ capture next empty lines only at end of indent
            .replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== 'folded' && type !== Scalar.Scalar.BLOCK_FOLDED) {
            foldOptions.onOverflow = () => {
                literalFallback = true;
            };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
            return `>${header}\n${indent}${body}`;
    }
    value = value.replace(/\n+/g, `$&${indent}`);
    return `|${header}\n${indent}${start}${value}${end}`;
}
function plainString(item, ctx, onComment, onChompKeep) {
    const { type, value } = item;
    const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
    if ((implicitKey && value.includes('\n')) ||
        (inFlow && /[[\]{},]/.test(value))) {
        return quotedString(value, ctx);
    }
    if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        // not allowed:
        // - '-' or '?'
        // - start with an indicator character (except [?:-]) or /[?-] /
        // - '\n ', ': ' or ' \n' anywhere
        // - '#' not preceded by a non-space char
        // - end with ' ' or ':'
        return implicitKey || inFlow || !value.includes('\n')
            ? quotedString(value, ctx)
            : blockString(item, ctx, onComment, onChompKeep);
    }
    if (!implicitKey &&
        !inFlow &&
        type !== Scalar.Scalar.PLAIN &&
        value.includes('\n')) {
        // Where allowed & type not set explicitly, prefer block style for multiline strings
        return blockString(item, ctx, onComment, onChompKeep);
    }
    if (containsDocumentMarker(value)) {
        if (indent === '') {
            ctx.forceBlockIndent = true;
            return blockString(item, ctx, onComment, onChompKeep);
        }
        else if (implicitKey && indent === indentStep) {
            return quotedString(value, ctx);
        }
    }
    const str = value.replace(/\n+/g, `$&\n${indent}`);
    // Verify that output will be parsed as a string, as e.g. plain numbers and
    // booleans get parsed with those types in v1.2 (e.g. '42', 'true' & '0.9e-3'),
    // and others in v1.1.
    if (actualString) {
        const test = (tag) => tag.default && tag.tag !== 'tag:yaml.org,2002:str' && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
            return quotedString(value, ctx);
    }
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function stringifyString(item, ctx, onComment, onChompKeep) {
    const { implicitKey, inFlow } = ctx;
    const ss = typeof item.value === 'string'
        ? item
        : Object.assign({}, item, { value: String(item.value) });
    let { type } = item;
    if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        // force double quotes on control characters & unpaired surrogates
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
            type = Scalar.Scalar.QUOTE_DOUBLE;
    }
    const _stringify = (_type) => {
        switch (_type) {
            case Scalar.Scalar.BLOCK_FOLDED:
            case Scalar.Scalar.BLOCK_LITERAL:
                return implicitKey || inFlow
                    ? quotedString(ss.value, ctx) // blocks are not valid inside flow containers
                    : blockString(ss, ctx, onComment, onChompKeep);
            case Scalar.Scalar.QUOTE_DOUBLE:
                return doubleQuotedString(ss.value, ctx);
            case Scalar.Scalar.QUOTE_SINGLE:
                return singleQuotedString(ss.value, ctx);
            case Scalar.Scalar.PLAIN:
                return plainString(ss, ctx, onComment, onChompKeep);
            default:
                return null;
        }
    };
    let res = _stringify(type);
    if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = (implicitKey && defaultKeyType) || defaultStringType;
        res = _stringify(t);
        if (res === null)
            throw new Error(`Unsupported default string type ${t}`);
    }
    return res;
}

exports.stringifyString = stringifyString;


/***/ }),

/***/ 204:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove node');
/**
 * Apply a visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
function visit(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        visit_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current node */
visit.SKIP = SKIP;
/** Remove the current node */
visit.REMOVE = REMOVE;
function visit_(key, node, visitor, path) {
    const ctrl = callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = visit_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = visit_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = visit_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
/**
 * Apply an async visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `Promise`: Must resolve to one of the following values
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
async function visitAsync(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visitAsync.BREAK = BREAK;
/** Do not visit the children of the current node */
visitAsync.SKIP = SKIP;
/** Remove the current node */
visitAsync.REMOVE = REMOVE;
async function visitAsync_(key, node, visitor, path) {
    const ctrl = await callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = await visitAsync_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = await visitAsync_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = await visitAsync_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
function initVisitor(visitor) {
    if (typeof visitor === 'object' &&
        (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
            Alias: visitor.Node,
            Map: visitor.Node,
            Scalar: visitor.Node,
            Seq: visitor.Node
        }, visitor.Value && {
            Map: visitor.Value,
            Scalar: visitor.Value,
            Seq: visitor.Value
        }, visitor.Collection && {
            Map: visitor.Collection,
            Seq: visitor.Collection
        }, visitor);
    }
    return visitor;
}
function callVisitor(key, node, visitor, path) {
    if (typeof visitor === 'function')
        return visitor(key, node, path);
    if (identity.isMap(node))
        return visitor.Map?.(key, node, path);
    if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path);
    if (identity.isPair(node))
        return visitor.Pair?.(key, node, path);
    if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path);
    if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path);
    return undefined;
}
function replaceNode(key, path, node) {
    const parent = path[path.length - 1];
    if (identity.isCollection(parent)) {
        parent.items[key] = node;
    }
    else if (identity.isPair(parent)) {
        if (key === 'key')
            parent.key = node;
        else
            parent.value = node;
    }
    else if (identity.isDocument(parent)) {
        parent.contents = node;
    }
    else {
        const pt = identity.isAlias(parent) ? 'alias' : 'scalar';
        throw new Error(`Cannot replace node with ${pt} parent`);
    }
}

exports.visit = visit;
exports.visitAsync = visitAsync;


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
;// CONCATENATED MODULE: ./src/diagnostics/rule.ts
const DOCS_BASE = 'https://github.com/agentlint/agentlint/blob/main/docs/rules';
function docsUrl(id) {
    return `${DOCS_BASE}/${id}.md`;
}
/** Declare an artifact rule (keeps the options type next to the check). */
function artifactRule(r) {
    return { ...r, scope: 'artifact' };
}
function projectRule(r) {
    return { ...r, scope: 'project' };
}
function engineRule(meta) {
    return { meta, scope: 'engine' };
}

;// CONCATENATED MODULE: ./src/engine/fix.ts
/** Applying suggestion edits to files: non-overlapping edits per file, last first, BOM kept. */


function fixableEdits(diagnostics, unsafe) {
    const ok = unsafe ? ['MachineApplicable', 'MaybeIncorrect'] : ['MachineApplicable'];
    return diagnostics.filter((d) => d.suggestion && d.suggestion.edits.length > 0 && ok.includes(d.suggestion.applicability));
}
/** Apply edits to text (offsets in UTF-16 code units); edits that overlap an earlier one are skipped. */
function applyEdits(text, edits) {
    const sorted = [...edits].sort((a, b) => b.range.start.offset - a.range.start.offset || b.range.end.offset - a.range.end.offset);
    let out = text;
    let floor = Infinity;
    for (const e of sorted) {
        if (e.range.end.offset > floor)
            continue;
        out = out.slice(0, e.range.start.offset) + e.text + out.slice(e.range.end.offset);
        floor = e.range.start.offset;
    }
    return out;
}
/**
 * Apply the suggestions of `diagnostics` under `root`. A diagnostic's edits are
 * taken all or none; one that overlaps an edit already taken waits for the
 * next pass.
 */
function applyFixes(root, diagnostics, unsafe) {
    const byFile = new Map();
    const taken = new Map();
    let applied = 0;
    // Two edits clash when their ranges intersect or they start at the same place (order unknown).
    const overlaps = (path, e) => (taken.get(path) ?? []).some(([s, t]) => (e.range.start.offset < t && s < e.range.end.offset) || e.range.start.offset === s);
    for (const d of fixableEdits(diagnostics, unsafe)) {
        const edits = d.suggestion.edits;
        if (edits.some((e) => overlaps(e.path, e)))
            continue;
        for (const e of edits) {
            byFile.set(e.path, [...(byFile.get(e.path) ?? []), e]);
            taken.set(e.path, [...(taken.get(e.path) ?? []), [e.range.start.offset, e.range.end.offset]]);
        }
        applied++;
    }
    for (const [path, edits] of byFile) {
        const abs = (0,external_node_path_namespaceObject.resolve)(root, path);
        const raw = (0,external_node_fs_namespaceObject.readFileSync)(abs, 'utf8');
        const bom = raw.charCodeAt(0) === 0xfeff;
        const text = bom ? raw.slice(1) : raw;
        (0,external_node_fs_namespaceObject.writeFileSync)(abs, (bom ? '\uFEFF' : '') + applyEdits(text, edits));
    }
    return { applied, files: [...byFile.keys()].sort() };
}

;// CONCATENATED MODULE: ./node_modules/smol-toml/dist/error.js
/*!
 * Copyright (c) Squirrel Chat et al., All rights reserved.
 * SPDX-License-Identifier: BSD-3-Clause
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are met:
 *
 * 1. Redistributions of source code must retain the above copyright notice, this
 *    list of conditions and the following disclaimer.
 * 2. Redistributions in binary form must reproduce the above copyright notice,
 *    this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 * 3. Neither the name of the copyright holder nor the names of its contributors
 *    may be used to endorse or promote products derived from this software without
 *    specific prior written permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
 * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
 * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
 * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
 * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
 * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
 * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
 * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */
function getLineColFromPtr(string, ptr) {
    let lines = string.slice(0, ptr).split(/\r?\n/);
    return [lines.length, lines.pop().length + 1];
}
function makeCodeBlock(string, line, column) {
    let lines = string.split(/\r?\n/);
    let codeblock = '';
    let numberLen = (Math.log10(line + 1) | 0) + 1;
    for (let i = line - 1; i <= line + 1; i++) {
        let l = lines[i - 1];
        if (!l)
            continue;
        codeblock += i.toString().padEnd(numberLen, ' ');
        codeblock += ':  ';
        codeblock += l;
        codeblock += '\n';
        if (i === line) {
            codeblock += ' '.repeat(numberLen + column + 2);
            codeblock += '^\n';
        }
    }
    return codeblock;
}
class TomlError extends Error {
    line;
    column;
    codeblock;
    constructor(message, options) {
        const [line, column] = getLineColFromPtr(options.toml, options.ptr);
        const codeblock = makeCodeBlock(options.toml, line, column);
        super(`Invalid TOML document: ${message}\n\n${codeblock}`, options);
        this.line = line;
        this.column = column;
        this.codeblock = codeblock;
    }
    /** @internal */
    static x(message, ctx, ptr) {
        throw new TomlError(message, { toml: ctx.s, ptr: ptr ?? ctx.p });
    }
}

;// CONCATENATED MODULE: ./node_modules/smol-toml/dist/primitive.js
/*!
 * Copyright (c) Squirrel Chat et al., All rights reserved.
 * SPDX-License-Identifier: BSD-3-Clause
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are met:
 *
 * 1. Redistributions of source code must retain the above copyright notice, this
 *    list of conditions and the following disclaimer.
 * 2. Redistributions in binary form must reproduce the above copyright notice,
 *    this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 * 3. Neither the name of the copyright holder nor the names of its contributors
 *    may be used to endorse or promote products derived from this software without
 *    specific prior written permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
 * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
 * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
 * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
 * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
 * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
 * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
 * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */

/** @internal */
function parseString(ctx) {
    let startPtr = ctx.p;
    let c = ctx.s.charCodeAt(ctx.p++);
    let first = c;
    let isLiteral = c === 0x27; /* ' */
    let isMultiline = c === ctx.s.charCodeAt(ctx.p) && c === ctx.s.charCodeAt(ctx.p + 1);
    if (isMultiline) {
        // Trim initial newline
        if ((c = ctx.s.charCodeAt(ctx.p += 2)) === 0xa /* \n */)
            ctx.p++;
        else if (c === 0xd /* \r */ && ctx.s.charCodeAt(ctx.p + 1) === 0xa /* \n */)
            ctx.p += 2;
    }
    // For the record: it is not worth it to use a fast-path for literal strings using `indexOf`.
    // Doing a char-by-char iteration ends up dispatching less instructions, for the same wall-clock runtime.
    let parsed = '';
    let sliceStart = ctx.p;
    // states:
    //   0 - decoding
    //   1 - decoding escape
    //   2 - whitespace escape (no newline encountered yet, must fail on non-whitespace)
    //   3 - whitespace escape (newline encountered, allowed to transition back to normal decode)
    let state = 0;
    for (; ctx.p < ctx.s.length; ctx.p++) {
        c = ctx.s.charCodeAt(ctx.p);
        // Deal with newlines first, since that simplifies control character checking and handling across all states
        if (isMultiline && (c === 0xa /* \n */ || (c === 0xd /* \r */ && ctx.s.charCodeAt(ctx.p + 1) === 0xa /* \n */))) {
            state = state && 3;
        }
        // Control characters are banned in TOML, so we throw an error if we encounter them
        else if ((c < 0x20 && c !== 0x9 /* \t */) || c === 0x7f) {
            TomlError.x('control characters are not allowed in strings', ctx);
        }
        // The string might terminate while we're parsing through a newline escape.
        // It must have encountered a newline; otherwise, it'll simply fail in another branch.
        else if ((!state || state === 3) && c === first && (!isMultiline || (ctx.s.charCodeAt(ctx.p + 1) === first && ctx.s.charCodeAt(ctx.p + 2) === first))) {
            if (isMultiline) {
                // If the string ends with 4-5 quotes, then the first 1-2 are part of the string
                if (ctx.s.charCodeAt(ctx.p + 3) === first)
                    ctx.p++;
                if (ctx.s.charCodeAt(ctx.p + 3) === first)
                    ctx.p++;
            }
            // If we're in a newline escape still, then there's nothing to add.
            if (!state) {
                // Avoid a useless concat operation if the string can be used as-is.
                let s = ctx.s.slice(sliceStart, ctx.p);
                parsed = parsed ? parsed + s : s;
            }
            ctx.p += isMultiline ? 3 : 1;
            return parsed;
        }
        // Baseline state; keep moving forward unless an escape sequence starts
        else if (!state) {
            if (!isLiteral && c === 0x5c /* \ */) {
                parsed += ctx.s.slice(sliceStart, (sliceStart = ctx.p));
                state = 1;
            }
        }
        else if (state === 1) {
            if (c === 0x78 /* x */ || c === 0x75 /* u */ || c === 0x55 /* U */) { // Unicode escape
                let errPtr = ctx.p++ - 1;
                let value = 0;
                let len = c === 0x78 /* x */ ? 2 : c === 0x75 /* u */ ? 4 : 8;
                for (let j = 0; j < len; j++, ctx.p++) {
                    let hex = ctx.s.charCodeAt(ctx.p);
                    let digit = 
                    /* 0-9 */ hex >= 0x30 && hex <= 0x39 ? hex - 0x30 :
                        /* A-F */ hex >= 0x41 && hex <= 0x46 ? hex - 0x41 + 10 :
                            /* a-f */ hex >= 0x61 && hex <= 0x66 ? hex - 0x61 + 10 : -1;
                    if (digit < 0)
                        TomlError.x('invalid non-hex character in unicode escape', ctx);
                    value = (value << 4) | digit;
                }
                // Because JS does bitwise on signed 32bit integers, all 0xfzzzzzzz values are actually seen as negative
                if (value < 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) {
                    TomlError.x('invalid unicode escape', ctx, errPtr);
                }
                parsed += String.fromCodePoint(value);
                sliceStart = ctx.p--;
                state = 0;
            }
            // Newline escape sequence. We only need to care about spaces and tabs; newlines are dealt with earlier
            else if (isMultiline && (c === 0x20 || c === 0x9 /* \t */)) {
                state = 2;
            }
            // Basic escape sequence
            else {
                if (c === 0x62 /* b */)
                    parsed += '\b';
                else if (c === 0x74 /* t */)
                    parsed += '\t';
                else if (c === 0x6e /* n */)
                    parsed += '\n';
                else if (c === 0x66 /* f */)
                    parsed += '\f';
                else if (c === 0x72 /* r */)
                    parsed += '\r';
                else if (c === 0x65 /* e */)
                    parsed += '\x1b';
                else if (c === 0x22 /* " */)
                    parsed += '"';
                else if (c === 0x5c /* \ */)
                    parsed += '\\';
                else
                    TomlError.x('unrecognised escape sequence', ctx);
                sliceStart = ctx.p + 1;
                state = 0;
            }
        }
        // Newline escape continuation: keep moving forward until the first non-whitespace char
        else if (c !== 0x20 && c !== 0x9 /* \t */) {
            if (state === 2)
                TomlError.x('invalid escape: only line-ending whitespace may be escaped', ctx, sliceStart);
            // State cannot be zero, or we'd have branched earlier already.
            // If it's a backslash, immediately transition to the escape state so it can be processed.
            state = !isLiteral && c === 0x5c /* \ */ ? 1 : 0;
            sliceStart = ctx.p;
        }
    }
    TomlError.x('unfinished string', ctx, startPtr);
}

;// CONCATENATED MODULE: ./node_modules/smol-toml/dist/date.js
/*!
 * Copyright (c) Squirrel Chat et al., All rights reserved.
 * SPDX-License-Identifier: BSD-3-Clause
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are met:
 *
 * 1. Redistributions of source code must retain the above copyright notice, this
 *    list of conditions and the following disclaimer.
 * 2. Redistributions in binary form must reproduce the above copyright notice,
 *    this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 * 3. Neither the name of the copyright holder nor the names of its contributors
 *    may be used to endorse or promote products derived from this software without
 *    specific prior written permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
 * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
 * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
 * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
 * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
 * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
 * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
 * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */
let DATE_TIME_RE = /^(\d{4}-\d{2}-\d{2})?[Tt ]?(?:(\d{2}):\d{2}(?::\d{2}(?:\.\d+)?)?)?(Z|z|[-+]\d{2}:\d{2})?$/i;
class TomlDate extends Date {
    #hasDate = false;
    #hasTime = false;
    #offset = null;
    constructor(date, fasttype, unsafeDelim) {
        let hasDate = true;
        let hasTime = true;
        let offset = 'Z';
        let c;
        if (typeof date === 'string') {
            if (fasttype)
                prep: {
                    // Date-time
                    if (fasttype < 3) {
                        if (+date.slice(11, 13) > 23) {
                            date = '';
                            break prep;
                        }
                        // Local
                        if (fasttype === 2) {
                            offset = null;
                            date += 'Z';
                        }
                        // Offset; keep track of offset if not Z
                        else if ((c = date.charCodeAt(date.length - 1)) !== 0x5a /* Z */ && c !== 0x7a /* z */) {
                            offset = date.slice(date.length - 6);
                        }
                        if (unsafeDelim)
                            date = date.slice(0, 10) + 'T' + date.slice(11);
                    }
                    // Time
                    else if (fasttype === 4) {
                        date = +date.slice(0, 2) > 23 ? '' : `0000-01-01T${date}Z`;
                    }
                    hasDate = fasttype !== 4;
                    hasTime = fasttype !== 3;
                }
            else {
                let match = date.match(DATE_TIME_RE);
                if (match) {
                    if (!match[1]) {
                        hasDate = false;
                        date = `0000-01-01T${date}`;
                    }
                    hasTime = !!match[2];
                    // Make sure to use T instead of a space. Breaks in case of extreme values otherwise.
                    hasTime && date[10] === ' ' && (date = date.replace(' ', 'T'));
                    // Do not allow rollover hours.
                    if (match[2] && +match[2] > 23) {
                        date = '';
                    }
                    else {
                        offset = match[3] || null;
                        if (!offset && hasTime)
                            date += 'Z';
                    }
                }
                else {
                    date = '';
                }
            }
        }
        super(date);
        if (!isNaN(this.getTime())) {
            this.#hasDate = hasDate;
            this.#hasTime = hasTime;
            this.#offset = offset;
        }
    }
    isDateTime() {
        return this.#hasDate && this.#hasTime;
    }
    isLocal() {
        return !this.#hasDate || !this.#hasTime || !this.#offset;
    }
    isDate() {
        return this.#hasDate && !this.#hasTime;
    }
    isTime() {
        return this.#hasTime && !this.#hasDate;
    }
    isValid() {
        return this.#hasDate || this.#hasTime;
    }
    toISOString() {
        let iso = super.toISOString();
        // Local Date
        if (this.isDate())
            return iso.slice(0, 10);
        // Local Time
        if (this.isTime())
            return iso.slice(11, 23);
        // Local DateTime
        if (this.#offset === null)
            return iso.slice(0, -1);
        // Offset DateTime
        if (this.#offset === 'Z' || this.#offset === 'z')
            return iso;
        // This part is quite annoying: JS strips the original timezone from the ISO string representation
        // Instead of using a "modified" date and "Z", we restore the representation "as authored"
        let offset = (+(this.#offset.slice(1, 3)) * 60) + +(this.#offset.slice(4, 6));
        offset = this.#offset[0] === '-' ? offset : -offset;
        let offsetDate = new Date(this.getTime() - (offset * 60e3));
        return offsetDate.toISOString().slice(0, -1) + this.#offset;
    }
    static wrapAsOffsetDateTime(jsDate, offset = 'Z') {
        let date = new TomlDate(jsDate);
        date.#offset = offset;
        return date;
    }
    static wrapAsLocalDateTime(jsDate) {
        let date = new TomlDate(jsDate);
        date.#offset = null;
        return date;
    }
    static wrapAsLocalDate(jsDate) {
        let date = new TomlDate(jsDate);
        date.#hasTime = false;
        date.#offset = null;
        return date;
    }
    static wrapAsLocalTime(jsDate) {
        let date = new TomlDate(jsDate);
        date.#hasDate = false;
        date.#offset = null;
        return date;
    }
}

;// CONCATENATED MODULE: ./node_modules/smol-toml/dist/extract.js
/*!
 * Copyright (c) Squirrel Chat et al., All rights reserved.
 * SPDX-License-Identifier: BSD-3-Clause
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are met:
 *
 * 1. Redistributions of source code must retain the above copyright notice, this
 *    list of conditions and the following disclaimer.
 * 2. Redistributions in binary form must reproduce the above copyright notice,
 *    this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 * 3. Neither the name of the copyright holder nor the names of its contributors
 *    may be used to endorse or promote products derived from this software without
 *    specific prior written permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
 * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
 * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
 * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
 * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
 * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
 * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
 * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */




function isDigit(char, base = 10) {
    return base === 16
        ? (char > 0x2f && char < 0x3a) || (char > 0x40 && char < 0x47) || (char > 0x60 && char < 0x67)
        : (char > 0x2f && char < 0x30 + base);
}
function isEndOfValue(char, delim) {
    // Whitespace -- we're permissive on `\r` for performance; it'll be dealt with later anyway
    return char === 0x20 || char === 0x9 /* \t */ || char === 0xa /* \n */ || char === 0xd /* \r */ ||
        // Structure end or next value delimiter
        (delim && (char === delim || char === 0x2c /* , */)) ||
        // Comment
        char === 0x23; /* # */
}
/** @internal */
function extractValue(ctx, end) {
    let errPtr = ctx.p;
    let c = ctx.s.charCodeAt(ctx.p);
    // Structs
    if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
        ctx.d-- || TomlError.x('document contains excessively nested structures. aborting.', ctx);
        let value = c === 0x5b /* [ */
            ? parseArray(ctx)
            : parseInlineTable(ctx);
        ctx.d++;
        return value;
    }
    // Strings
    if (c === 0x22 /* " */ || c === 0x27 /* ' */) {
        return parseString(ctx);
    }
    // Booleans
    // We can fast-path because the first character is enough to know the only possible value
    if (c === 0x74 /* t */) { // Only possible valid value is `true`
        if (ctx.s.charCodeAt(++ctx.p) !== 0x72 || ctx.s.charCodeAt(++ctx.p) !== 0x75 || ctx.s.charCodeAt(++ctx.p) !== 0x65)
            TomlError.x('invalid value', ctx, errPtr);
        return ctx.p++, true;
    }
    if (c === 0x66 /* f */) { // Only possible valid value is `false`
        if (ctx.s.charCodeAt(++ctx.p) !== 0x61 || ctx.s.charCodeAt(++ctx.p) !== 0x6c || ctx.s.charCodeAt(++ctx.p) !== 0x73 || ctx.s.charCodeAt(++ctx.p) !== 0x65)
            TomlError.x('invalid value', ctx, errPtr);
        return ctx.p++, false;
    }
    if (c === 0x2b /* + */ || c === 0x2d /* - */) {
        return parseNumber(ctx, ctx.p, ctx.s.charCodeAt(++ctx.p), 0x2c - c, end);
    }
    // Rough heuristic, but `parseDate` falls back to number parsing if it's a false positive.
    // e.g.: `a = 1\n-------------- = 1` would match this heuristic, but gracefully fallback to numbers.
    if (ctx.s.charCodeAt(ctx.p + 4) === 0x2d /* - */ && ctx.s.charCodeAt(ctx.p + 7) === 0x2d /* - */) {
        return parseDate(ctx, c, end);
    }
    // Same logic as above; `parseTime` falls back to number parsing if it's a false positive.
    if (ctx.s.charCodeAt(ctx.p + 2) === 0x3a /* : */) {
        return parseTime(ctx, c, end);
    }
    return parseNumber(ctx, ctx.p, c, 0, end);
}
// State:
// 0: init
// 1: integer
// 2: fractional dot
// 3: fractional
// 4: exponent letter
// 5: exponent
// 6: exponent sign
// 7: exponent with sign
// >9: underscore; see below
//     -> 12: was integer
//     -> 14: was fractional
//     -> 16: was exponent
// states 2-5, 14, 16 are ONLY permitted iif base === 10
function parseNumber(ctx, startPtr, startChr, sign, endChr) {
    let c = startChr;
    let state = 0;
    let hasUnderscores = false;
    // (+/-)inf
    if (c === 0x69 /* i */) {
        if (ctx.s.charCodeAt(++ctx.p) !== 0x6e || ctx.s.charCodeAt(++ctx.p) !== 0x66)
            TomlError.x('invalid value', ctx, startPtr);
        return ctx.p++, (sign || 1) / 0;
    }
    // (+/-)nan
    if (c === 0x6e /* n */) {
        if (ctx.s.charCodeAt(++ctx.p) !== 0x61 || ctx.s.charCodeAt(++ctx.p) !== 0x6e)
            TomlError.x('invalid value', ctx, startPtr);
        return ctx.p++, NaN;
    }
    // Leading zero
    // Only allowed cases: `0<EOV>`, `0.(...)`, `0e(...)`, `0x(...)`, `0b(...)`, `0o(...)`
    // FWIW, `0e(...)` is a stupid case, but it's not banned per-se so we have to parse it
    if (c === 0x30 /* 0 */) {
        if (++ctx.p >= ctx.s.length || isEndOfValue(c = ctx.s.charCodeAt(ctx.p), endChr))
            return ctx.bi === true ? 0n : 0; // note: conveniently deals with `-0`
        if (!sign) {
            if (c === 0x78 /* x */)
                return parseIntegerBaseN(ctx, startPtr, 16, endChr);
            else if (c === 0x62 /* b */)
                return parseIntegerBaseN(ctx, startPtr, 2, endChr);
            else if (c === 0x6f /* o */)
                return parseIntegerBaseN(ctx, startPtr, 8, endChr);
        }
        if (c === 0x2e /* . */)
            state = 2;
        else if (c === 0x65 /* e */ || c === 0x45 /* E */)
            state = 4;
        else
            TomlError.x('illegal leading zero', ctx, startPtr);
    }
    // If the 1st char is not a digit by now, then it's not a valid TOML value at all
    else if (!isDigit(c))
        TomlError.x('invalid value', ctx, startPtr);
    while (++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr))) {
        if (!state)
            state = 1; // Detects single-digit numbers we can use a fast parse path for
        // The way the states are numbered is not random: underscores are always permitted in odd-numbered states and
        // never permitted in even-numbered ones.
        if (c === 0x5f /* _ */) {
            if (!(state & 1))
                TomlError.x('illegal underscore', ctx);
            state += 11; // 11 is a marker that makes the state even and greater than 9; see the numbering + rationale above
            hasUnderscores = true;
        }
        // Transition to fractional part.
        else if (state === 1 && c === 0x2e /* . */)
            state = 2;
        // Transition to exponent part.
        else if ((state === 1 || state === 3) && (c === 0x65 /* e */ || c === 0x45 /* E */))
            state = 4;
        // + and - are permitted in state 4 only (handled before entering the function for state 0)
        else if (state === 4 && (c === 0x2b /* + */ || c === 0x2d /* - */)) {
            state = 6;
        }
        // All special cases have been handled; only digits are allowed here
        else if (!isDigit(c))
            TomlError.x(`illegal character in numeric literal`, ctx);
        // Clear state flags
        else if (state > 9)
            state -= 11;
        else if (!(state & 1))
            state++;
    }
    // Single-char number; we can fast-path these very easily.
    if (!state) {
        let val = (startChr - 0x30 /* 0 */) * (sign || 1);
        return ctx.bi === true ? BigInt(val) : val;
    }
    // Even-numbered states absolutely require a digit next; not even end of value is permitted
    if (!(state & 1))
        TomlError.x('unfinished numeric value', ctx, startPtr);
    let str = ctx.s.slice(startPtr, ctx.p);
    if (hasUnderscores)
        str = str.replaceAll('_', ''); // perf: replaceAll 1.25x faster than replace with a regex
    return state > 1
        ? parseFloat(str)
        : parseInteger(ctx, str, 10, startPtr);
}
function parseIntegerBaseN(ctx, startPtr, base, endChr) {
    let c, underscore = 1;
    while (++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr))) {
        if (c === 0x5f /* _ */) {
            if (underscore & 1)
                TomlError.x('illegal underscore', ctx);
            underscore = 3;
        }
        // We only need to check if the number is a valid digit, nothing else is permitted
        else if (!isDigit(c, base))
            TomlError.x(`illegal character in numeric literal`, ctx);
        // Clear underscore flag
        else if (underscore & 1)
            underscore--;
    }
    // Trailing underscore is not allowed
    if (underscore & 1)
        TomlError.x('unfinished numeric value', ctx);
    let str = ctx.s.slice(startPtr + 2, ctx.p);
    if (underscore)
        str = str.replaceAll('_', ''); // perf: replaceAll 1.25x faster than replace with a regex
    return parseInteger(ctx, str, base, startPtr);
}
function parseInteger(ctx, str, base, startPtr) {
    if (ctx.bi !== true)
        int: {
            let val = parseInt(str, base);
            if (!Number.isSafeInteger(val)) {
                if (ctx.bi)
                    break int;
                TomlError.x('integer value cannot be represented losslessly', ctx, startPtr);
            }
            return val;
        }
    return base === 10 ? BigInt(str) : BigInt((base === 2 ? '0b' : base === 8 ? '0o' : '0x') + str);
}
function parseDate(ctx, c, endChr) {
    let startPtr = ctx.p++, unsafeSeparator;
    if (!isDigit(c) ||
        !isDigit(ctx.s.charCodeAt(ctx.p++)) ||
        !isDigit(ctx.s.charCodeAt(ctx.p++)) ||
        !isDigit(ctx.s.charCodeAt(ctx.p++))) {
        return parseNumber(ctx, ctx.p = startPtr, c, 0, endChr);
    }
    ctx.p += 5;
    if (!isDigit(ctx.s.charCodeAt(ctx.p++)))
        TomlError.x('invalid date-time: date part is malformed', ctx, startPtr);
    if (ctx.p >= ctx.s.length || (((c = ctx.s.charCodeAt(ctx.p)) !== 0x20 || (unsafeSeparator = true, !isDigit(ctx.s.charCodeAt(ctx.p + 1)))) && c !== 0x54 /* T */ && c !== 0x74 /* t */)) {
        let t = ctx.s.slice(startPtr, ctx.p);
        return readDate(ctx, t, 3, false, startPtr);
    }
    if (ctx.s.charCodeAt(ctx.p += 3) !== 0x3a /* : */)
        TomlError.x('invalid date-time: time part is malformed', ctx, startPtr);
    if (ctx.s.charCodeAt(ctx.p += 3) === 0x3a /* : */)
        ctx.p += 3;
    if (ctx.s.charCodeAt(ctx.p) === 0x2e /* . */)
        while (isDigit(ctx.s.charCodeAt(++ctx.p)))
            ;
    if (c = ctx.s.charCodeAt(ctx.p)) {
        if (c === 0x5a /* Z */ || c === 0x7a /* z */) {
            let t = ctx.s.slice(startPtr, ++ctx.p);
            return readDate(ctx, t, 1, unsafeSeparator, startPtr, '[+00:00]');
        }
        if (c === 0x2b /* + */ || c === 0x2d /* - */) {
            // Temporal's ZonedDateTime is weird asf when it comes to dealing with traditional offsets...
            // It's 1.2x faster to allocate a new string to pass to ZDT than use Instant.toZonedDateTimeISO
            let t = ctx.s.slice(startPtr, ctx.p += 6);
            return readDate(ctx, t, 1, unsafeSeparator, startPtr, !ctx.ld && ('[' + ctx.s.slice(ctx.p - 6, ctx.p) + ']'));
        }
    }
    let t = ctx.s.slice(startPtr, ctx.p);
    return readDate(ctx, t, 2, unsafeSeparator, startPtr);
}
function parseTime(ctx, c, endChr) {
    let start = ctx.p;
    if (!isDigit(c) || !isDigit(ctx.s.charCodeAt(++ctx.p))) {
        return parseNumber(ctx, --ctx.p, c, 0, endChr);
    }
    if (ctx.s.charCodeAt(ctx.p += 4) === 0x3a /* : */)
        ctx.p += 3;
    if (ctx.s.charCodeAt(ctx.p) === 0x2e /* . */)
        while (isDigit(ctx.s.charCodeAt(++ctx.p)))
            ;
    let t = ctx.s.slice(start, ctx.p);
    return readDate(ctx, t, 4, false, start);
}
function readDate(ctx, str, type, unsafeDelim, errPtr, temporalSuffix) {
    if (ctx.ld) {
        let date = new TomlDate(str, type, unsafeDelim);
        if (!date.isValid())
            TomlError.x('invalid date', ctx, errPtr);
        return date;
    }
    try {
        if (temporalSuffix)
            str += temporalSuffix;
        switch (type) {
            case 1: return Temporal.ZonedDateTime.from(str);
            case 2: return Temporal.PlainDateTime.from(str);
            case 3: return Temporal.PlainDate.from(str);
            case 4: return Temporal.PlainTime.from(str);
        }
    }
    catch (e) {
        TomlError.x(e instanceof Error ? e.message : '' + e, ctx, errPtr);
    }
}

;// CONCATENATED MODULE: ./node_modules/smol-toml/dist/util.js
/*!
 * Copyright (c) Squirrel Chat et al., All rights reserved.
 * SPDX-License-Identifier: BSD-3-Clause
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are met:
 *
 * 1. Redistributions of source code must retain the above copyright notice, this
 *    list of conditions and the following disclaimer.
 * 2. Redistributions in binary form must reproduce the above copyright notice,
 *    this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 * 3. Neither the name of the copyright holder nor the names of its contributors
 *    may be used to endorse or promote products derived from this software without
 *    specific prior written permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
 * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
 * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
 * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
 * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
 * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
 * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
 * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */

/** @internal */
function skipComment(ctx) {
    for (; ctx.p < ctx.s.length; ctx.p++) {
        let c = ctx.s.charCodeAt(ctx.p);
        if (c === 0xa /* \n */)
            break;
        if (c === 0xd /* \r */ && ctx.s.charCodeAt(ctx.p + 1) === 0xa /* \n */) {
            ctx.p++;
            break;
        }
        if ((c < 0x20 && c !== 0x9 /* \t */) || c === 0x7f) {
            TomlError.x('control characters are not allowed in comments', ctx);
        }
    }
}
/** @internal */
function skipVoid(ctx, banNewLines, banComments) {
    let c;
    while (ctx.p < ctx.s.length) {
        while (ctx.p < ctx.s.length && ((c = ctx.s.charCodeAt(ctx.p)) === 0x20 ||
            c === 0x9 /* \t */ ||
            (!banNewLines &&
                (c === 0xa /* \n */ || (c === 0xd /* \r */ && ctx.s.charCodeAt(ctx.p + 1) === 0xa /* \n */)))))
            ctx.p++;
        if (banComments || c !== 0x23 /* # */)
            break;
        skipComment(ctx);
    }
}

;// CONCATENATED MODULE: ./node_modules/smol-toml/dist/struct.js
/*!
 * Copyright (c) Squirrel Chat et al., All rights reserved.
 * SPDX-License-Identifier: BSD-3-Clause
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are met:
 *
 * 1. Redistributions of source code must retain the above copyright notice, this
 *    list of conditions and the following disclaimer.
 * 2. Redistributions in binary form must reproduce the above copyright notice,
 *    this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 * 3. Neither the name of the copyright holder nor the names of its contributors
 *    may be used to endorse or promote products derived from this software without
 *    specific prior written permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
 * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
 * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
 * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
 * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
 * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
 * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
 * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */




/** @internal */
function parseKey(ctx, end = 0x3d /* = */) {
    // States:
    // 0: before first char
    // 1: parsing bare key
    // 2: after key component
    let startPtr;
    let state = 0;
    let parsed = [];
    let sliceStart;
    let c = ctx.s.charCodeAt(startPtr = ctx.p);
    do {
        // End of key
        if (c === end) {
            if (!state)
                TomlError.x('unexpected end of key', ctx);
            if (state === 1)
                parsed.push(ctx.s.slice(sliceStart, ctx.p));
            return ctx.p++, parsed;
        }
        // Dotted key separator
        else if (c === 0x2e /* . */) {
            if (!state)
                TomlError.x('illegal empty bare key', ctx);
            if (state === 1)
                parsed.push(ctx.s.slice(sliceStart, ctx.p));
            state = 0;
        }
        // Quoted key
        else if (!state && (c === 0x22 /* " */ || c === 0x27 /* ' */)) {
            if (c === ctx.s.charCodeAt(ctx.p + 1) && c === ctx.s.charCodeAt(ctx.p + 2))
                TomlError.x('illegal quoted key: multiline strings are not allowed', ctx);
            parsed.push(parseString(ctx));
            state = 2;
            ctx.p--;
        }
        // Whitespace; no-op in state 0 and 2, end of bare key in state 1
        else if (c === 0x20 || c === 0x9 /* \t */) {
            if (state === 1) {
                parsed.push(ctx.s.slice(sliceStart, ctx.p));
                state = 2;
            }
        }
        // If state is post-key, no character is allowed; otherwise ensure it's a bare-key component
        else if (state === 2 || (c < 0x30 && c !== 0x2d /* - */) || (c > 0x39 && c < 0x41) || (c > 0x5a && c < 0x61 && c !== 0x5f /* _ */) || c > 0x7a) {
            TomlError.x('illegal character in key', ctx);
        }
        // Illegal character
        else if (!state) {
            state = 1;
            sliceStart = ctx.p;
        }
    } while (c = ctx.s.charCodeAt(++ctx.p));
    TomlError.x('incomplete key-value: cannot find end of key', ctx, startPtr);
}
/** @internal */
function parseInlineTable(ctx) {
    let startPtr = ctx.p++;
    let res = Object.create(null);
    let seen = new Set();
    let c;
    while (ctx.p < ctx.s.length) {
        skipVoid(ctx);
        if ((c = ctx.s.charCodeAt(ctx.p)) === 0x7d /* } */) {
            ctx.p++;
            return res;
        }
        let k;
        let t = res;
        let hasOwn = false;
        let errPtr = ctx.p;
        let key = parseKey(ctx);
        for (let i = 0; i < key.length; i++) {
            if (i)
                t = hasOwn ? t[k] : (t[k] = Object.create(null));
            k = key[i];
            if ((hasOwn = Object.hasOwn(t, k)) && (typeof t[k] !== 'object' || seen.has(t[k]))) {
                TomlError.x('trying to redefine an already defined value', ctx, errPtr);
            }
            let unsafe = k === '__proto__';
            if (ctx.uk && (unsafe || k === 'constructor')) {
                t = ctx.uk !== 1 && TomlError.x('document contains an unsafe property', ctx, errPtr);
                break;
            }
            if (!hasOwn && unsafe) {
                Object.defineProperty(t, k, { enumerable: true, configurable: true, writable: true });
            }
        }
        if (hasOwn) {
            TomlError.x('trying to redefine an already defined value', ctx, errPtr);
        }
        skipVoid(ctx, true, true);
        let value = extractValue(ctx, 0x7d /* } */);
        if (t && typeof (t[k] = value) === 'object')
            seen.add(value);
        skipVoid(ctx);
        if ((c = ctx.s.charCodeAt(ctx.p++)) === 0x7d /* } */) {
            return res;
        }
        if (c !== 0x2c /* , */)
            TomlError.x('expected comma or end of structure', ctx, ctx.p - 1);
    }
    TomlError.x('unfinished table', ctx, startPtr);
}
/** @internal */
function parseArray(ctx) {
    let startPtr = ctx.p++;
    let res = [];
    let c;
    while (ctx.p < ctx.s.length) {
        skipVoid(ctx);
        if ((c = ctx.s.charCodeAt(ctx.p)) === 0x5d /* ] */) {
            ctx.p++;
            return res;
        }
        res.push(extractValue(ctx, 0x5d /* ] */));
        skipVoid(ctx);
        if ((c = ctx.s.charCodeAt(ctx.p++)) === 0x5d /* ] */) {
            return res;
        }
        if (c !== 0x2c /* , */)
            TomlError.x('expected comma or end of structure', ctx, ctx.p - 1);
    }
    TomlError.x('unfinished array', ctx, startPtr);
}

;// CONCATENATED MODULE: ./node_modules/smol-toml/dist/parse.js
/*!
 * Copyright (c) Squirrel Chat et al., All rights reserved.
 * SPDX-License-Identifier: BSD-3-Clause
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are met:
 *
 * 1. Redistributions of source code must retain the above copyright notice, this
 *    list of conditions and the following disclaimer.
 * 2. Redistributions in binary form must reproduce the above copyright notice,
 *    this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 * 3. Neither the name of the copyright holder nor the names of its contributors
 *    may be used to endorse or promote products derived from this software without
 *    specific prior written permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
 * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
 * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
 * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
 * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
 * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
 * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
 * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */




function peekTable(ctx, key, table, meta, type) {
    let t = table;
    let m = meta;
    let k;
    let hasOwn = false;
    let state;
    for (let i = 0; i < key.length; i++) {
        if (i) {
            t = hasOwn ? t[k] : (t[k] = Object.create(null));
            m = (state = m[k]).c;
            if (type === 0 /* Type.DOTTED */ && (state.t === 1 /* Type.EXPLICIT */ || state.t === 2 /* Type.ARRAY */)) {
                return null;
            }
            if (state.t === 2 /* Type.ARRAY */) {
                let l = t.length - 1;
                t = t[l];
                m = m[l].c;
            }
        }
        k = key[i];
        if ((hasOwn = Object.hasOwn(t, k)) && m[k]?.t === 0 /* Type.DOTTED */ && m[k]?.d) {
            return null;
        }
        if (!hasOwn) {
            let unsafe = k === '__proto__';
            if (ctx.uk && (unsafe || k === 'constructor'))
                return false;
            if (unsafe) {
                Object.defineProperty(t, k, { enumerable: true, configurable: true, writable: true });
                Object.defineProperty(m, k, { enumerable: true, configurable: true, writable: true });
            }
            m[k] = {
                t: i < key.length - 1 && type === 2 /* Type.ARRAY */
                    ? 3 /* Type.ARRAY_DOTTED */ : type,
                d: false,
                i: 0,
                c: Object.create(null),
            };
        }
    }
    state = m[k];
    if (state.t !== type && !(type === 1 /* Type.EXPLICIT */ && state.t === 3 /* Type.ARRAY_DOTTED */)) {
        // Bad key type!
        return null;
    }
    if (type === 2 /* Type.ARRAY */) {
        if (!state.d) {
            state.d = true;
            t[k] = [];
        }
        t[k].push(t = Object.create(null));
        state.c[state.i++] = (state = { t: 1 /* Type.EXPLICIT */, d: false, i: 0, c: Object.create(null) });
    }
    if (state.d) {
        // Redefining a table!
        return null;
    }
    state.d = true;
    if (type === 1 /* Type.EXPLICIT */) {
        t = hasOwn ? t[k] : (t[k] = Object.create(null));
    }
    else if (type === 0 /* Type.DOTTED */ && hasOwn) {
        return null;
    }
    return [k, t, state.c];
}
function validateTablePeek(ctx, peek, ptr) {
    if (peek === null || ctx.uk === 2)
        TomlError.x(peek === null
            ? 'trying to redefine an already defined table or value'
            : 'document contains an unsafe property', ctx, ptr);
}
function parse(toml, options = {}) {
    let ctx = {
        s: toml,
        p: 0,
        d: options.maxDepth ?? 1000,
        bi: options.integersAsBigInt ?? false,
        ld: options.useLegacyDate ?? true,
        uk: options.unsafeKeyBehaviour === 'throw' ? 2 : options.unsafeKeyBehaviour === 'drop' ? 1 : 0,
    };
    let res = Object.create(null);
    let meta = Object.create(null);
    let tmp;
    let skipping = false;
    let tbl = res;
    let m = meta;
    // BOM is allowed, skip.
    // JS is UTF-16, so we have to check for the UTF-16 BOM instead of the UTF-8 BOM sequence!
    if (toml.charCodeAt(0) === 0xfeff)
        ctx.p++;
    skipVoid(ctx);
    while (ctx.p < toml.length) {
        if (toml.charCodeAt(ctx.p) === 0x5b /* [ */) {
            let isTableArray = toml.charCodeAt(++ctx.p) === 0x5b; /* [ */
            tmp = ctx.p += +isTableArray;
            skipping = false;
            let k = parseKey(ctx, 0x5d /* ] */);
            if (isTableArray) {
                if (toml.charCodeAt(ctx.p) !== 0x5d /* ] */) {
                    TomlError.x('expected end of table array declaration', ctx);
                }
                ctx.p++;
            }
            let p = peekTable(ctx, k, res, meta, isTableArray ? 2 /* Type.ARRAY */ : 1 /* Type.EXPLICIT */);
            if (!p) {
                validateTablePeek(ctx, p, tmp);
                skipping = true;
            }
            else {
                m = p[2];
                tbl = p[1];
            }
        }
        else {
            tmp = ctx.p;
            let k = parseKey(ctx);
            let p = peekTable(ctx, k, tbl, m, 0 /* Type.DOTTED */);
            if (!p && !skipping)
                validateTablePeek(ctx, p, tmp);
            skipVoid(ctx, true, true);
            let v = extractValue(ctx, void 0);
            if (p && !skipping)
                p[1][p[0]] = v;
        }
        skipVoid(ctx, true);
        if (ctx.p < toml.length && (tmp = toml.charCodeAt(ctx.p)) !== 0xa /* \n */ && (tmp !== 0xd /* \r */ || toml.charCodeAt(ctx.p + 1) !== 0xa /* \n */)) {
            TomlError.x('each key-value declaration must be followed by an end-of-line', ctx);
        }
        skipVoid(ctx);
    }
    return res;
}

;// CONCATENATED MODULE: ./node_modules/smol-toml/dist/stringify.js
/*!
 * Copyright (c) Squirrel Chat et al., All rights reserved.
 * SPDX-License-Identifier: BSD-3-Clause
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are met:
 *
 * 1. Redistributions of source code must retain the above copyright notice, this
 *    list of conditions and the following disclaimer.
 * 2. Redistributions in binary form must reproduce the above copyright notice,
 *    this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 * 3. Neither the name of the copyright holder nor the names of its contributors
 *    may be used to endorse or promote products derived from this software without
 *    specific prior written permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
 * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
 * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
 * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
 * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
 * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
 * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
 * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */
let BARE_KEY = /^[a-z0-9-_]+$/i;
let HAS_WELLFORMED = !!(''.isWellFormed);
function extendedTypeOf(obj) {
    let type = typeof obj;
    if (type === 'object') {
        if (Array.isArray(obj))
            return 'array';
        if (typeof obj.getUTCDate === 'function' && obj instanceof Date)
            return 'date';
        if (globalThis.Temporal) {
            if (obj.until) {
                if (obj instanceof Temporal.ZonedDateTime)
                    return 'temporal/tz+uc';
                if (obj instanceof Temporal.PlainDateTime || obj instanceof Temporal.PlainDate)
                    return 'temporal/uc';
                if (obj instanceof Temporal.PlainTime || obj instanceof Temporal.Instant)
                    return 'temporal';
                if (obj instanceof Temporal.PlainYearMonth)
                    return 'temporal/x';
            }
            else if ((obj.toPlainDate && obj instanceof Temporal.PlainMonthDay) ||
                (obj.negated && obj instanceof Temporal.Duration)) {
                return 'temporal/x';
            }
        }
    }
    return type;
}
function isArrayOfTables(obj) {
    for (let i = 0; i < obj.length; i++) {
        if (extendedTypeOf(obj[i]) !== 'object')
            return false;
    }
    return obj.length != 0;
}
function formatWellFormedStringUnchecked(s) {
    return JSON.stringify(s).replaceAll('\x7f', '\\u007f');
}
function formatString(s) {
    return formatWellFormedStringUnchecked(HAS_WELLFORMED ? s.toWellFormed() : s);
}
function formatKey(s) {
    if (BARE_KEY.test(s))
        return s;
    if (HAS_WELLFORMED && !s.isWellFormed())
        throw new RangeError('key contains illegal lone surrogates');
    return formatWellFormedStringUnchecked(s);
}
function stringifyValue(val, type, depth, numberAsFloat, strictTemporal) {
    if (depth === 0) {
        throw new Error('Could not stringify the object: maximum object depth exceeded');
    }
    switch (type) {
        // @ts-expect-error -- intentional fallthrough case
        case 'number':
            if (isNaN(val))
                return 'nan';
            if (val === Infinity)
                return 'inf';
            if (val === -Infinity)
                return '-inf';
            if (Number.isInteger(val) && (numberAsFloat || !Number.isSafeInteger(val)))
                return val.toFixed(1);
        case 'bigint':
        case 'boolean':
        case 'temporal':
            return val.toString();
        case 'string':
            return formatString(val);
        case 'date':
            if (isNaN(val.getTime()))
                throw new TypeError('cannot serialize invalid date');
            return val.toISOString();
        case 'object':
            return stringifyInlineTable(val, depth, numberAsFloat, strictTemporal);
        case 'array':
            return stringifyArray(val, depth, numberAsFloat, strictTemporal);
        // @ts-expect-error -- intentional fallthrough case
        case 'temporal/tz+uc':
            if (strictTemporal) {
                let tz = val.timeZoneId;
                let tzc = tz.charCodeAt(0);
                if (
                // Classic offset
                tzc !== 0x2b /* + */ && tzc !== 0x2d /* - */ &&
                    (
                    // Fast pre-check pass; see below for the actually accepted values
                    (tzc !== 0x55 /* U */ && tzc !== 0x47 /* G */ && tzc !== 0x5a /* Z */ && tzc !== 0x45 /* E */) ||
                        (
                        // UTC and its aliases; Temporal implementations don't all canonicalise unfortunately
                        tz !== 'UTC' && tz !== 'UCT' && tz !== 'Universal' && tz !== 'Zulu' &&
                            // GMT is a TZ but it's for all intents and purposes equivalent to UTC. Safe to downgrade.
                            !tz.startsWith('GMT') && tz !== 'Greenwich' &&
                            // Etc/* are all safe to downgrade to offset (either UTC, GMT, or offset)
                            !tz.startsWith('Etc/')))) {
                    throw new TypeError('Temporal objects with an IANA timezone are not allowed in Temporal strict mode');
                }
            }
        case 'temporal/uc':
            if (strictTemporal && val.calendarId !== 'iso8601')
                throw new TypeError('Temporal objects with a non-default calendar are not allowed in Temporal strict mode');
            return val.toString({
                calendarName: 'never',
                timeZoneName: 'never',
            });
        case 'temporal/x':
            throw new TypeError('Unsupported ' + val[Symbol.toStringTag]);
    }
}
function stringifyInlineTable(obj, depth, numberAsFloat, strictTemporal) {
    let keys = Object.keys(obj);
    if (keys.length === 0)
        return '{}';
    let res = '{ ';
    for (let i = 0; i < keys.length; i++) {
        let k = keys[i];
        if (i)
            res += ', ';
        res += formatKey(k) + ' = ' + stringifyValue(obj[k], extendedTypeOf(obj[k]), depth - 1, numberAsFloat, strictTemporal);
    }
    return res + ' }';
}
function stringifyArray(array, depth, numberAsFloat, strictTemporal) {
    if (array.length === 0)
        return '[]';
    let res = '[ ';
    for (let i = 0; i < array.length; i++) {
        if (i)
            res += ', ';
        if (array[i] === null || array[i] === void 0) {
            throw new TypeError('arrays cannot contain null or undefined values');
        }
        res += stringifyValue(array[i], extendedTypeOf(array[i]), depth - 1, numberAsFloat, strictTemporal);
    }
    return res + ' ]';
}
function stringifyArrayTable(array, key, depth, numberAsFloat, strictTemporal) {
    if (depth === 0) {
        throw new Error('Could not stringify the object: maximum object depth exceeded');
    }
    let res = '';
    for (let i = 0; i < array.length; i++) {
        res += `${res && '\n'}[[${key}]]\n`;
        res += stringifyTable(0, array[i], key, depth, numberAsFloat, strictTemporal);
    }
    return res;
}
function stringifyTable(tableKey, obj, prefix, depth, numberAsFloat, strictTemporal) {
    if (depth === 0) {
        throw new Error('Could not stringify the object: maximum object depth exceeded');
    }
    let preamble = '';
    let tables = '';
    let keys = Object.keys(obj);
    for (let i = 0; i < keys.length; i++) {
        let k = keys[i];
        if (obj[k] !== null && obj[k] !== void 0) {
            let type = extendedTypeOf(obj[k]);
            if (type === 'symbol' || type === 'function') {
                throw new TypeError(`cannot serialize values of type '${type}'`);
            }
            let key = formatKey(k);
            if (type === 'array' && isArrayOfTables(obj[k])) {
                tables += (tables && '\n') + stringifyArrayTable(obj[k], prefix ? `${prefix}.${key}` : key, depth - 1, numberAsFloat, strictTemporal);
            }
            else if (type === 'object') {
                let tblKey = prefix ? `${prefix}.${key}` : key;
                tables += (tables && '\n') + stringifyTable(tblKey, obj[k], tblKey, depth - 1, numberAsFloat, strictTemporal);
            }
            else {
                preamble += key;
                preamble += ' = ';
                preamble += stringifyValue(obj[k], type, depth, numberAsFloat, strictTemporal);
                preamble += '\n';
            }
        }
    }
    if (tableKey && (preamble || !tables)) // Create table only if necessary
        preamble = preamble ? `[${tableKey}]\n${preamble}` : `[${tableKey}]`;
    return preamble && tables
        ? `${preamble}\n${tables}`
        : preamble || tables;
}
function stringify(obj, { maxDepth = 1000, numbersAsFloat = false, strictTemporal = false } = {}) {
    if (extendedTypeOf(obj) !== 'object') {
        throw new TypeError('stringify can only be called with an object');
    }
    let str = stringifyTable(0, obj, '', maxDepth, numbersAsFloat, strictTemporal);
    if (str[str.length - 1] !== '\n')
        return str + '\n';
    return str;
}

;// CONCATENATED MODULE: ./node_modules/smol-toml/dist/index.js
/*!
 * Copyright (c) Squirrel Chat et al., All rights reserved.
 * SPDX-License-Identifier: BSD-3-Clause
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are met:
 *
 * 1. Redistributions of source code must retain the above copyright notice, this
 *    list of conditions and the following disclaimer.
 * 2. Redistributions in binary form must reproduce the above copyright notice,
 *    this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 * 3. Neither the name of the copyright holder nor the names of its contributors
 *    may be used to endorse or promote products derived from this software without
 *    specific prior written permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
 * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
 * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
 * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
 * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
 * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
 * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
 * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */





/** @deprecated use `import * as ... from 'smol-toml'` instead */
/* harmony default export */ const dist = ({ parse: parse, stringify: stringify, TomlDate: TomlDate, TomlError: TomlError });

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var yaml_dist = __nccwpck_require__(8815);
;// CONCATENATED MODULE: ./src/artifacts/tree.ts
/**
 * A small document tree with exact ranges, built from the `yaml` package's
 * document model. YAML frontmatter, JSON and YAML files all end up here, so
 * rules read one shape whatever the file format.
 */

function childPath(parent, key) {
    if (typeof key === 'number')
        return `${parent}[${key}]`;
    return /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key)}]`;
}
/** The last pair with this key (the value most parsers keep). */
function getPair(node, key) {
    if (!node || node.type !== 'map')
        return undefined;
    for (let i = node.pairs.length - 1; i >= 0; i--)
        if (node.pairs[i].key === key)
            return node.pairs[i];
    return undefined;
}
function getNode(node, key) {
    return getPair(node, key)?.value;
}
function scalarString(node) {
    if (!node || node.type !== 'scalar' || node.value === null)
        return undefined;
    return String(node.value);
}
/** Plain JavaScript value of a node (for option blocks and JSON-ish checks). */
function toValue(node) {
    if (!node)
        return null;
    if (node.type === 'scalar')
        return node.value;
    if (node.type === 'seq')
        return node.items.map(toValue);
    const out = {};
    for (const p of node.pairs)
        out[p.key] = toValue(p.value);
    return out;
}
const MAX_DEPTH = 200;
/**
 * Parse YAML (or JSON, a subset of it) found at `base` in a file whose line
 * index is `lines`; ranges are file ranges.
 */
function parseYamlTree(source, base, lines, rootPath) {
    const problems = [];
    const range = (s, e) => lines.range(base + s, base + e);
    let doc;
    try {
        doc = (0,yaml_dist/* parseDocument */.Tp)(source, { uniqueKeys: false, prettyErrors: false, strict: true });
    }
    catch (err) {
        // Deep nesting can exhaust the stack inside the parser.
        problems.push({ code: 'yaml-invalid', message: `cannot parse: ${err.message}`, range: range(0, 0) });
        return { root: null, problems };
    }
    for (const e of doc.errors) {
        problems.push({ code: 'yaml-invalid', message: cleanMessage(e.message), range: range(e.pos[0], e.pos[1]) });
    }
    if (doc.errors.length > 0)
        return { root: null, problems };
    const convert = (n, path, depth) => {
        if (n == null)
            return null;
        if (depth > MAX_DEPTH) {
            const r = n.range;
            problems.push({ code: 'yaml-invalid', message: `nesting deeper than ${MAX_DEPTH} levels`, range: range(r?.[0] ?? 0, r?.[1] ?? 0) });
            return null;
        }
        if ((0,yaml_dist/* isAlias */.Vj)(n)) {
            const target = n.resolve(doc);
            const r = n.range;
            const raw = source.slice(r[0], r[1]);
            if (!target) {
                // `paths: *.md` is an alias to an anchor that does not exist: strict loaders reject
                // the whole file. The author meant the text; rules read it as such.
                problems.push({
                    code: 'yaml-invalid',
                    message: `\`${raw}\` is a YAML alias to an anchor that is never defined (an unquoted \`*\` starts an alias), so YAML loaders reject the file; quote it`,
                    range: range(r[0], r[1]),
                    fix: { msg: `quote \`${raw}\``, applicability: 'MachineApplicable', edits: [{ path: '', range: range(r[0], r[1]), text: JSON.stringify(raw) }] },
                });
                return { type: 'scalar', value: raw, raw, quoted: false, range: range(r[0], r[1]), path };
            }
            if ((0,yaml_dist/* isScalar */.jn)(target)) {
                return { type: 'scalar', value: target.value, raw, quoted: false, range: range(r[0], r[1]), path };
            }
            return { type: 'scalar', value: null, raw, quoted: false, range: range(r[0], r[1]), path };
        }
        if ((0,yaml_dist/* isScalar */.jn)(n)) {
            const r = n.range;
            const v = n.value;
            const value = v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : String(v);
            const quoted = n.type === 'QUOTE_DOUBLE' || n.type === 'QUOTE_SINGLE';
            return { type: 'scalar', value, raw: source.slice(r[0], r[1]), quoted, range: range(r[0], r[1]), path };
        }
        if ((0,yaml_dist/* isMap */.jh)(n)) {
            const r = n.range;
            const pairs = [];
            const seen = new Map();
            for (const item of n.items) {
                if (!(0,yaml_dist/* isPair */.tO)(item))
                    continue;
                const k = item.key;
                const kr = (k && k.range) || r;
                const key = k && (0,yaml_dist/* isScalar */.jn)(k) ? String(k.value) : source.slice(kr[0], kr[1]);
                const ppath = childPath(path, key);
                const value = convert(item.value, ppath, depth + 1);
                // The pair's range shares its positions with the key's and the value's ranges.
                const keyRange = range(kr[0], kr[1]);
                const pair = { key, keyRange, value, range: { start: keyRange.start, end: value ? value.range.end : keyRange.end }, path: ppath };
                const prev = seen.get(key);
                if (prev) {
                    problems.push({
                        code: 'duplicate-key',
                        message: `duplicate key \`${key}\` (first at line ${prev.keyRange.start.line}); strict YAML parsers reject the file, lenient ones keep the last value`,
                        range: pair.keyRange,
                    });
                }
                seen.set(key, pair);
                pairs.push(pair);
            }
            return { type: 'map', pairs, flow: n.flow === true, range: range(r[0], r[1]), path };
        }
        if ((0,yaml_dist/* isSeq */.oP)(n)) {
            const r = n.range;
            const items = [];
            n.items.forEach((item, i) => {
                const c = convert(item, childPath(path, i), depth + 1);
                if (c)
                    items.push(c);
            });
            return { type: 'seq', items, flow: n.flow === true, range: range(r[0], r[1]), path };
        }
        return null;
    };
    let root;
    try {
        root = convert(doc.contents, rootPath, 0);
    }
    catch (err) {
        problems.push({ code: 'yaml-invalid', message: `cannot parse: ${err.message}`, range: range(0, 0) });
        root = null;
    }
    return { root, problems };
}
function cleanMessage(msg) {
    // The yaml package appends " at line L, column C" plus a code frame when pretty; keep the sentence.
    return msg.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '').trim();
}

;// CONCATENATED MODULE: ./src/artifacts/simple-yaml.ts

const KEY = /^([A-Za-z_][A-Za-z0-9_-]*):(?:( +)(.*))?$/;
const ITEM = /^( +)- +(.*)$/;
/** Plain scalars that need the YAML core schema (null, booleans, numbers, special floats). */
const TYPED = /^(?:~|null|Null|NULL|true|True|TRUE|false|False|FALSE|[-+]?(?:\.[0-9]+|[0-9][0-9_]*(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
/** A scalar's value, or undefined when only the full parser can say. */
function simpleScalar(raw) {
    if (raw === '')
        return undefined;
    const c = raw[0];
    if (c === '"') {
        if (raw.length < 2 || !raw.endsWith('"'))
            return undefined;
        const inner = raw.slice(1, -1);
        if (/["\\]/.test(inner))
            return undefined;
        return { value: inner, quoted: true };
    }
    if (c === "'") {
        if (raw.length < 2 || !raw.endsWith("'"))
            return undefined;
        const inner = raw.slice(1, -1);
        if (inner.includes("'"))
            return undefined;
        return { value: inner, quoted: true };
    }
    if (/^[-?:,[\]{}#&*!|>%@`]/.test(raw))
        return undefined;
    if (/: |:$| #|\t/.test(raw))
        return undefined;
    if (TYPED.test(raw)) {
        if (/^[0-9]+$/.test(raw) && raw.length < 16)
            return { value: Number(raw), quoted: false };
        if (raw === 'true' || raw === 'false')
            return { value: raw === 'true', quoted: false };
        return undefined;
    }
    return { value: raw, quoted: false };
}
/** Parse lines `from..to` (1-based, inclusive) of a file as a simple mapping, or return null. */
function parseSimpleMapping(lines, from, to, rootPath) {
    const pairs = [];
    const keys = new Set();
    let list = null;
    // Every node of a simple mapping sits on one line: positions need no search.
    const on = (l, start, end) => ({ start: lines.onLine(l, start), end: lines.onLine(l, end) });
    const scalar = (l, start, raw, path) => {
        const s = simpleScalar(raw);
        if (!s)
            return undefined;
        return { type: 'scalar', value: s.value, raw, quoted: s.quoted, range: on(l, start, start + raw.length), path };
    };
    for (let l = from; l <= to; l++) {
        const lineStart = lines.lineStart(l);
        const line = lines.lineText(l);
        const trimmed = line.endsWith(' ') ? line.replace(/ +$/, '') : line;
        if (trimmed === '') {
            if (list)
                return null; // a blank line inside a list: leave it to the full parser
            continue;
        }
        const item = ITEM.exec(trimmed);
        if (item) {
            const lastPair = pairs[pairs.length - 1];
            if (!lastPair)
                return null;
            if (!list) {
                if (lastPair.value !== null && !(lastPair.value.type === 'scalar' && lastPair.value.value === null && lastPair.value.raw === ''))
                    return null;
                const seq = { type: 'seq', items: [], flow: false, range: on(l, lineStart + item[1].length, lineStart + item[1].length), path: lastPair.path };
                list = { pair: lastPair, seq, indent: item[1] };
                lastPair.value = seq;
            }
            else if (item[1] !== list.indent)
                return null;
            const start = lineStart + item[1].length + trimmed.slice(item[1].length).indexOf(item[2], 1);
            const node = scalar(l, start, item[2], childPath(list.seq.path, list.seq.items.length));
            if (!node)
                return null;
            list.seq.items.push(node);
            // The full parser ends a block list after the line break of its last item.
            const end = l < lines.lineCount ? lines.lineStart(l + 1) : lineStart + line.length;
            list.seq.range = { start: list.seq.range.start, end: l < lines.lineCount ? lines.onLine(l + 1, end) : lines.onLine(l, end) };
            list.pair.range = { start: list.pair.keyRange.start, end: list.seq.range.end };
            continue;
        }
        list = null;
        const m = KEY.exec(trimmed);
        if (!m)
            return null;
        const key = m[1];
        if (keys.has(key))
            return null;
        keys.add(key);
        const keyRange = on(l, lineStart, lineStart + key.length);
        const path = childPath(rootPath, key);
        let value;
        if (m[3] === undefined || m[3] === '') {
            // `key:` holds a null, placed right after the colon.
            const at = lineStart + key.length + 1;
            value = { type: 'scalar', value: null, raw: '', quoted: false, range: on(l, at, at), path };
        }
        else {
            const start = lineStart + key.length + 1 + m[2].length;
            const node = scalar(l, start, m[3], path);
            if (!node)
                return null;
            value = node;
        }
        pairs.push({ key, keyRange, value, range: { start: keyRange.start, end: value.range.end }, path });
    }
    if (pairs.length === 0)
        return null;
    // Like the full parser, the mapping ends after the line break of a last scalar value
    // (a null or a list already ends where the parser ends it).
    const last = pairs[pairs.length - 1];
    let end = last.range.end;
    if (last.value?.type === 'scalar' && last.value.raw !== '') {
        const line = end.line;
        end = line < lines.lineCount ? lines.position(lines.lineStart(line + 1)) : lines.position(lines.lineEnd(line));
    }
    return { type: 'map', pairs, flow: false, range: { start: pairs[0].keyRange.start, end }, path: rootPath };
}

;// CONCATENATED MODULE: ./src/artifacts/frontmatter.ts
/**
 * Markdown files with YAML frontmatter: split, parse strictly with ranges,
 * and fall back to a lenient `key: value` reading when strict YAML refuses
 * (typically an unquoted `: ` inside a description), so that every other
 * rule still runs on the file.
 */


const FENCE = /^---[ \t]*$/;
const FRONTMATTER_PATH = '$.frontmatter';
function parseMarkdown(file) {
    const { text, lines } = file;
    const openRange = lines.range(0, lines.lineEnd(1));
    const empty = (present, problems = []) => ({
        present, openRange, yaml: '', yamlOffset: 0, root: null, lenient: false, problems,
    });
    if (!FENCE.test(lines.lineText(1))) {
        return { frontmatter: empty(false), body: text, bodyOffset: 0, bodyLine: 1 };
    }
    let close = -1;
    for (let l = 2; l <= lines.lineCount; l++) {
        const t = lines.lineText(l);
        if (FENCE.test(t) || /^\.\.\.[ \t]*$/.test(t)) {
            close = l;
            break;
        }
    }
    if (close < 0) {
        const problem = {
            code: 'frontmatter-unclosed',
            message: 'frontmatter opened with `---` is never closed: the whole file is read as YAML or as body, and no field is loaded',
            range: openRange,
        };
        return { frontmatter: empty(true, [problem]), body: '', bodyOffset: text.length, bodyLine: lines.lineCount };
    }
    const yamlOffset = lines.lineStart(2);
    const yamlEnd = lines.lineStart(close);
    const yaml = text.slice(yamlOffset, yamlEnd);
    const bodyOffset = close < lines.lineCount ? lines.lineStart(close + 1) : text.length;
    const body = text.slice(bodyOffset);
    const bodyLine = Math.min(close + 1, lines.lineCount);
    const simple = parseSimpleMapping(lines, 2, close - 1, FRONTMATTER_PATH);
    const strict = simple ? { root: simple, problems: [] } : parseYamlTree(yaml, yamlOffset, lines, FRONTMATTER_PATH);
    let root = null;
    let lenient = false;
    const problems = strict.problems;
    const yamlErrors = problems.filter((p) => p.code === 'yaml-invalid');
    if (yamlErrors.length === 0) {
        if (strict.root && strict.root.type === 'map')
            root = strict.root;
        else if (strict.root && !(strict.root.type === 'scalar' && strict.root.value === null)) {
            problems.push({ code: 'yaml-invalid', message: 'frontmatter is not a mapping of `key: value` fields', range: strict.root.range });
        }
    }
    else {
        root = lenientParse(file, 2, close - 1);
        lenient = true;
        for (const p of yamlErrors) {
            p.message = `frontmatter is not valid YAML (${lowerFirst(p.message)}): Claude Code cannot read its fields and skips the file (a plugin agent loads under its file name); agentlint read it line by line`;
        }
        const fix = quoteFix(file, 2, close - 1, yamlOffset, yamlEnd);
        if (fix)
            yamlErrors[0].fix = fix;
    }
    return { frontmatter: { present: true, openRange, yaml, yamlOffset, root, lenient, problems }, body, bodyOffset, bodyLine };
}
const KEY_LINE = /^([A-Za-z0-9_][A-Za-z0-9_.-]*)[ \t]*:(?:[ \t]+(.*?))?[ \t]*$/;
const ITEM_LINE = /^([ \t]+)-[ \t]+(.*?)[ \t]*$/;
/** Line-by-line `key: value` reading, with `- item` lists under an empty key. */
function lenientParse(file, fromLine, toLine) {
    const { lines } = file;
    const pairs = [];
    let current = null;
    for (let l = fromLine; l <= toLine; l++) {
        const text = lines.lineText(l);
        const start = lines.lineStart(l);
        const m = KEY_LINE.exec(text);
        if (m) {
            const key = m[1];
            const keyRange = lines.range(start, start + key.length);
            const path = childPath(FRONTMATTER_PATH, key);
            let value = null;
            if (m[2] !== undefined && m[2] !== '') {
                const raw = m[2];
                const vStart = start + text.indexOf(raw, key.length + 1);
                value = scalar(raw, lines.range(vStart, vStart + raw.length), path);
            }
            const pair = { key, keyRange, value, range: lines.range(start, value ? value.range.end.offset : start + key.length), path };
            pairs.push(pair);
            current = { pair, seq: null };
            continue;
        }
        const item = ITEM_LINE.exec(text);
        if (item && current && (current.pair.value === null || current.seq)) {
            const raw = item[2];
            const vStart = start + text.lastIndexOf(raw);
            if (!current.seq) {
                current.seq = { type: 'seq', items: [], flow: false, range: lines.range(start, start), path: current.pair.path };
                current.pair.value = current.seq;
            }
            const node = scalar(raw, lines.range(vStart, vStart + raw.length), childPath(current.pair.path, current.seq.items.length));
            current.seq.items.push(node);
            current.seq.range = { start: current.seq.items[0].range.start, end: node.range.end };
            current.pair.range = { start: current.pair.keyRange.start, end: node.range.end };
        }
    }
    const first = lines.lineStart(fromLine);
    const last = toLine >= fromLine ? lines.lineEnd(toLine) : first;
    return { type: 'map', pairs, flow: false, range: lines.range(first, last), path: FRONTMATTER_PATH };
}
function scalar(raw, range, path) {
    let value = raw;
    let quoted = false;
    if (raw.length >= 2 && ((raw.startsWith('"') && raw.endsWith('"')) || (raw.startsWith("'") && raw.endsWith("'")))) {
        value = raw.slice(1, -1);
        quoted = true;
    }
    return { type: 'scalar', value, raw, quoted, range, path };
}
/**
 * When strict YAML fails because top-level `key: plain value` lines hold a
 * `: `, quoting those values is the certain fix: check that the quoted
 * frontmatter parses and gives back exactly the text that was written.
 */
function quoteFix(file, fromLine, toLine, yamlOffset, yamlEnd) {
    const { lines } = file;
    const edits = [];
    for (let l = fromLine; l <= toLine; l++) {
        const text = lines.lineText(l);
        const m = KEY_LINE.exec(text);
        if (!m || m[2] === undefined)
            continue;
        const raw = m[2];
        // Only `: ` breaks strict YAML here; a ` #` starts a comment, so quoting it would change the value.
        if (/^["'[{|>&*!%@`]/.test(raw) || !/: |:$/.test(raw) || / #/.test(raw))
            continue;
        edits.push({ key: m[1], raw, start: lines.lineStart(l) + text.indexOf(raw, m[1].length + 1), quoted: JSON.stringify(raw) });
    }
    if (edits.length === 0)
        return undefined;
    let yaml = '';
    let at = yamlOffset;
    for (const e of edits) {
        yaml += file.text.slice(at, e.start) + e.quoted;
        at = e.start + e.raw.length;
    }
    yaml += file.text.slice(at, yamlEnd);
    const check = parseYamlTree(yaml, 0, lines, FRONTMATTER_PATH);
    if (check.problems.length > 0 || !check.root || check.root.type !== 'map')
        return undefined;
    const root = check.root;
    if (!edits.every((e) => root.pairs.some((p) => p.key === e.key && p.value?.type === 'scalar' && p.value.value === e.raw)))
        return undefined;
    return {
        msg: `quote the value${edits.length > 1 ? 's' : ''} of ${edits.map((e) => `\`${e.key}\``).join(', ')}`,
        applicability: 'MachineApplicable',
        edits: edits.map((e) => ({ path: file.path, range: lines.range(e.start, e.start + e.raw.length), text: e.quoted })),
    };
}
function lowerFirst(s) {
    return s.length > 1 && /^[A-Z][a-z]/.test(s) ? s[0].toLowerCase() + s.slice(1) : s;
}

;// CONCATENATED MODULE: ./src/artifacts/json.ts

const json_MAX_DEPTH = 200;
class JsonError extends Error {
    at;
    constructor(message, at) {
        super(message);
        this.at = at;
    }
}
function parseJsonFile(file) {
    const { text, lines } = file;
    if (text.trim() === '') {
        return { root: null, problems: [{ code: 'json-invalid', message: 'file is empty; expected a JSON object', range: lines.range(0, 0) }] };
    }
    const problems = [];
    let i = 0;
    const range = (s, e) => lines.range(s, e);
    const ws = () => {
        for (;;) {
            const c = text.charCodeAt(i);
            if (c === 32 || c === 10 || c === 13 || c === 9)
                i++;
            else
                break;
        }
    };
    const describe = (at) => (at >= text.length ? 'end of file' : `\`${text[at]}\``);
    const fail = (what) => {
        throw new JsonError(`invalid JSON: expected ${what}, found ${describe(i)}`, i);
    };
    const string = () => {
        // At the opening quote.
        const start = i;
        i++;
        let out = '';
        let chunk = i;
        for (;;) {
            if (i >= text.length)
                throw new JsonError('invalid JSON: unterminated string', start);
            const c = text.charCodeAt(i);
            if (c === 34) {
                out += text.slice(chunk, i);
                i++;
                return out;
            }
            if (c < 32)
                throw new JsonError('invalid JSON: control character in string (escape it)', i);
            if (c === 92) {
                out += text.slice(chunk, i);
                const e = text[i + 1];
                const map = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
                if (e !== undefined && map[e] !== undefined) {
                    out += map[e];
                    i += 2;
                }
                else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
                    out += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16));
                    i += 6;
                }
                else
                    throw new JsonError('invalid JSON: bad escape in string', i);
                chunk = i;
                continue;
            }
            i++;
        }
    };
    const value = (path, depth) => {
        if (depth > json_MAX_DEPTH)
            throw new JsonError(`invalid JSON: nesting deeper than ${json_MAX_DEPTH} levels`, i);
        ws();
        const start = i;
        const c = text[i];
        if (c === '{') {
            i++;
            const pairs = [];
            const seen = new Map();
            ws();
            if (text[i] === '}')
                i++;
            else {
                for (;;) {
                    ws();
                    if (text[i] !== '"')
                        fail('a double-quoted property name');
                    const ks = i;
                    const key = string();
                    const ke = i;
                    ws();
                    if (text[i] !== ':')
                        fail('`:` after the property name');
                    i++;
                    const ppath = childPath(path, key);
                    const v = value(ppath, depth + 1);
                    const pair = { key, keyRange: range(ks, ke), value: v, range: range(ks, v.range.end.offset), path: ppath };
                    const prev = seen.get(key);
                    if (prev) {
                        problems.push({
                            code: 'duplicate-key',
                            message: `duplicate key \`${key}\` (first at line ${prev.keyRange.start.line}); the last value wins, so the first is silently ignored`,
                            range: pair.keyRange,
                        });
                    }
                    seen.set(key, pair);
                    pairs.push(pair);
                    ws();
                    if (text[i] === ',') {
                        i++;
                        ws();
                        if (text[i] === '}')
                            fail('another property after `,` (trailing commas are not JSON)');
                        continue;
                    }
                    if (text[i] === '}') {
                        i++;
                        break;
                    }
                    fail('`,` or `}`');
                }
            }
            const node = { type: 'map', pairs, flow: true, range: range(start, i), path };
            return node;
        }
        if (c === '[') {
            i++;
            const items = [];
            ws();
            if (text[i] === ']')
                i++;
            else {
                for (;;) {
                    items.push(value(childPath(path, items.length), depth + 1));
                    ws();
                    if (text[i] === ',') {
                        i++;
                        ws();
                        if (text[i] === ']')
                            fail('another value after `,` (trailing commas are not JSON)');
                        continue;
                    }
                    if (text[i] === ']') {
                        i++;
                        break;
                    }
                    fail('`,` or `]`');
                }
            }
            const node = { type: 'seq', items, flow: true, range: range(start, i), path };
            return node;
        }
        let v;
        let quoted = false;
        if (c === '"') {
            v = string();
            quoted = true;
        }
        else if (text.startsWith('true', i)) {
            v = true;
            i += 4;
        }
        else if (text.startsWith('false', i)) {
            v = false;
            i += 5;
        }
        else if (text.startsWith('null', i)) {
            v = null;
            i += 4;
        }
        else {
            const m = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
            m.lastIndex = i;
            const r = m.exec(text);
            if (!r)
                fail('a value');
            v = Number(r[0]);
            i += r[0].length;
        }
        const node = { type: 'scalar', value: v, raw: text.slice(start, i), quoted, range: range(start, i), path };
        return node;
    };
    try {
        const root = value('$', 0);
        ws();
        if (i < text.length)
            fail('end of file after the JSON value');
        return { root, problems };
    }
    catch (err) {
        if (!(err instanceof JsonError))
            throw err;
        const at = Math.min(err.at, text.length);
        return { root: null, problems: [{ code: 'json-invalid', message: err.message, range: lines.range(at, Math.min(at + 1, text.length)) }] };
    }
}

;// CONCATENATED MODULE: ./src/artifacts/kinds/json-kinds.ts
/** Claude Code's JSON artifacts: plugin manifests, marketplaces, MCP configs, hooks. */


function jsonArtifact(kind, file, root, name, ctx, data = {}) {
    return {
        kind,
        path: file.path,
        file,
        element: { type: kind, name },
        root,
        nameRange: getPair(root, 'name')?.value?.range,
        pluginRoot: ctx.pluginRoot,
        pluginDistributed: ctx.pluginRoot !== undefined,
        data,
    };
}
/**
 * One `mcp` artifact per server of an `mcpServers` value. A string entry (an
 * agent naming a configured server) becomes a reference artifact: it has a
 * name but no config (`data.reference`).
 */
function mcpServerArtifacts(file, servers, source, ctx, owner) {
    const out = [];
    const add = (name, nameRange, config, reference) => {
        out.push({
            kind: 'mcp',
            path: file.path,
            file,
            element: { type: 'mcp', name },
            root: config,
            nameRange,
            pluginRoot: ctx.pluginRoot,
            pluginDistributed: ctx.pluginRoot !== undefined,
            data: { source, reference, owner },
        });
    };
    if (servers.type === 'map') {
        for (const p of servers.pairs)
            add(p.key, p.keyRange, p.value, false);
    }
    else if (servers.type === 'seq') {
        for (const item of servers.items) {
            if (item.type === 'scalar' && item.value !== null)
                add(String(item.value), item.range, null, true);
            else if (item.type === 'map')
                for (const p of item.pairs)
                    add(p.key, p.keyRange, p.value, false);
        }
    }
    return out;
}
function pluginRootOf(manifestPath) {
    // <root>/.claude-plugin/plugin.json
    const parts = manifestPath.split('/');
    return parts.slice(0, -2).join('/') || '.';
}
const pluginKind = {
    id: 'plugin',
    matches: (p) => /(^|\/)\.claude-plugin\/plugin\.json$/.test(p),
    parse(file, ctx) {
        const { root, problems } = parseJsonFile(file);
        const pluginRoot = ctx.pluginRoot ?? pluginRootOf(file.path);
        const c = { ...ctx, pluginRoot };
        const name = scalarString(getNode(root, 'name')) ?? pluginRoot.split('/').pop();
        const artifacts = root ? [jsonArtifact('plugin', file, root, name, c, { pluginRoot })] : [];
        const servers = getNode(root, 'mcpServers');
        if (servers && servers.type === 'map')
            artifacts.push(...mcpServerArtifacts(file, servers, 'plugin', c, name));
        return { file, kind: 'plugin', artifacts, problems };
    },
};
const marketplaceKind = {
    id: 'marketplace',
    matches: (p) => /(^|\/)\.claude-plugin\/marketplace\.json$/.test(p),
    parse(file, ctx) {
        const { root, problems } = parseJsonFile(file);
        const name = scalarString(getNode(root, 'name')) ?? 'marketplace';
        const artifacts = root ? [jsonArtifact('marketplace', file, root, name, ctx, { marketplaceRoot: pluginRootOf(file.path) })] : [];
        return { file, kind: 'marketplace', artifacts, problems };
    },
};
const mcpKind = {
    id: 'mcp',
    matches: (p) => /(^|\/)\.mcp\.json$/.test(p),
    parse(file, ctx) {
        const { root, problems } = parseJsonFile(file);
        const servers = getNode(root, 'mcpServers');
        const artifacts = servers ? mcpServerArtifacts(file, servers, 'mcp.json', ctx) : [];
        return { file, kind: 'mcp', artifacts, problems };
    },
};
/** settings.json holds hooks among other things; hooks.json holds `{hooks: {...}}`. */
const hooksKind = {
    id: 'hooks',
    matches: (p) => /(^|\/)\.claude\/settings(\.local)?\.json$/.test(p),
    matchesInPlugin: (p) => p === 'hooks/hooks.json',
    parse(file, ctx) {
        const { root, problems } = parseJsonFile(file);
        const hooks = getPair(root, 'hooks');
        const artifacts = hooks && hooks.value ? [jsonArtifact('hooks', file, hooks.value, file.path, ctx, { hooksKeyRange: hooks.keyRange })] : [];
        return { file, kind: 'hooks', artifacts, problems };
    },
};

;// CONCATENATED MODULE: ./src/artifacts/kinds/markdown.ts
/** Claude Code's Markdown artifacts: subagents, skills and slash commands. */



function baseName(path) {
    const parts = path.split('/');
    return parts[parts.length - 1].replace(/\.md$/i, '');
}
/** Name a Markdown artifact is known by when its frontmatter gives none. */
function fallbackName(kind, path) {
    if (kind === 'skill') {
        const parts = path.split('/');
        return parts.length >= 2 ? parts[parts.length - 2] : 'SKILL';
    }
    return baseName(path);
}
function parseMarkdownArtifact(kind, file, ctx) {
    const markdown = parseMarkdown(file);
    const root = markdown.frontmatter.root;
    const name = scalarString(getNode(root, 'name')) ?? fallbackName(kind, file.path);
    const artifact = {
        kind,
        path: file.path,
        file,
        element: { type: kind, name },
        root,
        markdown,
        nameRange: getPair(root, 'name')?.value?.range,
        pluginRoot: ctx.pluginRoot,
        pluginDistributed: ctx.pluginRoot !== undefined,
        data: {},
    };
    const artifacts = [artifact];
    if (kind === 'agent') {
        const servers = getNode(root, 'mcpServers');
        if (servers)
            artifacts.push(...mcpServerArtifacts(file, servers, 'agent', ctx, name));
    }
    return { file, kind, artifacts, problems: markdown.frontmatter.problems, lints: getNode(root, 'lints') ?? null };
}
const AGENT = /(^|\/)\.claude\/agents\/(.+\/)?[^/]+\.md$/;
const SKILL = /(^|\/)\.claude\/skills\/[^/]+\/SKILL\.md$/;
const COMMAND = /(^|\/)\.claude\/commands\/(.+\/)?[^/]+\.md$/;
const agentKind = {
    id: 'agent',
    matches: (p) => AGENT.test(p),
    matchesInPlugin: (p) => /^agents\/(.+\/)?[^/]+\.md$/.test(p),
    parse: (file, ctx) => parseMarkdownArtifact('agent', file, ctx),
};
const skillKind = {
    id: 'skill',
    matches: (p) => SKILL.test(p),
    matchesInPlugin: (p) => /^skills\/[^/]+\/SKILL\.md$/.test(p) || p === 'SKILL.md',
    parse: (file, ctx) => parseMarkdownArtifact('skill', file, ctx),
};
const commandKind = {
    id: 'command',
    matches: (p) => COMMAND.test(p),
    matchesInPlugin: (p) => /^commands\/(.+\/)?[^/]+\.md$/.test(p),
    parse: (file, ctx) => parseMarkdownArtifact('command', file, ctx),
};

;// CONCATENATED MODULE: ./src/artifacts/kinds/ai-rulez.ts
/**
 * ai-rulez's source files: the config (`.ai-rulez/config.toml`, or YAML in
 * v3 repos) as kind `ai-rulez-config`, and the agents in `.ai-rulez/agents/`
 * and `.ai-rulez/domains/<domain>/agents/` as kind `ai-rulez-agent`.
 *
 * TOML is validated with smol-toml (its error carries line and column), and
 * read into the common `TreeNode` shape by a small range-keeping reader so
 * rules point at exact keys and values.
 */



const CONFIG = /(^|\/)(\.ai-rulez\/config\.(toml|ya?ml)|ai-rulez\.ya?ml)$/;
const ai_rulez_AGENT = /(^|\/)\.ai-rulez\/(agents|domains\/([^/]+)\/agents)\/[^/]+\.md$/;
function parentOf(path) {
    const i = path.lastIndexOf('/');
    return i < 0 ? '.' : path.slice(0, i);
}
/** Where the `.ai-rulez/` folder (or `ai-rulez.yaml`) of a path sits. */
function aiRulezProjectRoot(path) {
    const i = path.lastIndexOf('.ai-rulez/');
    if (i >= 0)
        return i === 0 ? '.' : path.slice(0, i - 1);
    return parentOf(path);
}
const aiRulezConfigKind = {
    id: 'ai-rulez-config',
    matches: (p) => CONFIG.test(p),
    parse(file, ctx) {
        const format = file.path.endsWith('.toml') ? 'toml' : 'yaml';
        const data = { format, projectRoot: aiRulezProjectRoot(file.path), headers: {} };
        let root = null;
        const problems = [];
        if (format === 'toml') {
            const r = readTomlFile(file);
            root = r.root;
            data.headers = r.headers;
            if (r.error)
                data.tomlError = r.error;
        }
        else {
            const r = parseYamlTree(file.text, 0, file.lines, '$');
            root = r.root;
            problems.push(...r.problems);
        }
        const name = scalarString(getNode(root, 'name')) ?? data.projectRoot;
        const artifact = {
            kind: 'ai-rulez-config',
            path: file.path,
            file,
            element: { type: 'ai-rulez-config', name },
            root,
            nameRange: getPair(root, 'name')?.value?.range,
            pluginRoot: ctx.pluginRoot,
            pluginDistributed: false,
            data: data,
        };
        return { file, kind: 'ai-rulez-config', artifacts: [artifact], problems };
    },
};
const aiRulezAgentKind = {
    id: 'ai-rulez-agent',
    matches: (p) => ai_rulez_AGENT.test(p),
    parse(file, ctx) {
        const parsed = parseMarkdownArtifact('ai-rulez-agent', file, ctx);
        const m = ai_rulez_AGENT.exec(file.path);
        const data = {
            layer: m?.[3] ? 'domain' : 'project',
            projectRoot: aiRulezProjectRoot(file.path),
        };
        if (m?.[3])
            data.domain = m[3];
        for (const a of parsed.artifacts) {
            a.pluginDistributed = false;
            Object.assign(a.data, data);
        }
        return parsed;
    },
};
/** Parse an agent file read outside discovery (a bare-layout include's `agents/<name>.md`). */
function parseAiRulezAgent(file) {
    const parsed = parseMarkdownArtifact('ai-rulez-agent', file, {});
    const a = parsed.artifacts[0];
    if (!a)
        return undefined;
    const m = /(?:^|\/)domains\/([^/]+)\/agents\/[^/]+\.md$/.exec(file.path);
    a.pluginDistributed = false;
    Object.assign(a.data, { layer: m ? 'domain' : 'project', domain: m?.[1], projectRoot: aiRulezProjectRoot(file.path) });
    return a;
}
/** Validate with smol-toml, then read the tree with ranges. */
function readTomlFile(file) {
    const { text, lines } = file;
    let value;
    try {
        value = parse(text);
    }
    catch (err) {
        if (err instanceof TomlError) {
            const line = Math.max(1, err.line);
            const offset = Math.min(lines.lineStart(line) + Math.max(0, err.column - 1), text.length);
            // Cover one character: the one at the error, or the line's last when the error is at its end.
            const lineEnd = lines.lineEnd(line);
            const [from, to] = offset < lineEnd ? [offset, offset + 1] : offset > lines.lineStart(line) ? [offset - 1, offset] : [offset, offset];
            const message = err.message.split('\n')[0].replace(/^Invalid TOML document:\s*/, '');
            return { root: null, headers: {}, error: { message, range: lines.range(from, to) } };
        }
        return { root: null, headers: {}, error: { message: `cannot parse: ${err.message}`, range: lines.range(0, 0) } };
    }
    try {
        return new TomlReader(text, lines).read();
    }
    catch {
        // The reader covers the TOML ai-rulez configs use; if it ever falls short, keep
        // the values (ranges at the file start) rather than losing the file.
        return { root: fromValue(value, '$', lines.range(0, 0)), headers: {} };
    }
}
function fromValue(v, path, range) {
    if (Array.isArray(v))
        return { type: 'seq', items: v.map((x, i) => fromValue(x, childPath(path, i), range)), flow: true, range, path };
    if (v && typeof v === 'object' && !(v instanceof Date)) {
        const pairs = Object.entries(v).map(([k, x]) => {
            const p = childPath(path, k);
            return { key: k, keyRange: range, value: fromValue(x, p, range), range, path: p };
        });
        return { type: 'map', pairs, flow: false, range, path };
    }
    const value = v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : String(v);
    return { type: 'scalar', value, raw: String(v), quoted: typeof v === 'string', range, path };
}
class TomlReader {
    s;
    lines;
    i = 0;
    constructor(s, lines) {
        this.s = s;
        this.lines = lines;
    }
    read() {
        const root = { t: 'table', entries: [], start: 0, end: this.s.length, flow: false };
        let current = root;
        for (;;) {
            this.skipBlank(true);
            if (this.i >= this.s.length)
                break;
            if (this.s[this.i] === '[') {
                const hs = this.i;
                const aot = this.s[this.i + 1] === '[';
                this.i += aot ? 2 : 1;
                this.skipBlank(false);
                const keys = this.parseKey();
                this.skipBlank(false);
                this.expect(aot ? ']]' : ']');
                const he = this.i;
                if (aot) {
                    const parent = this.navigate(root, keys.slice(0, -1));
                    const last = keys[keys.length - 1];
                    let entry = parent.entries.find((e) => e.key === last.key);
                    if (!entry) {
                        entry = { key: last.key, keyStart: last.start, keyEnd: last.end, value: { t: 'array', items: [], start: hs, end: he, aot: true } };
                        parent.entries.push(entry);
                    }
                    if (entry.value.t !== 'array')
                        throw new Error('not an array of tables');
                    const table = { t: 'table', entries: [], start: hs, end: he, flow: false, header: [hs, he] };
                    entry.value.items.push(table);
                    current = table;
                }
                else {
                    const table = this.navigate(root, keys);
                    table.header = [hs, he];
                    table.start = Math.min(table.start, hs);
                    table.end = Math.max(table.end, he);
                    current = table;
                }
            }
            else {
                this.parseKeyValue(current);
            }
            this.endOfLine();
        }
        const headers = {};
        const tree = this.convert(root, '$', headers);
        tree.range = this.lines.range(0, this.s.length);
        return { root: tree, headers };
    }
    // -- structure ------------------------------------------------------------
    navigate(table, keys) {
        let t = table;
        for (const k of keys) {
            let entry = t.entries.find((e) => e.key === k.key);
            if (!entry) {
                entry = { key: k.key, keyStart: k.start, keyEnd: k.end, value: { t: 'table', entries: [], start: k.start, end: k.end, flow: false } };
                t.entries.push(entry);
            }
            const v = entry.value;
            if (v.t === 'table')
                t = v;
            else if (v.t === 'array' && v.items.length > 0 && v.items[v.items.length - 1].t === 'table')
                t = v.items[v.items.length - 1];
            else
                throw new Error('key is not a table');
        }
        return t;
    }
    parseKeyValue(table) {
        const keys = this.parseKey();
        this.skipBlank(false);
        this.expect('=');
        this.skipBlank(false);
        const value = this.parseValue();
        const target = this.navigate(table, keys.slice(0, -1));
        const last = keys[keys.length - 1];
        target.entries.push({ key: last.key, keyStart: last.start, keyEnd: last.end, value });
    }
    convert(n, path, headers) {
        if (n.t === 'scalar') {
            return { type: 'scalar', value: n.value, raw: this.s.slice(n.start, n.end), quoted: n.quoted, range: this.lines.range(n.start, n.end), path };
        }
        if (n.t === 'array') {
            const items = n.items.map((x, i) => this.convert(x, childPath(path, i), headers));
            const start = n.aot && items.length ? items[0].range.start.offset : n.start;
            const end = n.aot && items.length ? items[items.length - 1].range.end.offset : n.end;
            return { type: 'seq', items, flow: !n.aot, range: this.lines.range(start, end), path };
        }
        if (n.header)
            headers[path] = this.lines.range(n.header[0], n.header[1]);
        let end = n.end;
        const pairs = n.entries.map((e) => {
            const p = childPath(path, e.key);
            const value = this.convert(e.value, p, headers);
            end = Math.max(end, value.range.end.offset);
            // A table opened by a header: the pair spans from its key to the table's end.
            return { key: e.key, keyRange: this.lines.range(e.keyStart, e.keyEnd), value, range: this.lines.range(Math.min(e.keyStart, value.range.start.offset), value.range.end.offset), path: p };
        });
        return { type: 'map', pairs, flow: n.flow, range: this.lines.range(n.start, end), path };
    }
    // -- lexing -----------------------------------------------------------------
    skipBlank(newlines) {
        const s = this.s;
        while (this.i < s.length) {
            const c = s[this.i];
            if (c === ' ' || c === '\t')
                this.i++;
            else if (c === '#')
                while (this.i < s.length && s[this.i] !== '\n')
                    this.i++;
            else if (newlines && (c === '\n' || c === '\r'))
                this.i++;
            else
                break;
        }
    }
    endOfLine() {
        this.skipBlank(false);
        if (this.i >= this.s.length)
            return;
        if (this.s[this.i] === '\r')
            this.i++;
        if (this.s[this.i] === '\n') {
            this.i++;
            return;
        }
        throw new Error(`unexpected ${this.s[this.i]} at ${this.i}`);
    }
    expect(t) {
        if (!this.s.startsWith(t, this.i))
            throw new Error(`expected ${t} at ${this.i}`);
        this.i += t.length;
    }
    parseKey() {
        const keys = [];
        for (;;) {
            this.skipBlank(false);
            const start = this.i;
            let key;
            const c = this.s[this.i];
            if (c === '"')
                key = this.basicString();
            else if (c === "'")
                key = this.literalString();
            else {
                const m = /^[A-Za-z0-9_-]+/.exec(this.s.slice(this.i, this.i + 256));
                if (!m)
                    throw new Error(`bad key at ${this.i}`);
                key = m[0];
                this.i += key.length;
            }
            keys.push({ key, start, end: this.i });
            this.skipBlank(false);
            if (this.s[this.i] !== '.')
                return keys;
            this.i++;
        }
    }
    parseValue() {
        const s = this.s;
        const start = this.i;
        const c = s[this.i];
        const scalar = (value, quoted) => ({ t: 'scalar', value, quoted, start, end: this.i });
        if (s.startsWith('"""', this.i))
            return scalar(this.multilineBasic(), true);
        if (s.startsWith("'''", this.i))
            return scalar(this.multilineLiteral(), true);
        if (c === '"')
            return scalar(this.basicString(), true);
        if (c === "'")
            return scalar(this.literalString(), true);
        if (c === '[') {
            this.i++;
            const items = [];
            for (;;) {
                this.skipBlank(true);
                if (s[this.i] === ']')
                    break;
                items.push(this.parseValue());
                this.skipBlank(true);
                if (s[this.i] === ',')
                    this.i++;
                else if (s[this.i] !== ']')
                    throw new Error(`expected , or ] at ${this.i}`);
            }
            this.i++;
            return { t: 'array', items, start, end: this.i, aot: false };
        }
        if (c === '{') {
            this.i++;
            const table = { t: 'table', entries: [], start, end: start, flow: true };
            for (;;) {
                this.skipBlank(true);
                if (s[this.i] === '}')
                    break;
                this.parseKeyValue(table);
                this.skipBlank(true);
                if (s[this.i] === ',')
                    this.i++;
                else if (s[this.i] !== '}')
                    throw new Error(`expected , or } at ${this.i}`);
            }
            this.i++;
            table.end = this.i;
            return table;
        }
        const rest = s.slice(this.i, this.i + 64);
        let m = /^(true|false)(?![A-Za-z0-9_-])/.exec(rest);
        if (m) {
            this.i += m[0].length;
            return scalar(m[0] === 'true', false);
        }
        m = /^(\d{4}-\d{2}-\d{2}(?:[Tt ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:[Zz]|[+-]\d{2}:\d{2})?)?|\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)/.exec(rest);
        if (m) {
            this.i += m[0].length;
            return scalar(m[0], false);
        }
        m = /^[+-]?(0x[0-9A-Fa-f_]+|0o[0-7_]+|0b[01_]+|inf|nan|\d[\d_]*(?:\.[\d_]+)?(?:[eE][+-]?[\d_]+)?)/.exec(rest);
        if (m) {
            this.i += m[0].length;
            const t = m[0].replace(/_/g, '');
            let n;
            if (/^[+-]?0x/.test(t))
                n = parseInt(t.replace(/0x/, ''), 16) * (t.startsWith('-') ? -1 : 1);
            else if (/^[+-]?0o/.test(t))
                n = parseInt(t.replace(/^[+-]?0o/, ''), 8) * (t.startsWith('-') ? -1 : 1);
            else if (/^[+-]?0b/.test(t))
                n = parseInt(t.replace(/^[+-]?0b/, ''), 2) * (t.startsWith('-') ? -1 : 1);
            else if (/inf$/.test(t))
                n = t.startsWith('-') ? -Infinity : Infinity;
            else if (/nan$/.test(t))
                n = NaN;
            else
                n = Number(t);
            return scalar(n, false);
        }
        throw new Error(`bad value at ${this.i}`);
    }
    basicString() {
        const s = this.s;
        this.i++;
        let out = '';
        while (this.i < s.length && s[this.i] !== '"') {
            if (s[this.i] === '\\')
                out += this.escape();
            else
                out += s[this.i++];
        }
        this.i++;
        return out;
    }
    literalString() {
        const end = this.s.indexOf("'", this.i + 1);
        if (end < 0)
            throw new Error('unclosed string');
        const out = this.s.slice(this.i + 1, end);
        this.i = end + 1;
        return out;
    }
    multilineBasic() {
        const s = this.s;
        this.i += 3;
        if (s[this.i] === '\r')
            this.i++;
        if (s[this.i] === '\n')
            this.i++;
        let out = '';
        while (this.i < s.length) {
            if (s.startsWith('"""', this.i)) {
                // Up to two quotes may sit right before the closing delimiter.
                let q = 3;
                while (s[this.i + q] === '"' && q < 5)
                    q++;
                out += '"'.repeat(q - 3);
                this.i += q;
                return out;
            }
            if (s[this.i] === '\\') {
                const m = /^\\[ \t]*\r?\n[\s]*/.exec(s.slice(this.i, this.i + 4096));
                if (m) {
                    this.i += m[0].length;
                    continue;
                }
                out += this.escape();
            }
            else
                out += s[this.i++];
        }
        throw new Error('unclosed string');
    }
    multilineLiteral() {
        const s = this.s;
        this.i += 3;
        if (s[this.i] === '\r')
            this.i++;
        if (s[this.i] === '\n')
            this.i++;
        const end = s.indexOf("'''", this.i);
        if (end < 0)
            throw new Error('unclosed string');
        let q = 3;
        while (s[end + q] === "'" && q < 5)
            q++;
        const out = s.slice(this.i, end) + "'".repeat(q - 3);
        this.i = end + q;
        return out;
    }
    escape() {
        const s = this.s;
        const c = s[this.i + 1];
        this.i += 2;
        switch (c) {
            case 'b': return '\b';
            case 't': return '\t';
            case 'n': return '\n';
            case 'f': return '\f';
            case 'r': return '\r';
            case 'e': return '\x1b';
            case '"': return '"';
            case '\\': return '\\';
            case 'x':
            case 'u':
            case 'U': {
                const len = c === 'x' ? 2 : c === 'u' ? 4 : 8;
                const hex = s.slice(this.i, this.i + len);
                this.i += len;
                return String.fromCodePoint(parseInt(hex, 16));
            }
            default:
                throw new Error('bad escape');
        }
    }
}

;// CONCATENATED MODULE: ./src/artifacts/kinds/agentltl.ts

const AGENTLTL = /(^|\/)AGENTLTL\.yaml$/;
const agentltlKind = {
    id: 'agentltl',
    matches: (p) => AGENTLTL.test(p),
    parse(file, ctx) {
        const { root, problems } = parseYamlTree(file.text, 0, file.lines, '$');
        const artifact = {
            kind: 'agentltl',
            path: file.path,
            file,
            element: { type: 'agentltl', name: file.path },
            root,
            pluginRoot: ctx.pluginRoot,
            pluginDistributed: ctx.pluginRoot !== undefined,
            // A file under `.claude/` is the shape of the user-level file (`~/.claude/AGENTLTL.yaml`).
            data: { userLevel: /(^|\/)\.claude\/AGENTLTL\.yaml$/.test(file.path) },
        };
        // Rules run on whatever tree could be built (an undefined alias still leaves one).
        const unreadable = !root && problems.some((p) => p.code === 'yaml-invalid');
        return { file, kind: 'agentltl', artifacts: unreadable ? [] : [artifact], problems };
    },
};

;// CONCATENATED MODULE: ./src/artifacts/kinds/index.ts
/** Every file kind discovery knows, in match order. */




const KIND_SPECS = [
    pluginKind,
    marketplaceKind,
    aiRulezConfigKind,
    aiRulezAgentKind,
    agentKind,
    skillKind,
    commandKind,
    mcpKind,
    hooksKind,
    agentltlKind,
];

;// CONCATENATED MODULE: ./src/artifacts/source.ts
/**
 * Source text, positions and ranges.
 *
 * Lines and columns are 1-based; columns and offsets count UTF-16 code units
 * (what JavaScript strings index, and what SARIF calls `utf16CodeUnits`).
 * A byte-order mark is stripped when a file is read (see `SourceFile.bom`),
 * so offsets match what an editor shows.
 */
class LineIndex {
    text;
    /** Offset of the first character of each line. */
    starts;
    constructor(text) {
        this.text = text;
        const starts = [0];
        if (!text.includes('\r')) {
            // The common case: only LF line ends, found by the native search.
            for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
                starts.push(i + 1);
        }
        else {
            for (let i = 0; i < text.length; i++) {
                const c = text.charCodeAt(i);
                if (c === 10)
                    starts.push(i + 1);
                else if (c === 13 && text.charCodeAt(i + 1) !== 10)
                    starts.push(i + 1);
            }
        }
        this.starts = starts;
    }
    get lineCount() {
        return this.starts.length;
    }
    position(offset) {
        const o = Math.max(0, Math.min(offset, this.text.length));
        let lo = 0;
        let hi = this.starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (this.starts[mid] <= o)
                lo = mid;
            else
                hi = mid - 1;
        }
        return { line: lo + 1, column: o - this.starts[lo] + 1, offset: o };
    }
    /** Position of `offset` on a known 1-based `line` (no search). */
    onLine(line, offset) {
        return { line, column: offset - this.starts[line - 1] + 1, offset };
    }
    range(start, end) {
        return { start: this.position(start), end: this.position(Math.max(start, end)) };
    }
    /** Offset where 1-based `line` starts. */
    lineStart(line) {
        return this.starts[Math.max(0, Math.min(line - 1, this.starts.length - 1))];
    }
    /** Offset just past the last character of `line`, before its line break. */
    lineEnd(line) {
        const next = line < this.starts.length ? this.starts[line] : this.text.length;
        let end = next;
        if (end > this.lineStart(line) && this.text.charCodeAt(end - 1) === 10)
            end--;
        if (end > this.lineStart(line) && this.text.charCodeAt(end - 1) === 13)
            end--;
        return end;
    }
    lineText(line) {
        return this.text.slice(this.lineStart(line), this.lineEnd(line));
    }
}
function sourceFile(path, absPath, raw) {
    const bom = raw.charCodeAt(0) === 0xfeff;
    const text = bom ? raw.slice(1) : raw;
    return { path, absPath, text, bom, lines: new LineIndex(text) };
}
/** The range of the first line's text (for example an opening `---`). */
function firstLine(file) {
    return file.lines.range(0, file.lines.lineEnd(1));
}

// EXTERNAL MODULE: ./node_modules/ignore/index.js
var ignore = __nccwpck_require__(298);
var ignore_default = /*#__PURE__*/__nccwpck_require__.n(ignore);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __nccwpck_require__(4006);
var picomatch_default = /*#__PURE__*/__nccwpck_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/artifacts/walk.ts
/**
 * The file walk: one pass over the scan root with `readdir`, pruning
 * `node_modules`, `.git`, what `.gitignore` files ignore (each applies to its
 * own folder and below) and the configuration's `ignore:` globs. Links are
 * listed, never followed. Only files a kind could claim are kept (by
 * extension), so a large monorepo costs a walk, not a parse.
 */




const SKIP_DIRS = new Set(['node_modules', '.git']);
const CANDIDATE = /\.(md|json|ya?ml|toml)$/i;
function walkTree(root, ignoreGlobs = []) {
    const userIgnored = ignoreGlobs.length ? picomatch_default()([...ignoreGlobs], { dot: true }) : () => false;
    const files = [];
    const links = new Set();
    const rules = [];
    const ignored = (rel, isDir) => {
        if (userIgnored(rel) || (isDir && userIgnored(`${rel}/`)))
            return true;
        for (const { dir, ig } of rules) {
            if (dir !== '' && !rel.startsWith(`${dir}/`))
                continue;
            const sub = dir === '' ? rel : rel.slice(dir.length + 1);
            if (ig.ignores(isDir ? `${sub}/` : sub))
                return true;
        }
        return false;
    };
    const visit = (abs, rel) => {
        let entries;
        try {
            entries = (0,external_node_fs_namespaceObject.readdirSync)(abs, { withFileTypes: true });
        }
        catch {
            return; // unreadable folder: nothing to lint there
        }
        const gi = entries.find((e) => e.name === '.gitignore' && e.isFile());
        let pushed = false;
        if (gi) {
            try {
                rules.push({ dir: rel, ig: ignore_default()().add((0,external_node_fs_namespaceObject.readFileSync)((0,external_node_path_namespaceObject.join)(abs, '.gitignore'), 'utf8')) });
                pushed = true;
            }
            catch {
                /* an unreadable .gitignore ignores nothing */
            }
        }
        for (const e of entries) {
            const childRel = rel === '' ? e.name : `${rel}/${e.name}`;
            if (e.isDirectory()) {
                if (SKIP_DIRS.has(e.name) || ignored(childRel, true))
                    continue;
                visit((0,external_node_path_namespaceObject.join)(abs, e.name), childRel);
            }
            else if ((e.isFile() || e.isSymbolicLink()) && CANDIDATE.test(e.name) && !ignored(childRel, false)) {
                files.push(childRel);
                if (e.isSymbolicLink())
                    links.add(childRel);
            }
        }
        if (pushed)
            rules.pop();
    };
    visit(root, '');
    return { files, links };
}

;// CONCATENATED MODULE: ./src/artifacts/discover.ts
/**
 * Discovery: find the agent artifacts under a scan root and parse them.
 *
 * One walk lists every candidate path (honouring .gitignore, skipping
 * node_modules and .git, never following a link out of the root); plugin
 * roots come from `.claude-plugin/plugin.json` files and from the local
 * `source` paths of marketplaces; the component paths a manifest declares
 * are added; then each file is parsed by the first kind that claims it.
 */






/** Files larger than this are skipped with a note: no agent definition is this large. */
const MAX_FILE_BYTES = 1024 * 1024;
function discover(rootDir, options = {}) {
    const root = (0,external_node_path_namespaceObject.resolve)(rootDir);
    let realRoot;
    try {
        realRoot = (0,external_node_fs_namespaceObject.realpathSync)(root);
    }
    catch {
        realRoot = root;
    }
    const kinds = options.kinds ?? KIND_SPECS;
    const skipped = [];
    const statInside = statInsideRoot(realRoot, root);
    const { files: candidates, links } = walkTree(root, options.ignore ?? []);
    const listed = new Set(candidates);
    // Parsed once, even when reached twice (a manifest-declared path inside a default folder).
    const parsed = new Map();
    const read = (path, spec, ctx) => {
        // Only what the walk listed: ignored files stay ignored even when a manifest names them.
        if (parsed.has(path) || !listed.has(path))
            return;
        const text = readText(realRoot, root, path, skipped, links.has(path));
        if (text === undefined)
            return;
        const file = sourceFile(path, (0,external_node_path_namespaceObject.resolve)(root, path), text);
        try {
            parsed.set(path, spec.parse(file, ctx));
        }
        catch (err) {
            skipped.push({ path, reason: `could not be parsed: ${err.message}` });
        }
    };
    // 1. Manifests and marketplaces first: they define plugin roots.
    const pluginRoots = new Set();
    const byId = new Map(kinds.map((k) => [k.id, k]));
    const manifestKinds = kinds.filter((k) => k.id === 'plugin' || k.id === 'marketplace');
    for (const path of candidates) {
        const spec = manifestKinds.find((k) => k.matches?.(path));
        if (spec)
            read(path, spec, {});
    }
    for (const pf of parsed.values()) {
        for (const a of pf.artifacts) {
            if (a.kind === 'plugin')
                pluginRoots.add(a.data.pluginRoot);
            if (a.kind === 'marketplace') {
                for (const src of localMarketplaceSources(a)) {
                    const dir = normalize(external_node_path_namespaceObject.posix.join(a.data.marketplaceRoot, src));
                    if (dir !== null && statInside(dir) === 'dir')
                        pluginRoots.add(dir);
                }
            }
        }
    }
    // The deepest plugin root above a path (walking up its folders).
    const pluginRootFor = (path) => {
        for (let i = path.lastIndexOf('/'); i > 0; i = path.lastIndexOf('/', i - 1)) {
            const dir = path.slice(0, i);
            if (pluginRoots.has(dir))
                return dir;
        }
        return pluginRoots.has('.') ? '.' : undefined;
    };
    // 2. Manifest-declared component paths (files or folders).
    const declared = [];
    const sorted = [...candidates].sort();
    for (const pf of [...parsed.values()]) {
        for (const a of pf.artifacts) {
            if (a.kind !== 'plugin')
                continue;
            const pr = a.data.pluginRoot;
            for (const [field, kindId] of [['agents', 'agent'], ['commands', 'command'], ['skills', 'skill']]) {
                const spec = byId.get(kindId);
                if (!spec)
                    continue;
                for (const rel of componentPaths(getNode(a.root, field))) {
                    const target = normalize(external_node_path_namespaceObject.posix.join(pr, rel));
                    if (target === null)
                        continue; // outside the root: plugin/component-paths reports it
                    const what = statInside(target);
                    if (what === 'file')
                        declared.push({ path: target, spec, pluginRoot: pr });
                    else if (what === 'dir') {
                        const prefix = target === '.' ? '' : `${target}/`;
                        const wanted = kindId === 'skill' ? /^(?:[^/]+\/)?SKILL\.md$/ : /\.md$/i;
                        for (const f of withPrefix(sorted, prefix)) {
                            if (wanted.test(f.slice(prefix.length)))
                                declared.push({ path: f, spec, pluginRoot: pr });
                        }
                    }
                }
            }
        }
    }
    // 3. Everything else, by the first kind that claims it.
    const inScope = (p) => !options.only || options.only.some((o) => o === '.' || p === o || p.startsWith(`${o}/`));
    for (const path of candidates) {
        if (!inScope(path))
            continue;
        const pr = pluginRootFor(path);
        const inPlugin = pr === undefined ? undefined : pr === '.' ? path : path.slice(pr.length + 1);
        for (const spec of kinds) {
            if (spec.id === 'plugin' || spec.id === 'marketplace') {
                if (spec.matches?.(path))
                    break;
                continue;
            }
            if (spec.matches?.(path)) {
                read(path, spec, { pluginRoot: pr });
                break;
            }
            if (inPlugin !== undefined && spec.matchesInPlugin?.(inPlugin)) {
                read(path, spec, { pluginRoot: pr });
                break;
            }
        }
    }
    for (const d of declared)
        if (inScope(d.path))
            read(d.path, d.spec, { pluginRoot: d.pluginRoot });
    const files = [...parsed.values()]
        .filter((pf) => inScope(pf.file.path) || pf.artifacts.some((a) => a.kind === 'plugin' || a.kind === 'marketplace'))
        .sort((a, b) => (a.file.path < b.file.path ? -1 : a.file.path > b.file.path ? 1 : 0));
    const artifacts = files.flatMap((f) => f.artifacts);
    const project = {
        root,
        artifacts,
        files,
        stat: (p) => {
            const n = normalize(p);
            return n === null ? null : statInside(n);
        },
        readText: (p) => {
            const n = normalize(p);
            return n === null ? undefined : readText(realRoot, root, n, []);
        },
    };
    return { project, skipped };
}
/** The paths of a sorted list that start with `prefix` (binary search for the first). */
function withPrefix(sorted, prefix) {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (sorted[mid] < prefix)
            lo = mid + 1;
        else
            hi = mid;
    }
    const out = [];
    for (let i = lo; i < sorted.length && sorted[i].startsWith(prefix); i++)
        out.push(sorted[i]);
    return out;
}
/** Normalize a root-relative path; null when it leaves the root. */
function normalize(p) {
    const n = external_node_path_namespaceObject.posix.normalize(p.replace(/\\/g, '/')).replace(/\/$/, '');
    if (n === '..' || n.startsWith('../') || n.startsWith('/'))
        return null;
    return n === '' ? '.' : n;
}
function inside(realRoot, real) {
    const rel = (0,external_node_path_namespaceObject.relative)(realRoot, real);
    return rel === '' || (!rel.startsWith('..') && !rel.startsWith(external_node_path_namespaceObject.sep) && !/^[A-Za-z]:/.test(rel));
}
/**
 * `stat` confined to the scan root: what is at a root-relative path, never
 * through a link that leads out. Each folder is read once (one `readdir`
 * answers for all its entries) and its real path resolved once; answers are
 * kept, since the tree is read once per run.
 */
function statInsideRoot(realRoot, root) {
    const folders = new Map();
    const folder = (dir) => {
        let f = folders.get(dir);
        if (f === undefined) {
            try {
                const real = (0,external_node_fs_namespaceObject.realpathSync)(dir);
                f = { real, entries: new Map((0,external_node_fs_namespaceObject.readdirSync)(dir, { withFileTypes: true }).map((d) => [d.name, d])) };
            }
            catch {
                f = null;
            }
            folders.set(dir, f);
        }
        return f;
    };
    const cache = new Map();
    return (rel) => {
        let what = cache.get(rel);
        if (what === undefined) {
            what = statUncached(rel);
            cache.set(rel, what);
        }
        return what;
    };
    function statUncached(rel) {
        const abs = (0,external_node_path_namespaceObject.resolve)(root, rel);
        if (abs === root)
            return 'dir';
        const f = folder((0,external_node_path_namespaceObject.dirname)(abs));
        const name = (0,external_node_path_namespaceObject.basename)(abs);
        if (f === null || !inside(realRoot, (0,external_node_path_namespaceObject.join)(f.real, name)))
            return null;
        const entry = f.entries.get(name);
        if (!entry)
            return null;
        if (entry.isDirectory())
            return 'dir';
        if (entry.isFile())
            return 'file';
        if (!entry.isSymbolicLink())
            return null;
        try {
            if (!inside(realRoot, (0,external_node_fs_namespaceObject.realpathSync)(abs)))
                return null;
            const st = (0,external_node_fs_namespaceObject.statSync)(abs);
            return st.isDirectory() ? 'dir' : st.isFile() ? 'file' : null;
        }
        catch {
            return null;
        }
    }
}
const utf8 = new TextDecoder('utf-8', { fatal: true });
function readText(realRoot, root, rel, skipped, isLink) {
    const abs = (0,external_node_path_namespaceObject.resolve)(root, rel);
    let fd;
    try {
        // Discovery knows from the walk whether an entry is a link; others ask lstat.
        if (isLink ?? (0,external_node_fs_namespaceObject.lstatSync)(abs).isSymbolicLink()) {
            if (!inside(realRoot, (0,external_node_fs_namespaceObject.realpathSync)(abs))) {
                skipped.push({ path: rel, reason: 'symbolic link pointing outside the scan root (not followed)' });
                return undefined;
            }
        }
        fd = (0,external_node_fs_namespaceObject.openSync)(abs, 'r');
        const st = (0,external_node_fs_namespaceObject.fstatSync)(fd);
        if (!st.isFile())
            return undefined;
        if (st.size > MAX_FILE_BYTES) {
            skipped.push({ path: rel, reason: `larger than ${MAX_FILE_BYTES / 1024 / 1024} MiB (${st.size} bytes)` });
            return undefined;
        }
        const bytes = Buffer.allocUnsafe(st.size);
        let n = 0;
        while (n < st.size) {
            const r = (0,external_node_fs_namespaceObject.readSync)(fd, bytes, n, st.size - n, n);
            if (r === 0)
                break;
            n += r;
        }
        const data = n === st.size ? bytes : bytes.subarray(0, n);
        if (data.includes(0)) {
            skipped.push({ path: rel, reason: 'binary file (contains NUL bytes)' });
            return undefined;
        }
        // The fast decoder replaces bad bytes with U+FFFD; only then is the strict one asked.
        const text = data.toString('utf8');
        if (!text.includes('\uFFFD'))
            return text;
        try {
            return utf8.decode(data);
        }
        catch {
            skipped.push({ path: rel, reason: 'not valid UTF-8' });
            return undefined;
        }
    }
    catch (err) {
        skipped.push({ path: rel, reason: `cannot be read: ${err.code ?? err.message}` });
        return undefined;
    }
    finally {
        if (fd !== undefined)
            (0,external_node_fs_namespaceObject.closeSync)(fd);
    }
}
/** `agents`/`commands`/`skills` in a manifest: a path or a list of paths. */
function componentPaths(node) {
    if (!node)
        return [];
    if (node.type === 'scalar')
        return typeof node.value === 'string' ? [node.value] : [];
    if (node.type === 'seq')
        return node.items.map((i) => scalarString(i)).filter((s) => s !== undefined);
    return [];
}
/** Relative `source` paths of a marketplace's plugins (objects are remote sources). */
function localMarketplaceSources(marketplace) {
    const plugins = getNode(marketplace.root, 'plugins');
    if (!plugins || plugins.type !== 'seq')
        return [];
    const pluginRootPrefix = scalarString(getNode(getNode(marketplace.root, 'metadata'), 'pluginRoot'));
    const out = [];
    for (const p of plugins.items) {
        const src = getNode(p, 'source');
        const s = scalarString(src);
        if (s === undefined)
            continue;
        if (s.startsWith('./') || s.startsWith('../') || s === '.')
            out.push(s);
        else if (pluginRootPrefix)
            out.push(external_node_path_namespaceObject.posix.join(pluginRootPrefix, s));
    }
    return out;
}

;// CONCATENATED MODULE: ./src/diagnostics/diagnostic.ts
const LEVELS = (/* unused pure expression or super */ null && (['error', 'warn', 'info']));
const CATEGORIES = ['correctness', 'suspicious', 'style', 'contract', 'migration'];
function countByLevel(ds) {
    const c = { error: 0, warn: 0, info: 0 };
    for (const d of ds)
        c[d.level]++;
    return c;
}

;// CONCATENATED MODULE: ./src/diagnostics/suggest.ts
/** Did-you-mean: the closest known names by edit distance. */
/** Optimal-string-alignment distance (insert, delete, substitute, swap two neighbours); stops early past `max`. */
function editDistance(a, b, max = Infinity) {
    if (a === b)
        return 0;
    if (Math.abs(a.length - b.length) > max)
        return max + 1;
    let before = [];
    let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        const cur = [i];
        let rowMin = i;
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                v = Math.min(v, before[j - 2] + 1);
            cur[j] = v;
            rowMin = Math.min(rowMin, v);
        }
        if (rowMin > max)
            return max + 1;
        before = prev;
        prev = cur;
    }
    return prev[b.length];
}
/**
 * Candidates close to `input`: a case-insensitive equal first, then those within
 * `maxDistance` (default: 1 for short words, 2 otherwise), nearest first.
 */
function closest(input, candidates, maxDistance) {
    const lower = input.toLowerCase();
    const limit = maxDistance ?? (input.length <= 4 ? 1 : 2);
    const out = [];
    for (const c of candidates) {
        if (c === input)
            continue;
        if (c.toLowerCase() === lower) {
            out.push({ value: c, distance: 0, caseOnly: true });
            continue;
        }
        const d = editDistance(lower, c.toLowerCase(), limit);
        if (d <= limit)
            out.push({ value: c, distance: d, caseOnly: false });
    }
    return out.sort((a, b) => a.distance - b.distance || a.value.localeCompare(b.value));
}
/**
 * The one certain correction: the only case-insensitive match, or the only
 * candidate within distance 2 — and for words of four letters or fewer that
 * candidate must be within distance 1, since two edits make another word
 * (`zsh` is not a typo of `bash`).
 */
function certainCorrection(input, candidates) {
    const m = closest(input, candidates, 2);
    const caseOnly = m.filter((x) => x.caseOnly);
    if (caseOnly.length > 0)
        return caseOnly.length === 1 ? caseOnly[0].value : undefined;
    if (m.length !== 1)
        return undefined;
    return m[0].distance <= (input.length <= 4 ? 1 : 2) ? m[0].value : undefined;
}
function didYouMean(input, candidates) {
    const m = closest(input, candidates);
    if (m.length === 0)
        return '';
    return ` (did you mean \`${m[0].value}\`?)`;
}
/** `a`, `b` or `c`; long lists are cut with a count. */
function listOf(values, conj = 'or', max = 12) {
    const quoted = values.map((v) => `\`${v}\``);
    if (quoted.length > max)
        return `${quoted.slice(0, max).join(', ')} ${conj} ${quoted.length - max} more`;
    if (quoted.length <= 1)
        return quoted.join('');
    return `${quoted.slice(0, -1).join(', ')} ${conj} ${quoted[quoted.length - 1]}`;
}

;// CONCATENATED MODULE: ./src/artifacts/known-values/claude-code.ts
/**
 * Claude Code's documented values, in one place so an update is one edit.
 *
 * Source: the Claude Code documentation (sub-agents, skills, plugins-reference,
 * plugin-marketplaces, hooks, mcp, tools-reference, permissions) as of
 * 2026-08-22, the CHANGELOG up to 2.1.240, and the Agent Skills
 * specification; collected in shared/reference/claude-code-artifacts.md.
 */
/** tools-reference, 2026-08-22 (46 names). */
const TOOL_NAMES = [
    'Agent', 'Artifact', 'AskUserQuestion', 'Bash', 'CronCreate', 'CronDelete', 'CronList', 'Edit',
    'EndConversation', 'EnterPlanMode', 'EnterWorktree', 'ExitPlanMode', 'ExitWorktree', 'Glob', 'Grep',
    'ListAgents', 'ListMcpResourcesTool', 'LSP', 'Monitor', 'NotebookEdit', 'PowerShell',
    'PushNotification', 'Read', 'ReadMcpResourceTool', 'RemoteTrigger', 'ReportFindings',
    'ScheduleWakeup', 'SendMessage', 'SendUserFile', 'ShareOnboardingGuide', 'Skill', 'TaskCreate',
    'TaskGet', 'TaskList', 'TaskOutput', 'TaskStop', 'TaskUpdate', 'TodoWrite', 'ToolSearch',
    'WaitForMcpServers', 'WebFetch', 'WebSearch', 'Workflow', 'Write',
];
/** Renamed / removed / deprecated tools (tools-reference and CHANGELOG, 2026-08-22). */
const RETIRED_TOOLS = {
    Task: { status: 'renamed', since: 'v2.1.63', use: ['Agent'], stillWorks: true },
    MultiEdit: { status: 'removed', use: ['Edit'], stillWorks: false },
    LS: { status: 'removed', use: ['Glob', 'Bash'], stillWorks: false },
    NotebookRead: { status: 'removed', use: ['Read'], stillWorks: false },
    SlashCommand: { status: 'replaced', since: 'v2.1.3', use: ['Skill'], stillWorks: false },
    BashOutput: { status: 'removed', since: 'v2.0.64', use: ['TaskOutput', 'Read'], stillWorks: false },
    KillShell: { status: 'removed', use: ['TaskStop'], stillWorks: false },
    KillBash: { status: 'removed', use: ['TaskStop'], stillWorks: false },
    MCPSearch: { status: 'renamed', use: ['ToolSearch'], stillWorks: false },
    TeamCreate: { status: 'removed', since: 'v2.1.178', use: [], stillWorks: false },
    TeamDelete: { status: 'removed', since: 'v2.1.178', use: [], stillWorks: false },
};
/** TaskOutput is still listed but deprecated since v2.1.83: use Read on the output file. */
const DEPRECATED_TOOLS = {
    TaskOutput: { since: 'v2.1.83', use: 'Read on the output file' },
};
/** Model aliases (sub-agents reference, 2026-08-22). */
const MODEL_ALIASES = ['sonnet', 'opus', 'haiku', 'fable'];
/** Session aliases also accepted where a model is read. */
const SESSION_MODEL_ALIASES = ['best', 'opusplan', 'sonnet[1m]', 'opus[1m]'];
const MODEL_INHERIT = 'inherit';
/**
 * Full model ID shapes: Anthropic API IDs (optionally `[1m]`), Vertex
 * (`@date`), Bedrock (`us.anthropic.…-v1:0`, with or without region prefix)
 * and Bedrock ARNs. The ID list moves every few months, so only the shape is
 * checked.
 */
const MODEL_ID_SHAPES = [
    /^claude-[a-z0-9]+(?:[-.][a-z0-9]+)*(?:@\d{8})?(?:\[1m\])?$/,
    /^(?:[a-z]{2,4}\.)?anthropic\.claude-[a-z0-9.-]+(?::\d+)?$/,
    /^arn:aws(?:-[a-z]+)*:bedrock:[a-z0-9-]*:\d*:[a-z-]+\/.+$/,
];
/** Subagent frontmatter (sub-agents reference, 2026-08-22). */
const AGENT_FIELDS = [
    'name', 'description', 'tools', 'disallowedTools', 'model', 'permissionMode', 'maxTurns', 'skills',
    'mcpServers', 'hooks', 'memory', 'background', 'effort', 'isolation', 'color', 'initialPrompt',
];
/** Fields Claude Code ignores on plugin-distributed agents. */
const PLUGIN_IGNORED_AGENT_FIELDS = ['permissionMode', 'mcpServers', 'hooks'];
const PERMISSION_MODES = ['default', 'acceptEdits', 'auto', 'dontAsk', 'bypassPermissions', 'plan', 'manual'];
const EFFORT_LEVELS = ['low', 'medium', 'high', 'xhigh', 'max'];
const AGENT_COLORS = ['red', 'blue', 'green', 'yellow', 'purple', 'orange', 'pink', 'cyan'];
const ISOLATION_MODES = ['worktree'];
const MEMORY_SCOPES = ['user', 'project', 'local'];
/** Skill frontmatter (skills docs, 2026-08-22). */
const SKILL_FIELDS = [
    'name', 'description', 'when_to_use', 'argument-hint', 'arguments', 'disable-model-invocation',
    'user-invocable', 'allowed-tools', 'disallowed-tools', 'model', 'effort', 'context', 'agent',
    'background', 'hooks', 'paths', 'shell', 'metadata', 'license', 'compatibility',
];
/** Commands are a kind of skill since v2.1.3: every skill field applies. */
const COMMAND_FIELDS = SKILL_FIELDS;
const SKILL_CONTEXTS = ['fork'];
const SKILL_SHELLS = ['bash', 'powershell'];
/** Built-in agents a skill's `agent:` or an `Agent(...)` rule may name. */
const BUILTIN_AGENTS = ['Explore', 'Plan', 'general-purpose'];
/** The Agent Skills specification (Skills API) allows only these. */
const AGENT_SKILLS_SPEC_FIELDS = (/* unused pure expression or super */ null && (['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools']));
/** agentlint's own frontmatter key (per-file lint levels); Claude Code ignores it. */
const AGENTLINT_FIELDS = ['lints'];
/** Plugin manifest fields (plugins-reference, 2026-08-22). */
const PLUGIN_FIELDS = [
    'name', 'displayName', 'version', 'description', 'author', 'homepage', 'repository', 'license',
    'keywords', 'metadata', 'defaultEnabled', 'skills', 'commands', 'agents', 'workflows', 'outputStyles',
    'hooks', 'mcpServers', 'lspServers', 'userConfig', 'channels', 'dependencies', 'experimental',
];
/** Reserved marketplace names (plugin-marketplaces, 2026-08-22). */
const RESERVED_MARKETPLACE_NAMES = [
    'claude-code-marketplace', 'claude-code-plugins', 'claude-plugins-official', 'claude-plugins-community',
    'claude-community', 'anthropic-marketplace', 'anthropic-plugins', 'agent-skills', 'anthropic-agent-skills',
    'knowledge-work-plugins', 'life-sciences', 'claude-for-legal', 'claude-for-financial-services',
    'financial-services-plugins', 'first-party-plugins', 'healthcare',
];
/** Marketplace plugin `source` object types. */
const MARKETPLACE_SOURCE_TYPES = ['github', 'url', 'git-subdir', 'npm', 'archive', 'command'];
/** Hook events (hooks reference, 2026-08-22; 31 events). */
const HOOK_EVENTS = [
    'SessionStart', 'Setup', 'InstructionsLoaded', 'UserPromptSubmit', 'UserPromptExpansion', 'MessageDisplay',
    'PreToolUse', 'PermissionRequest', 'PermissionDenied', 'PostToolUse', 'PostToolUseFailure', 'PostToolBatch',
    'Notification', 'SubagentStart', 'SubagentStop', 'TaskCreated', 'TaskCompleted', 'Stop', 'StopFailure',
    'TeammateIdle', 'ConfigChange', 'CwdChanged', 'DirectoryAdded', 'FileChanged', 'WorktreeCreate',
    'WorktreeRemove', 'PreCompact', 'PostCompact', 'SessionEnd', 'Elicitation', 'ElicitationResult',
];
/** Handler types and the field each requires. */
const HOOK_HANDLER_REQUIRED = {
    command: ['command'],
    http: ['url'],
    mcp_tool: ['server', 'tool'],
    prompt: ['prompt'],
    agent: ['prompt'],
};
const HOOK_HANDLER_OPTIONAL = (/* unused pure expression or super */ null && (['timeout', 'if', 'statusMessage', 'once']));
/** Events where a matcher is silently ignored. */
const HOOK_EVENTS_WITHOUT_MATCHER = [
    'UserPromptSubmit', 'PostToolBatch', 'Stop', 'TeammateIdle', 'TaskCreated', 'TaskCompleted',
    'WorktreeCreate', 'WorktreeRemove', 'MessageDisplay', 'CwdChanged',
];
/** MCP transports (mcp docs, 2026-08-22); `sse` is deprecated in favour of `http`. */
const MCP_TRANSPORTS = ['stdio', 'http', 'sse', 'ws'];
const MCP_DEPRECATED_TRANSPORTS = { sse: 'http' };
/* ---- Rule catalogue (issue 6) additions ---- */
/** Skills docs and the Agent Skills specification, 2026-08-22: limits the listing and the Skills API apply. */
const SKILL_LISTING_MAX_CHARS = 1536;
const SKILL_SPEC_DESCRIPTION_MAX = 1024;
const SKILL_SPEC_NAME_MAX = 64;
const SKILL_BODY_MAX_LINES = 500;
/** Agent Skills specification: words a skill name must not contain. */
const SKILL_NAME_RESERVED_WORDS = ['anthropic', 'claude'];
/** Skill / command frontmatter fields that take a boolean (skills docs, 2026-08-22). */
const SKILL_BOOLEAN_FIELDS = ['disable-model-invocation', 'user-invocable', 'background'];
const PLUGIN_FIELD_TYPES = {
    name: 'string', displayName: 'string', version: 'string', description: 'string', author: 'object',
    homepage: 'string', repository: 'string', license: 'string', keywords: 'string[]', metadata: 'object',
    defaultEnabled: 'boolean', skills: 'paths', commands: 'paths', agents: 'paths', workflows: 'paths',
    outputStyles: 'paths', hooks: 'paths|inline', mcpServers: 'paths|inline', lspServers: 'paths|inline',
    userConfig: 'object', channels: 'array|object', dependencies: 'array|object', experimental: 'object',
};
/** Manifest fields whose values are component paths (plugins-reference, 2026-08-22). */
const PLUGIN_PATH_FIELDS = ['skills', 'commands', 'agents', 'workflows', 'outputStyles', 'hooks', 'mcpServers', 'lspServers'];
/** Plugin author object fields (plugins-reference, 2026-08-22). */
const PLUGIN_AUTHOR_FIELDS = ['name', 'email', 'url'];
/** Plugin and marketplace names: kebab-case (plugins-reference, 2026-08-22). */
const PLUGIN_NAME_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Marketplace plugin `source` objects: the field each type requires (plugin-marketplaces, 2026-08-22). */
const MARKETPLACE_SOURCE_REQUIRED = {
    github: ['repo'],
    url: ['url'],
    'git-subdir': ['url', 'path'],
    npm: ['package'],
    archive: ['url'],
    command: ['command'],
};
/** Hook handler types (hooks reference, 2026-08-22). */
const HOOK_HANDLER_TYPES = Object.keys(HOOK_HANDLER_REQUIRED);
/**
 * Events whose hooks may be `prompt` or `agent` handlers (hooks reference,
 * "hook types by event", 2026-08-22); every other event takes command, http
 * and mcp_tool handlers only.
 */
const HOOK_EVENTS_WITH_PROMPT_HANDLERS = [
    'PreToolUse', 'PermissionRequest', 'PostToolUse', 'PostToolUseFailure', 'UserPromptSubmit', 'Stop',
    'SubagentStop', 'TaskCreated', 'TaskCompleted',
];
/** Events that run `command` handlers only (hooks reference, 2026-08-22): they fire before the session can make requests. */
const HOOK_EVENTS_COMMAND_ONLY = ['SessionStart', 'Setup'];
/** MCP server config: the field each transport requires (mcp docs, 2026-08-22). */
const MCP_TRANSPORT_REQUIRED = { stdio: 'command', http: 'url', sse: 'url', ws: 'url' };

;// CONCATENATED MODULE: ./src/artifacts/known-values/ai-rulez.ts
/**
 * ai-rulez's documented values: builtin agents and their domains, include
 * fields, merge strategies, include kinds and the agent frontmatter fields.
 *
 * Source: agentlint issue 4 ("shipped semantics"), the ai-rulez documentation
 * (docs/includes.md, docs/configuration.md "Extending built-in agents") and
 * its config types (internal/config/types.go: IncludeConfig, Metadata,
 * BuiltinsConfig, DefaultsConfig) as of 2026-12-02. Only names are kept here;
 * the builtin agents' texts are ai-rulez's and are not shipped.
 */

/** Builtin agents (2026-12-02). */
const AI_RULEZ_BUILTIN_AGENTS = [
    { name: 'code-reviewer', domain: 'ai-governance' },
    { name: 'docs-writer', domain: 'ai-governance' },
    { name: 'security-auditor', domain: 'security' },
    { name: 'test-writer', domain: 'testing' },
    { name: 'devops-engineer', domain: 'cicd' },
    { name: 'release-engineer', domain: 'cicd' },
    { name: 'polyglot-architect', domain: 'polyglot-bindings' },
];
/** Builtin domains loaded as soon as the config has a `builtins` key (unless excluded with `!name`). */
const AI_RULEZ_AUTO_BUILTIN_DOMAINS = ['ai-governance', 'security', 'testing'];
/** Builtin domains that load only when listed in `builtins` (or with `builtins = true`). */
const AI_RULEZ_OPT_IN_BUILTIN_DOMAINS = ['cicd', 'polyglot-bindings'];
/** Every builtin domain agentlint knows agents for. */
const AI_RULEZ_BUILTIN_DOMAINS = [...AI_RULEZ_AUTO_BUILTIN_DOMAINS, ...AI_RULEZ_OPT_IN_BUILTIN_DOMAINS];
/** `[[includes]]` fields (IncludeConfig). `name` and `source` are required. */
const AI_RULEZ_INCLUDE_FIELDS = [
    'name', 'source', 'path', 'ref', 'version', 'include', 'install_to', 'local_override', 'merge_strategy',
    'format', 'tag_prefix', 'include_prerelease', 'min_release_age',
];
const AI_RULEZ_INCLUDE_REQUIRED = ['name', 'source'];
/** `merge_strategy` values; `local-override` is the default. */
const AI_RULEZ_MERGE_STRATEGIES = ['local-override', 'include-override', 'error'];
const AI_RULEZ_DEFAULT_MERGE_STRATEGY = 'local-override';
/** Content kinds an include's `include` list may name. */
const AI_RULEZ_INCLUDE_KINDS = ['rules', 'context', 'skills', 'agents', 'commands'];
/**
 * Presets whose agents take a per-tool model key `<preset>_model` (2026-12-02):
 * the Go presets of types.go, plus provider-spec presets named in the docs.
 */
const AI_RULEZ_PRESETS = [
    'claude', 'cursor', 'gemini', 'copilot', 'devin', 'cline', 'codex', 'amp', 'junie', 'hermes', 'opencode',
    'antigravity', 'windsurf', 'continue', 'kilocode', 'roo', 'goose', 'pi', 'xum', 'baz',
];
/** ai-rulez's own frontmatter keys (Metadata's typed fields, plus the keys its generators read). */
const AI_RULEZ_OWN_AGENT_FIELDS = [
    'name', 'description', 'extends', 'model', 'effort', 'tools', 'skills', 'priority', 'targets', 'aliases',
    'keywords', 'usage', 'shortcut', 'category', 'activation', 'globs', 'paths',
];
/** `effort` in an ai-rulez agent: Claude Code's levels plus `inherit`. */
const AI_RULEZ_EFFORT_LEVELS = (/* unused pure expression or super */ null && (['low', 'medium', 'high', 'xhigh', 'max', 'inherit']));
/**
 * Every frontmatter key an ai-rulez agent may carry: ai-rulez's own keys, the
 * per-tool model keys (`claude_model`, `codex_model`, …), and Claude Code's
 * subagent fields, which ai-rulez passes through to `.claude/agents/*.md`.
 * `schema/unknown-field` reads this list for kind `ai-rulez-agent`.
 */
const AI_RULEZ_AGENT_FIELDS = [
    ...new Set([...AI_RULEZ_OWN_AGENT_FIELDS, ...AI_RULEZ_PRESETS.map((p) => `${p}_model`), ...AGENT_FIELDS]),
];
/** Config files, newest first: `.ai-rulez/config.toml` (v4/v5), YAML in v3 repos. */
const AI_RULEZ_CONFIG_FILES = ['.ai-rulez/config.toml', '.ai-rulez/config.yaml', '.ai-rulez/config.yml', 'ai-rulez.yaml', 'ai-rulez.yml'];

;// CONCATENATED MODULE: ./src/artifacts/known-values/agentltl.ts
/**
 * AGENTLTL.yaml's documented keys, enums and names (issue 5).
 *
 * Source: the format's reference (agentltl-claude-code `skills/rules/reference.md`,
 * copied to shared/design-inputs/AGENTLTL-yaml-reference.txt), issue 5's lists of
 * keys, enums and packaged library entries, AgentLTL's formula classes
 * (`src/agentltl/_ast.py`, `_parser.py`) and cli-to-tools' spec loader
 * (`src/cli_to_tools/_spec.py`); as of 2026-12-02.
 */
const AGENTLTL_TOP_KEYS = ['version', 'settings', 'use', 'disable', 'rules', 'tools'];
/** Rule kinds: a rule has exactly one. */
const AGENTLTL_RULE_KINDS = ['never', 'before', 'require', 'at_most', 'finally', 'ltl', 'formula'];
/** Kinds that take `with:` / `where:` at rule level. */
const AGENTLTL_RULE_LEVEL_FILTER_KINDS = ['never', 'require', 'at_most'];
const AGENTLTL_RULE_KEYS = ['id', ...AGENTLTL_RULE_KINDS, 'why', 'fix', 'mode', 'scope', 'with', 'where', 'from'];
const AGENTLTL_SETTINGS_KEYS = [
    'mode', 'retries', 'retry_counting', 'report', 'finish_retries', 'unparseable', 'announce', 'scope', 'scan_output', 'memory_first',
];
const AGENTLTL_TARGET_KEYS = ['tool', 'with', 'where', 'exists', 'succeeded'];
const AGENTLTL_BEFORE_KEYS = ['first', 'then', 'since'];
const AGENTLTL_AT_MOST_KEYS = ['call', 'times'];
const AGENTLTL_FINALLY_KEYS = ['call', 'since'];
const AGENTLTL_FORMULA_KEYS = ['type', 'args'];
/** `from:` as a mapping: the memory statement a rule enforces (`agentltl memory scan`). */
const AGENTLTL_FROM_KEYS = ['file', 'line', 'id', 'text'];
/** Options of a `use:` entry written `{name: {...}}`. */
const AGENTLTL_USE_OPTION_KEYS = ['mode', 'scope', 'from'];
const AGENTLTL_MODES = ['block', 'warn', 'retry', 'ask', 'stop', 'log'];
const AGENTLTL_SCOPES = ['session', 'project'];
const AGENTLTL_RETRY_COUNTING = ['cumulative', 'consecutive', 'hybrid'];
const AGENTLTL_UNPARSEABLE = ['ask', 'note', 'allow', 'deny'];
const AGENTLTL_UNPARSEABLE_KEYS = ['interactive', 'auto'];
/** The plugin's packaged rule library (`agentltl library`); `devops-secrets` is a bundle of others. */
const AGENTLTL_LIBRARY = [
    'ask-before-creating-credentials', 'ask-before-discarding-work', 'ask-before-infra-changes', 'ask-before-installing',
    'ask-before-reading-secret-stores', 'ask-before-recursive-delete', 'devops-secrets', 'no-claude-coauthor',
    'no-codex-coauthor', 'no-copilot-coauthor', 'no-env-dumps', 'no-force-push', 'no-leaky-debug', 'no-push-to-main',
    'no-secrets-in-commands', 'no-skipping-secret-scans', 'no-vibe-coauthor', 'protect-env-files', 'protect-secret-files',
    'read-before-overwrite', 'subagents-on-sonnet', 'tests-before-finishing', 'tests-before-push',
];
/** Library entries that only switch on other entries. */
const AGENTLTL_LIBRARY_BUNDLES = ['devops-secrets'];
/** Rule ids the packaged library defines: the entry names (bundles excepted) plus these. */
const AGENTLTL_LIBRARY_RULE_IDS = [
    ...AGENTLTL_LIBRARY.filter((n) => !AGENTLTL_LIBRARY_BUNDLES.includes(n)),
    'subagents-on-sonnet-no-fork',
];
/** Rules built into the guard (switched off by `disable:` or `settings.memory_first: false`). */
const AGENTLTL_BUILTIN_RULE_IDS = ['memory-first'];
/** `tools:` specs (cli-to-tools). */
const AGENTLTL_TOOL_SPEC_KEYS = ['subcommands', 'options', 'positionals', 'extend', 'tool', 'posix', 'aliases'];
const AGENTLTL_TOOL_OPTION_KEYS = ['flags', 'type', 'global', 'dest'];
const AGENTLTL_TOOL_OPTION_TYPES = ['str', 'bool', 'count', 'list', 'int'];
const AGENTLTL_TOOL_POSITIONAL_KEYS = ['name', 'nargs'];
/** Comparison operators of `called_n` and `count_before`. */
const AGENTLTL_COMPARATORS = ['==', '>=', '<=', '>', '<'];
/** Functions of the `ltl:` grammar (names are case-insensitive). */
const AGENTLTL_LTL_FUNCTIONS = [
    'called', 'now', 'before', 'after', 'eventually', 'always', 'all_before', 'branch_called', 'called_with', 'called_n',
    'in_order', 'within_steps', 'instance_before', 'count_before',
];
const unary = { args: { operand: 'formula' }, required: ['operand'] };
const binary = { args: { left: 'formula', right: 'formula' }, required: ['left', 'right'] };
const AGENTLTL_FORMULA_TYPES = {
    Called: { args: { tool: 'tool' }, required: ['tool'] },
    Now: { args: { tool: 'tool' }, required: ['tool'] },
    CalledWith: { args: { tool: 'tool', expected_args: 'args' }, required: ['tool'] },
    CalledNTimes: { args: { tool: 'tool', n: 'int', op: 'op' }, required: ['tool', 'n'] },
    CalledWithResult: { args: { tool: 'tool', expected_result: 'any', expected_args: 'args' }, required: ['tool', 'expected_result'] },
    Before: { args: { a: 'tool', b: 'tool' }, required: ['a', 'b'] },
    After: { args: { a: 'tool', b: 'tool' }, required: ['a', 'b'] },
    AllBefore: { args: { tools: 'tools', target: 'tool' }, required: ['tools', 'target'] },
    BranchCalled: { args: { correct_tool: 'tool', wrong_tool: 'tool', context: 'string' }, required: ['correct_tool'] },
    InstanceBefore: { args: { tool_a: 'tool', n: 'int', tool_b: 'tool', m: 'int' }, required: ['tool_a', 'n', 'tool_b', 'm'] },
    CalledInOrder: { args: { tools: 'tools' }, required: ['tools'] },
    WithinSteps: { args: { tool_a: 'tool', tool_b: 'tool', n: 'int' }, required: ['tool_a', 'tool_b', 'n'] },
    AtPosition: { args: { index: 'int', operand: 'formula' }, required: ['index', 'operand'] },
    Globally: unary,
    Eventually: unary,
    Next: unary,
    Previous: unary,
    Once: unary,
    Historically: unary,
    Not: unary,
    Until: binary,
    WeakUntil: binary,
    Release: binary,
    Since: binary,
    And: binary,
    Or: binary,
    Implies: binary,
};

;// CONCATENATED MODULE: ./src/artifacts/known-values/index.ts
/**
 * Known values: the one module that lists documented names and enums, each
 * list with its source and date. Rules import from here, never hard-code.
 */




;// CONCATENATED MODULE: ./src/diagnostics/edits.ts
function replaceRange(file, range, text) {
    return { path: file.path, range, text };
}
/** Replace a scalar value, keeping its quoting style where the new text allows. */
function replaceScalar(file, node, value) {
    const raw = file.text.slice(node.range.start.offset, node.range.end.offset);
    let text;
    if (raw.startsWith('"'))
        text = JSON.stringify(value);
    else if (raw.startsWith("'"))
        text = `'${value.replace(/'/g, "''")}'`;
    else
        text = yamlPlainSafe(value) ? value : JSON.stringify(value);
    return { path: file.path, range: node.range, text };
}
/** Can `s` be written as a plain YAML scalar and read back as the same string? */
function yamlPlainSafe(s) {
    if (s === '' || s.trim() !== s)
        return false;
    if (/^[-?:,[\]{}#&*!|>'"%@`]/.test(s))
        return false;
    if (/: |:$| #/.test(s))
        return false;
    if (/^(true|false|null|yes|no|on|off|~|[-+]?\d[\d._]*(e[-+]?\d+)?|0x[0-9a-f]+|\.inf|\.nan)$/i.test(s))
        return false;
    return true;
}
/** Delete a whole `key: value` line range of a block mapping entry (through the line break). */
function deleteLines(file, range) {
    const { lines } = file;
    const start = lines.lineStart(range.start.line);
    const endLine = range.end.line;
    const end = endLine < lines.lineCount ? lines.lineStart(endLine + 1) : lines.lineEnd(endLine);
    return { path: file.path, range: lines.range(start, end), text: '' };
}

;// CONCATENATED MODULE: ./src/rules/agentltl/lib/model.ts


function rootMap(a) {
    return a.root && a.root.type === 'map' ? a.root : undefined;
}
function topPair(a, key) {
    return getPair(rootMap(a), key);
}
/** The mapping items of `rules:` (other items are the schema rule's business). */
function rulesOf(a) {
    const rules = topPair(a, 'rules')?.value;
    if (!rules || rules.type !== 'seq')
        return [];
    const out = [];
    rules.items.forEach((node, index) => {
        if (node.type !== 'map')
            return;
        const idPair = getPair(node, 'id');
        const idv = idPair?.value;
        const id = idv && idv.type === 'scalar' && typeof idv.value === 'string' && idv.value.trim() !== '' ? idv.value : undefined;
        const kinds = node.pairs.filter((p) => AGENTLTL_RULE_KINDS.includes(p.key));
        out.push({ node, index, idPair, id, kinds, kind: kinds[0] });
    });
    return out;
}
/** A name for a rule in messages. */
function ruleName(r) {
    return r.id !== undefined ? `rule \`${r.id}\`` : `rule #${r.index + 1}`;
}
/** Where to point for something a rule lacks: its id value, else its first key. */
function ruleAnchor(r) {
    if (r.idPair)
        return { range: r.idPair.value ? r.idPair.value.range : r.idPair.keyRange, jsonPath: r.idPair.path };
    const first = r.node.pairs[0];
    return first ? { range: first.keyRange, jsonPath: first.path } : { range: r.node.range, jsonPath: r.node.path };
}
/** The targets of a rule, by role, where the kind's shape is recognisable (a missing or null one is agentltl/rule-kind's). */
function targetsOf(rule) {
    return collectTargets(rule).filter((t) => !(t.node.type === 'scalar' && t.node.value === null && !t.node.raw.startsWith('*')));
}
function collectTargets(rule) {
    const out = [];
    for (const kind of rule.kinds) {
        const v = kind.value;
        if (!v)
            continue;
        const add = (pair, role) => {
            if (pair && pair.value)
                out.push({ node: pair.value, role, rule, pair });
        };
        switch (kind.key) {
            case 'never':
            case 'require':
                out.push({ node: v, role: kind.key, rule, pair: kind });
                break;
            case 'before':
                if (v.type === 'seq' && v.items.length === 2) {
                    out.push({ node: v.items[0], role: 'first', rule, pair: kind });
                    out.push({ node: v.items[1], role: 'then', rule, pair: kind });
                }
                else if (v.type === 'map') {
                    add(getPair(v, 'first'), 'first');
                    add(getPair(v, 'then'), 'then');
                    add(getPair(v, 'since'), 'since');
                }
                break;
            case 'at_most':
                if (v.type === 'map')
                    add(getPair(v, 'call'), 'call');
                break;
            case 'finally':
                if (v.type === 'map' && (getPair(v, 'call') || getPair(v, 'since'))) {
                    add(getPair(v, 'call'), 'finally');
                    add(getPair(v, 'since'), 'since');
                }
                else {
                    out.push({ node: v, role: 'finally', rule, pair: kind });
                }
                break;
        }
    }
    return out;
}
/** The parts of a target: a list is flattened one level (nested lists are reported by agentltl/target). */
function partsOf(node) {
    if (node.type === 'seq')
        return node.items.filter((n) => n.type !== 'seq');
    return [node];
}
/** A variable: a `with` value written `$name`. */
const VARIABLE = /^\$[A-Za-z_][A-Za-z0-9_]*$/;
function variablesIn(node) {
    if (!node)
        return [];
    // Quoted or not, the guard reads the same string.
    if (node.type === 'scalar')
        return typeof node.value === 'string' && VARIABLE.test(node.value) ? [{ name: node.value, node }] : [];
    if (node.type === 'seq')
        return node.items.flatMap(variablesIn);
    return [];
}
/** The variables a part binds in its `with`. */
function partVariables(part) {
    if (part.type !== 'map')
        return [];
    const w = getPair(part, 'with')?.value;
    if (!w || w.type !== 'map')
        return [];
    return w.pairs.flatMap((p) => variablesIn(p.value).map((v) => ({ arg: p.key, ...v })));
}

;// CONCATENATED MODULE: ./src/rules/agentltl/lib/report.ts


/** ` (did you mean `x`?)` with the nearest candidate, or ''. */
function nearest(input, candidates) {
    return closest(input, candidates)[0]?.value;
}
function typeName(node) {
    if (!node)
        return 'nothing';
    if (node.type === 'map')
        return 'a mapping';
    if (node.type === 'seq')
        return 'a list';
    const v = node.value;
    if (v === null)
        return 'null';
    if (typeof v === 'string')
        return `the string \`${JSON.stringify(v)}\``;
    if (typeof v === 'boolean')
        return `\`${v}\``;
    return `the number \`${v}\``;
}
/** Report a key that is not one of `known`, with did-you-mean and a certain rename. */
function unknownKey(artifact, ctx, pair, known, where, siblings) {
    const near = nearest(pair.key, known);
    const fixTo = certainCorrection(pair.key, known);
    const free = fixTo !== undefined && !siblings.includes(fixTo);
    ctx.report({
        message: `unknown key \`${pair.key}\` in ${where}${near ? ` (did you mean \`${near}\`?)` : ''}: the guard rejects the file`,
        range: pair.keyRange,
        jsonPath: pair.path,
        help: `${where} takes ${listOf(known, 'or', 20)}`,
        suggestion: free
            ? { msg: `rename \`${pair.key}\` to \`${fixTo}\``, applicability: 'MachineApplicable', edits: [replaceRange(artifact.file, pair.keyRange, fixTo)] }
            : undefined,
    });
}
/**
 * A value that must be one of a closed set: reports a non-member, with
 * did-you-mean and a MachineApplicable fix when exactly one value is close.
 * Returns whether it reported.
 */
function checkEnum(artifact, ctx, node, path, label, allowed, keyRange) {
    if (node && node.type === 'scalar' && typeof node.value === 'string' && allowed.includes(node.value))
        return false;
    if (isEmpty(node)) {
        if (keyRange)
            ctx.report({ message: `\`${label}\` has no value: it takes one of ${listOf(allowed)}`, range: keyRange, jsonPath: path });
        return keyRange !== undefined;
    }
    node = node;
    const range = node.range;
    const text = node.type === 'scalar' && node.value !== null ? String(node.value) : undefined;
    const near = text !== undefined ? nearest(text, allowed) : undefined;
    const fixTo = text !== undefined ? certainCorrection(text, allowed) : undefined;
    let suggestion;
    if (fixTo !== undefined && node.type === 'scalar') {
        suggestion = { msg: `use \`${fixTo}\``, applicability: 'MachineApplicable', edits: [replaceScalar(artifact.file, node, fixTo)] };
    }
    ctx.report({
        message: `\`${label}\` must be one of ${listOf(allowed)}, not ${typeName(node)}${near ? ` (did you mean \`${near}\`?)` : ''}`,
        range,
        jsonPath: path,
        suggestion,
    });
    return true;
}
/** Booleans as the guard reads them (PyYAML, YAML 1.1): `true`/`false`, and plain `yes`/`no`/`on`/`off`. */
function isYamlBool(node) {
    if (!node || node.type !== 'scalar')
        return false;
    if (typeof node.value === 'boolean')
        return true;
    return !node.quoted && typeof node.value === 'string' && /^(yes|Yes|YES|no|No|NO|on|On|ON|off|Off|OFF)$/.test(node.value);
}
function isInt(node) {
    return !!node && node.type === 'scalar' && typeof node.value === 'number' && Number.isInteger(node.value);
}
function isString(node) {
    return !!node && node.type === 'scalar' && typeof node.value === 'string';
}
/** No value at all: a missing node, or `key:` with nothing after it. */
function isEmpty(node) {
    return !node || (node.type === 'scalar' && node.value === null && node.raw.trim() === '');
}

;// CONCATENATED MODULE: ./src/rules/agentltl/disable-unknown.ts





/* harmony default export */ const disable_unknown = (artifactRule({
    meta: {
        id: 'agentltl/disable-unknown',
        category: 'suspicious',
        defaultLevel: 'info',
        description: '`disable:` names an id that is not a rule of this file, a packaged rule or a built-in rule.',
        kinds: ['agentltl'],
        optIn: false,
        fixable: 'maybe',
        rationale: '`disable:` switches rules off by id. An id that matches nothing switches nothing off, silently: the rule the author meant to disable (often a misspelt `memory-first`) stays on. The id may still be defined in the user-level `~/.claude/AGENTLTL.yaml`, which agentlint cannot see, so this is a note, not an error.',
        examples: {
            wrong: 'disable: [memory-frist]',
            right: 'disable: [memory-first]',
            file: 'AGENTLTL.yaml',
        },
    },
    check(artifact, ctx) {
        const disable = topPair(artifact, 'disable')?.value;
        if (!disable || disable.type !== 'seq')
            return;
        const own = rulesOf(artifact).map((r) => r.id).filter((id) => id !== undefined);
        const known = [...new Set([...own, ...AGENTLTL_LIBRARY_RULE_IDS, ...AGENTLTL_BUILTIN_RULE_IDS])];
        for (const item of disable.items) {
            if (item.type !== 'scalar' || typeof item.value !== 'string')
                continue;
            const id = item.value;
            if (known.includes(id))
                continue;
            const near = nearest(id, known);
            const bundle = AGENTLTL_LIBRARY_BUNDLES.includes(id);
            ctx.report({
                message: bundle
                    ? `\`${id}\` is a library bundle, not a rule id: \`disable:\` switches rules off by id, so this switches nothing off`
                    : `\`${id}\` is not a rule of this file, a packaged rule or a built-in rule${near ? ` (did you mean \`${near}\`?)` : ''}: unless the user-level ~/.claude/AGENTLTL.yaml defines it, this switches nothing off`,
                range: item.range,
                jsonPath: item.path,
                help: bundle ? 'list the ids of the bundle\'s rules you want off, or remove it from `use:`' : undefined,
                suggestion: near !== undefined && !bundle
                    ? { msg: `disable \`${near}\``, applicability: 'MaybeIncorrect', edits: [replaceScalar(artifact.file, item, near)] }
                    : undefined,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/agentltl/duplicate-id.ts


/* harmony default export */ const duplicate_id = (artifactRule({
    meta: {
        id: 'agentltl/duplicate-id',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'Two rules of one AGENTLTL.yaml with the same `id`.',
        kinds: ['agentltl'],
        optIn: false,
        fixable: false,
        rationale: 'Rule ids are how the guard names a rule in a refusal, how `disable:` switches one off and how a file replaces a packaged or user-level rule. The guard rejects a file where two rules share an id, so none of its rules is enforced.',
        examples: {
            wrong: 'rules:\n  - id: no-force-push\n    never: git_push\n    with: {force: true}\n  - id: no-force-push\n    never: git_reset\n    with: {hard: true}',
            right: 'rules:\n  - id: no-force-push\n    never: git_push\n    with: {force: true}\n  - id: no-hard-reset\n    never: git_reset\n    with: {hard: true}',
            file: 'AGENTLTL.yaml',
        },
    },
    check(artifact, ctx) {
        const seen = new Map();
        for (const rule of rulesOf(artifact)) {
            if (rule.id === undefined || !rule.idPair?.value)
                continue;
            const first = seen.get(rule.id);
            if (!first) {
                seen.set(rule.id, rule.idPair);
                continue;
            }
            ctx.report({
                message: `duplicate rule id \`${rule.id}\` (first at line ${first.keyRange.start.line}): the guard rejects the file`,
                range: rule.idPair.value.range,
                jsonPath: rule.idPair.path,
                help: 'give each rule its own id',
                related: [{ message: `first \`${rule.id}\``, span: { path: artifact.path, range: first.value.range } }],
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/agentltl/formula-structured.ts







const TYPES = Object.keys(AGENTLTL_FORMULA_TYPES);
/* harmony default export */ const formula_structured = (artifactRule({
    meta: {
        id: 'agentltl/formula-structured',
        category: 'correctness',
        defaultLevel: 'error',
        description: '`formula: {type, args}` names a known AgentLTL formula type and gives it its arguments.',
        kinds: ['agentltl'],
        optIn: false,
        fixable: 'machine',
        rationale: 'A structured formula is built by looking its `type` up among AgentLTL\'s formula classes and passing `args` as their fields. An unknown type (`before` for `Before`), an argument the class does not have, or a missing one makes the guard reject the file, and then none of its rules is enforced.',
        examples: {
            wrong: 'rules:\n  - id: fetch-before-rebase\n    formula: {type: before, args: {first: git_fetch, b: git_rebase}}',
            right: 'rules:\n  - id: fetch-before-rebase\n    formula: {type: Before, args: {a: git_fetch, b: git_rebase}}',
            file: 'AGENTLTL.yaml',
        },
    },
    check(artifact, ctx) {
        for (const rule of rulesOf(artifact)) {
            const f = getPair(rule.node, 'formula');
            if (f?.value?.type === 'map')
                checkFormula(artifact, ctx, f.value, true);
        }
    },
}));
function checkFormula(artifact, ctx, m, top) {
    const typePair = getPair(m, 'type');
    const argsPair = getPair(m, 'args');
    if (!top) {
        const keys = m.pairs.map((p) => p.key);
        for (const p of m.pairs)
            if (!AGENTLTL_FORMULA_KEYS.includes(p.key))
                unknownKey(artifact, ctx, p, AGENTLTL_FORMULA_KEYS, 'a nested formula', keys);
        if (!typePair) {
            ctx.report({ message: 'this nested formula has no `type`: write `{type: Now, args: {tool: deploy}}`', range: m.pairs[0]?.keyRange ?? m.range, jsonPath: m.path });
        }
    }
    if (!typePair)
        return;
    const tv = typePair.value;
    const type = tv && tv.type === 'scalar' && typeof tv.value === 'string' ? tv.value : undefined;
    const spec = type !== undefined ? AGENTLTL_FORMULA_TYPES[type] : undefined;
    if (!spec) {
        const near = type !== undefined ? nearest(type, TYPES) : undefined;
        const fixTo = type !== undefined ? certainCorrection(type, TYPES) : undefined;
        ctx.report({
            message: type === undefined
                ? `\`type\` names an AgentLTL formula class, not ${typeName(tv)}`
                : `unknown formula type \`${type}\`${near ? ` (did you mean \`${near}\`?)` : ''}: the guard rejects the file`,
            range: tv ? tv.range : typePair.keyRange,
            jsonPath: typePair.path,
            help: `formula types: ${listOf(TYPES, 'or', 30)}`,
            suggestion: fixTo !== undefined && tv && tv.type === 'scalar'
                ? { msg: `use \`${fixTo}\``, applicability: 'MachineApplicable', edits: [replaceScalar(artifact.file, tv, fixTo)] }
                : undefined,
        });
        return;
    }
    const argNames = Object.keys(spec.args);
    const args = argsPair?.value;
    if (argsPair && args && args.type !== 'map' && !(args.type === 'scalar' && args.value === null)) {
        ctx.report({ message: `\`args\` must be a mapping of ${listOf(argNames, 'and')}, not ${typeName(args)}`, range: args.range, jsonPath: argsPair.path });
        return;
    }
    const given = args && args.type === 'map' ? args : undefined;
    const keys = given ? given.pairs.map((p) => p.key) : [];
    const missing = spec.required.filter((k) => !keys.includes(k));
    if (missing.length > 0) {
        ctx.report({
            message: `\`${type}\` needs ${listOf(missing, 'and')} in \`args\``,
            range: argsPair ? argsPair.keyRange : typePair.keyRange,
            jsonPath: argsPair ? argsPair.path : typePair.path,
            help: `\`${type}\` takes ${listOf(argNames, 'and')}`,
        });
    }
    if (!given)
        return;
    for (const p of given.pairs) {
        const kind = spec.args[p.key];
        if (!kind) {
            unknownKey(artifact, ctx, p, argNames, `the arguments of \`${type}\``, keys);
            continue;
        }
        checkArg(artifact, ctx, kind, p.value, p.path, `${type}.${p.key}`, p.keyRange);
    }
}
function checkArg(artifact, ctx, kind, v, path, label, keyRange) {
    const bad = (what) => ctx.report({ message: `\`${label}\` takes ${what}, not ${typeName(v)}`, range: v.range, jsonPath: path });
    if (!v) {
        if (kind !== 'any' && kind !== 'string' && kind !== 'args')
            ctx.report({ message: `\`${label}\` has no value`, range: keyRange, jsonPath: path });
        return;
    }
    switch (kind) {
        case 'tool':
            if (v.type !== 'scalar' || typeof v.value !== 'string' || v.value === '')
                bad('a tool name');
            return;
        case 'tools':
            if (v.type !== 'seq' || v.items.length === 0)
                return bad('a non-empty list of tool names');
            for (const i of v.items)
                if (i.type !== 'scalar' || typeof i.value !== 'string')
                    ctx.report({ message: `\`${label}\` lists tool names, not ${typeName(i)}`, range: i.range, jsonPath: i.path });
            return;
        case 'int':
            if (!isInt(v))
                bad('a whole number');
            return;
        case 'op':
            checkEnum(artifact, ctx, v, path, label, AGENTLTL_COMPARATORS);
            return;
        case 'args':
            if (v.type !== 'map')
                bad('a mapping of argument names to values');
            return;
        case 'string':
            if (v.type !== 'scalar')
                bad('text');
            return;
        case 'formula':
            if (v.type !== 'map')
                return bad('a nested formula `{type, args}`');
            checkFormula(artifact, ctx, v, false);
            return;
        case 'any':
            return;
    }
}

;// CONCATENATED MODULE: ./src/rules/agentltl/ltl/parser.ts
/**
 * A recursive-descent parser for the `ltl:` formulas of AGENTLTL.yaml
 * (AgentLTL's grammar), lowest to highest precedence:
 *
 *   formula ::= or ('->' formula)?                      right-associative
 *   or      ::= and ('|' and)*
 *   and     ::= unary ('&' unary)*
 *   unary   ::= ('!' | 'G' | 'F' | 'X' | 'Y' | 'O' | 'H') unary | binary
 *   binary  ::= atom (('U' | 'W' | 'R' | 'S') unary)?
 *   atom    ::= 'true' | 'false' | '(' formula ')' | function
 *
 * Operators and function names are case-insensitive. `Y`, `O` and `H` are
 * operators when an operand follows (`(`, a name or `!`), as in AgentLTL.
 * Strings are double-quoted, without escapes. Errors carry the exact offset
 * in the formula string.
 */


class LtlSyntaxError extends Error {
    start;
    end;
    constructor(message, 
    /** Offset of the offending character in the formula string. */
    start, end) {
        super(message);
        this.start = start;
        this.end = end;
    }
}
const PUNCT = { '(': '(', ')': ')', '[': '[', ']': ']', ',': ',', '!': '!', '&': '&', '|': '|' };
function tokenize(src) {
    const out = [];
    let i = 0;
    const push = (type, start, end, value = src.slice(start, end)) => out.push({ type, text: src.slice(start, end), value, start, end });
    while (i < src.length) {
        const c = src[i];
        if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
            i++;
            continue;
        }
        if (c === '"') {
            const close = src.indexOf('"', i + 1);
            if (close < 0)
                throw new LtlSyntaxError('string is never closed (a `"` is missing)', i, src.length);
            push('string', i, close + 1, src.slice(i + 1, close));
            i = close + 1;
            continue;
        }
        if (c === "'") {
            throw new LtlSyntaxError('strings in a formula use double quotes (`"..."`), not single quotes', i, i + 1);
        }
        if (c === '-' && src[i + 1] === '>') {
            push('->', i, i + 2);
            i += 2;
            continue;
        }
        if (c === '=' || c === '<' || c === '>') {
            if (src[i + 1] === '=') {
                push('cmp', i, i + 2);
                i += 2;
            }
            else if (c === '=') {
                push('=', i, i + 1);
                i++;
            }
            else {
                push('cmp', i, i + 1);
                i++;
            }
            continue;
        }
        if (/[0-9]/.test(c) || (c === '-' && /[0-9]/.test(src[i + 1] ?? ''))) {
            const m = /^-?[0-9]+(\.[0-9]+)?/.exec(src.slice(i));
            push('number', i, i + m[0].length);
            i += m[0].length;
            continue;
        }
        if (/[A-Za-z_]/.test(c)) {
            const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(src.slice(i));
            push('ident', i, i + m[0].length);
            i += m[0].length;
            continue;
        }
        const p = PUNCT[c];
        if (p) {
            push(p, i, i + 1);
            i++;
            continue;
        }
        const hint = c === '~' ? ' (negation is `!`)' : '';
        throw new LtlSyntaxError(`unexpected character \`${c}\`${hint}`, i, i + 1);
    }
    out.push({ type: 'eof', text: '', value: '', start: src.length, end: src.length });
    return out;
}
const DESCRIBE = {
    string: 'a string', number: 'a number', ident: 'a name', cmp: 'a comparison', '->': '`->`', '(': '`(`', ')': '`)`',
    '[': '`[`', ']': '`]`', ',': '`,`', '!': '`!`', '&': '`&`', '|': '`|`', '=': '`=`', eof: 'the end of the formula',
};
function describe(t) {
    if (t.type === 'eof')
        return DESCRIBE.eof;
    if (t.type === 'string')
        return `the string \`${t.text}\``;
    return `\`${t.text}\``;
}
class Parser {
    toks;
    pos = 0;
    constructor(toks) {
        this.toks = toks;
    }
    peek(k = 0) {
        return this.toks[Math.min(this.pos + k, this.toks.length - 1)];
    }
    next() {
        const t = this.peek();
        if (this.pos < this.toks.length - 1)
            this.pos++;
        return t;
    }
    fail(t, what) {
        throw new LtlSyntaxError(`expected ${what}, found ${describe(t)}`, t.start, Math.max(t.end, t.start + (t.type === 'eof' ? 0 : 1)));
    }
    expect(type, what = DESCRIBE[type]) {
        const t = this.peek();
        if (t.type !== type)
            this.fail(t, what);
        return this.next();
    }
    isWord(t, ...words) {
        return t.type === 'ident' && words.includes(t.text.toUpperCase());
    }
    parseAll() {
        if (this.peek().type === 'eof')
            throw new LtlSyntaxError('the formula is empty', 0, 0);
        const f = this.formula();
        const t = this.peek();
        if (t.type !== 'eof') {
            const hint = t.type === ')' ? ' (unbalanced `)`)' : ' (join formulas with `&`, `|` or `->`)';
            throw new LtlSyntaxError(`unexpected ${describe(t)} after a complete formula${hint}`, t.start, t.end);
        }
        return f;
    }
    span(start) {
        return { start, end: this.toks[Math.max(0, this.pos - 1)].end };
    }
    formula() {
        const start = this.peek().start;
        const left = this.or();
        if (this.peek().type === '->') {
            this.next();
            const right = this.formula();
            return { op: 'binary', kind: '->', left, right, span: this.span(start) };
        }
        return left;
    }
    or() {
        const start = this.peek().start;
        let left = this.and();
        while (this.peek().type === '|') {
            this.next();
            const right = this.and();
            left = { op: 'binary', kind: '|', left, right, span: this.span(start) };
        }
        return left;
    }
    and() {
        const start = this.peek().start;
        let left = this.unary();
        while (this.peek().type === '&') {
            this.next();
            const right = this.unary();
            left = { op: 'binary', kind: '&', left, right, span: this.span(start) };
        }
        return left;
    }
    unary() {
        const t = this.peek();
        if (t.type === '!') {
            this.next();
            const arg = this.unary();
            return { op: 'unary', kind: '!', arg, span: this.span(t.start) };
        }
        if (this.isWord(t, 'G', 'F', 'X')) {
            this.next();
            const arg = this.unary();
            return { op: 'unary', kind: t.text.toUpperCase(), arg, span: this.span(t.start) };
        }
        if (this.isWord(t, 'Y', 'O', 'H') && ['(', 'ident', '!'].includes(this.peek(1).type)) {
            this.next();
            const arg = this.unary();
            return { op: 'unary', kind: t.text.toUpperCase(), arg, span: this.span(t.start) };
        }
        return this.binary();
    }
    binary() {
        const start = this.peek().start;
        const left = this.atom();
        const t = this.peek();
        if (this.isWord(t, 'U', 'W', 'R', 'S')) {
            this.next();
            const right = this.unary();
            return { op: 'binary', kind: t.text.toUpperCase(), left, right, span: this.span(start) };
        }
        return left;
    }
    atom() {
        const t = this.peek();
        if (t.type === '(') {
            this.next();
            const f = this.formula();
            const close = this.peek();
            if (close.type !== ')')
                this.fail(close, '`)` to close the `(`');
            this.next();
            return f;
        }
        if (t.type === 'ident') {
            const lower = t.text.toLowerCase();
            if (lower === 'true' || lower === 'false') {
                this.next();
                return { op: 'const', value: lower === 'true', span: { start: t.start, end: t.end } };
            }
            return this.call();
        }
        return this.fail(t, 'a formula (`true`, `false`, `(`, `!`, an operator or a function such as `called("x")`)');
    }
    str() {
        return this.expect('string', 'a string in double quotes').value;
    }
    cmpN() {
        const c = this.expect('cmp', 'a comparison (`==`, `>=`, `<=`, `>` or `<`)');
        return { cmp: c.text, n: this.int() };
    }
    int(min = 0) {
        const t = this.expect('number', 'a whole number');
        const n = Number(t.text);
        if (!Number.isInteger(n) || n < min) {
            throw new LtlSyntaxError(`expected a whole number${min > 0 ? ` of at least ${min}` : ' >= 0'}, found \`${t.text}\``, t.start, t.end);
        }
        return n;
    }
    strList() {
        this.expect('[', '`[` (a list of strings)');
        const out = [this.str()];
        while (this.peek().type === ',') {
            this.next();
            out.push(this.str());
        }
        this.expect(']', '`,` or `]`');
        return out;
    }
    call() {
        const name = this.next();
        const fn = name.text.toLowerCase();
        if (!AGENTLTL_LTL_FUNCTIONS.includes(fn)) {
            const near = closest(fn, AGENTLTL_LTL_FUNCTIONS);
            const hint = near.length > 0 ? ` (did you mean \`${near[0].value}\`?)` : '';
            const msg = this.peek().type === '('
                ? `unknown function \`${name.text}\`${hint}`
                : `unexpected name \`${name.text}\`${hint || ': expected a formula'}`;
            throw new LtlSyntaxError(msg, name.start, name.end);
        }
        this.expect('(', `\`(\` after \`${name.text}\``);
        const comma = () => this.expect(',', '`,`');
        let f;
        const start = name.start;
        switch (fn) {
            case 'called':
            case 'now':
            case 'eventually':
            case 'always':
                f = { op: fn, tool: this.str(), span: { start, end: 0 } };
                break;
            case 'before':
            case 'after': {
                const a = this.str();
                comma();
                f = { op: fn, a, b: this.str(), span: { start, end: 0 } };
                break;
            }
            case 'all_before': {
                const tools = this.strList();
                comma();
                f = { op: 'all_before', tools, target: this.str(), span: { start, end: 0 } };
                break;
            }
            case 'branch_called': {
                const ok = this.str();
                let wrong;
                if (this.peek().type === ',') {
                    this.next();
                    wrong = this.str();
                }
                f = { op: 'branch_called', ok, wrong, span: { start, end: 0 } };
                break;
            }
            case 'called_with': {
                const tool = this.str();
                const args = {};
                while (this.peek().type === ',') {
                    this.next();
                    const key = this.expect('ident', 'an argument name (`key=value`)');
                    this.expect('=', `\`=\` after \`${key.text}\``);
                    args[key.text] = this.argValue();
                }
                f = { op: 'called_with', tool, args, span: { start, end: 0 } };
                break;
            }
            case 'called_n': {
                const tool = this.str();
                comma();
                f = { op: 'called_n', tool, ...this.cmpN(), span: { start, end: 0 } };
                break;
            }
            case 'in_order':
                f = { op: 'in_order', tools: this.strList(), span: { start, end: 0 } };
                break;
            case 'within_steps': {
                const a = this.str();
                comma();
                const b = this.str();
                comma();
                f = { op: 'within_steps', a, b, n: this.int(), span: { start, end: 0 } };
                break;
            }
            case 'instance_before': {
                const a = this.str();
                this.expect('[', '`[N]` (which occurrence, from 1)');
                const n = this.int(1);
                this.expect(']', '`]`');
                comma();
                const b = this.str();
                this.expect('[', '`[M]` (which occurrence, from 1)');
                const m = this.int(1);
                this.expect(']', '`]`');
                f = { op: 'instance_before', a, n, b, m, span: { start, end: 0 } };
                break;
            }
            case 'count_before': {
                const arg = this.formula();
                comma();
                f = { op: 'count_before', arg, ...this.cmpN(), span: { start, end: 0 } };
                break;
            }
            default:
                throw new LtlSyntaxError(`unknown function \`${name.text}\``, name.start, name.end);
        }
        const close = this.peek();
        if (close.type !== ')')
            this.fail(close, `\`)\` to close \`${name.text}(\``);
        this.next();
        f.span = { start, end: close.end };
        return f;
    }
    argValue() {
        const t = this.next();
        if (t.type === 'string')
            return t.value;
        if (t.type === 'number')
            return Number(t.text);
        if (t.type === 'ident') {
            const w = t.text.toLowerCase();
            if (w === 'true')
                return true;
            if (w === 'false')
                return false;
            if (w === 'null' || w === 'none')
                return null;
        }
        return this.fail(t, 'a value (a string, a number, `true`, `false` or `null`)');
    }
}
/** Parse a formula; throws `LtlSyntaxError` with the offending offsets. */
function parseLtl(src) {
    return new Parser(tokenize(src)).parseAll();
}
function tryParseLtl(src) {
    try {
        return { ok: true, formula: parseLtl(src) };
    }
    catch (e) {
        if (e instanceof LtlSyntaxError)
            return { ok: false, error: e };
        throw e;
    }
}

;// CONCATENATED MODULE: ./src/rules/agentltl/lib/scalar-offsets.ts
/** Offsets in the scalar's raw text of each value index 0..value.length (the last: just past the content). */
function valueToRawOffsets(node) {
    const raw = node.raw;
    const value = typeof node.value === 'string' ? node.value : undefined;
    if (value === undefined || /[\r\n]/.test(raw))
        return undefined;
    if (raw.startsWith("'"))
        return singleQuoted(raw, value);
    if (raw.startsWith('"'))
        return doubleQuoted(raw, value);
    if (/^[|>&!*]/.test(raw))
        return undefined;
    if (raw !== value)
        return undefined;
    return Array.from({ length: value.length + 1 }, (_, i) => i);
}
function singleQuoted(raw, value) {
    const map = [];
    let out = '';
    let i = 1;
    while (i < raw.length - 1) {
        map.push(i);
        if (raw[i] === "'" && raw[i + 1] === "'") {
            out += "'";
            i += 2;
        }
        else {
            out += raw[i];
            i++;
        }
    }
    map.push(i);
    return out === value ? map : undefined;
}
const SIMPLE = {
    '0': '\0', a: '\x07', b: '\b', t: '\t', '\t': '\t', n: '\n', v: '\v', f: '\f', r: '\r', e: '\x1b', ' ': ' ',
    '"': '"', '/': '/', '\\': '\\', N: '\u0085', _: '\u00a0', L: '\u2028', P: '\u2029',
};
const HEX = { x: 2, u: 4, U: 8 };
function doubleQuoted(raw, value) {
    const map = [];
    let out = '';
    let i = 1;
    while (i < raw.length - 1) {
        const c = raw[i];
        if (c !== '\\') {
            map.push(i);
            out += c;
            i++;
            continue;
        }
        const e = raw[i + 1];
        if (e === undefined)
            return undefined;
        if (SIMPLE[e] !== undefined) {
            map.push(i);
            out += SIMPLE[e];
            i += 2;
            continue;
        }
        const width = HEX[e];
        if (width === undefined)
            return undefined;
        const hex = raw.slice(i + 2, i + 2 + width);
        if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== width)
            return undefined;
        const s = String.fromCodePoint(parseInt(hex, 16));
        for (let k = 0; k < s.length; k++)
            map.push(i);
        out += s;
        i += 2 + width;
    }
    map.push(i);
    return out === value ? map : undefined;
}

;// CONCATENATED MODULE: ./src/rules/agentltl/lib/ltl-source.ts



function ltlSources(artifact) {
    const out = [];
    for (const rule of rulesOf(artifact)) {
        for (const pair of rule.kinds) {
            const node = pair.value;
            if (pair.key !== 'ltl' || !node || node.type !== 'scalar' || typeof node.value !== 'string')
                continue;
            const text = node.value;
            const map = valueToRawOffsets(node);
            const base = node.range.start.offset;
            const lines = artifact.file.lines;
            out.push({
                rule,
                pair,
                node,
                text,
                result: tryParseLtl(text),
                rangeOf(start, end) {
                    if (!map)
                        return { range: node.range, exact: false };
                    const s = map[Math.min(start, text.length)];
                    const e = map[Math.min(Math.max(end, start), text.length)];
                    // An empty span (the end of the formula) still gets one character to point at.
                    return { range: lines.range(base + s, base + Math.max(e, s)), exact: true };
                },
            });
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/rules/agentltl/formula-syntax.ts


/* harmony default export */ const formula_syntax = (artifactRule({
    meta: {
        id: 'agentltl/formula-syntax',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'An `ltl:` formula that AgentLTL\'s grammar rejects, pointed at the exact character.',
        kinds: ['agentltl'],
        optIn: false,
        fixable: false,
        rationale: 'The guard parses every `ltl:` formula when it loads the file, and a formula it cannot parse makes it reject the whole file: no rule is enforced. Typical slips are single-quoted strings inside the formula, a misspelt function (`calld`), `=>` for `->` or an unbalanced parenthesis.',
        examples: {
            wrong: "rules:\n  - id: fetch-before-rebase\n    ltl: \"before('git_fetch', 'git_rebase')\"",
            right: "rules:\n  - id: fetch-before-rebase\n    ltl: 'before(\"git_fetch\", \"git_rebase\")'",
            file: 'AGENTLTL.yaml',
        },
    },
    check(artifact, ctx) {
        for (const src of ltlSources(artifact)) {
            // An empty formula is agentltl/rule-kind's (`ltl:` takes a formula string).
            if (src.result.ok || src.text.trim() === '')
                continue;
            const e = src.result.error;
            const { range, exact } = src.rangeOf(e.start, e.end);
            ctx.report({
                message: `cannot parse the formula: ${e.message} (at character ${e.start + 1})`,
                range,
                jsonPath: src.pair.path,
                notes: exact ? [] : ['the position inside this YAML string could not be mapped to a column exactly; the whole formula is marked'],
                help: 'grammar: `->`, `|`, `&`, prefix `!` `G` `F` `X` `Y` `O` `H`, binary `U` `W` `R` `S`, atoms `true`, `false`, `( … )` and functions such as `now("t")`, `called("t")`, `before("a","b")`',
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/agentltl/lib/structured.ts
/** `formula: {type, args}` → the `ltl:` AST, when every part is known and well formed (else undefined). */

const UNARY = { Globally: 'G', Eventually: 'F', Next: 'X', Previous: 'Y', Once: 'O', Historically: 'H', Not: '!' };
const BINARY = { Until: 'U', WeakUntil: 'W', Release: 'R', Since: 'S', And: '&', Or: '|', Implies: '->' };
const CMPS = ['==', '>=', '<=', '>', '<'];
function structuredToFormula(node) {
    if (!node || node.type !== 'map')
        return undefined;
    const type = getNode(node, 'type');
    if (!type || type.type !== 'scalar' || typeof type.value !== 'string')
        return undefined;
    const args = getNode(node, 'args');
    const span = { start: 0, end: 0 };
    const str = (k) => {
        const v = getNode(args, k);
        return v && v.type === 'scalar' && typeof v.value === 'string' ? v.value : undefined;
    };
    const int = (k) => {
        const v = getNode(args, k);
        return v && v.type === 'scalar' && typeof v.value === 'number' && Number.isInteger(v.value) ? v.value : undefined;
    };
    const strs = (k) => {
        const v = getNode(args, k);
        if (!v || v.type !== 'seq' || v.items.length === 0)
            return undefined;
        const out = v.items.map((i) => (i.type === 'scalar' && typeof i.value === 'string' ? i.value : undefined));
        return out.every((s) => s !== undefined) ? out : undefined;
    };
    const t = type.value;
    if (UNARY[t]) {
        const arg = structuredToFormula(getNode(args, 'operand'));
        return arg && { op: 'unary', kind: UNARY[t], arg, span };
    }
    if (BINARY[t]) {
        const left = structuredToFormula(getNode(args, 'left'));
        const right = structuredToFormula(getNode(args, 'right'));
        return left && right && { op: 'binary', kind: BINARY[t], left, right, span };
    }
    switch (t) {
        case 'Called':
        case 'Now': {
            const tool = str('tool');
            return tool === undefined ? undefined : { op: t === 'Called' ? 'called' : 'now', tool, span };
        }
        case 'CalledWith': {
            const tool = str('tool');
            return tool === undefined ? undefined : { op: 'called_with', tool, args: {}, span };
        }
        case 'CalledNTimes': {
            const tool = str('tool');
            const n = int('n');
            const op = getPair(args, 'op') ? str('op') : '==';
            return tool === undefined || n === undefined || op === undefined || !CMPS.includes(op) ? undefined : { op: 'called_n', tool, n, cmp: op, span };
        }
        case 'Before':
        case 'After': {
            const a = str('a');
            const b = str('b');
            return a === undefined || b === undefined ? undefined : { op: t === 'Before' ? 'before' : 'after', a, b, span };
        }
        case 'AllBefore': {
            const tools = strs('tools');
            const target = str('target');
            return tools && target !== undefined ? { op: 'all_before', tools, target, span } : undefined;
        }
        case 'BranchCalled': {
            const ok = str('correct_tool');
            return ok === undefined ? undefined : { op: 'branch_called', ok, wrong: str('wrong_tool'), span };
        }
        case 'InstanceBefore': {
            const a = str('tool_a');
            const b = str('tool_b');
            const n = int('n');
            const m = int('m');
            return a === undefined || b === undefined || n === undefined || m === undefined ? undefined : { op: 'instance_before', a, n, b, m, span };
        }
        case 'CalledInOrder': {
            const tools = strs('tools');
            return tools && { op: 'in_order', tools, span };
        }
        case 'WithinSteps': {
            const a = str('tool_a');
            const b = str('tool_b');
            const n = int('n');
            return a === undefined || b === undefined || n === undefined ? undefined : { op: 'within_steps', a, b, n, span };
        }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/rules/agentltl/ltl/ast.ts
/** The AST of an `ltl:` formula. Spans are offsets into the formula string. */
/** A compact rendering (for messages and tests): fully parenthesized binary operators. */
function show(f) {
    const q = (s) => JSON.stringify(s);
    switch (f.op) {
        case 'const':
            return f.value ? 'true' : 'false';
        case 'unary':
            return `${f.kind}${show(f.arg)}`;
        case 'binary':
            return `(${show(f.left)} ${f.kind} ${show(f.right)})`;
        case 'called':
        case 'now':
        case 'eventually':
        case 'always':
            return `${f.op}(${q(f.tool)})`;
        case 'before':
        case 'after':
            return `${f.op}(${q(f.a)},${q(f.b)})`;
        case 'all_before':
            return `all_before([${f.tools.map(q).join(',')}],${q(f.target)})`;
        case 'branch_called':
            return `branch_called(${q(f.ok)}${f.wrong !== undefined ? `,${q(f.wrong)}` : ''})`;
        case 'called_with':
            return `called_with(${[q(f.tool), ...Object.entries(f.args).map(([k, v]) => `${k}=${typeof v === 'string' ? q(v) : String(v)}`)].join(',')})`;
        case 'called_n':
            return `called_n(${q(f.tool)},${f.cmp}${f.n})`;
        case 'in_order':
            return `in_order([${f.tools.map(q).join(',')}])`;
        case 'within_steps':
            return `within_steps(${q(f.a)},${q(f.b)},${f.n})`;
        case 'instance_before':
            return `instance_before(${q(f.a)}[${f.n}],${q(f.b)}[${f.m}])`;
        case 'count_before':
            return `count_before(${show(f.arg)},${f.cmp}${f.n})`;
    }
}

;// CONCATENATED MODULE: ./src/rules/agentltl/ltl/classify.ts
const FALSE = 0;
const NOT_YET = 1;
const PENDING = 2;
const SO_FAR = 3;
const TRUE = 4;
const VALUE_NAMES = (/* unused pure expression or super */ null && (['violated', 'not met yet', 'pending', 'holds so far', 'holds']));
const bit = (v) => 1 << v;
const set = (...vs) => vs.reduce((m, v) => m | bit(v), 0);
const has = (s, v) => (s & bit(v)) !== 0;
function values(s) {
    const out = [];
    for (let v = 0; v <= 4; v++)
        if (has(s, v))
            out.push(v);
    return out;
}
const ALL = 0b11111;
function map(s, f) {
    let out = 0;
    for (const v of values(s))
        out |= bit(f(v));
    return out;
}
function pairs(a, b, f) {
    let out = 0;
    for (const x of values(a))
        for (const y of values(b))
            out |= bit(f(x, y));
    return out;
}
const neg = (s) => map(s, (v) => TRUE - v);
const min = Math.min;
const max = Math.max;
const atom = (all, unrelated) => ({ all, unrelated, unknown: false });
/** `φ U ψ` over value sets: a ψ seen after φ held, or (for the calls to come) φ so far, capped at PENDING. */
function until(phi, psi) {
    const hits = pairs(psi, phi | bit(TRUE), min) | bit(FALSE);
    const tails = map(phi, (v) => min(v, PENDING)) | bit(PENDING);
    return pairs(hits, tails, max);
}
/** `φ S ψ` over value sets: the past is known, so no PENDING tail. */
function since(phi, psi) {
    return pairs(psi, phi | bit(TRUE), min) | bit(FALSE);
}
function cmp(c, op, n) {
    switch (op) {
        case '==': return c === n;
        case '>=': return c >= n;
        case '<=': return c <= n;
        case '>': return c > n;
        default: return c < n;
    }
}
/** `called_n("t", op n)` when t has been called `c` times so far. */
function countValue(c, op, n) {
    const ok = cmp(c, op, n);
    if (op === '<=' || op === '<')
        return ok ? SO_FAR : FALSE;
    if (op === '>=' || op === '>')
        return ok ? TRUE : NOT_YET;
    if (c > n)
        return FALSE;
    return ok ? SO_FAR : NOT_YET;
}
function classify_abstract(f) {
    switch (f.op) {
        case 'const':
            return atom(set(f.value ? TRUE : FALSE), set(f.value ? TRUE : FALSE));
        // The call at this position: decided once it is made, PENDING beyond the last call (under X).
        case 'now':
            return atom(set(FALSE, PENDING, TRUE), set(FALSE, PENDING));
        // Facts about the whole trace: not met yet until the call is made, then for good.
        case 'called':
        case 'called_with':
            return atom(set(NOT_YET, TRUE), set(NOT_YET));
        case 'eventually':
            return classify_abstract({ op: 'unary', kind: 'F', arg: { op: 'called', tool: f.tool, span: f.span }, span: f.span });
        case 'always':
            return classify_abstract({ op: 'unary', kind: 'G', arg: { op: 'called', tool: f.tool, span: f.span }, span: f.span });
        case 'called_n': {
            const counts = [0, f.n - 1, f.n, f.n + 1].filter((c) => c >= 0);
            return atom(counts.reduce((m, c) => m | bit(countValue(c, f.cmp, f.n)), 0), bit(countValue(0, f.cmp, f.n)));
        }
        // Orderings: not triggered until their last tool runs, then decided for good.
        case 'before':
        case 'all_before':
        case 'instance_before':
        case 'within_steps':
            return atom(set(FALSE, PENDING, TRUE), set(PENDING));
        // a after b: an obligation until a runs (FALSE when a came first).
        case 'after':
            return atom(set(FALSE, NOT_YET, TRUE), set(NOT_YET));
        case 'branch_called':
            return f.wrong !== undefined ? atom(set(FALSE, PENDING, SO_FAR), set(PENDING)) : atom(set(PENDING, TRUE), set(PENDING));
        // A subsequence a later call can always complete.
        case 'in_order':
            return atom(set(PENDING, TRUE), set(PENDING));
        case 'count_before':
            return { all: ALL, unrelated: ALL, unknown: true };
        case 'unary': {
            const a = classify_abstract(f.arg);
            const lift = (g) => ({ all: g(a.all), unrelated: g(a.unrelated), unknown: a.unknown });
            switch (f.kind) {
                case '!':
                    return lift(neg);
                case 'G':
                    return lift((s) => map(s, (v) => min(v, PENDING)) | bit(PENDING));
                case 'F':
                    return lift((s) => map(s, (v) => max(v, PENDING)) | bit(PENDING));
                case 'X':
                    return lift((s) => s | bit(PENDING));
                case 'Y': // no previous call at the first position: false for good
                    return lift((s) => s | bit(FALSE));
                case 'O':
                case 'H': // a maximum / minimum over the positions so far: one of their values
                    return lift((s) => s);
            }
            break;
        }
        case 'binary': {
            const l = classify_abstract(f.left);
            const r = classify_abstract(f.right);
            const lift = (g) => ({
                all: g(l.all, r.all),
                unrelated: g(l.unrelated, r.unrelated),
                unknown: l.unknown || r.unknown,
            });
            switch (f.kind) {
                case '&':
                    return lift((x, y) => pairs(x, y, min));
                case '|':
                    return lift((x, y) => pairs(x, y, max));
                case '->':
                    return lift((x, y) => pairs(neg(x), y, max));
                case 'U':
                case 'W': // on a partial trace, U and W differ only once the trace is complete
                    return lift(until);
                case 'R': // φ R ψ = !(!φ U !ψ)
                    return lift((x, y) => neg(until(neg(x), neg(y))));
                case 'S':
                    return lift(since);
            }
        }
    }
    return { all: ALL, unrelated: ALL, unknown: true };
}
function classify(f) {
    const a = classify_abstract(f);
    let verdict;
    if (a.unknown)
        verdict = 'unknown';
    else if (has(a.unrelated, NOT_YET))
        verdict = 'fails-until';
    else if (!has(a.all, FALSE) && !has(a.all, NOT_YET))
        verdict = a.all === set(TRUE) ? 'constant' : 'never-fails';
    else if (a.all === set(FALSE))
        verdict = 'constant';
    else
        verdict = 'safe';
    return { verdict, abstract: a };
}
/** Rejected verdicts. */
function isUnenforceable(v) {
    return v === 'fails-until' || v === 'never-fails';
}

;// CONCATENATED MODULE: ./src/rules/agentltl/formula-unenforceable.ts







/** A tool a formula names, for a tailored suggestion. */
function firstTool(f) {
    switch (f.op) {
        case 'called':
        case 'now':
        case 'eventually':
        case 'always':
        case 'called_with':
        case 'called_n':
            return f.tool;
        case 'before':
        case 'after':
        case 'within_steps':
        case 'instance_before':
            return f.a;
        case 'all_before':
            return f.tools[0];
        case 'in_order':
            return f.tools[0];
        case 'branch_called':
            return f.ok;
        case 'unary':
            return firstTool(f.arg);
        case 'binary':
            return firstTool(f.left) ?? firstTool(f.right);
        case 'count_before':
            return firstTool(f.arg);
        case 'const':
            return undefined;
    }
}
function failsUntilHelp(f) {
    if (f.op === 'called')
        return `say when it applies: \`G(now("<the call that needs it>") -> called("${f.tool}"))\`, e.g. \`G(now("deploy") -> called("pytest"))\``;
    return 'say when it applies, e.g. `G(now("deploy") -> called("pytest"))`, or state the order: `before("pytest","git_push")`';
}
function neverFailsHelp(f) {
    const t = firstTool(f);
    const bound = f.op === 'in_order' && f.tools.length >= 2
        ? `\`before("${f.tools[0]}","${f.tools[1]}")\``
        : '`within_steps("deploy","notify",3)`';
    return `bound it so that it can fail: ${bound}, or \`before("pytest","git_push")\`; for "do it before finishing" use a \`finally:\` rule${t ? ` (\`finally: ${t}\`)` : ''}`;
}
/* harmony default export */ const formula_unenforceable = (artifactRule({
    meta: {
        id: 'agentltl/formula-unenforceable',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'An `ltl:` (or structured `formula:`) the guard cannot enforce call by call: one that fails until some call happens, or one that can never fail before the session ends.',
        kinds: ['agentltl'],
        optIn: false,
        fixable: false,
        rationale: 'The guard judges each call on the trace so far, so it can only enforce formulas whose violation is final the moment it happens (safety properties). A bare `called("pytest")` is false until pytest runs, so every call before it would be refused; `F(called("pytest"))` or `G(now("a") -> F(now("b")))` can never fail before the session ends, so they would never refuse anything. The guard rejects both kinds. agentlint decides from the formula\'s meaning: it computes, bottom-up, which values (violated, not met yet, pending, holds so far, holds) each subformula can take on a growing trace.',
        examples: {
            wrong: "rules:\n  - id: tests-before-deploy\n    ltl: 'called(\"pytest\")'",
            right: "rules:\n  - id: tests-before-deploy\n    ltl: 'G(now(\"deploy\") -> called(\"pytest\"))'",
            file: 'AGENTLTL.yaml',
        },
    },
    check(artifact, ctx) {
        const formulas = [];
        for (const src of ltlSources(artifact)) {
            if (src.result.ok)
                formulas.push({ f: src.result.formula, range: src.node.range, jsonPath: src.pair.path, structured: false });
        }
        // `formula: {type, args}` is classified by the guard too, once it is well formed.
        for (const rule of rulesOf(artifact)) {
            const p = getPair(rule.node, 'formula');
            const f = p?.value ? structuredToFormula(p.value) : undefined;
            if (p?.value && f)
                formulas.push({ f, range: p.value.range, jsonPath: p.path, structured: true });
        }
        for (const { f, range, jsonPath, structured } of formulas) {
            const what = structured ? 'this structured formula' : 'this formula';
            const { verdict } = classify(f);
            if (verdict === 'fails-until') {
                ctx.report({
                    message: `${what} fails until some call happens: on calls it does not name it is already false (not met yet), so the guard would refuse every call until then, and rejects it`,
                    range,
                    jsonPath,
                    notes: [`read as ${show(f)}`],
                    help: failsUntilHelp(f),
                });
            }
            else if (verdict === 'never-fails') {
                ctx.report({
                    message: `${what} can never fail before the session ends (a liveness property): the guard would never refuse anything, and rejects it`,
                    range,
                    jsonPath,
                    notes: [`read as ${show(f)}`],
                    help: neverFailsHelp(f),
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/shared/names.ts
/** Name spellings shared by the name-format rules. */
/**
 * The closest kebab-case spelling of a name: `My_Plugin` → `my-plugin`,
 * `reviewAgent` → `review-agent`. With `lettersOnly`, digits go too (agent
 * names are `^[a-z]+(-[a-z]+)*$`).
 */
function toKebab(name, lettersOnly = false) {
    const invalid = lettersOnly ? /[^a-z]+/g : /[^a-z0-9]+/g;
    return name
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .toLowerCase()
        .replace(invalid, '-')
        .replace(/^-+|-+$/g, '');
}

;// CONCATENATED MODULE: ./src/rules/agentltl/id-format.ts




const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** "Short": the longest packaged rule id is 31 characters. */
const ID_MAX = 48;
/** The closest kebab-case spelling of an id. */

/* harmony default export */ const id_format = (artifactRule({
    meta: {
        id: 'agentltl/id-format',
        category: 'style',
        defaultLevel: 'warn',
        description: 'A rule id should be short kebab-case (`^[a-z0-9]+(-[a-z0-9]+)*$`, at most 48 characters).',
        kinds: ['agentltl'],
        optIn: false,
        fixable: 'maybe',
        rationale: 'Ids are shown to the agent in every refusal and typed by people in `disable:` lists and in `agentltl` commands. The packaged library and the reference use short kebab-case ids; an id like `No Force Push!` is easy to mistype in `disable:`, and then the rule silently stays on.',
        examples: {
            wrong: 'rules:\n  - id: NoForcePush\n    never: git_push\n    with: {force: true}',
            right: 'rules:\n  - id: no-force-push\n    never: git_push\n    with: {force: true}',
            file: 'AGENTLTL.yaml',
        },
    },
    check(artifact, ctx) {
        for (const rule of rulesOf(artifact)) {
            const v = rule.idPair?.value;
            if (rule.id === undefined || !v || v.type !== 'scalar')
                continue;
            const id = rule.id;
            if (KEBAB.test(id) && id.length <= ID_MAX)
                continue;
            const fixed = toKebab(id);
            const tooLong = KEBAB.test(id);
            ctx.report({
                message: tooLong
                    ? `rule id \`${id}\` is ${id.length} characters long; keep ids short (at most ${ID_MAX})`
                    : `rule id \`${id}\` should be short kebab-case (lowercase letters, digits and single hyphens)`,
                range: v.range,
                jsonPath: rule.idPair.path,
                help: 'e.g. `tests-before-push`',
                suggestion: !tooLong && fixed !== '' && fixed !== id
                    ? { msg: `rename the rule to \`${fixed}\` (update \`disable:\` entries that name it)`, applicability: 'MaybeIncorrect', edits: [replaceScalar(artifact.file, v, fixed)] }
                    : undefined,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/agentltl/require-without-condition.ts



/* harmony default export */ const require_without_condition = (artifactRule({
    meta: {
        id: 'agentltl/require-without-condition',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A `require` target without `with` or `where` (there or at rule level) fires on every call of its tool.',
        kinds: ['agentltl'],
        optIn: false,
        fixable: false,
        rationale: '`require: T` means "when one of T\'s tools is called, its arguments must match T\'s `with`/`where`". A target with no condition has nothing to match, so every call to that tool is refused; the guard rejects such a rule.',
        examples: {
            wrong: 'rules:\n  - id: rm-only-in-build\n    require: rm',
            right: 'rules:\n  - id: rm-only-in-build\n    require: {tool: rm, where: {paths: [build, "build/**"]}}',
            file: 'AGENTLTL.yaml',
        },
    },
    check(artifact, ctx) {
        for (const rule of rulesOf(artifact)) {
            if (getPair(rule.node, 'with') || getPair(rule.node, 'where'))
                continue;
            for (const t of targetsOf(rule)) {
                if (t.role !== 'require')
                    continue;
                for (const part of partsOf(t.node)) {
                    if (part.type === 'map' && (getPair(part, 'with') || getPair(part, 'where')))
                        continue;
                    const tool = part.type === 'map' ? getPair(part, 'tool') : undefined;
                    const name = part.type === 'scalar' ? String(part.value) : tool?.value?.type === 'scalar' ? String(tool.value.value) : 'this target';
                    ctx.report({
                        message: `\`require\` target \`${name}\` has no \`with\` or \`where\`: ${ruleName(rule)} would refuse every call to it`,
                        range: part.type === 'map' ? (tool ? tool.keyRange : part.range) : part.range,
                        jsonPath: part.path,
                        help: 'say what its arguments must be, e.g. `{tool: rm, where: {paths: "build/**"}}`, or use `never:` to forbid the tool',
                    });
                }
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/agentltl/lib/values.ts


/** An integer >= `min`; a quoted whole number gets a MachineApplicable unquote. */
function checkInt(artifact, ctx, pair, label, min) {
    const v = isEmpty(pair.value) ? null : pair.value;
    if (!v) {
        ctx.report({ message: `\`${label}\` has no value: it takes a whole number >= ${min}`, range: pair.keyRange, jsonPath: pair.path });
        return;
    }
    if (isInt(v)) {
        if (v.value < min)
            ctx.report({ message: `\`${label}\` must be >= ${min}, not ${v.value}`, range: v.range, jsonPath: pair.path });
        return;
    }
    const digits = v.type === 'scalar' && typeof v.value === 'string' && /^\d+$/.test(v.value) ? v.value : undefined;
    ctx.report({
        message: `\`${label}\` must be a whole number >= ${min}, not ${typeName(v)}`,
        range: v.range,
        jsonPath: pair.path,
        suggestion: digits !== undefined && Number(digits) >= min
            ? { msg: `write it as the number ${Number(digits)}`, applicability: 'MachineApplicable', edits: [{ path: artifact.file.path, range: v.range, text: String(Number(digits)) }] }
            : undefined,
    });
}
/** `true` or `false` (the guard's YAML 1.1 also reads plain yes/no/on/off); a quoted `"true"` gets a certain unquote. */
function checkBool(artifact, ctx, pair, label) {
    const v = isEmpty(pair.value) ? null : pair.value;
    if (isYamlBool(v))
        return;
    const quotedBool = v && v.type === 'scalar' && typeof v.value === 'string' && /^(true|false)$/i.test(v.value) ? v.value.toLowerCase() : undefined;
    ctx.report({
        message: `\`${label}\` must be \`true\` or \`false\`, not ${typeName(v)}`,
        range: v ? v.range : pair.keyRange,
        jsonPath: pair.path,
        suggestion: quotedBool !== undefined && v
            ? { msg: `write the boolean \`${quotedBool}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.file.path, range: v.range, text: quotedBool }] }
            : undefined,
    });
}
/** A string-valued field (numbers read as text are fine: the guard calls `str()`). */
function checkText(ctx, pair, label) {
    const v = pair.value;
    if (!v || v.type === 'scalar')
        return;
    ctx.report({ message: `\`${label}\` must be text, not ${typeName(v)}`, range: v.range, jsonPath: pair.path });
}
/** A mapping-valued field. */
function checkMap(ctx, pair, label, what) {
    const v = pair.value;
    if (v && v.type === 'map')
        return true;
    ctx.report({ message: `\`${label}\` must be a mapping (${what}), not ${typeName(v)}`, range: v ? v.range : pair.keyRange, jsonPath: pair.path });
    return false;
}
/**
 * `from:` — the memory statement a rule enforces: a statement id, a mapping
 * of `file`/`line`/`id`/`text`, or a list of them.
 */
function checkFrom(artifact, ctx, pair) {
    const one = (node, inList) => {
        if (node.type === 'scalar') {
            if (!isString(node) && typeof node.value !== 'number') {
                ctx.report({ message: `\`from:\` names a memory statement by id (text), not ${typeName(node)}`, range: node.range, jsonPath: node.path });
            }
            return;
        }
        if (node.type === 'seq') {
            if (inList)
                ctx.report({ message: '`from:` is a statement, or a list of statements, not a list of lists', range: node.range, jsonPath: node.path });
            else
                node.items.forEach((i) => one(i, true));
            return;
        }
        const keys = node.pairs.map((p) => p.key);
        for (const p of node.pairs) {
            if (!AGENTLTL_FROM_KEYS.includes(p.key))
                unknownKey(artifact, ctx, p, AGENTLTL_FROM_KEYS, '`from:`', keys);
            else if (p.key === 'line')
                checkInt(artifact, ctx, p, 'from.line', 1);
            else
                checkText(ctx, p, `from.${p.key}`);
        }
    };
    if (pair.value)
        one(pair.value, false);
}

;// CONCATENATED MODULE: ./src/rules/agentltl/rule-kind.ts







const SHAPES = {
    never: 'a target',
    require: 'a target',
    before: '`[A, B]` or `{first: A, then: B, since: S}`',
    at_most: '`{call: T, times: n}`',
    finally: 'a target, or `{call: T, since: S}`',
    ltl: 'a formula string',
    formula: '`{type: ..., args: ...}`',
};
/* harmony default export */ const rule_kind = (artifactRule({
    meta: {
        id: 'agentltl/rule-kind',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A rule has exactly one kind (never, before, require, at_most, finally, ltl, formula), in its documented shape; `from:` is a statement id, a mapping or a list.',
        kinds: ['agentltl'],
        optIn: false,
        fixable: 'machine',
        rationale: 'The guard compiles each rule from its one kind. A rule with none, or with two (`never:` and `require:` written together, expecting both), or a kind in the wrong shape (`before: [a, b, c]`, `at_most: {call: x}`) makes the guard reject the whole file, and then no rule is enforced.',
        examples: {
            wrong: 'rules:\n  - id: one-migration\n    at_most: {call: alembic_revision, time: 1}',
            right: 'rules:\n  - id: one-migration\n    at_most: {call: alembic_revision, times: 1}',
            file: 'AGENTLTL.yaml',
        },
    },
    check(artifact, ctx) {
        for (const rule of rulesOf(artifact)) {
            if (rule.kinds.length === 0) {
                ctx.report({
                    message: `${ruleName(rule)} has no kind: it needs exactly one of ${listOf(AGENTLTL_RULE_KINDS)}`,
                    ...ruleAnchor(rule),
                });
            }
            for (const extra of rule.kinds.slice(1)) {
                ctx.report({
                    message: `${ruleName(rule)} has more than one kind: \`${rule.kinds[0].key}\` and \`${extra.key}\`; a rule has exactly one (split it into two rules)`,
                    range: extra.keyRange,
                    jsonPath: extra.path,
                    related: [{ message: `first kind \`${rule.kinds[0].key}\``, span: { path: artifact.path, range: rule.kinds[0].keyRange } }],
                });
            }
            for (const kind of rule.kinds)
                checkShape(kind);
            const from = getPair(rule.node, 'from');
            if (from)
                checkFrom(artifact, ctx, from);
        }
        function bad(kind, what) {
            const v = kind.value;
            ctx.report({
                message: `\`${kind.key}:\` takes ${SHAPES[kind.key]}, not ${what ?? typeName(v)}`,
                range: v ? v.range : kind.keyRange,
                jsonPath: kind.path,
            });
        }
        function missing(kind, key, shape) {
            ctx.report({ message: `\`${kind.key}:\` needs \`${key}\` (${shape})`, range: kind.keyRange, jsonPath: kind.path });
        }
        function checkShape(kind) {
            const v = kind.value;
            if (!v || (v.type === 'scalar' && v.value === null)) {
                bad(kind, 'nothing');
                return;
            }
            switch (kind.key) {
                case 'never':
                case 'require':
                    return; // the target's own shape: agentltl/target
                case 'before': {
                    if (v.type === 'seq') {
                        if (v.items.length !== 2)
                            bad(kind, `a list of ${v.items.length}`);
                        return;
                    }
                    if (v.type !== 'map')
                        return bad(kind);
                    const keys = v.pairs.map((p) => p.key);
                    for (const p of v.pairs)
                        if (!AGENTLTL_BEFORE_KEYS.includes(p.key))
                            unknownKey(artifact, ctx, p, AGENTLTL_BEFORE_KEYS, '`before:`', keys);
                    for (const k of ['first', 'then'])
                        if (!getPair(v, k))
                            missing(kind, k, '`{first: A, then: B, since: S}`');
                    return;
                }
                case 'at_most': {
                    if (v.type !== 'map')
                        return bad(kind);
                    const keys = v.pairs.map((p) => p.key);
                    for (const p of v.pairs)
                        if (!AGENTLTL_AT_MOST_KEYS.includes(p.key))
                            unknownKey(artifact, ctx, p, AGENTLTL_AT_MOST_KEYS, '`at_most:`', keys);
                    for (const k of AGENTLTL_AT_MOST_KEYS)
                        if (!getPair(v, k))
                            missing(kind, k, '`{call: T, times: n}`');
                    return;
                }
                case 'finally': {
                    if (v.type !== 'map' || !(getPair(v, 'call') || getPair(v, 'since')))
                        return; // a target
                    const keys = v.pairs.map((p) => p.key);
                    for (const p of v.pairs)
                        if (!AGENTLTL_FINALLY_KEYS.includes(p.key))
                            unknownKey(artifact, ctx, p, AGENTLTL_FINALLY_KEYS, '`finally:`', keys);
                    if (!getPair(v, 'call'))
                        missing(kind, 'call', '`{call: T, since: S}`');
                    return;
                }
                case 'ltl':
                    if (v.type !== 'scalar' || typeof v.value !== 'string')
                        return bad(kind);
                    if (v.value.trim() === '')
                        bad(kind, 'an empty string');
                    return;
                case 'formula': {
                    if (v.type !== 'map')
                        return bad(kind);
                    const keys = v.pairs.map((p) => p.key);
                    for (const p of v.pairs)
                        if (!AGENTLTL_FORMULA_KEYS.includes(p.key))
                            unknownKey(artifact, ctx, p, AGENTLTL_FORMULA_KEYS, '`formula:`', keys);
                    if (!getPair(v, 'type'))
                        missing(kind, 'type', '`{type: Before, args: {a: x, b: y}}`');
                    return;
                }
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/agentltl/rule-level-filter.ts




/* harmony default export */ const rule_level_filter = (artifactRule({
    meta: {
        id: 'agentltl/rule-level-filter',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'Rule-level `with:` / `where:` only apply to never, require and at_most rules.',
        kinds: ['agentltl'],
        optIn: false,
        fixable: false,
        rationale: 'Only `never`, `require` and `at_most` fold a rule-level `with:`/`where:` into their target. On a `before`, `finally`, `ltl` or `formula` rule it is ambiguous (which side of `before`?), and the guard rejects the file instead of guessing.',
        examples: {
            wrong: 'rules:\n  - id: tests-before-push\n    before: [pytest, git_push]\n    with: {force: true}',
            right: 'rules:\n  - id: tests-before-push\n    before: [pytest, {tool: git_push, with: {force: true}}]',
            file: 'AGENTLTL.yaml',
        },
    },
    check(artifact, ctx) {
        for (const rule of rulesOf(artifact)) {
            if (!rule.kind || AGENTLTL_RULE_LEVEL_FILTER_KINDS.includes(rule.kind.key))
                continue;
            for (const key of ['with', 'where']) {
                const p = getPair(rule.node, key);
                if (!p)
                    continue;
                const onTarget = rule.kind.key === 'before' || rule.kind.key === 'finally';
                ctx.report({
                    message: `rule-level \`${key}:\` only applies to never, require and at_most; ${ruleName(rule)} is a \`${rule.kind.key}\` rule: the guard rejects the file`,
                    range: p.keyRange,
                    jsonPath: p.path,
                    help: onTarget
                        ? `move it onto the target it is about, e.g. \`{tool: git_push, ${key}: {...}}\``
                        : `an \`${rule.kind.key}\` rule names its arguments inside the formula (e.g. \`called_with("t", key=value)\`)`,
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/agentltl/schema.ts






/* harmony default export */ const schema = (artifactRule({
    meta: {
        id: 'agentltl/schema',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'AGENTLTL.yaml keys, value types and enums: unknown keys, wrong types, modes, scopes and counts out of range.',
        kinds: ['agentltl'],
        optIn: false,
        fixable: 'machine',
        rationale: 'The guard refuses to load an AGENTLTL.yaml with an unknown key, a mistyped value or a mode outside its set, and then enforces none of its rules; a misspelt key it did accept (a rule-level `why`) would just be missing. Review is the place to catch `mode: blok` or `retries: "3"`.',
        examples: {
            wrong: 'settings:\n  mode: blok\n  retries: 0\nrules:\n  - id: no-force-push\n    never: git_push\n    with: {force: true}\n    mdoe: warn',
            right: 'settings:\n  mode: block\n  retries: 3\nrules:\n  - id: no-force-push\n    never: git_push\n    with: {force: true}\n    mode: warn',
            file: 'AGENTLTL.yaml',
        },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (!root || (root.type === 'scalar' && root.value === null))
            return;
        if (root.type !== 'map') {
            ctx.report({ message: `AGENTLTL.yaml must be a mapping with \`rules:\` (and optionally \`settings:\`, \`use:\`, \`disable:\`, \`tools:\`), not ${typeName(root)}`, range: root.range, jsonPath: root.path });
            return;
        }
        const keys = (m) => m.pairs.map((p) => p.key);
        for (const p of root.pairs)
            if (!AGENTLTL_TOP_KEYS.includes(p.key))
                unknownKey(artifact, ctx, p, AGENTLTL_TOP_KEYS, 'the top level', keys(root));
        const version = getPair(root, 'version');
        if (version?.value && version.value.type !== 'scalar') {
            ctx.report({ message: `\`version\` must be a number or a string, not ${typeName(version.value)}`, range: version.value.range, jsonPath: version.path });
        }
        // settings
        const settings = getPair(root, 'settings');
        if (settings?.value && checkMap(ctx, settings, 'settings', 'mode, retries, scope…') && settings.value.type === 'map') {
            const s = settings.value;
            for (const p of s.pairs) {
                switch (p.key) {
                    case 'mode':
                        checkEnum(artifact, ctx, p.value, p.path, 'settings.mode', AGENTLTL_MODES, p.keyRange);
                        break;
                    case 'scope':
                        checkEnum(artifact, ctx, p.value, p.path, 'settings.scope', AGENTLTL_SCOPES, p.keyRange);
                        break;
                    case 'retry_counting':
                        checkEnum(artifact, ctx, p.value, p.path, 'settings.retry_counting', AGENTLTL_RETRY_COUNTING, p.keyRange);
                        break;
                    case 'retries':
                    case 'report':
                        checkInt(artifact, ctx, p, `settings.${p.key}`, 1);
                        break;
                    case 'finish_retries':
                        checkInt(artifact, ctx, p, 'settings.finish_retries', 0);
                        break;
                    case 'announce':
                    case 'scan_output':
                    case 'memory_first':
                        checkBool(artifact, ctx, p, `settings.${p.key}`);
                        break;
                    case 'unparseable': {
                        const v = p.value;
                        if (v && v.type === 'map') {
                            for (const q of v.pairs) {
                                if (!AGENTLTL_UNPARSEABLE_KEYS.includes(q.key))
                                    unknownKey(artifact, ctx, q, AGENTLTL_UNPARSEABLE_KEYS, '`settings.unparseable`', keys(v));
                                else
                                    checkEnum(artifact, ctx, q.value, q.path, `settings.unparseable.${q.key}`, AGENTLTL_UNPARSEABLE, q.keyRange);
                            }
                        }
                        else if (v && v.type === 'scalar') {
                            checkEnum(artifact, ctx, v, p.path, 'settings.unparseable', AGENTLTL_UNPARSEABLE);
                        }
                        else {
                            ctx.report({ message: `\`settings.unparseable\` is one of ask, note, allow, deny, or {interactive, auto}, not ${typeName(v)}`, range: v ? v.range : p.keyRange, jsonPath: p.path });
                        }
                        break;
                    }
                    default:
                        unknownKey(artifact, ctx, p, AGENTLTL_SETTINGS_KEYS, '`settings`', keys(s));
                }
            }
        }
        // use
        const use = getPair(root, 'use');
        if (use?.value) {
            if (use.value.type !== 'seq') {
                ctx.report({ message: `\`use:\` must be a list of library rule names, not ${typeName(use.value)}`, range: use.value.range, jsonPath: use.path, help: 'e.g. `use: [no-force-push, {tests-before-push: {mode: warn}}]`' });
            }
            else {
                for (const item of use.value.items) {
                    const ok = item.type === 'scalar' ? typeof item.value === 'string' : item.type === 'map' && item.pairs.length === 1;
                    if (!ok) {
                        ctx.report({ message: `a \`use:\` entry is a library rule name or \`{name: {mode, scope, from}}\`, not ${typeName(item)}`, range: item.range, jsonPath: item.path });
                        continue;
                    }
                    if (item.type !== 'map')
                        continue;
                    const entry = item.pairs[0];
                    const opts = entry.value;
                    if (!opts || (opts.type === 'scalar' && opts.value === null))
                        continue;
                    if (opts.type !== 'map') {
                        ctx.report({ message: `the options of \`${entry.key}\` must be a mapping of \`mode\`, \`scope\`, \`from\`, not ${typeName(opts)}`, range: opts.range, jsonPath: entry.path });
                        continue;
                    }
                    for (const q of opts.pairs) {
                        if (q.key === 'mode')
                            checkEnum(artifact, ctx, q.value, q.path, 'mode', AGENTLTL_MODES, q.keyRange);
                        else if (q.key === 'scope')
                            checkEnum(artifact, ctx, q.value, q.path, 'scope', AGENTLTL_SCOPES, q.keyRange);
                        else if (q.key === 'from')
                            checkFrom(artifact, ctx, q);
                        else
                            unknownKey(artifact, ctx, q, AGENTLTL_USE_OPTION_KEYS, `the options of \`${entry.key}\``, keys(opts));
                    }
                }
            }
        }
        // disable
        const disable = getPair(root, 'disable');
        if (disable?.value) {
            const v = disable.value;
            if (v.type === 'scalar' && typeof v.value === 'string') {
                ctx.report({
                    message: '`disable:` must be a list of rule ids, not a single string: the guard rejects the file',
                    range: v.range,
                    jsonPath: disable.path,
                    suggestion: { msg: 'make it a list', applicability: 'MachineApplicable', edits: [{ path: artifact.file.path, range: v.range, text: `[${v.raw}]` }] },
                });
            }
            else if (v.type !== 'seq') {
                ctx.report({ message: `\`disable:\` must be a list of rule ids, not ${typeName(v)}`, range: v.range, jsonPath: disable.path });
            }
            else {
                for (const item of v.items) {
                    if (item.type !== 'scalar' || typeof item.value !== 'string')
                        ctx.report({ message: `\`disable:\` lists rule ids (text), not ${typeName(item)}`, range: item.range, jsonPath: item.path });
                }
            }
        }
        // rules
        const rules = getPair(root, 'rules');
        if (rules?.value && !(rules.value.type === 'scalar' && rules.value.value === null)) {
            if (rules.value.type !== 'seq') {
                ctx.report({ message: `\`rules:\` must be a list of rules, not ${typeName(rules.value)}`, range: rules.value.range, jsonPath: rules.path });
            }
            else {
                for (const item of rules.value.items) {
                    if (item.type !== 'map')
                        ctx.report({ message: `a rule must be a mapping with an \`id\` and one rule kind, not ${typeName(item)}`, range: item.range, jsonPath: item.path });
                }
            }
        }
        for (const rule of rulesOf(artifact)) {
            const m = rule.node;
            for (const p of m.pairs) {
                switch (p.key) {
                    case 'id': {
                        const v = p.value;
                        if (!v || v.type !== 'scalar' || typeof v.value !== 'string' || v.value.trim() === '') {
                            ctx.report({ message: `a rule's \`id\` must be non-empty text, not ${typeName(v)}: the guard rejects the rule as having no id`, range: v ? v.range : p.keyRange, jsonPath: p.path });
                        }
                        break;
                    }
                    case 'mode':
                        checkEnum(artifact, ctx, p.value, p.path, 'mode', AGENTLTL_MODES, p.keyRange);
                        break;
                    case 'scope':
                        checkEnum(artifact, ctx, p.value, p.path, 'scope', AGENTLTL_SCOPES, p.keyRange);
                        break;
                    case 'why':
                    case 'fix':
                        checkText(ctx, p, p.key);
                        break;
                    case 'with':
                        checkMap(ctx, p, 'with', 'argument names to values');
                        break;
                    case 'where':
                        checkMap(ctx, p, 'where', 'argument names to globs');
                        break;
                    case 'at_most': {
                        const times = getPair(p.value, 'times');
                        if (times)
                            checkInt(artifact, ctx, times, 'at_most.times', 0);
                        break;
                    }
                    default:
                        if (!AGENTLTL_RULE_KEYS.includes(p.key))
                            unknownKey(artifact, ctx, p, AGENTLTL_RULE_KEYS, 'a rule', keys(m));
                }
            }
            if (!rule.idPair) {
                const first = m.pairs[0];
                ctx.report({ message: 'this rule has no `id`: the guard rejects it (every rule needs a unique short kebab-case id)', range: first ? first.keyRange : m.range, jsonPath: m.path });
            }
            for (const t of targetsOf(rule)) {
                for (const part of partsOf(t.node)) {
                    if (part.type !== 'map')
                        continue;
                    for (const p of part.pairs)
                        if (!AGENTLTL_TARGET_KEYS.includes(p.key))
                            unknownKey(artifact, ctx, p, AGENTLTL_TARGET_KEYS, 'a target', keys(part));
                }
            }
        }
        // tools: the shape inside is agentltl/tool-spec's
        const tools = getPair(root, 'tools');
        if (tools?.value && !(tools.value.type === 'scalar' && tools.value.value === null)) {
            checkMap(ctx, tools, 'tools', 'command names to cli-to-tools specs');
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/agentltl/succeeded-on-current-call.ts



/* harmony default export */ const succeeded_on_current_call = (artifactRule({
    meta: {
        id: 'agentltl/succeeded-on-current-call',
        category: 'suspicious',
        defaultLevel: 'warn',
        description: '`succeeded` on a target that judges the call being made (never, require, the `then` of before): it has not run yet.',
        kinds: ['agentltl'],
        optIn: false,
        fixable: false,
        rationale: '`succeeded` reads how a call that ran ended. The call being judged by `never`, `require` or the second side of `before` has not run yet, so whether it will succeed is unknown: the condition cannot hold the way it reads. Put `succeeded` on the side that looks back (`first` of before, `finally`).',
        examples: {
            wrong: 'rules:\n  - id: green-before-push\n    before: {first: pytest, then: {tool: git_push, succeeded: true}}',
            right: 'rules:\n  - id: green-before-push\n    before: {first: {tool: pytest, succeeded: true}, then: git_push}',
            file: 'AGENTLTL.yaml',
        },
    },
    check(artifact, ctx) {
        for (const rule of rulesOf(artifact)) {
            for (const t of targetsOf(rule)) {
                if (t.role !== 'never' && t.role !== 'require' && t.role !== 'then')
                    continue;
                for (const part of partsOf(t.node)) {
                    if (part.type !== 'map')
                        continue;
                    const p = getPair(part, 'succeeded');
                    if (!p)
                        continue;
                    const where = t.role === 'then' ? 'the `then` side of a `before`' : `a \`${t.role}\` target`;
                    ctx.report({
                        message: `\`succeeded\` on ${where} in ${ruleName(rule)}: that call is judged before it runs, so whether it succeeded is not known yet`,
                        range: p.keyRange,
                        jsonPath: p.path,
                        help: 'put `succeeded` on a side that looks back: `before: {first: {tool: pytest, succeeded: true}, then: git_push}`',
                    });
                }
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/agentltl/target.ts





/* harmony default export */ const target = (artifactRule({
    meta: {
        id: 'agentltl/target',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A target is a tool name (or glob), a list of them, `{tool, with, where, exists, succeeded}` or a list of those, with well-typed values.',
        kinds: ['agentltl'],
        optIn: false,
        fixable: 'machine',
        rationale: 'A target says which calls a rule is about. A target without `tool`, a `where` glob that is a number, or `exists: "yes"` either makes the guard reject the file or quietly matches nothing, so the rule never fires.',
        examples: {
            wrong: 'rules:\n  - id: no-lockfile-edits\n    never: {with: {file_path: package-lock.json}, exists: "true"}',
            right: 'rules:\n  - id: no-lockfile-edits\n    never: {tool: [Edit, Write], where: {file_path: "*.lock"}, exists: true}',
            file: 'AGENTLTL.yaml',
        },
    },
    check(artifact, ctx) {
        for (const rule of rulesOf(artifact)) {
            for (const t of targetsOf(rule))
                checkTarget(artifact, ctx, t.node, t.role === 'since' ? '`since`' : 'a target');
            // Rule-level filters share the target's value rules.
            const w = getPair(rule.node, 'with');
            if (w?.value?.type === 'map')
                checkWith(ctx, w.value);
            const g = getPair(rule.node, 'where');
            if (g?.value?.type === 'map')
                checkWhere(artifact, ctx, g.value);
        }
    },
}));
function checkTarget(artifact, ctx, node, what) {
    if (node.type === 'seq') {
        if (node.items.length === 0) {
            ctx.report({ message: `${what} is an empty list: it matches no call, so the rule never fires`, range: node.range, jsonPath: node.path });
        }
        for (const item of node.items) {
            if (item.type === 'seq') {
                ctx.report({ message: 'a list item of a target is a tool name or a `{tool: ...}` mapping, not a list (write the names in one list)', range: item.range, jsonPath: item.path });
            }
            else {
                checkPart(artifact, ctx, item);
            }
        }
        return;
    }
    checkPart(artifact, ctx, node);
}
function checkToolName(artifact, ctx, node) {
    if (node.type === 'scalar' && typeof node.value === 'string' && node.value.trim() !== '')
        return;
    ctx.report({
        message: `a tool name must be non-empty text (a \`*\` makes it a glob), not ${node.type === 'scalar' && node.value === '' ? 'an empty string' : typeName(node)}`,
        range: node.range,
        jsonPath: node.path,
    });
}
function checkPart(artifact, ctx, part) {
    if (part.type === 'scalar')
        return checkToolName(artifact, ctx, part);
    const tool = getPair(part, 'tool');
    if (!tool) {
        ctx.report({
            message: 'this target has no `tool`: say which calls it is about (`tool: git_push`, a list, or a glob like `"kubectl_*"`)',
            range: part.pairs[0]?.keyRange ?? part.range,
            jsonPath: part.path,
        });
    }
    else if (!tool.value || isEmpty(tool.value)) {
        ctx.report({ message: '`tool` has no value', range: tool.keyRange, jsonPath: tool.path });
    }
    else if (tool.value.type === 'seq') {
        if (tool.value.items.length === 0)
            ctx.report({ message: '`tool` is an empty list: the target matches no call', range: tool.value.range, jsonPath: tool.path });
        tool.value.items.forEach((i) => checkToolName(artifact, ctx, i));
    }
    else {
        checkToolName(artifact, ctx, tool.value);
    }
    for (const key of ['exists', 'succeeded']) {
        const p = getPair(part, key);
        if (p)
            checkBool(artifact, ctx, p, key);
    }
    const w = getPair(part, 'with');
    if (w) {
        if (w.value?.type === 'map')
            checkWith(ctx, w.value);
        else
            ctx.report({ message: `\`with\` maps argument names to values, not ${typeName(w.value)}`, range: w.value ? w.value.range : w.keyRange, jsonPath: w.path });
    }
    const g = getPair(part, 'where');
    if (g) {
        if (g.value?.type === 'map')
            checkWhere(artifact, ctx, g.value);
        else
            ctx.report({ message: `\`where\` maps argument names (or \`"*"\`, any argument) to globs, not ${typeName(g.value)}`, range: g.value ? g.value.range : g.keyRange, jsonPath: g.path });
    }
}
/** `with` values are compared for equality: scalars (or a `$variable`), or a list of them. */
function checkWith(ctx, m) {
    for (const p of m.pairs) {
        const v = p.value;
        const bad = (n) => ctx.report({ message: `\`with.${p.key}\` is compared for equality with the argument: give a value (or a list of values), not ${typeName(n)}`, range: n.range, jsonPath: n.path });
        if (!v)
            continue; // `key:` is null, a value like any other
        if (v.type === 'map')
            bad(v);
        else if (v.type === 'seq')
            v.items.filter((i) => i.type !== 'scalar').forEach(bad);
    }
}
/** `where` values are globs (text), or lists of globs. */
function checkWhere(artifact, ctx, m) {
    for (const p of m.pairs) {
        const v = p.value;
        const bad = (n) => ctx.report({
            message: `\`where.${p.key}\` takes a glob (text) or a list of globs, not ${typeName(n)}`,
            range: n ? n.range : p.keyRange,
            jsonPath: p.path,
            help: 'quote globs that start with `*`: `"*.lock"`',
        });
        if (!v || isEmpty(v))
            bad(null);
        else if (v.type === 'scalar' && !isString(v))
            bad(v);
        else if (v.type === 'map')
            bad(v);
        else if (v.type === 'seq') {
            if (v.items.length === 0)
                ctx.report({ message: `\`where.${p.key}\` is an empty list: no value matches it, so the target never matches`, range: v.range, jsonPath: p.path });
            v.items.filter((i) => !isString(i)).forEach(bad);
        }
    }
}

;// CONCATENATED MODULE: ./src/rules/agentltl/tool-spec.ts






/* harmony default export */ const tool_spec = (artifactRule({
    meta: {
        id: 'agentltl/tool-spec',
        category: 'correctness',
        defaultLevel: 'error',
        description: '`tools:` command specs are well formed: subcommands, options with flags/type/global, positionals with name, extend.',
        kinds: ['agentltl'],
        optIn: false,
        fixable: 'machine',
        rationale: 'A `tools:` spec teaches the guard\'s translator the arguments of a project command, so rules can name them. A malformed spec (flags written as a string, an unknown option type, a positional without a name) makes the guard reject the file, or leaves the argument unnamed so the rule that needs it never fires.',
        examples: {
            wrong: 'tools:\n  alembic:\n    subcommands:\n      revision:\n        options:\n          - {flags: --autogenerate, type: boolean}',
            right: 'tools:\n  alembic:\n    subcommands:\n      revision:\n        options:\n          - {flags: [--autogenerate], type: bool}',
            file: 'AGENTLTL.yaml',
        },
    },
    check(artifact, ctx) {
        const tools = topPair(artifact, 'tools')?.value;
        if (!tools || tools.type !== 'map')
            return; // agentltl/schema
        for (const cmd of tools.pairs)
            checkSpec(artifact, ctx, cmd, `\`${cmd.key}\``);
    },
}));
function checkSpec(artifact, ctx, pair, label) {
    const spec = pair.value;
    if (!spec || (spec.type === 'scalar' && spec.value === null))
        return;
    if (spec.type !== 'map') {
        ctx.report({ message: `the spec of ${label} must be a mapping (subcommands, options, positionals, extend), not ${typeName(spec)}`, range: spec.range, jsonPath: pair.path });
        return;
    }
    const keys = spec.pairs.map((p) => p.key);
    for (const p of spec.pairs) {
        switch (p.key) {
            case 'subcommands': {
                const v = p.value;
                if (!v || (v.type === 'scalar' && v.value === null))
                    break;
                if (v.type !== 'map') {
                    ctx.report({ message: `\`subcommands\` of ${label} maps subcommand names to specs, not ${typeName(v)}`, range: v.range, jsonPath: p.path });
                    break;
                }
                for (const sub of v.pairs)
                    checkSpec(artifact, ctx, sub, `\`${sub.key}\``);
                break;
            }
            case 'options':
                eachItem(ctx, p, label, 'options', (item) => checkOption(artifact, ctx, item));
                break;
            case 'positionals':
                eachItem(ctx, p, label, 'positionals', (item) => checkPositional(artifact, ctx, item));
                break;
            case 'extend':
            case 'posix':
                checkBool(artifact, ctx, p, p.key);
                break;
            case 'tool':
                if (!isString(p.value))
                    ctx.report({ message: `\`tool\` (the tool name) must be text, not ${typeName(p.value)}`, range: p.value ? p.value.range : p.keyRange, jsonPath: p.path });
                break;
            case 'aliases':
                if (!p.value || p.value.type !== 'seq' || p.value.items.some((i) => !isString(i))) {
                    ctx.report({ message: `\`aliases\` must be a list of names, not ${typeName(p.value)}`, range: p.value ? p.value.range : p.keyRange, jsonPath: p.path });
                }
                break;
            default:
                unknownKey(artifact, ctx, p, AGENTLTL_TOOL_SPEC_KEYS, `the spec of ${label}`, keys);
        }
    }
}
function eachItem(ctx, p, label, what, f) {
    const v = p.value;
    if (!v || (v.type === 'scalar' && v.value === null))
        return;
    if (v.type !== 'seq') {
        ctx.report({ message: `\`${what}\` of ${label} must be a list of mappings, not ${typeName(v)}`, range: v.range, jsonPath: p.path });
        return;
    }
    for (const item of v.items) {
        if (item.type === 'map')
            f(item);
        else
            ctx.report({ message: `an entry of \`${what}\` is a mapping (${what === 'options' ? '`{flags: [-m, --message]}`' : '`{name: release}`'}), not ${typeName(item)}`, range: item.range, jsonPath: item.path });
    }
}
function checkOption(artifact, ctx, m) {
    const keys = m.pairs.map((p) => p.key);
    const flags = getPair(m, 'flags');
    if (!flags) {
        ctx.report({ message: 'this option has no `flags`: list how it is written, e.g. `flags: [-n, --namespace]`', range: m.pairs[0]?.keyRange ?? m.range, jsonPath: m.path });
    }
    for (const p of m.pairs) {
        switch (p.key) {
            case 'flags': {
                const v = p.value;
                if (v && v.type === 'scalar' && typeof v.value === 'string') {
                    ctx.report({
                        message: '`flags` must be a list: a single string would be read one character at a time',
                        range: v.range,
                        jsonPath: p.path,
                        suggestion: { msg: 'make it a list', applicability: 'MachineApplicable', edits: [{ path: artifact.file.path, range: v.range, text: `[${v.raw}]` }] },
                    });
                }
                else if (!v || v.type !== 'seq' || v.items.length === 0) {
                    ctx.report({ message: `\`flags\` must be a non-empty list of flags, not ${typeName(v)}`, range: v ? v.range : p.keyRange, jsonPath: p.path });
                }
                else {
                    for (const f of v.items) {
                        if (!isString(f) || !String(f.value).startsWith('-')) {
                            ctx.report({ message: `a flag starts with \`-\` (\`-m\`, \`--message\`), not ${typeName(f)}`, range: f.range, jsonPath: f.path });
                        }
                    }
                }
                break;
            }
            case 'type':
                checkEnum(artifact, ctx, p.value, p.path, 'type', AGENTLTL_TOOL_OPTION_TYPES, p.keyRange);
                break;
            case 'global':
                checkBool(artifact, ctx, p, 'global');
                break;
            case 'dest':
                if (!isString(p.value))
                    ctx.report({ message: `\`dest\` (the argument name) must be text, not ${typeName(p.value)}`, range: p.value ? p.value.range : p.keyRange, jsonPath: p.path });
                break;
            default:
                unknownKey(artifact, ctx, p, AGENTLTL_TOOL_OPTION_KEYS, 'an option', keys);
        }
    }
}
function checkPositional(artifact, ctx, m) {
    const keys = m.pairs.map((p) => p.key);
    const name = getPair(m, 'name');
    if (!name) {
        ctx.report({ message: 'this positional has no `name`: the argument would have no name for rules to use', range: m.pairs[0]?.keyRange ?? m.range, jsonPath: m.path });
    }
    else if (!isString(name.value) || name.value.value === '') {
        ctx.report({ message: `a positional's \`name\` must be non-empty text, not ${typeName(name.value)}`, range: name.value ? name.value.range : name.keyRange, jsonPath: name.path });
    }
    for (const p of m.pairs) {
        if (p.key === 'name')
            continue;
        if (p.key === 'nargs') {
            const v = p.value;
            const ok = isInt(v) ? v.value >= 0 : v?.type === 'scalar' && typeof v.value === 'string' && ['?', '*', '+'].includes(v.value);
            if (!ok)
                ctx.report({ message: `\`nargs\` is a count or one of \`?\`, \`*\`, \`+\`, not ${typeName(v)}`, range: v ? v.range : p.keyRange, jsonPath: p.path });
            continue;
        }
        unknownKey(artifact, ctx, p, AGENTLTL_TOOL_POSITIONAL_KEYS, 'a positional', keys);
    }
}

;// CONCATENATED MODULE: ./src/rules/agentltl/use-unknown.ts






/* harmony default export */ const use_unknown = (artifactRule({
    meta: {
        id: 'agentltl/use-unknown',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A `use:` entry that is not a packaged library rule.',
        kinds: ['agentltl'],
        optIn: false,
        fixable: 'machine',
        rationale: '`use:` switches on rules from the plugin\'s packaged library (`agentltl library` lists them). The guard rejects a file naming an entry it does not have, so a typo like `no-force-pushes` turns off every rule of the file, not just that one.',
        examples: {
            wrong: 'use:\n  - no-force-pushes\n  - {test-before-push: {mode: warn}}',
            right: 'use:\n  - no-force-push\n  - {tests-before-push: {mode: warn}}',
            file: 'AGENTLTL.yaml',
        },
    },
    check(artifact, ctx) {
        const use = topPair(artifact, 'use')?.value;
        if (!use || use.type !== 'seq')
            return;
        for (const item of use.items) {
            let name;
            let range;
            let edit;
            if (item.type === 'scalar' && typeof item.value === 'string') {
                name = item.value;
                range = item.range;
                edit = (to) => replaceScalar(artifact.file, item, to);
            }
            else if (item.type === 'map' && item.pairs.length === 1) {
                const p = item.pairs[0];
                name = p.key;
                range = p.keyRange;
                edit = (to) => replaceRange(artifact.file, p.keyRange, to);
            }
            else {
                continue; // agentltl/schema
            }
            if (AGENTLTL_LIBRARY.includes(name))
                continue;
            const near = nearest(name, AGENTLTL_LIBRARY);
            const fixTo = certainCorrection(name, AGENTLTL_LIBRARY);
            ctx.report({
                message: `\`${name}\` is not a packaged library rule${near ? ` (did you mean \`${near}\`?)` : ''}: the guard rejects the file`,
                range,
                jsonPath: item.path,
                help: '`agentltl library` lists the packaged rules; a rule of your own goes under `rules:`',
                suggestion: fixTo !== undefined ? { msg: `use \`${fixTo}\``, applicability: 'MachineApplicable', edits: [edit(fixTo)] } : undefined,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/agentltl/variable-binding.ts




/* harmony default export */ const variable_binding = (artifactRule({
    meta: {
        id: 'agentltl/variable-binding',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A `$var` must be bound on every target of both sides of a `before`; variables only work in `before`, and not with `since`.',
        kinds: ['agentltl'],
        optIn: false,
        fixable: false,
        rationale: 'A `with` value written `$name` ties the two calls of a `before` rule to the same value ("read a file before you overwrite it"). A target of either side that does not bind it has nothing to compare, so the guard rejects the rule; outside `before` (or combined with `since`, not supported yet) `$name` is no variable at all.',
        examples: {
            wrong: 'rules:\n  - id: read-before-overwrite\n    before:\n      first: {tool: Read, with: {file_path: $f}}\n      then: [{tool: Write, with: {file_path: $f}}, rm]',
            right: 'rules:\n  - id: read-before-overwrite\n    before:\n      first: {tool: Read, with: {file_path: $f}}\n      then: [{tool: Write, with: {file_path: $f}}, {tool: rm, with: {paths: $f}}]',
            file: 'AGENTLTL.yaml',
        },
    },
    check(artifact, ctx) {
        for (const rule of rulesOf(artifact)) {
            const targets = targetsOf(rule);
            const isBefore = rule.kind?.key === 'before';
            if (!isBefore) {
                const found = [
                    ...targets.flatMap((t) => partsOf(t.node).flatMap(partVariables)),
                    ...(() => {
                        const w = getPair(rule.node, 'with')?.value;
                        return w && w.type === 'map' ? w.pairs.flatMap((p) => variablesIn(p.value)) : [];
                    })(),
                ];
                for (const v of found) {
                    ctx.report({
                        message: `\`${v.name}\` is a variable, and variables only work in \`before\` rules: in ${ruleName(rule)} it is compared as the literal text \`${v.name}\``,
                        range: v.node.range,
                        jsonPath: v.node.path,
                        help: 'use a `before` rule to tie two calls to the same value, or write the value itself',
                    });
                }
                continue;
            }
            const sides = targets.filter((t) => t.role === 'first' || t.role === 'then');
            const parts = sides.flatMap((t) => partsOf(t.node).map((part) => ({ part, role: t.role })));
            const names = new Set(parts.flatMap((p) => partVariables(p.part).map((v) => v.name)));
            if (names.size === 0)
                continue;
            const all = [...names].sort();
            for (const { part, role } of parts) {
                const bound = new Set(partVariables(part).map((v) => v.name));
                const lacking = all.filter((n) => !bound.has(n));
                if (lacking.length === 0)
                    continue;
                const label = part.type === 'scalar' ? `\`${String(part.value)}\`` : 'this target';
                const withPair = part.type === 'map' ? getPair(part, 'with') : undefined;
                ctx.report({
                    message: `${label} (the \`${role}\` side) does not bind ${listOf(lacking.map((n) => n), 'and')}: every target of both sides of a \`before\` must bind each variable`,
                    range: withPair ? withPair.keyRange : part.type === 'map' ? (getPair(part, 'tool')?.keyRange ?? part.range) : part.range,
                    jsonPath: part.path,
                    help: part.type === 'scalar' ? `write it as \`{tool: ${String(part.value)}, with: {<argument>: ${lacking[0]}}}\`` : `add \`<argument>: ${lacking[0]}\` to its \`with\``,
                });
            }
            // The first side: only `with` values (AgentLTL compares them for equality).
            for (const { part, role } of parts) {
                if (role !== 'first' || part.type !== 'map')
                    continue;
                for (const key of ['where', 'exists']) {
                    const p = getPair(part, key);
                    if (p) {
                        ctx.report({
                            message: `with a variable, the \`first\` side of a \`before\` takes \`with\` values only, not \`${key}\``,
                            range: p.keyRange,
                            jsonPath: p.path,
                        });
                    }
                }
            }
            const since = rule.kind && rule.kind.value?.type === 'map' ? getPair(rule.kind.value, 'since') : undefined;
            if (since) {
                ctx.report({
                    message: `\`since\` cannot be combined with a variable (${listOf(all)}) yet: the guard rejects ${ruleName(rule)}`,
                    range: since.keyRange,
                    jsonPath: since.path,
                    help: 'drop `since`, or split the rule into one with the variable and one with `since`',
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/agentltl/why-missing.ts



/* harmony default export */ const why_missing = (artifactRule({
    meta: {
        id: 'agentltl/why-missing',
        category: 'style',
        defaultLevel: 'info',
        description: 'A rule without `why:` gives the agent no reason when it is refused.',
        kinds: ['agentltl'],
        // Opt-in: the reference itself recommends rules without `why` (one-migration, read-before-overwrite).
        optIn: true,
        fixable: false,
        rationale: 'The rule is opt-in (enable it with a block in `.agentlint.yml`): the format\'s own reference recommends rules without `why`. The guard shows a rule\'s `why` to the agent when it refuses a call. Without one the agent only learns that a rule was broken, not what it protects, and tends to retry variations of the same call instead of doing the right thing.',
        examples: {
            wrong: 'rules:\n  - id: no-force-push\n    never: git_push\n    with: {force: true}',
            right: 'rules:\n  - id: no-force-push\n    never: git_push\n    with: {force: true}\n    why: Force-pushing rewrites shared history.',
            file: 'AGENTLTL.yaml',
            context: { '.agentlint.yml': 'rules:\n  agentltl/why-missing: {}\n' },
        },
    },
    check(artifact, ctx) {
        for (const rule of rulesOf(artifact)) {
            const why = getPair(rule.node, 'why');
            const v = why?.value;
            if (v && !(v.type === 'scalar' && (v.value === null || String(v.value).trim() === '')))
                continue;
            const anchor = why ? { range: why.keyRange, jsonPath: why.path } : ruleAnchor(rule);
            ctx.report({
                message: why ? `${ruleName(rule)} has an empty \`why\`: a refused agent gets no reason` : `${ruleName(rule)} has no \`why\`: a refused agent gets no reason`,
                ...anchor,
                help: 'say the reason, not the rule: `why: Force-pushing rewrites shared history.`',
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/agentltl/index.ts
















const AGENTLTL_RULES = [
    schema,
    rule_kind,
    duplicate_id,
    id_format,
    rule_level_filter,
    require_without_condition,
    target,
    succeeded_on_current_call,
    variable_binding,
    formula_syntax,
    formula_unenforceable,
    formula_structured,
    use_unknown,
    disable_unknown,
    tool_spec,
    why_missing,
];

;// CONCATENATED MODULE: ./src/rules/shared/tool-list.ts
/**
 * Tool lists (`tools`, `disallowedTools`, `allowed-tools`): a comma-separated
 * string or a YAML list; commas inside parentheses do not split. Each entry
 * keeps the exact range of its text in the file where that can be known.
 */


/** Split `a, b(c, d), e` at top-level separators; returns [start, end) spans. */
function splitTopLevel(s, separators) {
    const out = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i <= s.length; i++) {
        const c = s[i];
        if (c === '(')
            depth++;
        else if (c === ')')
            depth = Math.max(0, depth - 1);
        if (i === s.length || (depth === 0 && separators.test(c))) {
            let a = start;
            let b = i;
            while (a < b && /\s/.test(s[a]))
                a++;
            while (b > a && /\s/.test(s[b - 1]))
                b--;
            if (b > a)
                out.push([a, b]);
            start = i + 1;
        }
    }
    return out;
}
/** Offset in the file of character `i` of a scalar's value, when the mapping is exact. */
function valueOffsetMapper(file, node) {
    const value = String(node.value);
    const start = node.range.start.offset;
    const raw = file.text.slice(start, node.range.end.offset);
    if (raw === value)
        return (i) => start + i;
    if ((raw.startsWith('"') || raw.startsWith("'")) && raw.slice(1, -1) === value)
        return (i) => start + 1 + i;
    return undefined;
}
/** Entries of a tool list. `spaces` also splits on whitespace (the Agent Skills `allowed-tools` form). */
function toolEntries(file, node, spaces = false) {
    if (!node)
        return [];
    const sep = spaces ? /[,\s]/ : /,/;
    const out = [];
    const fromScalar = (n) => {
        if (n.value === null)
            return;
        const value = String(n.value);
        const map = valueOffsetMapper(file, n);
        const line = n.range.start.line === n.range.end.line ? n.range.start.line : 0;
        for (const [a, b] of splitTopLevel(value, sep)) {
            const range = !map ? n.range : line ? { start: file.lines.onLine(line, map(a)), end: file.lines.onLine(line, map(b)) } : file.lines.range(map(a), map(b));
            out.push({ text: value.slice(a, b), range, jsonPath: n.path, exact: map !== undefined });
        }
    };
    if (node.type === 'scalar')
        fromScalar(node);
    else if (node.type === 'seq') {
        for (const item of node.items)
            if (item.type === 'scalar')
                fromScalar(item);
    }
    return out;
}
const MCP_TOOL = /^mcp__[A-Za-z0-9_.-]+(?:__(?:[A-Za-z0-9_.-]+|\*))?$/;
const ENTRY = /^([A-Za-z_][A-Za-z0-9_]*)(?:\((.*)\))?$/s;
/** What is wrong with one tool entry, or undefined when it is a known tool or a well-formed rule. */
function checkToolEntry(entry, field) {
    if (entry === '*')
        return undefined;
    if (entry.startsWith('mcp__')) {
        if (MCP_TOOL.test(entry) && !entry.includes('____'))
            return undefined;
        return { message: `malformed MCP tool pattern \`${entry}\` in ${field}: want \`mcp__server\`, \`mcp__server__*\` or \`mcp__server__tool\``, level: 'warn' };
    }
    const m = ENTRY.exec(entry);
    if (!m) {
        const hint = /\s/.test(entry) && !entry.includes('(') ? ' (separate tool names with commas)' : '';
        return { message: `malformed tool entry \`${entry}\` in ${field}${hint}: want \`Name\` or \`Name(specifier)\`; Claude Code ignores it`, level: 'warn' };
    }
    const name = m[1];
    const spec = m[2];
    const withSpec = (n) => (spec !== undefined ? `${n}(${spec})` : n);
    if (spec !== undefined && spec.trim() === '') {
        return { message: `empty specifier in \`${entry}\` in ${field}: write \`${name}\` for the whole tool or give a rule such as \`${name}(…)\``, level: 'warn' };
    }
    if (TOOL_NAMES.includes(name)) {
        const dep = DEPRECATED_TOOLS[name];
        if (dep)
            return { message: `\`${name}\` in ${field} is deprecated since ${dep.since}: use ${dep.use}`, level: 'info' };
        return undefined;
    }
    const retired = RETIRED_TOOLS[name];
    if (retired) {
        const use = retired.use.length ? `; use ${retired.use.map((u) => `\`${u}\``).join(' or ')}` : '';
        const certain = retired.use.length === 1 && (retired.status === 'renamed');
        return {
            message: retired.stillWorks
                ? `\`${name}\` in ${field} was renamed${retired.since ? ` in ${retired.since}` : ''} and still works as an alias${use}`
                : `\`${name}\` in ${field} was ${retired.status}${retired.since ? ` in ${retired.since}` : ''}: Claude Code silently ignores it${use}`,
            level: 'warn',
            suggestion: retired.use.length >= 1
                ? { msg: `replace with \`${retired.use[0]}\``, applicability: certain ? 'MachineApplicable' : 'MaybeIncorrect', replacement: withSpec(retired.use[0]) }
                : undefined,
        };
    }
    const fix = certainCorrection(name, TOOL_NAMES);
    const near = closest(name, TOOL_NAMES);
    return {
        message: `unknown tool \`${name}\` in ${field}: Claude Code silently ignores unknown names${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}`,
        level: 'warn',
        help: near.length ? undefined : 'see the tools reference for the current names, or `mcp__server__tool` for MCP tools',
        suggestion: fix ? { msg: `replace with \`${fix}\``, applicability: 'MachineApplicable', replacement: withSpec(fix) } : undefined,
    };
}

;// CONCATENATED MODULE: ./src/rules/skills/scope.ts
/**
 * A scope key: `plugin:<root>` for plugin components, `claude:<dir>` for
 * files under `<dir>/.claude/`, `other` otherwise.
 */
function scopeOf(a) {
    if (a.pluginRoot !== undefined)
        return `plugin:${a.pluginRoot}`;
    const i = a.path.lastIndexOf('.claude/');
    if (i >= 0 && (i === 0 || a.path[i - 1] === '/'))
        return `claude:${a.path.slice(0, i)}`;
    return 'other';
}
/** The name Claude Code gives a command: its file name without `.md`. */
function commandName(a) {
    const base = a.path.split('/').pop();
    return base.replace(/\.md$/i, '');
}
/** The name a skill is invoked by: its folder (or `name` for a plugin-root SKILL.md). */
function skillInvocationName(a) {
    const parts = a.path.split('/');
    if (a.pluginRoot !== undefined && parts.slice(0, -1).join('/') === (a.pluginRoot === '.' ? '' : a.pluginRoot))
        return a.element.name;
    return parts.length >= 2 ? parts[parts.length - 2] : a.element.name;
}

;// CONCATENATED MODULE: ./src/rules/agents/skill-reference.ts





/** The name a plugin is known by: its manifest `name`, else its folder. */
function pluginNames(project) {
    const out = new Map();
    for (const a of project.artifacts) {
        if (a.kind !== 'plugin')
            continue;
        out.set(String(a.data.pluginRoot ?? a.pluginRoot), a.element.name);
    }
    return out;
}
function pluginNameOf(root, names) {
    return names.get(root) ?? (root === '.' ? '' : root.split('/').pop());
}
function skillIndex(project, plugins) {
    const index = { project: new Set(), byRoot: new Map(), qualified: new Map() };
    const add = (map, key, names) => {
        const set = map.get(key) ?? new Set();
        names.forEach((n) => set.add(n));
        map.set(key, set);
    };
    for (const a of project.artifacts) {
        if (a.kind !== 'skill' && a.kind !== 'command')
            continue;
        const names = a.kind === 'skill' ? [skillInvocationName(a), a.element.name] : [commandName(a)];
        if (a.pluginRoot !== undefined) {
            add(index.qualified, pluginNameOf(a.pluginRoot, plugins), names);
            add(index.byRoot, a.pluginRoot, names);
        }
        else
            names.forEach((n) => index.project.add(n));
    }
    return index;
}
/* harmony default export */ const skill_reference = (projectRule({
    meta: {
        id: 'agents/skill-reference',
        category: 'correctness',
        defaultLevel: 'warn',
        description: "An agent's `skills:` entry that names no skill in the project, the agent's plugin, or a `plugin:skill` of a plugin in the tree.",
        kinds: ['agent'],
        optIn: false,
        fixable: 'maybe',
        rationale: "Claude Code preloads the skills an agent lists in `skills:` into its context. An entry that names no skill (a typo, a renamed folder, a skill of another plugin without its `plugin:` prefix) is skipped without a word, and the agent runs without the knowledge it was written to rely on. Skills in the user's `~/.claude/skills` cannot be seen from the repository, hence a warning.",
        examples: {
            wrong: '---\nname: pdf-analyst\ndescription: Analyses PDF reports\nskills:\n  - pdf-tool\n---',
            right: '---\nname: pdf-analyst\ndescription: Analyses PDF reports\nskills:\n  - pdf-tools\n---',
            file: '.claude/agents/pdf-analyst.md',
            context: { '.claude/skills/pdf-tools/SKILL.md': '---\nname: pdf-tools\ndescription: Extract text from PDF files\n---\n' },
        },
    },
    check(project, ctx) {
        const plugins = pluginNames(project);
        const pluginByName = new Set(plugins.values());
        const index = skillIndex(project, plugins);
        for (const agent of project.artifacts) {
            if (agent.kind !== 'agent')
                continue;
            const pair = getPair(agent.root, 'skills');
            if (!pair || !pair.value || pair.value.type === 'map')
                continue;
            const entries = toolEntries(agent.file, pair.value);
            if (entries.length === 0)
                continue;
            const own = agent.pluginRoot !== undefined ? index.byRoot.get(agent.pluginRoot) : undefined;
            for (const e of entries) {
                const ref = e.text.trim();
                let found;
                let candidates;
                const colon = ref.indexOf(':');
                if (colon > 0) {
                    const pn = ref.slice(0, colon);
                    const sk = ref.slice(colon + 1);
                    if (!pluginByName.has(pn))
                        continue; // a plugin outside the tree: cannot be checked
                    const set = index.qualified.get(pn) ?? new Set();
                    found = set.has(sk);
                    candidates = [...set].map((s) => `${pn}:${s}`);
                }
                else {
                    found = index.project.has(ref) || own?.has(ref) === true;
                    candidates = found ? [] : [...new Set([...index.project, ...(own ?? [])])];
                }
                if (found)
                    continue;
                const near = closest(ref, candidates);
                const caseOnly = near[0]?.caseOnly === true && near.filter((n) => n.caseOnly).length === 1;
                const unique = near.length === 1;
                ctx.report({
                    path: agent.path,
                    message: `skill \`${ref}\` is not found${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}: Claude Code skips it and the agent runs without it`,
                    range: e.range,
                    jsonPath: e.jsonPath,
                    element: agent.element,
                    notes: colon > 0 ? [] : [`looked in project skills${agent.pluginRoot !== undefined ? ` and the skills of plugin \`${pluginNameOf(agent.pluginRoot, plugins)}\`` : ''}; user skills in ~/.claude/skills are not visible to agentlint`],
                    help: 'name a skill by its folder (`.claude/skills/<name>/SKILL.md`), or `plugin:skill` for another plugin\'s skill',
                    suggestion: e.exact && (caseOnly || unique)
                        ? { msg: `use \`${near[0].value}\``, applicability: caseOnly ? 'MachineApplicable' : 'MaybeIncorrect', edits: [{ path: agent.path, range: e.range, text: near[0].value }] }
                        : undefined,
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/agents/agent-reference.ts







/** Every name an `Agent(...)` rule may use: built-ins, agent names, `plugin:agent`. */
function knownAgents(project) {
    const plugins = pluginNames(project);
    const out = new Set(BUILTIN_AGENTS);
    for (const a of project.artifacts) {
        if (a.kind !== 'agent')
            continue;
        const n = scalarString(getPair(a.root, 'name')?.value) ?? (a.pluginRoot !== undefined ? a.element.name : undefined);
        if (!n)
            continue;
        out.add(n);
        if (a.pluginRoot !== undefined) {
            const pn = plugins.get(a.pluginRoot) ?? a.pluginRoot.split('/').pop();
            out.add(`${pn}:${n}`);
        }
    }
    return out;
}
const AGENT_RULE = /^(Agent|Task)\((.*)\)$/s;
/* harmony default export */ const agent_reference = (projectRule({
    meta: {
        id: 'agents/agent-reference',
        category: 'correctness',
        defaultLevel: 'warn',
        description: '`Agent(name)` / `Task(name)` in tools, or a skill\'s `agent:`, naming no agent in the project (built-ins Explore, Plan and general-purpose count).',
        kinds: ['agent', 'skill', 'command'],
        optIn: false,
        fixable: 'maybe',
        rationale: '`Agent(name)` in `tools` limits which subagents an agent may spawn, and a skill\'s `agent:` picks the subagent it forks into. Claude Code matches the name exactly and says nothing when it names no agent: the rule allows nothing, and the skill falls back to the default agent. User agents in ~/.claude/agents are not visible from the repository, hence a warning.',
        examples: {
            wrong: '---\nname: lead\ndescription: Coordinates reviews\ntools: Read, Agent(reviewr)\n---',
            right: '---\nname: lead\ndescription: Coordinates reviews\ntools: Read, Agent(reviewer)\n---',
            file: '.claude/agents/lead.md',
            context: { '.claude/agents/reviewer.md': '---\nname: reviewer\ndescription: Reviews diffs\n---\n' },
        },
    },
    check(project, ctx) {
        const known = knownAgents(project);
        for (const a of project.artifacts) {
            if (a.kind === 'agent') {
                for (const f of ['tools', 'disallowedTools'])
                    checkTools(a, f, false, known, ctx);
            }
            else if (a.kind === 'skill' || a.kind === 'command') {
                for (const f of ['allowed-tools', 'disallowed-tools'])
                    checkTools(a, f, true, known, ctx);
                const agent = getPair(a.root, 'agent');
                const name = scalarString(agent?.value);
                if (agent && agent.value && name && !known.has(name)) {
                    const node = agent.value;
                    report(ctx, a, name, node.range, agent.path, known, true, `\`agent: ${name}\``, (v) => replaceScalar(a.file, node, v).text);
                }
            }
        }
    },
}));
function checkTools(a, field, spaces, known, ctx) {
    const pair = getPair(a.root, field);
    if (!pair || !pair.value || pair.value.type === 'map')
        return;
    for (const e of toolEntries(a.file, pair.value, spaces)) {
        const m = AGENT_RULE.exec(e.text);
        if (!m)
            continue;
        const inner = m[2];
        const innerStart = m[1].length + 1;
        for (const part of inner.matchAll(/[^,\s]+/g)) {
            const name = part[0];
            if (name.includes('*') || known.has(name))
                continue;
            const off = e.range.start.offset + innerStart + part.index;
            const range = e.exact ? a.file.lines.range(off, off + name.length) : e.range;
            report(ctx, a, name, range, e.jsonPath, known, e.exact, `\`${m[1]}(${name})\``);
        }
    }
}
function report(ctx, a, name, range, jsonPath, known, exact, what, text = (v) => v) {
    const near = closest(name, known);
    const caseOnly = near.filter((n) => n.caseOnly);
    const pick = caseOnly.length === 1 ? caseOnly[0] : near.length === 1 ? near[0] : undefined;
    ctx.report({
        path: a.path,
        message: `${what} names no agent${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}: Claude Code matches agent names exactly, so this ${what.startsWith('`agent') ? 'skill runs in the default agent' : 'rule allows no agent'}`,
        range,
        jsonPath,
        element: a.element,
        notes: ['built-in agents: Explore, Plan, general-purpose; agents in ~/.claude/agents are not visible to agentlint'],
        suggestion: pick && exact
            ? { msg: `use \`${pick.value}\``, applicability: pick.caseOnly ? 'MachineApplicable' : 'MaybeIncorrect', edits: [{ path: a.path, range, text: text(pick.value) }] }
            : undefined,
    });
}

;// CONCATENATED MODULE: ./src/rules/agents/duplicate-name.ts




/** The name Claude Code registers an agent under (undefined: the agent is skipped). */
function agentName(a) {
    const n = scalarString(getPair(a.root, 'name')?.value);
    if (n !== undefined && n !== '')
        return n;
    // A plugin agent with no name still loads under its file name.
    return a.pluginRoot !== undefined ? a.element.name : undefined;
}
/* harmony default export */ const duplicate_name = (projectRule({
    meta: {
        id: 'agents/duplicate-name',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'Two agents with the same `name` in one scope (a `.claude/agents` tree or a plugin).',
        kinds: ['agent'],
        optIn: false,
        fixable: false,
        rationale: 'Claude Code identifies a subagent by `name` alone, not by file name. When two files in one scope declare the same name, one of them is loaded and the other silently dropped, and which one wins depends on filesystem order — so it can differ between machines.',
        examples: {
            wrong: '---\nname: reviewer\ndescription: Strict review\n---',
            right: '---\nname: strict-reviewer\ndescription: Strict review\n---',
            file: '.claude/agents/review-strict.md',
            context: { '.claude/agents/review.md': '---\nname: reviewer\ndescription: Review\n---\n' },
        },
    },
    check(project, ctx) {
        const seen = new Map();
        const agents = project.artifacts.filter((a) => a.kind === 'agent').sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
        for (const a of agents) {
            const name = agentName(a);
            if (name === undefined)
                continue;
            const key = `${scopeOf(a)}\u0000${name}`;
            const first = seen.get(key);
            if (!first) {
                seen.set(key, a);
                continue;
            }
            const where = (x) => getPair(x.root, 'name')?.value?.range ?? firstLine(x.file);
            ctx.report({
                path: a.path,
                message: `agent name \`${name}\` is also declared in ${first.path}: Claude Code loads only one of the two, chosen by filesystem order, and silently drops the other`,
                range: where(a),
                jsonPath: getPair(a.root, 'name') ? '$.frontmatter.name' : undefined,
                element: { type: 'agent', name },
                help: 'give each agent a unique `name` (the file name does not count)',
                related: [{ message: `the other agent named \`${name}\``, span: { path: first.path, range: where(first), element: { type: 'agent', name }, jsonPath: '$.frontmatter.name' } }],
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/agents/cross-file.ts



const CROSS_FILE_AGENT_RULES = [skill_reference, duplicate_name, agent_reference];

;// CONCATENATED MODULE: ./src/rules/agents/field-enums.ts





const ENUMS = {
    permissionMode: PERMISSION_MODES,
    effort: EFFORT_LEVELS,
    color: AGENT_COLORS,
    isolation: ISOLATION_MODES,
    memory: MEMORY_SCOPES,
};
function field_enums_checkEnum(artifact, ctx, pair, values) {
    const node = pair.value;
    if (!node)
        return;
    if (node.type !== 'scalar' || node.value === null) {
        ctx.report({ message: `\`${pair.key}\` must be one of ${listOf(values)}`, range: node.range, jsonPath: pair.path });
        return;
    }
    const v = String(node.value);
    if (values.includes(v))
        return;
    const fix = certainCorrection(v, values);
    const near = closest(v, values);
    ctx.report({
        message: `${pair.key} \`${v}\` is not a documented value: Claude Code ignores it; want ${listOf(values)}${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}`,
        range: node.range,
        jsonPath: pair.path,
        suggestion: fix
            ? { msg: `use \`${fix}\``, applicability: 'MachineApplicable', edits: [replaceScalar(artifact.file, node, fix)] }
            : near.length
                ? { msg: `use \`${near[0].value}\``, applicability: 'MaybeIncorrect', edits: [replaceScalar(artifact.file, node, near[0].value)] }
                : undefined,
    });
}
/* harmony default export */ const field_enums = (artifactRule({
    meta: {
        id: 'agents/field-enums',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'permissionMode, effort, color, isolation and memory within their documented values; maxTurns a positive integer; background a boolean.',
        kinds: ['agent', 'ai-rulez-agent'],
        optIn: false,
        fixable: 'machine',
        rationale: 'Claude Code ignores an enum field whose value it does not know: a misspelt `permissionMode` leaves the parent\'s mode in force, a misspelt `isolation` runs the agent in the main worktree. `maxTurns` that is not a positive integer sets no limit; a `background` that is not a boolean is treated as absent.',
        examples: { wrong: '---\nname: fixer\ndescription: Fixes\npermissionMode: acceptedits\nmaxTurns: 0\n---', right: '---\nname: fixer\ndescription: Fixes\npermissionMode: acceptEdits\nmaxTurns: 10\n---', file: '.claude/agents/fixer.md' },
    },
    check(artifact, ctx) {
        for (const [field, values] of Object.entries(ENUMS)) {
            const pair = getPair(artifact.root, field);
            if (!pair)
                continue;
            // ai-rulez lets effort inherit the session's value.
            const allowed = artifact.kind === 'ai-rulez-agent' && field === 'effort' ? [...values, 'inherit'] : values;
            field_enums_checkEnum(artifact, ctx, pair, allowed);
        }
        const turns = getPair(artifact.root, 'maxTurns');
        if (turns?.value) {
            const n = turns.value;
            const v = n.type === 'scalar' ? n.value : undefined;
            if (!(typeof v === 'number' && Number.isInteger(v) && v > 0)) {
                const digits = typeof v === 'string' && /^\s*[1-9]\d*\s*$/.test(v) ? v.trim() : undefined;
                ctx.report({
                    message: `maxTurns must be a positive integer, not \`${n.type === 'scalar' ? String(v) : n.type}\`: Claude Code sets no turn limit`,
                    range: n.range,
                    jsonPath: turns.path,
                    suggestion: digits ? { msg: `write ${digits} as a number`, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: n.range, text: digits }] } : undefined,
                });
            }
        }
        const bg = getPair(artifact.root, 'background');
        if (bg?.value) {
            const n = bg.value;
            const v = n.type === 'scalar' ? n.value : undefined;
            if (typeof v !== 'boolean') {
                const s = typeof v === 'string' ? v.trim().toLowerCase() : '';
                const fixed = s === 'true' || s === 'false' ? s : undefined;
                ctx.report({
                    message: `background must be \`true\` or \`false\`, not \`${n.type === 'scalar' ? String(v) : n.type}\`: Claude Code treats it as absent (false)`,
                    range: n.range,
                    jsonPath: bg.path,
                    suggestion: fixed ? { msg: `write ${fixed} as a boolean`, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: n.range, text: fixed }] } : undefined,
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/shared/model-ref.ts
/** The shared model-value validator (DESIGN-0005 §3): agents, skills, commands and model-policy use it. */


const ALIASES = [...MODEL_ALIASES, MODEL_INHERIT, ...SESSION_MODEL_ALIASES];
function isValidModelRef(v) {
    const k = classifyModel(v).kind;
    return k === 'alias' || k === 'inherit' || k === 'session-alias' || k === 'id';
}
function classifyModel(v) {
    if (MODEL_ALIASES.includes(v))
        return { kind: 'alias' };
    if (v === MODEL_INHERIT)
        return { kind: 'inherit' };
    if (SESSION_MODEL_ALIASES.includes(v))
        return { kind: 'session-alias' };
    if (MODEL_ID_SHAPES.some((re) => re.test(v)))
        return { kind: 'id' };
    const near = closest(v, ALIASES, 2);
    if (near.length > 0 && !/\d/.test(v)) {
        const fix = certainCorrection(v, ALIASES);
        return { kind: 'typo', suggestion: fix ?? near[0].value, certain: fix !== undefined };
    }
    // Something that looks like a model ID (has a version number or a vendor prefix).
    if (/\d/.test(v) && /^[A-Za-z0-9][A-Za-z0-9._:@/[\]-]*$/.test(v))
        return { kind: 'id-like' };
    return { kind: 'unknown' };
}
const MODEL_VALUES_TEXT = `${MODEL_ALIASES.join(', ')}, ${MODEL_INHERIT}, or a full model ID (claude-…, Bedrock or Vertex forms)`;

;// CONCATENATED MODULE: ./src/rules/agents/model-policy.ts



/* harmony default export */ const model_policy = (artifactRule({
    meta: {
        id: 'agents/model-policy',
        category: 'contract',
        defaultLevel: 'error',
        description: 'Opt-in governance: every agent must inherit its model, or use a model from an allowlist.',
        kinds: ['agent', 'ai-rulez-agent'],
        optIn: true,
        fixable: false,
        options: {
            type: 'object',
            properties: {
                require: { type: 'string', enum: ['inherit'], description: 'Every agent must inherit (model absent or `inherit`).' },
                allowlist: { type: 'array', items: { type: 'string' }, description: 'Allowed model values; an absent model counts as `inherit`.' },
            },
            additionalProperties: false,
        },
        rationale: 'Teams that pay for or certify particular models need every agent to use them. The rule is opt-in: it runs only when `.agentlint.yml` has a block for it, with exactly one of `require: inherit` or `allowlist: [...]`. A block without usable options is reported for every agent, never silently ignored.',
        examples: {
            wrong: '---\nname: a\ndescription: d\nmodel: opus\n---',
            right: '---\nname: a\ndescription: d\n---',
            file: '.claude/agents/a.md',
            context: { '.agentlint.yml': 'rules:\n  agents/model-policy:\n    require: inherit\n' },
        },
    },
    validateOptions(o) {
        const errors = [];
        const hasReq = o.require !== undefined;
        const hasList = o.allowlist !== undefined;
        if (hasReq && hasList)
            errors.push('set exactly one of `require` and `allowlist`, not both');
        if (!hasReq && !hasList)
            errors.push('set `require: inherit` or `allowlist: [...]`');
        if (hasReq && o.require !== 'inherit')
            errors.push(`\`require\` must be \`inherit\`, not \`${String(o.require)}\``);
        if (hasList) {
            if (!Array.isArray(o.allowlist))
                errors.push('`allowlist` must be a list of model values');
            else
                for (const m of o.allowlist)
                    if (typeof m !== 'string' || !isValidModelRef(m))
                        errors.push(`allowlist entry \`${String(m)}\` is not a valid model value`);
        }
        return errors;
    },
    check(artifact, ctx) {
        const pair = getPair(artifact.root, 'model');
        const declared = scalarString(pair?.value);
        const model = declared === undefined || declared === '' ? 'inherit' : declared;
        const anchor = pair?.value ?? getPair(artifact.root, 'name')?.value ?? undefined;
        const range = anchor?.range ?? artifact.markdown?.frontmatter.openRange ?? artifact.file.lines.range(0, 0);
        const absent = declared === undefined || declared === '';
        if (ctx.options.require === 'inherit') {
            if (model !== 'inherit') {
                ctx.report({ message: `model policy requires every agent to inherit its model, but this one sets \`${model}\``, range, jsonPath: pair?.path, help: 'remove `model` or set it to `inherit`' });
            }
            return;
        }
        const list = ctx.options.allowlist ?? [];
        if (!list.includes(model)) {
            ctx.report({
                message: `model ${absent ? '(absent, so `inherit`)' : `\`${model}\``} is not in the model policy allowlist: ${list.length ? list.map((m) => `\`${m}\``).join(', ') : '(empty)'}`,
                range,
                jsonPath: pair?.path,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/agents/model-valid.ts




/* harmony default export */ const model_valid = (artifactRule({
    meta: {
        id: 'agents/model-valid',
        category: 'correctness',
        defaultLevel: 'warn',
        description: '`model` must be an alias (sonnet, opus, haiku, fable), `inherit`, or a full model ID.',
        kinds: ['agent', 'skill', 'command', 'ai-rulez-agent'],
        optIn: false,
        fixable: 'machine',
        rationale: 'A misspelt model alias silently falls back to `inherit`: the agent runs on the session model, not the one written. Values that look like model IDs but match no known shape are reported as info, since the ID list moves every few months.',
        examples: { wrong: '---\nname: planner\ndescription: Plans work\nmodel: sonet\n---', right: '---\nname: planner\ndescription: Plans work\nmodel: sonnet\n---', file: '.claude/agents/planner.md' },
    },
    check(artifact, ctx) {
        const pair = getPair(artifact.root, 'model');
        const node = pair?.value;
        if (!pair || !node)
            return;
        if (node.type !== 'scalar' || typeof node.value !== 'string') {
            ctx.report({ message: `\`model\` must be a string; Claude Code falls back to \`inherit\`. Want ${MODEL_VALUES_TEXT}`, range: node.range, jsonPath: pair.path });
            return;
        }
        const v = node.value;
        if (v === '')
            return;
        const c = classifyModel(v);
        if (c.kind === 'typo') {
            ctx.report({
                message: `model \`${v}\` is not a known value: Claude Code silently falls back to \`inherit\` (did you mean \`${c.suggestion}\`?)`,
                range: node.range,
                jsonPath: pair.path,
                help: `want ${MODEL_VALUES_TEXT}`,
                suggestion: { msg: `use \`${c.suggestion}\``, applicability: c.certain ? 'MachineApplicable' : 'MaybeIncorrect', edits: [replaceScalar(artifact.file, node, c.suggestion)] },
            });
        }
        else if (c.kind === 'id-like') {
            ctx.report({
                message: `model \`${v}\` does not match a known model ID shape (claude-…, Bedrock, Vertex); check it is a real model ID`,
                range: node.range,
                jsonPath: pair.path,
                level: 'info',
                help: `want ${MODEL_VALUES_TEXT}`,
            });
        }
        else if (c.kind === 'unknown') {
            ctx.report({
                message: `model \`${v}\` is not a known value: Claude Code silently falls back to \`inherit\``,
                range: node.range,
                jsonPath: pair.path,
                help: `want ${MODEL_VALUES_TEXT}`,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/agents/name-format.ts




const VALID = /^[a-z]+(-[a-z]+)*$/;
/* harmony default export */ const name_format = (artifactRule({
    meta: {
        id: 'agents/name-format',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'An agent `name` must be lowercase letters and hyphens (`^[a-z]+(-[a-z]+)*$`).',
        kinds: ['agent', 'ai-rulez-agent'],
        optIn: false,
        fixable: 'maybe',
        rationale: 'Claude Code identifies a subagent by `name` alone. A name that starts with `-` or contains `:` makes Claude Code skip the file silently; other characters break `Agent(name)` references and @-mentions.',
        examples: { wrong: '---\nname: Code_Reviewer\ndescription: Reviews diffs\n---', right: '---\nname: code-reviewer\ndescription: Reviews diffs\n---', file: '.claude/agents/code-reviewer.md' },
    },
    check(artifact, ctx) {
        const pair = getPair(artifact.root, 'name');
        const name = scalarString(pair?.value);
        if (!pair || !pair.value || name === undefined || name === '' || VALID.test(name))
            return;
        const fatal = name.startsWith('-') || name.includes(':');
        const fixed = toKebab(name, true);
        ctx.report({
            message: fatal
                ? `agent name \`${name}\` ${name.includes(':') ? 'contains `:`' : 'starts with `-`'}: Claude Code never loads this agent`
                : `agent name \`${name}\` should be lowercase letters and hyphens (\`^[a-z]+(-[a-z]+)*$\`)`,
            range: pair.value.range,
            jsonPath: pair.path,
            level: fatal ? 'error' : undefined,
            help: 'use lowercase letters separated by single hyphens, e.g. `code-reviewer`',
            suggestion: fixed && fixed !== name
                ? { msg: `rename the agent to \`${fixed}\` (update references to it too)`, applicability: 'MaybeIncorrect', edits: [replaceScalar(artifact.file, pair.value, fixed)] }
                : undefined,
        });
    },
}));

;// CONCATENATED MODULE: ./src/rules/agents/plugin-ignored-fields.ts



/* harmony default export */ const plugin_ignored_fields = (artifactRule({
    meta: {
        id: 'agents/plugin-ignored-fields',
        category: 'suspicious',
        defaultLevel: 'warn',
        description: '`permissionMode`, `mcpServers` and `hooks` on a plugin-distributed agent: Claude Code ignores them.',
        kinds: ['agent'],
        optIn: false,
        fixable: 'maybe',
        rationale: 'For security, Claude Code drops `permissionMode`, `mcpServers` and `hooks` from agents that come from a plugin. The agent runs without them and nothing says so: the configuration is dead. An agent is plugin-distributed when a folder above it (up to the scan root) holds `.claude-plugin/plugin.json`, or is a local plugin source of a marketplace.',
        examples: { wrong: '---\nname: deployer\ndescription: Deploys\npermissionMode: acceptEdits\n---', right: '---\nname: deployer\ndescription: Deploys\n---', file: 'plugins/ops/agents/deployer.md', context: { 'plugins/ops/.claude-plugin/plugin.json': '{ "name": "ops" }' } },
    },
    check(artifact, ctx) {
        if (!artifact.pluginDistributed || artifact.root?.type !== 'map')
            return;
        for (const pair of artifact.root.pairs) {
            if (!PLUGIN_IGNORED_AGENT_FIELDS.includes(pair.key))
                continue;
            ctx.report({
                message: `\`${pair.key}\` is ignored for plugin-distributed agents: this configuration never takes effect`,
                range: pair.keyRange,
                jsonPath: pair.path,
                notes: [`plugin root: ${artifact.pluginRoot ?? '?'}`],
                help: pair.key === 'permissionMode' ? 'users can set the permission mode themselves; document it in the plugin README' : `move \`${pair.key}\` into the plugin manifest or the user's settings`,
                suggestion: { msg: `remove \`${pair.key}\``, applicability: 'MaybeIncorrect', edits: [deleteLines(artifact.file, pair.range)] },
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/shared/tool-rule.ts


function checkToolFields(artifact, ctx, fields, spaces) {
    for (const field of fields) {
        const pair = getPair(artifact.root, field);
        if (!pair?.value)
            continue;
        if (pair.value.type === 'map') {
            ctx.report({ message: `\`${field}\` must be a comma-separated string or a list of tool names, not a mapping: Claude Code ignores it`, range: pair.value.range, jsonPath: pair.path });
            continue;
        }
        for (const e of toolEntries(artifact.file, pair.value, spaces)) {
            const problem = checkToolEntry(e.text, `\`${field}\``);
            if (!problem)
                continue;
            const fix = problem.suggestion;
            ctx.report({
                message: problem.message,
                range: e.range,
                jsonPath: e.jsonPath,
                level: problem.level,
                help: problem.help,
                suggestion: fix && e.exact
                    ? { msg: fix.msg, applicability: fix.applicability, edits: [{ path: artifact.path, range: e.range, text: fix.replacement }] }
                    : undefined,
            });
        }
    }
}

;// CONCATENATED MODULE: ./src/rules/agents/tools-known.ts


/* harmony default export */ const tools_known = (artifactRule({
    meta: {
        id: 'agents/tools-known',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'Unknown, renamed or malformed entries in an agent\'s `tools` and `disallowedTools`.',
        kinds: ['agent', 'ai-rulez-agent'],
        optIn: false,
        fixable: 'machine',
        rationale: 'Claude Code silently ignores tool names it does not know, so a typo quietly removes a tool (or, in `disallowedTools`, fails to block one). Renamed tools (`Task` → `Agent`) still work for now; removed ones (`MultiEdit`, `LS`) do nothing. Both forms are accepted: a comma-separated string (commas inside parentheses do not split) and a YAML list.',
        examples: { wrong: '---\nname: writer\ndescription: Writes files\ntools: Read, Wrte, Task\n---', right: '---\nname: writer\ndescription: Writes files\ntools: Read, Write, Agent\n---', file: '.claude/agents/writer.md' },
    },
    check(artifact, ctx) {
        checkToolFields(artifact, ctx, ['tools', 'disallowedTools'], false);
    },
}));

;// CONCATENATED MODULE: ./src/rules/agents/index.ts







const AGENT_RULES = [model_valid, name_format, tools_known, plugin_ignored_fields, field_enums, model_policy, ...CROSS_FILE_AGENT_RULES];

;// CONCATENATED MODULE: ./src/rules/ai-rulez/config-edits.ts
/** Edits to an ai-rulez config: the `builtins` line that loads a domain. */


/** The edit that makes the config load builtin `domain`; undefined when no config edit can (a shadowing domain). */
function builtinsFix(p, domain) {
    const file = p.config.file;
    const toml = p.data.format === 'toml';
    const list = (items) => `[${items.map((s) => JSON.stringify(s)).join(', ')}]`;
    const lineOf = (value) => (toml ? `builtins = ${value}` : `builtins: ${value}`);
    const b = p.builtins;
    if (b.shadowed.has(domain))
        return undefined;
    if (b.mode === 'absent') {
        const value = list([domain]);
        const line = lineOf(value);
        if (toml) {
            // Top-level keys must come before the first table header.
            const starts = Object.values(p.data.headers).map((r) => r.start.offset);
            const tables = p.config.root?.type === 'map'
                ? p.config.root.pairs.filter((x) => x.value?.type === 'map' && !x.value.flow).map((x) => x.keyRange.start.offset)
                : [];
            const first = Math.min(...starts, ...tables.map((o) => file.lines.lineStart(file.lines.position(o).line)));
            if (Number.isFinite(first) && first < file.text.length) {
                const at = file.lines.lineStart(file.lines.position(first).line);
                return { line, edits: [{ path: file.path, range: file.lines.range(at, at), text: `${line}\n` }] };
            }
        }
        const end = file.text.length;
        const sep = end === 0 || file.text.endsWith('\n') ? '' : '\n';
        return { line, edits: [{ path: file.path, range: file.lines.range(end, end), text: `${sep}${line}\n` }] };
    }
    const node = b.pair?.value;
    if (!node)
        return undefined;
    let items;
    if (b.mode === 'none' || node.type !== 'seq')
        items = [domain];
    else {
        items = node.items.map((i) => scalarString(i)).filter((s) => s !== undefined && s !== `!${domain}`);
        if (!AI_RULEZ_AUTO_BUILTIN_DOMAINS.includes(domain) && !items.includes(domain))
            items.push(domain);
    }
    const value = list(items);
    return { line: lineOf(value), edits: [{ path: file.path, range: node.range, text: value }] };
}

;// CONCATENATED MODULE: ./src/rules/ai-rulez/resolve.ts
/**
 * ai-rulez agent resolution, as the generator does it, over the Project (pure:
 * files are read only through `Project.stat`/`readText`).
 *
 * For each ai-rulez config (one ai-rulez project): the layers, highest first,
 * are the project's root agents, its domains' agents, the includes folded in
 * declared order (the first include beats later ones; an include with
 * `merge_strategy = "include-override"` goes above everything folded so far),
 * then the loaded builtin domains. `extends: X` binds to the agent named X
 * below the current layer (for X = the agent's own name), or at or below it
 * (for another name; an agent is never its own base), which is how cycles
 * can form inside one layer.
 */





const REMOTE = /^(?:git\+)?(?:https?|file|ssh|git):\/\//i;
const SCP = /^[\w.-]+@[\w.-]+:/;
function isRemoteSource(source) {
    return REMOTE.test(source) || SCP.test(source);
}
/** `rel` joined to `root` (both root-relative); null when it leaves `root` or is absolute. */
function joinInside(root, rel) {
    if (rel.startsWith('/') || rel.startsWith('~') || /^[A-Za-z]:[\\/]/.test(rel))
        return null;
    const joined = external_node_path_namespaceObject.posix.normalize(external_node_path_namespaceObject.posix.join(root, rel.replace(/\\/g, '/'))).replace(/\/$/, '');
    const inRoot = root === '.' ? joined : external_node_path_namespaceObject.posix.relative(root, joined);
    if (inRoot === '..' || inRoot.startsWith('../') || joined.startsWith('/'))
        return null;
    return joined === '' ? '.' : joined;
}
const under = (dir, rel) => (dir === '.' ? rel : `${dir}/${rel}`);
function extendsOf(artifact) {
    const pair = getPair(artifact.root, 'extends');
    const target = scalarString(pair?.value)?.trim();
    if (!pair || !pair.value || !target)
        return undefined;
    return { target, pair, value: pair.value };
}
const cache = new WeakMap();
/** Every ai-rulez project in the scan, resolved (memoized per Project). */
function aiRulezProjects(project) {
    let out = cache.get(project);
    if (!out) {
        // One config per ai-rulez project: `.ai-rulez/config.toml` wins over the older YAML names.
        const rank = (a) => AI_RULEZ_CONFIG_FILES.findIndex((f) => a.path === f || a.path.endsWith(`/${f}`));
        const byRoot = new Map();
        for (const c of project.artifacts.filter((a) => a.kind === 'ai-rulez-config')) {
            const root = c.data.projectRoot;
            const prev = byRoot.get(root);
            if (!prev || rank(c) < rank(prev))
                byRoot.set(root, c);
        }
        out = [...byRoot.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)).map((c) => resolveConfig(project, c));
        cache.set(project, out);
    }
    return out;
}
function readIncludes(project, config, root, headers) {
    const list = getNode(config.root, 'includes');
    if (!list || list.type !== 'seq')
        return [];
    const out = [];
    list.items.forEach((node, index) => {
        if (node.type !== 'map')
            return;
        const namePair = getPair(node, 'name');
        const sourcePair = getPair(node, 'source');
        const source = scalarString(sourcePair?.value);
        const kinds = getNode(node, 'include');
        const agents = !kinds || kinds.type !== 'seq' || kinds.items.some((i) => scalarString(i) === 'agents');
        const info = {
            index,
            node,
            anchor: headers[node.path] ?? node.range,
            name: scalarString(namePair?.value),
            namePair,
            source,
            sourcePair,
            mergeStrategy: scalarString(getNode(node, 'merge_strategy')) ?? AI_RULEZ_DEFAULT_MERGE_STRATEGY,
            agents,
            remote: source !== undefined && isRemoteSource(source),
        };
        const sub = scalarString(getNode(node, 'path')) ?? '';
        const override = scalarString(getNode(node, 'local_override'));
        const locate = (base) => {
            const dir = joinInside(root, sub ? external_node_path_namespaceObject.posix.join(base, sub) : base);
            if (dir === null) {
                info.problem = 'outside';
                return;
            }
            info.dir = dir;
            const what = project.stat(dir);
            if (what === null)
                info.problem = 'missing';
            else if (what === 'file')
                info.problem = 'not-dir';
            else
                info.contentDir = project.stat(under(dir, '.ai-rulez')) === 'dir' ? under(dir, '.ai-rulez') : dir;
        };
        if (override !== undefined) {
            // A local checkout used instead of `source`; when it is absent ai-rulez skips the include.
            const dir = joinInside(root, sub ? external_node_path_namespaceObject.posix.join(override, sub) : override);
            if (dir !== null && project.stat(dir) === 'dir') {
                info.remote = false;
                info.dir = dir;
                info.contentDir = project.stat(under(dir, '.ai-rulez')) === 'dir' ? under(dir, '.ai-rulez') : dir;
            }
        }
        else if (source !== undefined && !info.remote)
            locate(source);
        out.push(info);
    });
    return out;
}
function readBuiltins(config) {
    const state = { mode: 'absent', listed: [], excluded: new Map(), profileRefs: new Set(), shadowed: new Set(), loaded: new Set() };
    const pair = getPair(config.root, 'builtins');
    const profiles = getNode(config.root, 'profiles');
    if (profiles?.type === 'map') {
        for (const p of profiles.pairs) {
            if (p.value?.type !== 'seq')
                continue;
            for (const i of p.value.items) {
                const s = scalarString(i);
                if (s?.startsWith('builtin:'))
                    state.profileRefs.add(s.slice('builtin:'.length));
            }
        }
    }
    if (!pair)
        return state;
    state.pair = pair;
    const v = pair.value;
    if (v?.type === 'scalar' && typeof v.value === 'boolean')
        state.mode = v.value ? 'all' : 'none';
    else if (v?.type === 'seq') {
        state.mode = 'list';
        for (const item of v.items) {
            const s = scalarString(item);
            if (s === undefined)
                continue;
            if (s.startsWith('!')) {
                if (!s.includes('/'))
                    state.excluded.set(s.slice(1), item);
            }
            else
                state.listed.push(s.replace(/^builtin:/, ''));
        }
    }
    else
        state.mode = 'list';
    return state;
}
function resolveConfig(project, config) {
    const data = config.data;
    const root = data.projectRoot;
    const includes = readIncludes(project, config, root, data.headers ?? {});
    const builtins = readBuiltins(config);
    // -- layers -------------------------------------------------------------
    const own = project.artifacts.filter((a) => a.kind === 'ai-rulez-agent' && a.data.projectRoot === root);
    const domains = [...new Set(own.map((a) => a.data.domain).filter((d) => d !== undefined))].sort();
    const projectLayer = { id: 'project', kind: 'project', name: 'project', unknown: false };
    const domainLayers = new Map(domains.map((d) => [d, { id: `domain:${d}`, kind: 'domain', name: d, unknown: false }]));
    let layers = [projectLayer, ...domainLayers.values()];
    const includeLayers = new Map();
    for (const inc of includes) {
        if (!inc.agents)
            continue;
        const layer = {
            id: `include:${inc.name ?? `#${inc.index + 1}`}`,
            kind: 'include',
            name: inc.name ?? `#${inc.index + 1}`,
            include: inc,
            unknown: inc.contentDir === undefined,
        };
        includeLayers.set(inc, layer);
        layers = inc.mergeStrategy === 'include-override' ? [layer, ...layers] : [...layers, layer];
    }
    // Builtins: only with a `builtins` key (or a profile's `builtin:<name>`); a project
    // or include domain of the same name hides the builtin domain.
    const hasDomain = (d) => project.stat(under(root, `.ai-rulez/domains/${d}`)) === 'dir' ||
        includes.some((i) => i.contentDir !== undefined && project.stat(under(i.contentDir, `domains/${d}`)) === 'dir');
    for (const d of AI_RULEZ_BUILTIN_DOMAINS) {
        let on = false;
        if (builtins.mode === 'all')
            on = true;
        else if (builtins.mode === 'list')
            on = (AI_RULEZ_AUTO_BUILTIN_DOMAINS.includes(d) || builtins.listed.includes(d)) && !builtins.excluded.has(d);
        if (!on && builtins.profileRefs.has(d))
            on = true;
        if (on && hasDomain(d)) {
            builtins.shadowed.add(d);
            on = false;
        }
        if (on)
            builtins.loaded.add(d);
    }
    for (const d of AI_RULEZ_BUILTIN_DOMAINS) {
        if (builtins.loaded.has(d))
            layers.push({ id: `builtin:${d}`, kind: 'builtin', name: d, unknown: false });
    }
    const index = new Map(layers.map((l, i) => [l, i]));
    // -- agents -------------------------------------------------------------
    const agents = [];
    const add = (artifact, layer) => {
        agents.push({ name: artifact.element.name, layer, layerIndex: index.get(layer), artifact, extends: extendsOf(artifact) });
    };
    for (const a of own) {
        const d = a.data.domain;
        add(a, d === undefined ? projectLayer : domainLayers.get(d));
    }
    const includeArtifacts = new Map();
    for (const [inc, layer] of includeLayers) {
        if (!inc.contentDir)
            continue;
        const dir = inc.contentDir === '.' ? '' : `${inc.contentDir}/`;
        const found = project.artifacts.filter((a) => {
            if (a.kind !== 'ai-rulez-agent' || !a.path.startsWith(dir))
                return false;
            const rest = a.path.slice(dir.length);
            return /^agents\/[^/]+\.md$/.test(rest) || /^domains\/[^/]+\/agents\/[^/]+\.md$/.test(rest);
        });
        includeArtifacts.set(layer, found);
    }
    // Bare layouts are not discovered: read `agents/<name>.md` for every name that matters.
    const wanted = new Set(AI_RULEZ_BUILTIN_AGENTS.map((b) => b.name));
    for (const e of agents) {
        wanted.add(e.name);
        if (e.extends)
            wanted.add(e.extends.target);
    }
    for (const list of includeArtifacts.values()) {
        for (const a of list) {
            wanted.add(a.element.name);
            const x = extendsOf(a);
            if (x)
                wanted.add(x.target);
        }
    }
    // Probe until nothing new turns up: a probed agent's own `extends` may name another.
    const probed = new Set();
    for (let grew = true; grew;) {
        grew = false;
        for (const [inc, layer] of includeLayers) {
            const list = includeArtifacts.get(layer);
            if (!list || !inc.contentDir)
                continue;
            for (const name of [...wanted].sort()) {
                if (!/^[A-Za-z0-9_.-]+$/.test(name))
                    continue;
                const path = under(inc.contentDir, `agents/${name}.md`);
                if (probed.has(path) || list.some((a) => a.path === path))
                    continue;
                probed.add(path);
                if (project.stat(path) !== 'file')
                    continue;
                const text = project.readText(path);
                if (text === undefined)
                    continue;
                const a = parseAiRulezAgent(sourceFile(path, external_node_path_namespaceObject.posix.join(project.root, path), text));
                if (!a)
                    continue;
                list.push(a);
                const x = extendsOf(a);
                for (const n of [a.element.name, x?.target]) {
                    if (n !== undefined && !wanted.has(n)) {
                        wanted.add(n);
                        grew = true;
                    }
                }
            }
        }
    }
    for (const [, layer] of includeLayers) {
        const list = includeArtifacts.get(layer) ?? [];
        for (const a of list.sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0)))
            add(a, layer);
    }
    for (const layer of layers) {
        if (layer.kind !== 'builtin')
            continue;
        for (const b of AI_RULEZ_BUILTIN_AGENTS) {
            if (b.domain === layer.name)
                agents.push({ name: b.name, layer, layerIndex: index.get(layer), builtinDomain: b.domain });
        }
    }
    agents.sort((a, b) => a.layerIndex - b.layerIndex);
    // -- bindings -----------------------------------------------------------
    const bindings = new Map();
    for (const e of agents) {
        if (!e.extends)
            continue;
        const target = e.extends.target;
        const inRange = (i) => (target === e.name ? i > e.layerIndex : i >= e.layerIndex);
        const base = agents.find((x) => x !== e && x.name === target && inRange(x.layerIndex));
        if (base) {
            bindings.set(e, { kind: 'bound', base });
            continue;
        }
        const unknown = layers.filter((l, i) => l.unknown && inRange(i));
        if (unknown.length > 0) {
            bindings.set(e, { kind: 'unknown', layers: unknown });
            continue;
        }
        const builtin = AI_RULEZ_BUILTIN_AGENTS.find((b) => b.name === target);
        if (builtin && !builtins.loaded.has(builtin.domain)) {
            let reason;
            if (builtins.shadowed.has(builtin.domain))
                reason = 'shadowed';
            else if (builtins.mode === 'absent')
                reason = 'no-builtins';
            else if (builtins.mode === 'none')
                reason = 'builtins-false';
            else if (builtins.excluded.has(builtin.domain))
                reason = 'excluded';
            else
                reason = 'not-listed';
            bindings.set(e, { kind: 'builtin-not-loaded', domain: builtin.domain, reason });
            continue;
        }
        const lowerNames = [...new Set(agents.filter((x) => x !== e && inRange(x.layerIndex)).map((x) => x.name))].sort();
        bindings.set(e, { kind: 'missing', lowerNames });
    }
    // Cycles: follow bound links; every agent on a loop loses its `extends`.
    const state = new Map();
    for (const start of agents) {
        const stack = [];
        let cur = start;
        while (cur && state.get(cur) !== 2) {
            if (state.get(cur) === 1) {
                const cycle = stack.slice(stack.indexOf(cur));
                for (const m of cycle)
                    bindings.set(m, { kind: 'cycle', cycle });
                break;
            }
            state.set(cur, 1);
            stack.push(cur);
            const b = bindings.get(cur);
            cur = b?.kind === 'bound' ? b.base : undefined;
        }
        for (const s of stack)
            state.set(s, 2);
    }
    return { config, data, root, includes, builtins, layers, agents, bindings };
}
/** The next lower definition of the same name: what `e` replaces (or extends). */
function lowerNamesake(p, e) {
    return p.agents.find((x) => x !== e && x.name === e.name && x.layerIndex > e.layerIndex);
}
/** Extending agents (with a file) whose `extends` bound as `kind`, per ai-rulez project. */
function* extendsBoundAs(project, kind) {
    for (const p of aiRulezProjects(project)) {
        for (const e of p.agents) {
            const b = p.bindings.get(e);
            if (b?.kind !== kind || !e.artifact || !e.extends)
                continue;
            yield { p, e: e, b: b };
        }
    }
}
/** The agent ai-rulez generates for a name: the highest definition. */
function winners(p) {
    const seen = new Map();
    for (const e of p.agents)
        if (!seen.has(e.name))
            seen.set(e.name, e);
    return [...seen.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
/** Range to point at an agent as a whole: its `name` value, else its first line. */
function agentAnchor(a) {
    return a.nameRange ?? a.file.lines.range(0, a.file.lines.lineEnd(1));
}
/** A once-per-finding guard for project rules that visit one file from several configs. */
function dedupe() {
    const seen = new Set();
    return (path, range, message) => {
        const k = `${path}\u0000${range.start.offset}\u0000${range.end.offset}\u0000${message}`;
        if (seen.has(k))
            return false;
        seen.add(k);
        return true;
    };
}
function builtinPlaceholder(name, domain) {
    return `[builtin ${name} (${domain}): ai-rulez's text, not shipped with agentlint]`;
}
function bodyText(a) {
    const body = a.markdown?.body ?? '';
    return body.replace(/^(?:[ \t]*\r?\n)+/, '').replace(/\s+$/, '');
}
function resolve_link(e) {
    return { name: e.name, layer: e.layer.id, path: e.artifact?.path };
}
function merge(p, e, memo) {
    const done = memo.get(e);
    if (done)
        return done;
    let m;
    if (!e.artifact) {
        m = {
            fields: new Map([['name', { key: 'name', value: e.name, layer: e.layer.id }]]),
            body: [{ layer: e.layer.id, kind: 'builtin', agent: e.name, text: builtinPlaceholder(e.name, e.builtinDomain ?? e.layer.name) }],
            chain: [resolve_link(e)],
            unknownFieldsFrom: [e.layer.id],
        };
    }
    else {
        const b = p.bindings.get(e);
        const base = b?.kind === 'bound'
            ? merge(p, b.base, memo)
            : b?.kind === 'unknown'
                ? {
                    fields: new Map(),
                    body: [{ layer: b.layers[0].id, kind: 'unknown', agent: e.extends.target, text: `[${e.extends.target} from ${b.layers.map((l) => l.id).join(' or ')}: not fetched]` }],
                    chain: [],
                    unknownFieldsFrom: b.layers.map((l) => l.id),
                }
                : { fields: new Map(), body: [], chain: [], unknownFieldsFrom: [] };
        const fields = new Map(base.fields);
        const root = e.artifact.root;
        if (root?.type === 'map') {
            for (const pair of root.pairs) {
                if (pair.key === 'extends')
                    continue;
                // An overridden key keeps the base's position; new keys follow.
                fields.set(pair.key, { key: pair.key, value: toValue(pair.value), layer: e.layer.id, path: e.artifact.path });
            }
        }
        if (!root || root.type !== 'map' || !getPair(root, 'name')) {
            fields.set('name', { key: 'name', value: e.name, layer: e.layer.id, path: e.artifact.path });
        }
        const own = bodyText(e.artifact);
        const body = [...base.body];
        if (own !== '' || body.length === 0)
            body.push({ layer: e.layer.id, kind: 'file', agent: e.name, path: e.artifact.path, text: own });
        m = { fields, body, chain: [...base.chain, resolve_link(e)], unknownFieldsFrom: base.unknownFieldsFrom };
    }
    memo.set(e, m);
    return m;
}
const STATUS = {
    bound: 'extends',
    missing: 'missing-base',
    cycle: 'cycle',
    'builtin-not-loaded': 'builtin-not-loaded',
    unknown: 'unknown-base',
};
function resolvedAgent(p, e, memo) {
    const m = merge(p, e, memo);
    const b = p.bindings.get(e);
    const shadows = p.agents.filter((x) => x !== e && x.name === e.name && x.layerIndex > e.layerIndex).map(resolve_link);
    return {
        name: e.name,
        layer: e.layer.id,
        path: e.artifact?.path,
        extends: e.extends?.target,
        status: !e.artifact ? 'builtin' : b ? STATUS[b.kind] : 'plain',
        chain: m.chain,
        fields: [...m.fields.values()],
        unknownFieldsFrom: m.unknownFieldsFrom,
        body: m.body,
        text: m.body.map((x) => x.text).join('\n\n'),
        shadows,
    };
}
/** Every ai-rulez project in the scan, with its generated agents. */
function resolveProjects(project) {
    return aiRulezProjects(project).map((p) => {
        const memo = new Map();
        return {
            config: p.config.path,
            projectRoot: p.root,
            layers: p.layers.map((l) => ({ id: l.id, kind: l.kind, name: l.name, unknown: l.unknown, source: l.include?.source })),
            agents: winners(p).map((e) => resolvedAgent(p, e, memo)),
        };
    });
}
/** The generated agent named `name`, in each ai-rulez project that has one. */
function resolveAgent(project, name) {
    const out = [];
    for (const r of resolveProjects(project)) {
        const a = r.agents.find((x) => x.name === name);
        if (a)
            out.push({ config: r.config, agent: a });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/rules/ai-rulez/builtin-not-loaded.ts



const WHY = {
    'no-builtins': (_d, c) => `\`${c}\` has no \`builtins\` key, so no builtin is loaded`,
    'builtins-false': (_d, c) => `\`builtins = false\` in \`${c}\` turns every builtin off`,
    excluded: (d, c) => `\`${c}\` excludes the domain with \`"!${d}"\``,
    'not-listed': (d, c) => `\`${d}\` is an opt-in domain and \`builtins\` in \`${c}\` does not list it`,
    shadowed: (d) => `a project or include domain named \`${d}\` hides the builtin domain`,
};
/* harmony default export */ const builtin_not_loaded = (projectRule({
    meta: {
        id: 'ai-rulez/builtin-not-loaded',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'An ai-rulez agent extends a builtin agent whose domain the config does not load.',
        kinds: ['ai-rulez-agent', 'ai-rulez-config'],
        optIn: false,
        fixable: 'maybe',
        rationale: 'Builtin agents exist only when their domain is loaded: `code-reviewer` and `docs-writer` (ai-governance), `security-auditor` (security) and `test-writer` (testing) once the config has a `builtins` key, and `devops-engineer`, `release-engineer` (cicd) and `polyglot-architect` (polyglot-bindings) only when listed. Otherwise ai-rulez drops `extends` with a warning and the generated agent carries only the appended text, without the builtin instructions it was meant to extend.',
        examples: {
            context: { '.ai-rulez/agents/security-auditor.md': '---\nname: security-auditor\nextends: security-auditor\n---\nAlso audit the FFI layer.' },
            wrong: 'version = "5.0"\nbuiltins = ["!security"]',
            right: 'version = "5.0"\nbuiltins = []',
            file: '.ai-rulez/config.toml',
        },
    },
    check(project, ctx) {
        const once = dedupe();
        for (const { p, e, b } of extendsBoundAs(project, 'builtin-not-loaded')) {
            const fix = builtinsFix(p, b.domain);
            const message = `\`extends: ${e.extends.target}\` names a builtin of the \`${b.domain}\` domain, which is not loaded: ${WHY[b.reason](b.domain, p.config.path)}; ai-rulez drops \`extends\` and generates \`${e.name}\` with its own body only`;
            if (!once(e.artifact.path, e.extends.value.range, message))
                continue;
            const related = p.builtins.excluded.get(b.domain);
            ctx.report({
                message,
                range: e.extends.value.range,
                path: e.artifact.path,
                jsonPath: e.extends.pair.path,
                element: e.artifact.element,
                help: fix ? `load the domain in \`${p.config.path}\`: \`${fix.line}\`` : `rename the project domain \`${b.domain}\`, or copy the base into it`,
                notes: ['loading a builtin domain also loads its rules, context and skills'],
                related: b.reason === 'excluded' && related
                    ? [{ message: `\`${b.domain}\` is excluded here`, span: { path: p.config.path, range: related.range, jsonPath: related.path } }]
                    : b.reason !== 'no-builtins' && p.builtins.pair
                        ? [{ message: '`builtins` is set here', span: { path: p.config.path, range: p.builtins.pair.keyRange, jsonPath: p.builtins.pair.path } }]
                        : [],
                suggestion: fix ? { msg: `set \`${fix.line}\` in \`${p.config.path}\``, applicability: 'MaybeIncorrect', edits: fix.edits } : undefined,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/ai-rulez/config-invalid.ts

/* harmony default export */ const config_invalid = (artifactRule({
    meta: {
        id: 'ai-rulez/config-invalid',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'An ai-rulez `config.toml` that is not valid TOML.',
        kinds: ['ai-rulez-config'],
        optIn: false,
        fixable: false,
        rationale: 'ai-rulez cannot load a config it cannot parse: `generate` fails and none of the agents, rules or includes it declares reach any tool. agentlint reports the parser\'s error at its position and skips the ai-rulez checks that need the config.',
        examples: {
            wrong: 'version = "5.0"\n[[includes]]\nname = "shared\nsource = "./shared"',
            right: 'version = "5.0"\n[[includes]]\nname = "shared"\nsource = "./shared"',
            file: '.ai-rulez/config.toml',
        },
    },
    check(artifact, ctx) {
        const data = artifact.data;
        if (!data.tomlError)
            return;
        ctx.report({
            message: `invalid TOML: ${data.tomlError.message}; ai-rulez cannot load this config`,
            range: data.tomlError.range,
            path: artifact.path,
        });
    },
}));

;// CONCATENATED MODULE: ./src/rules/ai-rulez/extends-cycle.ts


/* harmony default export */ const extends_cycle = (projectRule({
    meta: {
        id: 'ai-rulez/extends-cycle',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'ai-rulez agents whose `extends` links form a cycle.',
        kinds: ['ai-rulez-agent'],
        optIn: false,
        fixable: false,
        rationale: 'ai-rulez cannot merge agents that extend each other in a loop: it drops `extends` from every agent of the cycle, logs a warning and generates each with its own body only, so none of them gets the instructions it meant to inherit.',
        examples: {
            context: {
                '.ai-rulez/config.toml': 'version = "5.0"\n',
                '.ai-rulez/agents/b.md': '---\nname: b\nextends: a\n---\nB\'s additions.',
            },
            wrong: '---\nname: a\nextends: b\n---\nA\'s additions.',
            right: '---\nname: a\n---\nA\'s instructions.',
            file: '.ai-rulez/agents/a.md',
        },
    },
    check(project, ctx) {
        const once = dedupe();
        for (const p of aiRulezProjects(project)) {
            const done = new Set();
            for (const e of p.agents) {
                const b = p.bindings.get(e);
                if (b?.kind !== 'cycle' || done.has(b.cycle))
                    continue;
                done.add(b.cycle);
                // Start the loop at the member that comes first by path, so the report is stable.
                const members = b.cycle.filter((m) => m.artifact && m.extends);
                if (members.length === 0)
                    continue;
                const first = [...members].sort((x, y) => (x.artifact.path < y.artifact.path ? -1 : x.artifact.path > y.artifact.path ? 1 : 0))[0];
                const at = b.cycle.indexOf(first);
                const ordered = [...b.cycle.slice(at), ...b.cycle.slice(0, at)];
                const loop = [...ordered, ordered[0]].map((m) => `\`${m.name}\``).join(' → ');
                const message = `\`extends\` cycle: ${loop}; ai-rulez drops \`extends\` from ${ordered.length === 1 ? 'this agent' : `all ${ordered.length} agents`} and generates each with its own body only`;
                if (!once(first.artifact.path, first.extends.value.range, message))
                    continue;
                ctx.report({
                    message,
                    range: first.extends.value.range,
                    path: first.artifact.path,
                    jsonPath: first.extends.pair.path,
                    element: first.artifact.element,
                    help: 'remove `extends` from one agent of the cycle, or point it at an agent that extends nothing',
                    related: ordered.slice(1).map((m) => ({
                        message: `\`${m.name}\` extends \`${m.extends.target}\``,
                        span: { path: m.artifact.path, range: m.extends.value.range, jsonPath: m.extends.pair.path },
                    })),
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/ai-rulez/extends-unresolved.ts




/* harmony default export */ const extends_unresolved = (projectRule({
    meta: {
        id: 'ai-rulez/extends-unresolved',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'An ai-rulez agent `extends` a name that no lower layer defines.',
        kinds: ['ai-rulez-agent'],
        optIn: false,
        fixable: 'maybe',
        rationale: 'When no agent of the `extends` name exists below the extending agent (builtins, includes, then the project), ai-rulez drops `extends`, logs a warning and generates the agent with its own body only: the base instructions the author meant to keep are silently missing from `.claude/agents/` and every other output.',
        examples: {
            context: { '.ai-rulez/config.toml': 'version = "5.0"\nbuiltins = []\n' },
            wrong: '---\nname: code-reviewer\nextends: code-reveiwer\n---\nAlso check FFI safety comments.',
            right: '---\nname: code-reviewer\nextends: code-reviewer\n---\nAlso check FFI safety comments.',
            file: '.ai-rulez/agents/code-reviewer.md',
        },
    },
    check(project, ctx) {
        const once = dedupe();
        for (const { p, e, b } of extendsBoundAs(project, 'missing')) {
            const target = e.extends.target;
            const near = closest(target, b.lowerNames);
            const fix = certainCorrection(target, b.lowerNames);
            const where = e.layer.kind === 'include' ? ` (as included by \`${p.config.path}\`)` : '';
            const message = `\`extends: ${target}\` names no agent in a lower layer${where}: ai-rulez drops \`extends\` and generates \`${e.name}\` with its own body only${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}`;
            if (!once(e.artifact.path, e.extends.value.range, message))
                continue;
            ctx.report({
                message,
                range: e.extends.value.range,
                path: e.artifact.path,
                jsonPath: e.extends.pair.path,
                element: e.artifact.element,
                help: b.lowerNames.length
                    ? `agents below this one: ${b.lowerNames.map((n) => `\`${n}\``).join(', ')}`
                    : 'no agent exists below this one; remove `extends` or add the base agent',
                notes: ['`extends: <own name>` binds to the agent of that name in the layers below this one (project, includes, builtins, highest first); another name may also bind to an agent of the same layer'],
                suggestion: fix
                    ? { msg: `extend \`${fix}\``, applicability: 'MaybeIncorrect', edits: [replaceScalar(e.artifact.file, e.extends.value, fix)] }
                    : undefined,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/ai-rulez/full-redefinition.ts




const norm = (l) => l.trim().replace(/\s+/g, ' ');
/** Lines of `own` that the base does not have, when most of `own` repeats the base; undefined otherwise. */
function addedText(own, base) {
    const baseLines = new Set(base.split(/\r?\n/).map(norm).filter((l) => l !== ''));
    const ownLines = own.split(/\r?\n/);
    const content = ownLines.filter((l) => norm(l) !== '');
    if (baseLines.size === 0 || content.length === 0)
        return undefined;
    const repeated = content.filter((l) => baseLines.has(norm(l))).length;
    if (repeated * 2 <= content.length)
        return undefined;
    const kept = ownLines.filter((l) => norm(l) === '' || !baseLines.has(norm(l)));
    return kept.join('\n').replace(/\n{3,}/g, '\n\n').trim();
}
function extendsEdits(a, target, added) {
    const { file } = a;
    const fm = a.markdown?.frontmatter;
    const value = yamlPlainSafe(target) ? target : JSON.stringify(target);
    const edits = [];
    if (fm?.present && fm.root) {
        const name = getPair(fm.root, 'name');
        const at = name ? file.lines.lineStart(name.range.end.line + 1) : fm.yamlOffset;
        edits.push({ path: a.path, range: file.lines.range(at, at), text: `extends: ${value}\n` });
    }
    else if (!fm?.present) {
        edits.push({ path: a.path, range: file.lines.range(0, 0), text: `---\nextends: ${value}\n---\n` });
    }
    const bodyStart = a.markdown?.bodyOffset ?? 0;
    edits.push({ path: a.path, range: file.lines.range(bodyStart, file.text.length), text: added === '' ? '' : `${added}\n` });
    return edits;
}
function bodyOf(e) {
    return e.artifact?.markdown?.body;
}
/* harmony default export */ const full_redefinition = (projectRule({
    meta: {
        id: 'ai-rulez/full-redefinition',
        category: 'suspicious',
        defaultLevel: 'info',
        description: 'An ai-rulez agent without `extends` fully replaces a same-named agent of a lower layer.',
        kinds: ['ai-rulez-agent'],
        optIn: false,
        fixable: 'maybe',
        rationale: 'Without `extends`, a same-named agent in a higher layer replaces the base entirely, whatever its frontmatter: none of the base\'s instructions or fields survive. A copy of the base with a few additions drifts as the base changes upstream; `extends: <name>` with only the added text keeps the base and appends to it.',
        examples: {
            context: { '.ai-rulez/config.toml': 'version = "5.0"\nbuiltins = []\n' },
            wrong: '---\nname: code-reviewer\ndescription: Reviews diffs\n---\n<the whole builtin code-reviewer text, copied>\n\nAlso check FFI safety comments.',
            right: '---\nname: code-reviewer\nextends: code-reviewer\n---\nAlso check FFI safety comments.',
            file: '.ai-rulez/agents/code-reviewer.md',
        },
    },
    check(project, ctx) {
        const once = dedupe();
        for (const p of aiRulezProjects(project)) {
            for (const e of p.agents) {
                if (!e.artifact || e.extends)
                    continue;
                const base = lowerNamesake(p, e);
                if (!base)
                    continue;
                const a = e.artifact;
                const range = agentAnchor(a);
                const baseDesc = base.artifact ? `\`${base.artifact.path}\` (${base.layer.id})` : `the builtin \`${base.name}\` (${base.builtinDomain})`;
                const ownBody = bodyOf(e) ?? '';
                const baseBody = bodyOf(base);
                const added = baseBody !== undefined ? addedText(ownBody, baseBody) : undefined;
                const message = added !== undefined
                    ? `\`${e.name}\` repeats most of ${baseDesc} without \`extends\`: it replaces the base entirely, and the copy drifts when the base changes`
                    : `\`${e.name}\` replaces ${baseDesc} entirely (no \`extends\`): none of the base's instructions or fields are kept`;
                if (!once(a.path, range, message))
                    continue;
                ctx.report({
                    message,
                    range,
                    path: a.path,
                    jsonPath: getPair(a.root, 'name')?.value?.path,
                    element: a.element,
                    help: `to append to the base instead, add \`extends: ${e.name}\` and keep only the added text`,
                    notes: ['without `extends`, the highest same-named agent wins whatever its frontmatter (a `tools:` block makes no difference)'],
                    related: base.artifact ? [{ message: 'the replaced base', span: { path: base.artifact.path, range: agentAnchor(base.artifact), element: base.artifact.element } }] : [],
                    suggestion: added !== undefined
                        ? { msg: `extend \`${e.name}\` and keep only the added text (the base's frontmatter fields are then inherited)`, applicability: 'MaybeIncorrect', edits: extendsEdits(a, e.name, added) }
                        : undefined,
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/ai-rulez/include.ts






/* harmony default export */ const include = (projectRule({
    meta: {
        id: 'ai-rulez/include',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'An ai-rulez `[[includes]]` entry that ai-rulez rejects or misreads.',
        kinds: ['ai-rulez-config'],
        optIn: false,
        fixable: 'machine',
        rationale: 'ai-rulez stops loading on a local include whose folder is missing or lies outside the project, and on an include with both `ref` and `version`; an unknown `merge_strategy` or `include` kind, a misspelt field or a duplicate include name makes the include behave differently from what the config says. Nothing from the config is generated until it is fixed.',
        examples: {
            context: { 'shared/agents/reviewer.md': '---\nname: reviewer\n---\nReview.' },
            wrong: 'version = "5.0"\n\n[[includes]]\nname = "shared"\nsource = "./shraed"\nmerge_strategy = "include-overide"',
            right: 'version = "5.0"\n\n[[includes]]\nname = "shared"\nsource = "./shared"\nmerge_strategy = "include-override"',
            file: '.ai-rulez/config.toml',
        },
    },
    check(project, ctx) {
        for (const p of aiRulezProjects(project)) {
            const path = p.config.path;
            const file = p.config.file;
            const names = new Map();
            for (const inc of p.includes) {
                const node = inc.node;
                if (node.type !== 'map')
                    continue;
                const label = inc.name ? `include \`${inc.name}\`` : `include #${inc.index + 1}`;
                for (const req of AI_RULEZ_INCLUDE_REQUIRED) {
                    if (getPair(node, req))
                        continue;
                    ctx.report({ message: `${label} has no \`${req}\`: ai-rulez rejects the config`, range: inc.anchor, path, jsonPath: node.path });
                }
                for (const pair of node.pairs) {
                    if (AI_RULEZ_INCLUDE_FIELDS.includes(pair.key))
                        continue;
                    const near = closest(pair.key, AI_RULEZ_INCLUDE_FIELDS)[0]?.value;
                    const fix = certainCorrection(pair.key, AI_RULEZ_INCLUDE_FIELDS);
                    ctx.report({
                        message: `unknown include field \`${pair.key}\`: ai-rulez ignores it${near ? ` (did you mean \`${near}\`?)` : ''}`,
                        range: pair.keyRange,
                        path,
                        jsonPath: pair.path,
                        level: 'warn',
                        help: near ? undefined : `include fields: ${listOf(AI_RULEZ_INCLUDE_FIELDS, 'and', 20)}`,
                        suggestion: fix && !getPair(node, fix) ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path, range: pair.keyRange, text: fix }] } : undefined,
                    });
                }
                if (inc.name !== undefined && inc.namePair?.value) {
                    const prev = names.get(inc.name);
                    if (prev) {
                        ctx.report({
                            message: `duplicate include name \`${inc.name}\`: include names must be unique (lock entries, caches and overlays are keyed by name)`,
                            range: inc.namePair.value.range,
                            path,
                            jsonPath: inc.namePair.path,
                            related: [{ message: 'first declared here', span: { path, range: prev.range, jsonPath: prev.path } }],
                        });
                    }
                    else
                        names.set(inc.name, { range: inc.namePair.value.range, path: inc.namePair.path });
                }
                const ref = getPair(node, 'ref');
                const version = getPair(node, 'version');
                if (ref && version) {
                    const [first, second] = ref.keyRange.start.offset < version.keyRange.start.offset ? [ref, version] : [version, ref];
                    ctx.report({
                        message: `${label} sets both \`ref\` and \`version\`: use one (\`version\` is a semver range over tags, \`ref\` a branch, tag or commit)`,
                        range: second.keyRange,
                        path,
                        jsonPath: second.path,
                        related: [{ message: `\`${first.key}\` is set here`, span: { path, range: first.keyRange, jsonPath: first.path } }],
                    });
                }
                const ms = getPair(node, 'merge_strategy');
                const msValue = scalarString(ms?.value);
                if (ms?.value && msValue !== undefined && !AI_RULEZ_MERGE_STRATEGIES.includes(msValue)) {
                    const fix = certainCorrection(msValue, AI_RULEZ_MERGE_STRATEGIES);
                    const near = closest(msValue, AI_RULEZ_MERGE_STRATEGIES)[0]?.value;
                    ctx.report({
                        message: `unknown \`merge_strategy\` \`${msValue}\`${near ? ` (did you mean \`${near}\`?)` : ''}`,
                        range: ms.value.range,
                        path,
                        jsonPath: ms.path,
                        help: `one of ${listOf(AI_RULEZ_MERGE_STRATEGIES)} (default \`local-override\`)`,
                        suggestion: fix ? { msg: `use \`${fix}\``, applicability: 'MachineApplicable', edits: [replaceScalar(file, ms.value, fix)] } : undefined,
                    });
                }
                const kinds = getNode(node, 'include');
                if (kinds?.type === 'seq') {
                    for (const item of kinds.items) {
                        const k = scalarString(item);
                        if (k === undefined || AI_RULEZ_INCLUDE_KINDS.includes(k))
                            continue;
                        const fix = certainCorrection(k, AI_RULEZ_INCLUDE_KINDS);
                        const near = closest(k, AI_RULEZ_INCLUDE_KINDS)[0]?.value;
                        ctx.report({
                            message: `unknown include kind \`${k}\`${near ? ` (did you mean \`${near}\`?)` : ''}: nothing of it is imported`,
                            range: item.range,
                            path,
                            jsonPath: item.path,
                            help: `one of ${listOf(AI_RULEZ_INCLUDE_KINDS)}`,
                            suggestion: fix ? { msg: `use \`${fix}\``, applicability: 'MachineApplicable', edits: [replaceScalar(file, item, fix)] } : undefined,
                        });
                    }
                }
                if (inc.problem && inc.sourcePair?.value) {
                    const src = inc.source ?? '';
                    const message = inc.problem === 'outside'
                        ? `local include source \`${src}\` points outside the project: ai-rulez refuses it and stops loading`
                        : inc.problem === 'not-dir'
                            ? `local include source \`${src}\` is a file, not a folder: ai-rulez cannot read it and stops loading`
                            : `local include source \`${src}\` does not exist (\`${inc.dir}\`): ai-rulez stops loading`;
                    ctx.report({
                        message,
                        range: inc.sourcePair.value.range,
                        path,
                        jsonPath: inc.sourcePair.path,
                        help: inc.problem === 'outside'
                            ? 'use a git source, or declare the include in the machine-local `config.local.toml`'
                            : 'local paths are resolved from the folder that holds `.ai-rulez/`; the folder needs a `.ai-rulez/` or bare `agents/`, `rules/`… layout',
                    });
                }
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/ai-rulez/remote-include.ts


/* harmony default export */ const remote_include = (projectRule({
    meta: {
        id: 'ai-rulez/remote-include',
        category: 'contract',
        defaultLevel: 'info',
        description: 'A remote ai-rulez include: agentlint does not fetch it, so its agents are unknown.',
        kinds: ['ai-rulez-config'],
        optIn: false,
        fixable: false,
        rationale: 'agentlint never fetches git includes. Their agents may be the base an `extends` binds to, or may replace a lower agent, so agentlint does not report a missing base that such an include could provide; this note says once which checks it could not make.',
        examples: {
            wrong: '[[includes]]\nname = "org"\nsource = "https://github.com/org/ai-rules.git"',
            right: '[[includes]]\nname = "org"\nsource = "https://github.com/org/ai-rules.git"\ninclude = ["rules", "context"]',
            file: '.ai-rulez/config.toml',
        },
    },
    check(project, ctx) {
        for (const p of aiRulezProjects(project)) {
            for (const layer of p.layers) {
                const inc = layer.include;
                if (!inc || !layer.unknown || !inc.remote || !inc.sourcePair?.value)
                    continue;
                const dependents = p.agents.filter((e) => {
                    const b = p.bindings.get(e);
                    return e.artifact && e.extends && b?.kind === 'unknown' && b.layers.includes(layer);
                });
                const label = inc.name ? `\`${inc.name}\`` : `#${inc.index + 1}`;
                ctx.report({
                    message: `remote include ${label} is not fetched: its agents are unknown to agentlint${dependents.length ? `, so ${dependents.length === 1 ? 'one `extends`' : `${dependents.length} \`extends\``} could not be checked` : ''}`,
                    range: inc.sourcePair.value.range,
                    path: p.config.path,
                    jsonPath: inc.sourcePair.path,
                    notes: ['agentlint reports no missing `extends` base that this include could provide'],
                    related: dependents.map((e) => ({
                        message: `\`extends: ${e.extends.target}\` may bind to an agent of this include`,
                        span: { path: e.artifact.path, range: e.extends.value.range, jsonPath: e.extends.pair.path },
                    })),
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/ai-rulez/index.ts







const AI_RULEZ_RULES = [
    config_invalid,
    include,
    remote_include,
    extends_unresolved,
    extends_cycle,
    builtin_not_loaded,
    full_redefinition,
];

;// CONCATENATED MODULE: ./src/rules/commands/allowed-tools-known.ts


/* harmony default export */ const allowed_tools_known = (artifactRule({
    meta: {
        id: 'commands/allowed-tools-known',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'Unknown, renamed or malformed entries in a command\'s or skill\'s `allowed-tools` and `disallowed-tools`.',
        kinds: ['command', 'skill'],
        optIn: false,
        fixable: 'machine',
        rationale: 'An `allowed-tools` entry Claude Code does not recognise pre-approves nothing, so the command stops to ask (or a `!` shell line aborts). Entries may be separated by commas or spaces; commas and spaces inside parentheses do not split.',
        examples: { wrong: '---\ndescription: Commit\nallowed-tools: Bash(git add:*), bash(git commit:*)\n---', right: '---\ndescription: Commit\nallowed-tools: Bash(git add:*), Bash(git commit:*)\n---', file: '.claude/commands/commit.md' },
    },
    check(artifact, ctx) {
        checkToolFields(artifact, ctx, ['allowed-tools', 'disallowed-tools'], true);
    },
}));

;// CONCATENATED MODULE: ./src/rules/commands/body.ts
/** The body with fenced code blocks and inline code spans blanked out (same length, offsets kept). */
function proseOnly(body) {
    let fence = null;
    const out = [];
    for (let at = 0; at < body.length;) {
        const nl = body.indexOf('\n', at);
        const next = nl < 0 ? body.length : nl + 1;
        const line = body.slice(at, next);
        at = next;
        const m = line.includes('`') || line.includes('~') ? /^\s{0,3}(`{3,}|~{3,})/.exec(line) : null;
        if (fence) {
            if (m && m[1][0] === fence[0] && m[1].length >= fence.length && line.trim() === m[1])
                fence = null;
            out.push(blank(line));
            continue;
        }
        if (m) {
            fence = m[1];
            out.push(blank(line));
            continue;
        }
        out.push(line.includes('`') ? blankInlineCode(line) : line);
    }
    return out.join('');
}
/** Blank `code spans`: a run of backticks, text without backticks, the same run again. */
function blankInlineCode(line) {
    let out = '';
    let from = 0;
    let i = line.indexOf('`');
    while (i >= 0) {
        let n = 1;
        while (line[i + n] === '`')
            n++;
        const close = line.indexOf('`', i + n);
        if (close < 0)
            break;
        let m = 1;
        while (line[close + m] === '`')
            m++;
        const nl = line.indexOf('\n', i);
        if (m >= n && (nl < 0 || nl > close)) {
            out += line.slice(from, i) + ' '.repeat(close + n - i);
            from = close + n;
            i = line.indexOf('`', from);
        }
        else
            i = close;
    }
    return out + line.slice(from);
}
function blank(s) {
    return s.endsWith('\r\n') ? `${' '.repeat(s.length - 2)}\r\n` : s.endsWith('\n') ? `${' '.repeat(s.length - 1)}\n` : ' '.repeat(s.length);
}
/** Several rules read the prose of one body: compute it once per artifact. */
const proseCache = new WeakMap();
function proseOf(artifact, body) {
    let p = proseCache.get(artifact);
    if (p === undefined) {
        p = proseOnly(body);
        proseCache.set(artifact, p);
    }
    return p;
}
const POSITIONAL = /(?<![\\$\w])\$(\d+)(?![\w.,]\d|\w)/g;
const ARGUMENTS = /\$ARGUMENTS(?:\[(\d+)\])?/g;
/** `$N` uses in the prose of the body. */
function positionalUses(artifact) {
    const md = artifact.markdown;
    if (!md)
        return [];
    // Most bodies have no `$N` at all: skip the prose pass for them.
    if (!/\$\d/.test(md.body))
        return [];
    const prose = proseOf(artifact, md.body);
    const out = [];
    for (const m of prose.matchAll(POSITIONAL)) {
        const start = md.bodyOffset + m.index;
        out.push({ start, end: start + m[0].length, text: m[0], index: Number(m[1]) });
    }
    return out;
}
/** `$ARGUMENTS` / `$ARGUMENTS[N]` uses anywhere in the body. */
function argumentsUses(artifact) {
    const md = artifact.markdown;
    if (!md)
        return [];
    const out = [];
    for (const m of md.body.matchAll(ARGUMENTS)) {
        const start = md.bodyOffset + m.index;
        out.push({ start, end: start + m[0].length, text: m[0], index: m[1] === undefined ? undefined : Number(m[1]) });
    }
    return out;
}
/** The `` !`cmd` `` and ```` ```! ```` commands Claude Code runs before sending the prompt. */
function shellCommands(artifact) {
    const md = artifact.markdown;
    if (!md)
        return [];
    const body = md.body;
    const out = [];
    // Neither form present (the usual case): nothing to scan.
    if (!body.includes('!`') && !/^\s{0,3}`{3,}!/m.test(body))
        return out;
    const lines = body.split(/(?<=\n)/);
    let offset = 0;
    let fence = null;
    for (const line of lines) {
        const trimmedEnd = line.replace(/\r?\n$/, '');
        const m = /^\s{0,3}(`{3,}|~{3,})(.*)$/.exec(trimmedEnd);
        if (fence) {
            if (m && m[1][0] === fence.marker[0] && m[1].length >= fence.marker.length && m[2].trim() === '') {
                if (fence.bang) {
                    const raw = body.slice(fence.contentStart, offset);
                    const text = raw.replace(/\s+$/, '');
                    const lead = raw.length - raw.trimStart().length;
                    if (text.trim() !== '') {
                        out.push({ start: md.bodyOffset + fence.contentStart + lead, end: md.bodyOffset + fence.contentStart + text.length, text: text.trim(), form: 'block' });
                    }
                }
                fence = null;
            }
        }
        else if (m) {
            fence = { marker: m[1], bang: m[1][0] === '`' && m[2].startsWith('!'), contentStart: offset + line.length };
        }
        else {
            for (const im of trimmedEnd.matchAll(/(?<![\w`!])!`([^`\n]+)`/g)) {
                const start = md.bodyOffset + offset + im.index + 2;
                out.push({ start, end: start + im[1].length, text: im[1], form: 'inline' });
            }
        }
        offset += line.length;
    }
    return out;
}

;// CONCATENATED MODULE: ./src/rules/commands/argument-hint.ts



/* harmony default export */ const argument_hint = (artifactRule({
    meta: {
        id: 'commands/argument-hint',
        category: 'style',
        defaultLevel: 'info',
        description: 'A command or skill that reads `$ARGUMENTS` or `$N` but declares no `argument-hint`.',
        kinds: ['command', 'skill'],
        optIn: false,
        fixable: false,
        rationale: 'Claude Code shows `argument-hint` next to the command in the `/` menu. Without it users are not told the command takes arguments, run it bare, and `$ARGUMENTS` expands to an empty string.',
        examples: {
            wrong: '---\ndescription: Fix an issue\n---\nFix issue #$ARGUMENTS.',
            right: '---\ndescription: Fix an issue\nargument-hint: [issue-number]\n---\nFix issue #$ARGUMENTS.',
            file: '.claude/commands/fix-issue.md',
        },
    },
    check(artifact, ctx) {
        if (getPair(artifact.root, 'argument-hint') || getPair(artifact.root, 'arguments'))
            return;
        const uses = [...argumentsUses(artifact), ...positionalUses(artifact)].sort((a, b) => a.start - b.start);
        const first = uses[0];
        if (!first)
            return;
        ctx.report({
            message: `\`${first.text}\` reads the command's arguments, but there is no \`argument-hint\`: Claude Code's \`/\` menu does not tell users to pass any, and \`${first.text}\` is empty when they do not`,
            range: artifact.file.lines.range(first.start, first.end),
            help: 'add e.g. `argument-hint: [issue-number]` to the frontmatter',
        });
    },
}));

;// CONCATENATED MODULE: ./src/rules/commands/positional-arguments.ts


/* harmony default export */ const positional_arguments = (artifactRule({
    meta: {
        id: 'commands/positional-arguments',
        category: 'migration',
        defaultLevel: 'warn',
        description: '`$1` used as the first argument while `$0` is never used: arguments are 0-based now.',
        kinds: ['command', 'skill'],
        optIn: false,
        fixable: 'maybe',
        rationale: 'Claude Code numbers command and skill arguments from 0 (`$0` is the first, `$ARGUMENTS[0]` likewise). Older documentation used `$1` for the first argument, so a file written then silently reads the second argument where it meant the first, and an empty string when only one argument is given.',
        examples: {
            wrong: '---\ndescription: Review a pull request\nargument-hint: [pr-number]\n---\nReview pull request #$1.',
            right: '---\ndescription: Review a pull request\nargument-hint: [pr-number]\n---\nReview pull request #$0.',
            file: '.claude/commands/review-pr.md',
        },
    },
    check(artifact, ctx) {
        const uses = positionalUses(artifact);
        if (uses.length === 0)
            return;
        if (uses.some((u) => u.index === 0))
            return;
        if (argumentsUses(artifact).some((u) => u.index !== undefined))
            return;
        const first = uses.filter((u) => u.index === 1)[0];
        if (!first)
            return;
        const { lines } = artifact.file;
        const highest = Math.max(...uses.map((u) => u.index));
        ctx.report({
            message: `\`$1\` is the second argument: Claude Code numbers arguments from \`$0\`, and this file never uses \`$0\`, so it reads the wrong argument (empty when only one is given)`,
            range: lines.range(first.start, first.end),
            notes: uses.length > 1 ? [`${uses.length} positional uses in the body (up to \`$${highest}\`); the fix renumbers all of them`] : [],
            help: 'number arguments from 0: `$0` is the first argument',
            suggestion: {
                msg: 'renumber the arguments from 0',
                applicability: 'MaybeIncorrect',
                edits: uses.map((u) => ({ path: artifact.path, range: lines.range(u.start, u.end), text: `$${u.index - 1}` })),
            },
        });
    },
}));

;// CONCATENATED MODULE: ./src/artifacts/model.ts
function artifactsOf(project, kind) {
    return project.artifacts.filter((a) => a.kind === kind);
}

;// CONCATENATED MODULE: ./src/rules/commands/shadowed-by-skill.ts





/* harmony default export */ const shadowed_by_skill = (projectRule({
    meta: {
        id: 'commands/shadowed-by-skill',
        category: 'suspicious',
        defaultLevel: 'info',
        description: 'A command and a skill with the same name in one scope: the skill wins.',
        kinds: ['command', 'skill'],
        optIn: false,
        fixable: false,
        rationale: 'Commands became a kind of skill (Claude Code v2.1.3) and share one namespace. When `.claude/commands/deploy.md` and `.claude/skills/deploy/SKILL.md` both exist, `/deploy` runs the skill and the command is silently unreachable.',
        // The finding depends only on which paths exist: `wrong` is the command next to the skill in
        // `context`; the fix is a rename, which a single-file example cannot show (see the issue 6 report).
        examples: {
            wrong: '---\ndescription: Deploy the app (old script)\n---\nRun ./deploy.sh\n',
            right: '---\ndescription: Deploy the app (old script)\n---\nRun ./deploy.sh\n',
            file: '.claude/commands/deploy.md',
            rightFile: '.claude/commands/deploy-legacy.md',
            context: { '.claude/skills/deploy/SKILL.md': '---\nname: deploy\ndescription: Deploy the app\n---\nDeploy.\n' },
        },
    },
    check(project, ctx) {
        const skills = new Map();
        for (const s of artifactsOf(project, 'skill')) {
            const key = `${scopeOf(s)}\u0000${skillInvocationName(s)}`;
            if (!skills.has(key))
                skills.set(key, s);
        }
        for (const c of artifactsOf(project, 'command')) {
            const name = commandName(c);
            const skill = skills.get(`${scopeOf(c)}\u0000${name}`);
            if (!skill)
                continue;
            const namePair = getPair(c.root, 'name');
            const descPair = getPair(c.root, 'description');
            const range = namePair?.value?.range ?? descPair?.keyRange ?? firstLine(c.file);
            ctx.report({
                path: c.path,
                message: `command \`/${name}\` is shadowed by the skill \`${name}\` (${skill.path}): Claude Code runs the skill, and this command is never used`,
                range,
                element: { type: 'command', name },
                help: 'rename or delete one of the two; commands and skills share one namespace',
                related: [{ message: `the skill \`${name}\` that wins`, span: { path: skill.path, range: skill.nameRange ?? firstLine(skill.file), element: { type: 'skill', name: skill.element.name } } }],
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/skills/util.ts
/** The folder a SKILL.md sits in (Claude Code names the skill after it). */
function skillDirectory(artifact) {
    const parts = artifact.path.split('/');
    if (parts.length < 2)
        return undefined;
    return parts[parts.length - 2];
}
/** Insert a `key: value` line at the end of the frontmatter (undefined when the file has none). */
function insertFrontmatterLine(artifact, line) {
    const fm = artifact.markdown?.frontmatter;
    if (!fm || !fm.present || fm.lenient)
        return undefined;
    const at = fm.yamlOffset + fm.yaml.length;
    if (fm.problems.some((p) => p.code === 'frontmatter-unclosed'))
        return undefined;
    return { path: artifact.path, range: artifact.file.lines.range(at, at), text: `${line}\n` };
}

;// CONCATENATED MODULE: ./src/rules/commands/shell-injection-approval.ts





/** Does one `allowed-tools` entry approve `cmd` for `tool` (Bash or PowerShell)? */
function entryApproves(entry, tool, cmd) {
    const m = /^([A-Za-z]+)(?:\((.*)\))?$/s.exec(entry.trim());
    if (!m || m[1] !== tool)
        return false;
    const spec = m[2]?.trim();
    if (spec === undefined || spec === '' || spec === '*')
        return true;
    if (spec.endsWith(':*')) {
        // The legacy prefix form: `Bash(npm run test:*)` approves `npm run test`, `npm run test -- x` and `npm run test:unit`.
        const prefix = spec.slice(0, -2).trim();
        return cmd.startsWith(prefix);
    }
    if (!spec.includes('*'))
        return cmd === spec;
    const parts = spec.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
    let pattern = parts.join('.*');
    // `gh *` also approves a bare `gh`.
    if (pattern.endsWith(' .*'))
        pattern = `${pattern.slice(0, -3)}(?: .*)?`;
    return new RegExp(`^${pattern}$`, 's').test(cmd);
}
/** Split a compound command at `&&`, `||`, `;` and `|` (outside quotes). */
function subcommands(cmd) {
    const out = [];
    let cur = '';
    let quote = null;
    for (let i = 0; i < cmd.length; i++) {
        const c = cmd[i];
        if (quote) {
            if (c === quote)
                quote = null;
            cur += c;
            continue;
        }
        if (c === '"' || c === "'") {
            quote = c;
            cur += c;
            continue;
        }
        if (c === ';' || c === '\n' || c === '|' || (c === '&' && cmd[i + 1] === '&')) {
            out.push(cur);
            cur = '';
            if ((c === '|' && cmd[i + 1] === '|') || c === '&')
                i++;
            continue;
        }
        cur += c;
    }
    out.push(cur);
    return out.map((s) => s.trim()).filter((s) => s !== '');
}
function approved(entries, tool, cmd) {
    const c = cmd.trim();
    // Claude Code checks each part of a compound command (`a && b`, `a | b`, `a; b`) on its own,
    // so a prefix rule for `a` does not approve `a; rm -rf /`. An exact rule may name the whole line.
    if (entries.some((e) => e.trim() === `${tool}(${c})`))
        return true;
    const parts = subcommands(c);
    return parts.length > 0 && parts.every((p) => entries.some((e) => entryApproves(e, tool, p)));
}
function firstWord(cmd) {
    const parts = subcommands(cmd);
    const words = (parts[0] ?? cmd).trim().split(/\s+/);
    // Skip leading `VAR=value` assignments.
    const w = words.find((x) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(x)) ?? words[0] ?? cmd;
    return w.replace(/[()]/g, '');
}
/** Add entries to `allowed-tools`, whatever its form; undefined when no safe edit exists. */
function addEntries(artifact, add) {
    const pair = getPair(artifact.root, 'allowed-tools');
    const file = artifact.file;
    if (!pair)
        return insertFrontmatterLine(artifact, `allowed-tools: ${add.join(', ')}`);
    const v = pair.value;
    if (!v)
        return undefined;
    if (v.type === 'seq' && !v.flow && v.items.length > 0) {
        const last = v.items[v.items.length - 1];
        const line = last.range.end.line;
        const text = file.lines.lineText(line);
        const indent = /^(\s*)-/.exec(file.lines.lineText(last.range.start.line))?.[1] ?? '  ';
        const at = file.lines.lineStart(line) + text.length;
        return { path: file.path, range: file.lines.range(at, at), text: add.map((a) => `\n${indent}- ${a}`).join('') };
    }
    if (v.type === 'seq' && v.flow) {
        const at = v.range.end.offset - 1;
        return { path: file.path, range: file.lines.range(at, at), text: `${v.items.length > 0 ? ', ' : ''}${add.join(', ')}` };
    }
    if (v.type === 'scalar' && scalarString(v) !== undefined) {
        const raw = file.text.slice(v.range.start.offset, v.range.end.offset);
        const sep = String(v.value).includes(',') || String(v.value).trim() === '' ? ', ' : ' ';
        if (raw.startsWith('"') || raw.startsWith("'")) {
            const at = v.range.end.offset - 1;
            return { path: file.path, range: file.lines.range(at, at), text: `${sep}${add.join(sep)}` };
        }
        if (raw === String(v.value)) {
            const at = v.range.end.offset;
            return { path: file.path, range: file.lines.range(at, at), text: `${sep}${add.join(sep)}` };
        }
    }
    return undefined;
}
/* harmony default export */ const shell_injection_approval = (artifactRule({
    meta: {
        id: 'commands/shell-injection-approval',
        category: 'correctness',
        defaultLevel: 'warn',
        description: "A `` !`cmd` `` line or ```` ```! ```` block whose command no `allowed-tools` entry pre-approves.",
        kinds: ['command', 'skill'],
        optIn: false,
        fixable: 'maybe',
        rationale: 'Claude Code runs `` !`cmd` `` and ```` ```! ```` blocks before it sends the prompt, with no one to ask for permission: a command that `allowed-tools` does not pre-approve (for example `Bash(git status:*)` or `Bash(gh *)`) fails, and a failing command aborts the whole invocation.',
        examples: {
            wrong: '---\ndescription: Summarise local changes\n---\nChanges: !`git status --short`',
            right: '---\ndescription: Summarise local changes\nallowed-tools: Bash(git status:*)\n---\nChanges: !`git status --short`',
            file: '.claude/commands/changes.md',
        },
    },
    check(artifact, ctx) {
        const cmds = shellCommands(artifact);
        if (cmds.length === 0)
            return;
        const tool = scalarString(getPair(artifact.root, 'shell')?.value) === 'powershell' ? 'PowerShell' : 'Bash';
        const entries = toolEntries(artifact.file, getPair(artifact.root, 'allowed-tools')?.value, true).map((e) => e.text);
        const missing = cmds.filter((c) => !approved(entries, tool, c.text));
        if (missing.length === 0)
            return;
        const add = [...new Set(missing.map((c) => `${tool}(${firstWord(c.text)} *)`))];
        const edit = addEntries(artifact, add);
        missing.forEach((c, i) => {
            const suggestion = i === 0 && edit ? { msg: `pre-approve ${add.map((a) => `\`${a}\``).join(', ')} in \`allowed-tools\``, applicability: 'MaybeIncorrect', edits: [edit] } : undefined;
            const shown = c.text.length > 60 ? `${c.text.slice(0, 57)}...` : c.text;
            ctx.report({
                message: `${c.form === 'inline' ? `\`\` !\`${shown.replace(/\n/g, ' ')}\` \`\`` : 'this ```! block'} runs before the prompt, but no \`allowed-tools\` entry pre-approves it: the command is refused and Claude Code aborts the invocation`,
                range: artifact.file.lines.range(c.start, c.end),
                notes: entries.length === 0 ? ['the file has no `allowed-tools`'] : [`allowed-tools: ${entries.join(', ')}`],
                help: `add an entry such as \`${tool}(${firstWord(c.text)} *)\` to \`allowed-tools\``,
                suggestion,
            });
        });
    },
}));

;// CONCATENATED MODULE: ./src/rules/commands/index.ts





const COMMAND_RULES = [
    allowed_tools_known,
    positional_arguments,
    shell_injection_approval,
    argument_hint,
    shadowed_by_skill,
];

;// CONCATENATED MODULE: ./src/rules/config/index.ts
/** Meta rules about agentlint's own configuration; the engine reports them. They cannot be allowed. */

const unknownLintKind = engineRule({
    id: 'config/unknown-lint-kind',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A `lints:` key that names no rule, category or `all`, or a value other than allow, warn, deny.',
    kinds: [],
    optIn: false,
    fixable: 'machine',
    rationale: 'A misspelt lint key silently changes nothing: the rule keeps its level.',
    examples: { wrong: 'lints:\n  agents/name-fromat: deny', right: 'lints:\n  agents/name-format: deny', file: '.agentlint.yml' },
});
const unknownRule = engineRule({
    id: 'config/unknown-rule',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A `rules:` block for a rule that does not exist.',
    kinds: [],
    optIn: false,
    fixable: 'machine',
    rationale: 'A block for a misspelt rule id configures nothing; an opt-in rule named wrongly never runs.',
    examples: { wrong: 'rules:\n  agents/model-polcy:\n    require: inherit', right: 'rules:\n  agents/model-policy:\n    require: inherit', file: '.agentlint.yml' },
});
const nonSuppressibleLint = engineRule({
    id: 'config/non-suppressible-lint',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'An exact `allow` of a `config/*` kind: configuration findings cannot be silenced.',
    kinds: [],
    optIn: false,
    fixable: false,
    rationale: 'Configuration mistakes must stay visible; the setting is ignored.',
    examples: { wrong: 'lints:\n  config/unknown-rule: allow', right: 'lints: {}', file: '.agentlint.yml' },
});
const invalidConfig = engineRule({
    id: 'config/invalid',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'The configuration file does not match its schema (or is not valid YAML).',
    kinds: [],
    optIn: false,
    fixable: false,
    rationale: 'A configuration agentlint cannot read would otherwise lint with settings the author did not mean.',
    examples: { wrong: 'ignore: vendor/**', right: 'ignore: ["vendor/**"]', file: '.agentlint.yml' },
});
const ruleOptions = engineRule({
    id: 'config/rule-options',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A rule was enabled without usable options: reported once per artifact it would have checked.',
    kinds: [],
    optIn: false,
    fixable: false,
    rationale: 'An enabled policy rule that cannot run must be loud, never a silent no-op (DESIGN-0005 §5).',
    examples: { wrong: 'rules:\n  agents/model-policy: {}', right: 'rules:\n  agents/model-policy:\n    allowlist: [opus, inherit]', file: '.agentlint.yml' },
});
const CONFIG_RULES = [unknownLintKind, unknownRule, nonSuppressibleLint, invalidConfig, ruleOptions];

;// CONCATENATED MODULE: ./src/rules/plugin/edits.ts

/** Replace a key's text, keeping its quotes. */
function renameKey(file, pair, key) {
    const raw = file.text.slice(pair.keyRange.start.offset, pair.keyRange.end.offset);
    const text = raw.startsWith('"') ? JSON.stringify(key) : raw.startsWith("'") ? `'${key}'` : key;
    return { path: file.path, range: pair.keyRange, text };
}
/**
 * Delete one pair of a map. Flow maps (JSON) lose the pair and one adjoining
 * comma; block maps (YAML) lose the pair's lines.
 */
function deletePair(file, map, pair) {
    if (!map.flow) {
        // `- matcher: x` opening a sequence item: keep the `- ` and let the next key take its place.
        const lineStart = file.lines.lineStart(pair.keyRange.start.line);
        const before = file.text.slice(lineStart, pair.keyRange.start.offset);
        const next = map.pairs[map.pairs.indexOf(pair) + 1];
        if (/-\s*$/.test(before) && next)
            return { path: file.path, range: file.lines.range(pair.keyRange.start.offset, next.keyRange.start.offset), text: '' };
        return deleteLines(file, pair.range);
    }
    const i = map.pairs.indexOf(pair);
    const next = map.pairs[i + 1];
    const prev = map.pairs[i - 1];
    const { lines } = file;
    if (next)
        return { path: file.path, range: lines.range(pair.range.start.offset, next.range.start.offset), text: '' };
    if (prev)
        return { path: file.path, range: lines.range(prev.range.end.offset, pair.range.end.offset), text: '' };
    return { path: file.path, range: pair.range, text: '' };
}
/** Add `"key": value` (JSON text) as the first pair of a flow map, matching the next pair's indentation. */
function addJsonPair(file, map, key, jsonValue) {
    const first = map.pairs[0];
    const { lines } = file;
    if (!first) {
        const at = map.range.start.offset + 1;
        return { path: file.path, range: lines.range(at, at), text: ` ${JSON.stringify(key)}: ${jsonValue} ` };
    }
    const at = first.range.start.offset;
    const between = file.text.slice(map.range.start.offset + 1, at);
    const nl = between.lastIndexOf('\n');
    const sep = nl >= 0 ? `,\n${between.slice(nl + 1)}` : ', ';
    return { path: file.path, range: lines.range(at, at), text: `${JSON.stringify(key)}: ${jsonValue}${sep}` };
}

;// CONCATENATED MODULE: ./src/rules/hooks/walk.ts

/** The `{ "<Event>": [...] }` map of an artifact, if it has one. */
function hooksMap(artifact) {
    const node = artifact.kind === 'hooks' ? artifact.root : getNode(artifact.root, 'hooks');
    return node && node.type === 'map' ? node : undefined;
}
/** Every `{ matcher, hooks: [...] }` group under every event. */
function matcherGroups(map) {
    const out = [];
    for (const event of map.pairs) {
        const v = event.value;
        if (!v || v.type !== 'seq')
            continue;
        for (const g of v.items)
            if (g.type === 'map')
                out.push({ event, group: g });
    }
    return out;
}
const HOOK_KINDS = ['hooks', 'agent', 'skill', 'command', 'plugin'];

;// CONCATENATED MODULE: ./src/rules/hooks/event-known.ts





/* harmony default export */ const event_known = (artifactRule({
    meta: {
        id: 'hooks/event-known',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A hooks key that is not a Claude Code hook event (case matters: `PreToolUse`, not `pretooluse`).',
        kinds: HOOK_KINDS,
        optIn: false,
        fixable: 'machine',
        rationale: 'Claude Code looks hooks up by exact event name and never fires hooks registered under any other key: a misspelt or wrongly cased event (`pretooluse`, `PostToolUsed`) means the guard or formatter silently never runs.',
        examples: {
            wrong: '{ "hooks": { "pretooluse": [ { "matcher": "Bash", "hooks": [ { "type": "command", "command": "./guard.sh" } ] } ] } }',
            right: '{ "hooks": { "PreToolUse": [ { "matcher": "Bash", "hooks": [ { "type": "command", "command": "./guard.sh" } ] } ] } }',
            file: '.claude/settings.json',
        },
    },
    check(artifact, ctx) {
        const map = hooksMap(artifact);
        if (!map)
            return;
        for (const pair of map.pairs) {
            if (HOOK_EVENTS.includes(pair.key))
                continue;
            const near = closest(pair.key, HOOK_EVENTS);
            const certain = certainCorrection(pair.key, HOOK_EVENTS);
            const taken = (v) => map.pairs.some((p) => p.key === v);
            const pick = certain ?? near[0]?.value;
            ctx.report({
                message: `\`${pair.key}\` is not a hook event${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}: Claude Code never runs the hooks registered under it`,
                range: pair.keyRange,
                jsonPath: pair.path,
                help: near.length ? undefined : 'hook events include PreToolUse, PostToolUse, UserPromptSubmit, Stop, SessionStart (see the hooks reference)',
                suggestion: pick && !taken(pick)
                    ? { msg: `rename to \`${pick}\``, applicability: certain ? 'MachineApplicable' : 'MaybeIncorrect', edits: [renameKey(artifact.file, pair, pick)] }
                    : undefined,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/hooks/handler.ts





/* harmony default export */ const handler = (artifactRule({
    meta: {
        id: 'hooks/handler',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A hook handler with an unknown `type`, without its required field (command, url, server+tool, prompt), or of a type its event does not run.',
        kinds: HOOK_KINDS,
        optIn: false,
        fixable: 'machine',
        rationale: 'Claude Code skips a hook handler it cannot run: an unknown `type`, a `command` handler without `command`, an `http` handler without `url`, an `mcp_tool` handler without `server` and `tool`, a `prompt` or `agent` handler without `prompt`, or a handler type the event does not support (`prompt` and `agent` handlers only run on decision events such as PreToolUse or Stop; SessionStart and Setup run command handlers only). Handlers placed directly under the event, without a `{ "matcher", "hooks": [...] }` group, are not read at all.',
        examples: {
            wrong: '{ "hooks": { "PreToolUse": [ { "matcher": "Bash", "hooks": [ { "type": "shell", "cmd": "./guard.sh" } ] } ] } }',
            right: '{ "hooks": { "PreToolUse": [ { "matcher": "Bash", "hooks": [ { "type": "command", "command": "./guard.sh" } ] } ] } }',
            file: '.claude/settings.json',
        },
    },
    check(artifact, ctx) {
        const map = hooksMap(artifact);
        if (!map)
            return;
        const file = artifact.file;
        const brace = (n) => file.lines.range(n.range.start.offset, n.range.start.offset + 1);
        for (const event of map.pairs) {
            const v = event.value;
            if (!v)
                continue;
            if (v.type !== 'seq') {
                ctx.report({ message: `\`${event.key}\` must be an array of \`{ "matcher", "hooks": [...] }\` groups: Claude Code runs none of these hooks`, range: v.range, jsonPath: event.path });
                continue;
            }
            for (const group of v.items) {
                if (group.type !== 'map') {
                    ctx.report({ message: 'a hook group must be an object `{ "matcher", "hooks": [...] }`: Claude Code ignores it', range: group.range, jsonPath: group.path });
                    continue;
                }
                const hooks = getPair(group, 'hooks');
                if (!hooks || !hooks.value || hooks.value.type !== 'seq') {
                    const looksLikeHandler = getPair(group, 'type') || getPair(group, 'command');
                    ctx.report({
                        message: looksLikeHandler
                            ? `this entry of \`${event.key}\` is a handler, but Claude Code expects groups \`{ "matcher": ..., "hooks": [ handler ] }\`: the hook never runs`
                            : `hook group has no \`hooks\` array: Claude Code runs nothing for it`,
                        range: hooks ? (hooks.value ? hooks.value.range : hooks.keyRange) : brace(group),
                        jsonPath: hooks?.path ?? group.path,
                        help: 'wrap handlers as `{ "matcher": "Bash", "hooks": [ { "type": "command", "command": "..." } ] }`',
                    });
                    continue;
                }
                for (const h of hooks.value.items) {
                    if (h.type !== 'map') {
                        ctx.report({ message: 'a hook handler must be an object with a `type`: Claude Code skips it', range: h.range, jsonPath: h.path });
                        continue;
                    }
                    const typePair = getPair(h, 'type');
                    const type = scalarString(typePair?.value);
                    if (!typePair || !typePair.value || type === undefined) {
                        ctx.report({
                            message: `hook handler has no \`type\` (${listOf(HOOK_HANDLER_TYPES)}): Claude Code skips it`,
                            range: typePair ? typePair.keyRange : brace(h),
                            jsonPath: `${h.path}.type`,
                            suggestion: !typePair && h.flow && getPair(h, 'command') && h.pairs[0]
                                ? { msg: 'add `"type": "command"`', applicability: 'MaybeIncorrect', edits: [{ path: file.path, range: h.pairs[0].range, text: `"type": "command", ${file.text.slice(h.pairs[0].range.start.offset, h.pairs[0].range.end.offset)}` }] }
                                : undefined,
                        });
                        continue;
                    }
                    if (!HOOK_HANDLER_TYPES.includes(type)) {
                        const fixed = certainCorrection(type, HOOK_HANDLER_TYPES);
                        ctx.report({
                            message: `unknown hook handler type \`${type}\`${didYouMean(type, HOOK_HANDLER_TYPES)}: Claude Code skips this handler`,
                            range: typePair.value.range,
                            jsonPath: typePair.path,
                            help: `handler types: ${listOf(HOOK_HANDLER_TYPES)}`,
                            suggestion: fixed ? { msg: `use \`${fixed}\``, applicability: 'MachineApplicable', edits: [{ path: file.path, range: typePair.value.range, text: typeText(file.text, typePair.value.range.start.offset, fixed) }] } : undefined,
                        });
                        continue;
                    }
                    const missing = (HOOK_HANDLER_REQUIRED[type] ?? []).filter((f) => {
                        const p = getPair(h, f);
                        return !p || !p.value || (p.value.type === 'scalar' && (p.value.value === null || p.value.value === ''));
                    });
                    if (missing.length > 0) {
                        ctx.report({
                            message: `a \`${type}\` hook needs ${listOf(missing, 'and')}: Claude Code skips this handler`,
                            range: typePair.value.range,
                            jsonPath: h.path,
                            help: `add ${missing.map((m) => `\`"${m}"\``).join(' and ')} to the handler`,
                        });
                    }
                    if (!HOOK_EVENTS.includes(event.key))
                        continue;
                    const promptLike = type === 'prompt' || type === 'agent';
                    if (promptLike && !HOOK_EVENTS_WITH_PROMPT_HANDLERS.includes(event.key)) {
                        ctx.report({
                            message: `\`${event.key}\` does not run \`${type}\` hooks (only ${listOf(HOOK_EVENTS_WITH_PROMPT_HANDLERS, 'and', 20)} do): Claude Code skips this handler`,
                            range: typePair.value.range,
                            jsonPath: typePair.path,
                            help: 'use a `command` hook for this event',
                        });
                    }
                    else if (HOOK_EVENTS_COMMAND_ONLY.includes(event.key) && (type === 'http' || promptLike)) {
                        ctx.report({
                            message: `\`${event.key}\` runs only \`command\` hooks: Claude Code skips this \`${type}\` handler`,
                            range: typePair.value.range,
                            // The hooks reference is terse on http handlers here: a warning, not a load error.
                            level: type === 'http' ? 'warn' : undefined,
                            jsonPath: typePair.path,
                            help: 'use a `command` hook for this event',
                        });
                    }
                }
            }
        }
    },
}));
/** The replacement text for a scalar at `offset`, keeping JSON or YAML quoting. */
function typeText(text, offset, value) {
    const c = text[offset];
    return c === "'" ? `'${value}'` : c === '"' ? JSON.stringify(value) : value;
}

;// CONCATENATED MODULE: ./src/rules/hooks/matcher-ignored.ts





/* harmony default export */ const matcher_ignored = (artifactRule({
    meta: {
        id: 'hooks/matcher-ignored',
        category: 'suspicious',
        defaultLevel: 'warn',
        description: 'A `matcher` on a hook event that ignores matchers.',
        kinds: HOOK_KINDS,
        optIn: false,
        fixable: 'maybe',
        rationale: `Some events have nothing to match on (${HOOK_EVENTS_WITHOUT_MATCHER.join(', ')}): Claude Code silently ignores a matcher there and runs the hooks every time the event fires, which is rarely what a matcher such as \`Bash\` was meant to say.`,
        examples: {
            wrong: '{ "hooks": { "Stop": [ { "matcher": "Bash", "hooks": [ { "type": "command", "command": "./notify.sh" } ] } ] } }',
            right: '{ "hooks": { "Stop": [ { "hooks": [ { "type": "command", "command": "./notify.sh" } ] } ] } }',
            file: '.claude/settings.json',
        },
    },
    check(artifact, ctx) {
        const map = hooksMap(artifact);
        if (!map)
            return;
        for (const { event, group } of matcherGroups(map)) {
            if (!HOOK_EVENTS_WITHOUT_MATCHER.includes(event.key))
                continue;
            const m = getPair(group, 'matcher');
            const value = scalarString(m?.value);
            if (!m || !m.value || value === undefined || value === '' || value === '*')
                continue;
            ctx.report({
                message: `\`${event.key}\` ignores matchers: Claude Code runs these hooks on every ${event.key}, not only for \`${value}\``,
                range: m.value.range,
                jsonPath: m.path,
                help: 'remove the matcher, or filter inside the hook command',
                suggestion: { msg: 'remove the matcher', applicability: 'MaybeIncorrect', edits: [deletePair(artifact.file, group, m)] },
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/hooks/index.ts



const HOOK_RULES = [
    event_known,
    handler,
    matcher_ignored,
];

;// CONCATENATED MODULE: ./src/rules/marketplace/plugin-name-unique.ts


/* harmony default export */ const plugin_name_unique = (artifactRule({
    meta: {
        id: 'marketplace/plugin-name-unique',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'Two plugins with the same `name` in one marketplace.',
        kinds: ['marketplace'],
        optIn: false,
        fixable: false,
        rationale: 'Users install a plugin as `name@marketplace`, so names must be unique within a marketplace: with two entries of the same name Claude Code rejects the marketplace (or, in older versions, silently installs only one of the two).',
        examples: {
            wrong: '{ "plugins": [ { "name": "lint", "source": "./a" }, { "name": "lint", "source": "./b" } ] }',
            right: '{ "plugins": [ { "name": "lint", "source": "./a" }, { "name": "lint-strict", "source": "./b" } ] }',
            file: '.claude-plugin/marketplace.json',
        },
    },
    check(artifact, ctx) {
        const plugins = getNode(artifact.root, 'plugins');
        if (!plugins || plugins.type !== 'seq')
            return;
        const seen = new Map();
        for (const entry of plugins.items) {
            const pair = getPair(entry, 'name');
            const name = scalarString(pair?.value);
            if (!pair || !pair.value || name === undefined || name === '')
                continue;
            const first = seen.get(name);
            if (!first) {
                seen.set(name, pair);
                continue;
            }
            ctx.report({
                message: `plugin name \`${name}\` is already used at line ${first.keyRange.start.line}: plugins are installed as \`${name}@marketplace\`, so Claude Code cannot tell the two apart and rejects the marketplace`,
                range: pair.value.range,
                jsonPath: pair.path,
                help: 'give each plugin a unique name',
                related: [{ message: `first plugin named \`${name}\``, span: { path: artifact.path, range: first.value.range, jsonPath: first.path } }],
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/marketplace/reserved-name.ts



/* harmony default export */ const reserved_name = (artifactRule({
    meta: {
        id: 'marketplace/reserved-name',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A marketplace `name` reserved for official Anthropic marketplaces.',
        kinds: ['marketplace'],
        optIn: false,
        fixable: false,
        rationale: 'Names such as `claude-plugins-official` or `anthropic-marketplace` are reserved so third parties cannot impersonate official marketplaces: Claude Code refuses to add a marketplace that uses one.',
        examples: { wrong: '{ "name": "claude-code-plugins", "owner": { "name": "Me" }, "plugins": [] }', right: '{ "name": "acme-claude-tools", "owner": { "name": "Me" }, "plugins": [] }', file: '.claude-plugin/marketplace.json' },
    },
    check(artifact, ctx) {
        const pair = getPair(artifact.root, 'name');
        const name = scalarString(pair?.value);
        if (!pair || !pair.value || name === undefined)
            return;
        if (!RESERVED_MARKETPLACE_NAMES.includes(name.toLowerCase()))
            return;
        ctx.report({
            message: `marketplace name \`${name}\` is reserved for official Anthropic marketplaces: Claude Code refuses to add this marketplace`,
            range: pair.value.range,
            jsonPath: pair.path,
            help: 'choose a name of your own, e.g. prefixed with your organisation',
        });
    },
}));

;// CONCATENATED MODULE: ./src/rules/marketplace/schema.ts




function openBrace(file, node) {
    return file.lines.range(node.range.start.offset, node.range.start.offset + 1);
}
/* harmony default export */ const marketplace_schema = (artifactRule({
    meta: {
        id: 'marketplace/schema',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A marketplace needs `name`, `owner.name` and `plugins[]`, each plugin a `name` and a `source` of a known shape.',
        kinds: ['marketplace'],
        optIn: false,
        fixable: 'machine',
        rationale: 'Claude Code validates `.claude-plugin/marketplace.json` when the marketplace is added or updated: a missing `name` or `owner`, a plugin without `name` or `source`, or a source of an unknown shape makes `/plugin marketplace add` fail, or leaves that plugin uninstallable. A relative source must start with `./`; remote sources are objects: github (`repo`), url (`url`), git-subdir (`url`, `path`), npm (`package`), archive (`url`), command (`command`).',
        examples: {
            wrong: '{ "name": "team-tools", "plugins": [ { "name": "lint", "source": "plugins/lint" } ] }',
            right: '{ "name": "team-tools", "owner": { "name": "Platform team" }, "plugins": [ { "name": "lint", "source": "./plugins/lint" } ] }',
            file: '.claude-plugin/marketplace.json',
        },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        const file = artifact.file;
        const report = (r) => ctx.report(r);
        if (!root)
            return;
        if (root.type !== 'map') {
            report({ message: 'a marketplace file must be a JSON object: Claude Code cannot read this marketplace', range: root.range, jsonPath: '$' });
            return;
        }
        // name
        const name = getPair(root, 'name');
        if (!name || !name.value) {
            report({ message: 'the marketplace has no `name`: Claude Code cannot add it', range: name ? name.keyRange : openBrace(file, root), jsonPath: '$.name' });
        }
        else if (!(name.value.type === 'scalar' && typeof name.value.value === 'string')) {
            report({ message: '`name` must be a string: Claude Code cannot add this marketplace', range: name.value.range, jsonPath: name.path });
        }
        else if (!PLUGIN_NAME_PATTERN.test(name.value.value)) {
            report({
                message: `marketplace name \`${name.value.value}\` is not kebab-case: Claude Code rejects it (users install plugins as \`plugin@${name.value.value}\`)`,
                range: name.value.range,
                jsonPath: name.path,
                help: 'use lowercase letters, digits and single hyphens',
            });
        }
        // owner
        const owner = getPair(root, 'owner');
        if (!owner || !owner.value) {
            report({ message: 'the marketplace has no `owner`: Claude Code rejects it (`owner.name` is required)', range: owner ? owner.keyRange : name?.keyRange ?? openBrace(file, root), jsonPath: '$.owner', help: 'add `"owner": { "name": "Your Name" }`' });
        }
        else if (owner.value.type !== 'map') {
            report({ message: '`owner` must be an object with a `name`: Claude Code rejects the marketplace', range: owner.value.range, jsonPath: owner.path });
        }
        else {
            const on = getPair(owner.value, 'name');
            if (!on || scalarString(on.value) === undefined || scalarString(on.value) === '') {
                report({ message: '`owner` has no `name`: Claude Code rejects the marketplace', range: on ? on.keyRange : owner.keyRange, jsonPath: `${owner.path}.name` });
            }
        }
        // plugins
        const plugins = getPair(root, 'plugins');
        if (!plugins || !plugins.value) {
            report({ message: 'the marketplace has no `plugins` array: Claude Code rejects it', range: plugins ? plugins.keyRange : name?.keyRange ?? openBrace(file, root), jsonPath: '$.plugins' });
            return;
        }
        if (plugins.value.type !== 'seq') {
            report({ message: '`plugins` must be an array: Claude Code rejects the marketplace', range: plugins.value.range, jsonPath: plugins.path });
            return;
        }
        const prefix = scalarString(getNode(getNode(root, 'metadata'), 'pluginRoot'));
        for (const entry of plugins.value.items) {
            if (entry.type !== 'map') {
                report({ message: 'each plugin entry must be an object with `name` and `source`: Claude Code rejects the marketplace', range: entry.range, jsonPath: entry.path });
                continue;
            }
            const pn = getPair(entry, 'name');
            if (!pn || scalarString(pn.value) === undefined || scalarString(pn.value) === '') {
                report({ message: 'plugin entry has no `name`: Claude Code rejects the marketplace', range: pn ? pn.keyRange : openBrace(file, entry), jsonPath: `${entry.path}.name` });
            }
            const src = getPair(entry, 'source');
            const label = scalarString(pn?.value) ?? 'plugin';
            if (!src || !src.value) {
                report({ message: `plugin \`${label}\` has no \`source\`: Claude Code cannot install it`, range: src ? src.keyRange : pn?.keyRange ?? openBrace(file, entry), jsonPath: `${entry.path}.source` });
                continue;
            }
            checkSource(src.value, src.path, label, prefix, file.path, report);
        }
    },
}));
function checkSource(v, path, label, prefix, filePath, report) {
    if (v.type === 'scalar' && v.value !== null && typeof v.value !== 'string') {
        report({ message: `\`source\` of plugin \`${label}\` must be a \`./\` path or an object, not ${typeof v.value === 'number' ? 'a number' : 'a boolean'}: Claude Code cannot install it`, range: v.range, jsonPath: path });
        return;
    }
    if (v.type === 'scalar') {
        const s = scalarString(v);
        if (s === undefined || s === '') {
            report({ message: `plugin \`${label}\` has an empty \`source\`: Claude Code cannot install it`, range: v.range, jsonPath: path });
            return;
        }
        if (s.startsWith('./') || s === '.' || (prefix && !/^(\/|\.\.|[a-z]+:)/.test(s)))
            return;
        const url = /^(https?:|git@|ssh:|git:)/.test(s);
        // `owner/repo` could be a GitHub shorthand or a folder: the fix is then only a guess.
        const ownerRepo = /^[\w.-]+\/[\w.-]+$/.test(s);
        report({
            message: url
                ? `source \`${s}\` is a string, so Claude Code reads it as a relative path: a remote source must be an object such as \`{ "source": "url", "url": "${s}" }\``
                : `relative source \`${s}\` must start with \`./\`: Claude Code cannot install plugin \`${label}\``,
            range: v.range,
            jsonPath: path,
            help: ownerRepo ? `if \`${s}\` is a GitHub repository, write \`{ "source": "github", "repo": "${s}" }\`` : undefined,
            suggestion: !url && !s.startsWith('/') && !s.startsWith('../')
                ? { msg: `use \`./${s}\``, applicability: ownerRepo ? 'MaybeIncorrect' : 'MachineApplicable', edits: [{ path: filePath, range: v.range, text: JSON.stringify(`./${s}`) }] }
                : undefined,
        });
        return;
    }
    if (v.type !== 'map') {
        report({ message: `\`source\` of plugin \`${label}\` must be a \`./\` path or an object: Claude Code cannot install it`, range: v.range, jsonPath: path });
        return;
    }
    const kind = getPair(v, 'source');
    const k = scalarString(kind?.value);
    if (!kind || !kind.value || k === undefined) {
        report({
            message: `source object of plugin \`${label}\` has no \`source\` type (${listOf(MARKETPLACE_SOURCE_TYPES)}): Claude Code cannot install it`,
            range: kind ? kind.keyRange : v.range,
            jsonPath: `${path}.source`,
        });
        return;
    }
    if (!MARKETPLACE_SOURCE_TYPES.includes(k)) {
        const fixed = certainCorrection(k, MARKETPLACE_SOURCE_TYPES);
        report({
            message: `unknown source type \`${k}\`${didYouMean(k, MARKETPLACE_SOURCE_TYPES)}: Claude Code cannot install plugin \`${label}\``,
            range: kind.value.range,
            jsonPath: kind.path,
            help: `source types: ${listOf(MARKETPLACE_SOURCE_TYPES)}`,
            // Source types name different services (`gitlab` is not `github`): only a one-letter slip is certain.
            suggestion: fixed
                ? { msg: `use \`${fixed}\``, applicability: editDistance(k.toLowerCase(), fixed) <= 1 ? 'MachineApplicable' : 'MaybeIncorrect', edits: [{ path: filePath, range: kind.value.range, text: JSON.stringify(fixed) }] }
                : undefined,
        });
        return;
    }
    for (const req of MARKETPLACE_SOURCE_REQUIRED[k] ?? []) {
        const p = getPair(v, req);
        if (p && scalarString(p.value) !== undefined && scalarString(p.value) !== '')
            continue;
        report({
            message: `a \`${k}\` source needs \`${req}\`: Claude Code cannot install plugin \`${label}\``,
            range: p ? p.keyRange : kind.keyRange,
            jsonPath: `${path}.${req}`,
        });
    }
}

;// CONCATENATED MODULE: ./src/rules/marketplace/source-exists.ts




/** Files whose presence makes a folder a plugin root (the manifest is optional). */
const PLUGIN_MARKERS = ['.claude-plugin/plugin.json', 'commands', 'agents', 'skills', 'hooks/hooks.json', '.mcp.json', '.lsp.json', 'SKILL.md'];
/* harmony default export */ const source_exists = (projectRule({
    meta: {
        id: 'marketplace/source-exists',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A marketplace plugin with a local `source` that is missing or is not a plugin root.',
        kinds: ['marketplace'],
        optIn: false,
        fixable: false,
        rationale: 'Claude Code installs a local-source plugin by copying the folder the `source` path names. When the folder is missing, or holds no `.claude-plugin/plugin.json` and no component folders, the install fails or installs an empty plugin.',
        examples: {
            wrong: '{ "plugins": [ { "name": "lint", "source": "./plugins/lnt" } ] }',
            right: '{ "plugins": [ { "name": "lint", "source": "./plugins/lint" } ] }',
            file: '.claude-plugin/marketplace.json',
            context: { 'plugins/lint/.claude-plugin/plugin.json': '{ "name": "lint" }\n' },
        },
    },
    check(project, ctx) {
        for (const m of artifactsOf(project, 'marketplace')) {
            const plugins = getNode(m.root, 'plugins');
            if (!plugins || plugins.type !== 'seq')
                continue;
            const base = String(m.data.marketplaceRoot ?? '.');
            const prefix = scalarString(getNode(getNode(m.root, 'metadata'), 'pluginRoot'));
            for (const entry of plugins.items) {
                const src = getPair(entry, 'source');
                const s = scalarString(src?.value);
                if (!src || !src.value || s === undefined || s === '')
                    continue;
                let rel;
                if (s.startsWith('./') || s === '.' || s.startsWith('../'))
                    rel = s;
                else if (prefix && !/^(\/|[a-z]+:)/.test(s))
                    rel = external_node_path_namespaceObject.posix.join(prefix, s);
                else
                    continue; // marketplace/schema reports the shape
                const dir = external_node_path_namespaceObject.posix.normalize(external_node_path_namespaceObject.posix.join(base, rel));
                const label = scalarString(getNode(entry, 'name')) ?? s;
                const what = project.stat(dir);
                const where = { path: m.path, range: src.value.range, jsonPath: src.path, element: { type: 'plugin', name: label } };
                if (what === null) {
                    ctx.report({ ...where, message: `source \`${s}\` of plugin \`${label}\` does not exist${dir.startsWith('..') ? ' inside the scanned tree' : ''}: Claude Code cannot install the plugin` });
                    continue;
                }
                if (what === 'file') {
                    ctx.report({ ...where, message: `source \`${s}\` of plugin \`${label}\` is a file, not a plugin folder: Claude Code cannot install the plugin` });
                    continue;
                }
                const strictFalse = getNode(entry, 'strict');
                const declaresComponents = ['commands', 'agents', 'skills', 'hooks', 'mcpServers', 'lspServers'].some((k) => getPair(entry, k));
                if (strictFalse && strictFalse.type === 'scalar' && strictFalse.value === false && declaresComponents)
                    continue;
                if (PLUGIN_MARKERS.some((p) => project.stat(external_node_path_namespaceObject.posix.join(dir, p)) !== null))
                    continue;
                ctx.report({
                    ...where,
                    message: `source \`${s}\` of plugin \`${label}\` is not a plugin root (no \`.claude-plugin/plugin.json\` and no commands, agents, skills or hooks): Claude Code installs an empty plugin`,
                    help: 'point `source` at the folder that contains `.claude-plugin/plugin.json`',
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/marketplace/index.ts




const MARKETPLACE_RULES = [
    marketplace_schema,
    reserved_name,
    plugin_name_unique,
    source_exists,
];

;// CONCATENATED MODULE: ./src/rules/mcp/secret-literal.ts


/** Credential shapes that are never anything else. */
const TOKEN_PATTERNS = [
    /\bsk-(?:ant-|proj-)?[A-Za-z0-9_-]{16,}/, // Anthropic / OpenAI
    /\bgh[pousr]_[A-Za-z0-9]{20,}/, // GitHub
    /\bgithub_pat_[A-Za-z0-9_]{20,}/,
    /\bglpat-[A-Za-z0-9_-]{20,}/, // GitLab
    /\bxox[abprs]-[A-Za-z0-9-]{10,}/, // Slack
    /\bAKIA[0-9A-Z]{16}\b/, // AWS access key id
    /\bAIza[0-9A-Za-z_-]{35}\b/, // Google API key
    /\bnpm_[A-Za-z0-9]{36}\b/,
    /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
];
const SECRET_NAME = /(token|secret|passw(or)?d|pwd|api[-_]?key|apikey|access[-_]?key|private[-_]?key|credential|^authorization$|auth[-_]?key|bearer|session[-_]?key)/i;
/** Names of values that are configuration, not credentials (`CLIENT_ID`, `TOKEN_URL`, `API_KEY_FILE`). */
const NOT_SECRET_NAME = /([-_]?(id|user|username|url|uri|host|endpoint|path|file|dir|name|type|header|expiry|ttl))$/i;
const PLACEHOLDER = /^(<[^>]*>|\[[^\]]*\]|\{[^}]*\}|x{3,}|\*{3,}|\.{3}|todo|tbd|none|null|changeme|your[-_ ].*|.*(example|placeholder|replace[-_ ]?me|dummy|redacted|fake|sample|xxx).*)$/i;
const SCHEME = /^(bearer|basic|token|apikey|api-key)\s+/i;
/** The credential part of a value, or undefined when the value does not look like one. */
function literalSecret(key, value) {
    if (value.includes('${'))
        return undefined;
    for (const re of TOKEN_PATTERNS) {
        const m = re.exec(value);
        if (m)
            return m[0];
    }
    const bare = value.replace(SCHEME, '').trim();
    const schemed = bare !== value.trim();
    if (!SECRET_NAME.test(key) || NOT_SECRET_NAME.test(key))
        return undefined;
    if (schemed && !/^authorization$/i.test(key) && !SECRET_NAME.test(key))
        return undefined;
    if (bare === '' || /\s/.test(bare) || PLACEHOLDER.test(bare))
        return undefined;
    if (/^(true|false|yes|no|on|off|\d+)$/i.test(bare))
        return undefined;
    if (/^(https?:|file:|\.{0,2}\/|~\/)/.test(bare))
        return undefined; // a URL or a path to a key file
    const password = /passw(or)?d|pwd/i.test(key);
    const mixed = /[A-Za-z]/.test(bare) && /\d/.test(bare);
    if (password ? bare.length >= 6 : (bare.length >= 12 && mixed) || bare.length >= 24)
        return bare;
    return undefined;
}
/** `ghp_…`: at most four characters of a secret, never more than a quarter of it. */
function redact(secret) {
    const n = Math.min(4, Math.floor(secret.length / 4));
    return `${secret.slice(0, n)}…`;
}
function envName(s) {
    return s.toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'SECRET';
}
/* harmony default export */ const secret_literal = (artifactRule({
    meta: {
        id: 'mcp/secret-literal',
        category: 'suspicious',
        defaultLevel: 'error',
        description: 'A literal credential in an MCP server\'s `env` or `headers` instead of a `${VAR}` reference.',
        kinds: ['mcp'],
        optIn: false,
        fixable: 'maybe',
        tags: ['security'],
        rationale: 'MCP configs (`.mcp.json`, plugin manifests, agent frontmatter) are committed and shared. Claude Code expands `${VAR}` and `${VAR:-default}` in `env` and `headers`, so a token written literally is never needed there — and once committed it is in the history for good: revoke it, then reference an environment variable.',
        examples: {
            wrong: '{ "mcpServers": { "github": { "command": "github-mcp", "env": { "GITHUB_TOKEN": "ghp_0123456789abcdefghijABCDEFGHIJ012345" } } } }',
            right: '{ "mcpServers": { "github": { "command": "github-mcp", "env": { "GITHUB_TOKEN": "${GITHUB_TOKEN}" } } } }',
            file: '.mcp.json',
        },
    },
    check(artifact, ctx) {
        if (artifact.data.reference)
            return;
        const server = artifact.element.name;
        for (const field of ['env', 'headers']) {
            const map = getPair(artifact.root, field)?.value;
            if (!map || map.type !== 'map')
                continue;
            for (const pair of map.pairs) {
                const v = pair.value;
                if (!v || v.type !== 'scalar' || typeof v.value !== 'string')
                    continue;
                const secret = literalSecret(pair.key, v.value);
                if (!secret)
                    continue;
                const scheme = SCHEME.exec(v.value)?.[0] ?? '';
                const variable = field === 'env' ? envName(pair.key) : envName(`${server}_${/^authorization$/i.test(pair.key) ? 'token' : pair.key.replace(/^x-/i, '')}`);
                const replacement = `${scheme}\${${variable}}`;
                ctx.report({
                    message: `\`${field}.${pair.key}\` of MCP server \`${server}\` holds a literal credential (\`${redact(secret)}\`, ${secret.length} characters): it is committed with the file; Claude Code expands \`\${${variable}}\` from the environment instead`,
                    range: v.range,
                    jsonPath: pair.path,
                    notes: ['revoke the credential: removing it from the file does not remove it from the history'],
                    help: `write \`"${pair.key}": "${replacement}"\` and set ${variable} in the environment`,
                    suggestion: { msg: `reference \${${variable}}`, applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: v.range, text: quote(artifact.file.text, v, replacement) }] },
                });
            }
        }
    },
}));
function quote(text, node, value) {
    const c = text[node.range.start.offset];
    return c === "'" ? `'${value}'` : c === '"' || !/^[\w$]/.test(value) ? JSON.stringify(value) : JSON.stringify(value);
}

;// CONCATENATED MODULE: ./src/rules/mcp/server-allowlist.ts

/* harmony default export */ const server_allowlist = (artifactRule({
    meta: {
        id: 'mcp/server-allowlist',
        category: 'contract',
        defaultLevel: 'error',
        description: 'Opt-in governance: only MCP servers on an allowlist may be configured (in .mcp.json, plugin manifests and agent `mcpServers`).',
        kinds: ['mcp'],
        optIn: true,
        fixable: false,
        options: {
            type: 'object',
            properties: { allowlist: { type: 'array', items: { type: 'string' }, description: 'Server names allowed; an empty list blocks every server.' } },
            additionalProperties: false,
        },
        rationale: 'An MCP server can read and send data wherever the agent can reach. Organisations that vet servers need a check that a pull request adds none they have not approved. The rule runs only when enabled in `.agentlint.yml` and then needs an `allowlist`.',
        examples: { wrong: '{ "mcpServers": { "random-scraper": { "command": "npx", "args": ["scraper"] } } }', right: '{ "mcpServers": { "github": { "type": "http", "url": "https://api.githubcopilot.com/mcp/" } } }', file: '.mcp.json', context: { '.agentlint.yml': 'rules:\n  mcp/server-allowlist:\n    allowlist: [github]\n' } },
    },
    validateOptions(o) {
        if (o.allowlist === undefined)
            return ['set `allowlist: [...]` (an empty list blocks every server)'];
        if (!Array.isArray(o.allowlist) || o.allowlist.some((s) => typeof s !== 'string'))
            return ['`allowlist` must be a list of server names'];
        return [];
    },
    check(artifact, ctx) {
        const list = ctx.options.allowlist ?? [];
        const name = artifact.element.name;
        if (list.includes(name))
            return;
        const where = artifact.data.source === 'agent' ? `agent \`${String(artifact.data.owner)}\`` : artifact.data.source === 'plugin' ? 'the plugin manifest' : '.mcp.json';
        ctx.report({
            message: `MCP server \`${name}\` (in ${where}) is not on the server allowlist${list.length ? `: ${list.map((s) => `\`${s}\``).join(', ')}` : ' (the list is empty: every server is blocked)'}`,
            range: artifact.nameRange ?? artifact.file.lines.range(0, 0),
        });
    },
}));

;// CONCATENATED MODULE: ./src/rules/mcp/server-config.ts





/** Spellings of a transport seen in other tools' configs. */
const server_config_ALIASES = {
    'streamable-http': 'http', streamablehttp: 'http', 'streamable_http': 'http', 'http-stream': 'http', https: 'http',
    websocket: 'ws', websockets: 'ws', wss: 'ws', local: 'stdio', process: 'stdio',
};
/* harmony default export */ const server_config = (artifactRule({
    meta: {
        id: 'mcp/server-config',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'An MCP server with an unknown `type`, a stdio server without `command`, or an http/sse/ws server without `url`.',
        kinds: ['mcp'],
        optIn: false,
        fixable: 'machine',
        rationale: 'Claude Code validates each MCP server when it starts: a server with an unknown `type`, a stdio server (the default type) without `command`, or a remote server without `url` fails to connect and its tools are missing from the session; the reason is only shown in `/mcp`.',
        examples: {
            wrong: '{ "mcpServers": { "docs": { "url": "https://mcp.example.com/mcp" } } }',
            right: '{ "mcpServers": { "docs": { "type": "http", "url": "https://mcp.example.com/mcp" } } }',
            file: '.mcp.json',
        },
    },
    check(artifact, ctx) {
        if (artifact.data.reference)
            return;
        const server = artifact.element.name;
        const cfg = artifact.root;
        const at = artifact.nameRange ?? artifact.file.lines.range(0, 0);
        if (!cfg || cfg.type !== 'map') {
            ctx.report({ message: `MCP server \`${server}\` must be an object with a \`command\` or a \`url\`: Claude Code cannot start it`, range: cfg ? cfg.range : at });
            return;
        }
        const typePair = getPair(cfg, 'type');
        let type = scalarString(typePair?.value);
        if (typePair && typePair.value) {
            if (type === undefined || !MCP_TRANSPORTS.includes(type)) {
                const raw = type ?? '';
                const fixed = type === undefined ? undefined : certainCorrection(raw, MCP_TRANSPORTS) ?? server_config_ALIASES[raw.toLowerCase()];
                const certain = type !== undefined && certainCorrection(raw, MCP_TRANSPORTS) !== undefined;
                ctx.report({
                    message: `MCP server \`${server}\` has unknown type \`${raw}\`${type ? didYouMean(raw, MCP_TRANSPORTS) : ''}: Claude Code cannot start it`,
                    range: typePair.value.range,
                    jsonPath: typePair.path,
                    help: `type is one of ${listOf(MCP_TRANSPORTS)} (stdio when omitted)`,
                    suggestion: fixed
                        ? { msg: `use \`${fixed}\``, applicability: certain ? 'MachineApplicable' : 'MaybeIncorrect', edits: [{ path: artifact.path, range: typePair.value.range, text: quoteLike(artifact.file.text, typePair.value.range.start.offset, fixed) }] }
                        : undefined,
                });
                return;
            }
        }
        const hasCommand = getPair(cfg, 'command')?.value != null;
        const hasUrl = getPair(cfg, 'url')?.value != null;
        if (!type) {
            if (hasUrl && !hasCommand) {
                const suggestion = cfg.flow
                    ? { msg: 'add `"type": "http"`', applicability: 'MaybeIncorrect', edits: [addJsonPair(artifact.file, cfg, 'type', '"http"')] }
                    : undefined;
                ctx.report({
                    message: `MCP server \`${server}\` has a \`url\` but no \`type\`: Claude Code reads it as a stdio server, finds no \`command\` and cannot start it`,
                    range: at,
                    jsonPath: cfg.path,
                    help: 'add `"type": "http"` (or `sse`, `ws`) for a remote server',
                    suggestion,
                });
                return;
            }
            type = 'stdio';
        }
        const need = MCP_TRANSPORT_REQUIRED[type];
        const needPair = getPair(cfg, need);
        const needValue = scalarString(needPair?.value);
        if (!needPair || needValue === undefined || needValue.trim() === '') {
            ctx.report({
                message: `${typePair ? `\`${type}\`` : 'stdio (the default type)'} MCP server \`${server}\` has no \`${need}\`: Claude Code cannot start it`,
                range: needPair ? needPair.keyRange : typePair?.value ? typePair.value.range : at,
                jsonPath: needPair?.path ?? cfg.path,
                help: type === 'stdio' ? 'add `"command"` (and `"args"`), or set `"type"` for a remote server' : `add \`"url"\` for the ${type} endpoint`,
            });
        }
    },
}));
function quoteLike(text, offset, value) {
    const c = text[offset];
    return c === '"' ? JSON.stringify(value) : c === "'" ? `'${value}'` : value;
}

;// CONCATENATED MODULE: ./src/rules/mcp/transport-deprecated.ts



/* harmony default export */ const transport_deprecated = (artifactRule({
    meta: {
        id: 'mcp/transport-deprecated',
        category: 'migration',
        defaultLevel: 'info',
        description: 'An MCP server on the deprecated `sse` transport.',
        kinds: ['mcp'],
        optIn: false,
        fixable: 'maybe',
        rationale: 'The SSE transport is deprecated in Claude Code in favour of streamable HTTP (`"type": "http"`). SSE servers still connect today, but support may be removed; most servers offer both endpoints, often at a different path, so check the URL when switching.',
        examples: {
            wrong: '{ "mcpServers": { "docs": { "type": "sse", "url": "https://mcp.example.com/sse" } } }',
            right: '{ "mcpServers": { "docs": { "type": "http", "url": "https://mcp.example.com/mcp" } } }',
            file: '.mcp.json',
        },
    },
    check(artifact, ctx) {
        if (artifact.data.reference)
            return;
        const pair = getPair(artifact.root, 'type');
        const type = scalarString(pair?.value);
        if (!pair || !pair.value || type === undefined)
            return;
        const use = MCP_DEPRECATED_TRANSPORTS[type];
        if (!use)
            return;
        const raw = artifact.file.text[pair.value.range.start.offset];
        const text = raw === '"' ? JSON.stringify(use) : raw === "'" ? `'${use}'` : use;
        ctx.report({
            message: `MCP server \`${artifact.element.name}\` uses the deprecated \`${type}\` transport: Claude Code still connects, but \`${use}\` (streamable HTTP) replaces it`,
            range: pair.value.range,
            jsonPath: pair.path,
            help: 'switch to `"type": "http"` and check whether the server\'s HTTP endpoint has a different path',
            suggestion: { msg: `use \`${use}\` (the server's URL may differ)`, applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: pair.value.range, text }] },
        });
    },
}));

;// CONCATENATED MODULE: ./src/rules/mcp/index.ts




const MCP_RULES = [
    server_allowlist,
    server_config,
    transport_deprecated,
    secret_literal,
];

;// CONCATENATED MODULE: ./src/rules/plugin/component-paths.ts





const DEFAULT_FOLDERS = ['commands', 'agents', 'skills', 'hooks', 'workflows', 'output-styles'];
/* harmony default export */ const component_paths = (projectRule({
    meta: {
        id: 'plugin/component-paths',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'Manifest component paths must be relative, start with `./`, stay inside the plugin and exist; components must not sit inside `.claude-plugin/`.',
        kinds: ['plugin'],
        optIn: false,
        fixable: 'machine',
        rationale: 'Claude Code copies an installed plugin into its cache and resolves component paths from the plugin root: a path that does not start with `./`, climbs out with `..`, or names nothing loads no component, and for `commands` and `agents` it also replaces the default folder, so the plugin silently ends up with none. Folders placed inside `.claude-plugin/` are never scanned.',
        examples: {
            wrong: '{ "name": "my-plugin", "commands": "cmds", "agents": "../shared/agents" }',
            right: '{ "name": "my-plugin", "commands": "./cmds", "agents": "./agents" }',
            file: '.claude-plugin/plugin.json',
            context: { 'cmds/deploy.md': '---\ndescription: Deploy\n---\nDeploy.\n', 'agents/reviewer.md': '---\nname: reviewer\ndescription: Reviews\n---\nReview.\n' },
        },
    },
    check(project, ctx) {
        for (const plugin of artifactsOf(project, 'plugin')) {
            const root = plugin.root;
            if (!root || root.type !== 'map')
                continue;
            const pr = String(plugin.data.pluginRoot ?? plugin.pluginRoot ?? '.');
            const report = (node, message, fix) => ctx.report({
                path: plugin.path,
                message,
                range: node.range,
                jsonPath: node.path,
                element: plugin.element,
                help: 'component paths are relative to the plugin root and start with `./`, e.g. `"./custom/commands"`',
                suggestion: fix !== undefined ? { msg: `use \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: plugin.path, range: node.range, text: JSON.stringify(fix) }] } : undefined,
            });
            for (const pair of root.pairs) {
                const field = pair.key;
                const v = pair.value;
                if (!PLUGIN_PATH_FIELDS.includes(field) || !v)
                    continue;
                const nodes = v.type === 'scalar' ? [v] : v.type === 'seq' ? v.items.filter((i) => i.type === 'scalar') : [];
                for (const node of nodes) {
                    if (typeof node.value !== 'string')
                        continue;
                    const p = node.value;
                    if (p.trim() === '') {
                        report(node, `\`${field}\` has an empty path: Claude Code loads nothing for it`);
                        continue;
                    }
                    if (/^(\/|~|[A-Za-z]:[\\/]|\\\\)/.test(p)) {
                        report(node, `\`${field}\` path \`${p}\` is absolute: Claude Code resolves component paths from the plugin root, so this loads nothing once the plugin is installed`);
                        continue;
                    }
                    if (p.split(/[\\/]/).includes('..')) {
                        report(node, `\`${field}\` path \`${p}\` leaves the plugin with \`..\`: Claude Code copies only the plugin folder when installing, so nothing is loaded from here`);
                        continue;
                    }
                    const rel = p.replace(/\\/g, '/');
                    const target = external_node_path_namespaceObject.posix.normalize(external_node_path_namespaceObject.posix.join(pr, rel));
                    const inManifestDir = external_node_path_namespaceObject.posix.normalize(rel).split('/')[0] === '.claude-plugin';
                    const exists = project.stat(target);
                    if (!p.startsWith('./')) {
                        report(node, `\`${field}\` path \`${p}\` must start with \`./\`: Claude Code does not load the component`, exists && !inManifestDir ? `./${rel.replace(/^\.\//, '')}` : undefined);
                        continue;
                    }
                    if (inManifestDir) {
                        report(node, `\`${field}\` path \`${p}\` points inside \`.claude-plugin/\`: components must sit at the plugin root, and Claude Code does not load them from there`);
                        continue;
                    }
                    if (exists === null) {
                        report(node, `\`${field}\` path \`${p}\` does not exist in the plugin: Claude Code loads nothing for it${field === 'commands' || field === 'agents' ? `, and since \`${field}\` replaces the default folder the plugin has no ${field}` : ''}`);
                    }
                }
            }
            for (const folder of DEFAULT_FOLDERS) {
                const inside = external_node_path_namespaceObject.posix.join(pr === '.' ? '' : pr, '.claude-plugin', folder);
                if (project.stat(inside) !== 'dir')
                    continue;
                const anchor = getPair(root, 'name');
                ctx.report({
                    path: plugin.path,
                    message: `\`${inside}/\` sits inside \`.claude-plugin/\`: Claude Code looks for ${folder} at the plugin root and never loads this folder`,
                    range: anchor ? anchor.keyRange : plugin.file.lines.range(root.range.start.offset, root.range.start.offset + 1),
                    jsonPath: '$',
                    element: plugin.element,
                    help: `move \`.claude-plugin/${folder}/\` to \`${folder}/\` next to \`.claude-plugin/\``,
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/plugin/field-types.ts


const field_types_isString = (n) => n?.type === 'scalar' && typeof n.value === 'string';
const isStringArray = (n) => n?.type === 'seq' && n.items.every(field_types_isString);
function field_types_typeName(n) {
    if (!n)
        return 'null';
    if (n.type === 'map')
        return 'an object';
    if (n.type === 'seq')
        return n.items.every(field_types_isString) ? 'an array' : 'an array with non-string items';
    if (n.value === null)
        return 'null';
    return typeof n.value === 'string' ? 'a string' : typeof n.value === 'number' ? 'a number' : 'a boolean';
}
function fits(n, t) {
    switch (t) {
        case 'string': return field_types_isString(n);
        case 'boolean': return n?.type === 'scalar' && typeof n.value === 'boolean';
        case 'object': return n?.type === 'map';
        case 'string[]': return isStringArray(n);
        case 'paths': return field_types_isString(n) || isStringArray(n);
        case 'paths|inline': return field_types_isString(n) || isStringArray(n) || n?.type === 'map';
        case 'array|object': return n?.type === 'seq' || n?.type === 'map';
        case 'string|object': return field_types_isString(n) || n?.type === 'map';
    }
}
const EXPECT = {
    string: 'a string',
    boolean: '`true` or `false`',
    object: 'an object',
    'string[]': 'an array of strings',
    paths: 'a path or an array of paths',
    'paths|inline': 'a path, an array of paths, or an inline object',
    'array|object': 'an array or an object',
    'string|object': 'a string or an object',
};
/* harmony default export */ const field_types = (artifactRule({
    meta: {
        id: 'plugin/field-types',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A known plugin manifest field with a value of the wrong type (e.g. `keywords` as a string).',
        kinds: ['plugin'],
        optIn: false,
        fixable: 'maybe',
        rationale: 'Claude Code validates the manifest when it loads a plugin: a recognised field of the wrong type (say `"keywords": "git, review"` instead of an array) is a load error, and none of the plugin’s commands, agents, skills, hooks or MCP servers are available.',
        examples: { wrong: '{ "name": "my-plugin", "keywords": "git, review" }', right: '{ "name": "my-plugin", "keywords": ["git", "review"] }', file: '.claude-plugin/plugin.json' },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (!root || root.type !== 'map')
            return;
        for (const pair of root.pairs) {
            const t = PLUGIN_FIELD_TYPES[pair.key];
            // `name` is plugin/manifest-name's.
            if (!t || pair.key === 'name')
                continue;
            const v = pair.value;
            if (!fits(v, t)) {
                let suggestion;
                if (v && v.type === 'scalar' && typeof v.value === 'string') {
                    if (t === 'string[]') {
                        const items = v.value.split(',').map((s) => s.trim()).filter(Boolean);
                        suggestion = { msg: 'make it an array', applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: v.range, text: JSON.stringify(items) }] };
                    }
                    else if (t === 'boolean' && /^(true|false)$/i.test(v.value)) {
                        suggestion = { msg: `write the boolean \`${v.value.toLowerCase()}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: v.range, text: v.value.toLowerCase() }] };
                    }
                }
                else if (v && v.type === 'scalar' && typeof v.value === 'number' && t === 'string') {
                    suggestion = { msg: 'quote it', applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: v.range, text: JSON.stringify(v.raw) }] };
                }
                ctx.report({
                    message: `\`${pair.key}\` must be ${EXPECT[t]}, not ${field_types_typeName(v)}: Claude Code fails to load the plugin`,
                    range: v ? v.range : pair.keyRange,
                    jsonPath: pair.path,
                    suggestion,
                });
                continue;
            }
            if (pair.key === 'author' && v && v.type === 'map') {
                for (const sub of v.pairs) {
                    if (!PLUGIN_AUTHOR_FIELDS.includes(sub.key) || field_types_isString(sub.value))
                        continue;
                    ctx.report({
                        message: `\`author.${sub.key}\` must be a string, not ${field_types_typeName(sub.value)}: Claude Code fails to load the plugin`,
                        range: sub.value ? sub.value.range : sub.keyRange,
                        jsonPath: sub.path,
                    });
                }
            }
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/plugin/manifest-name.ts




/* harmony default export */ const manifest_name = (artifactRule({
    meta: {
        id: 'plugin/manifest-name',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A plugin manifest without `name`, or a `name` that is not kebab-case.',
        kinds: ['plugin'],
        optIn: false,
        fixable: 'machine',
        rationale: 'The manifest is optional, but when `.claude-plugin/plugin.json` exists its `name` is required and must be kebab-case (`^[a-z0-9]+(-[a-z0-9]+)*$`): Claude Code refuses to load the plugin otherwise, and the name prefixes every command and agent it provides (`/my-plugin:deploy`).',
        examples: { wrong: '{ "name": "My Plugin", "version": "1.0.0" }', right: '{ "name": "my-plugin", "version": "1.0.0" }', file: '.claude-plugin/plugin.json' },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (!root || root.type !== 'map')
            return;
        const pair = getPair(root, 'name');
        if (!pair || !pair.value) {
            ctx.report({
                message: pair ? '`name` has no value: Claude Code refuses to load the plugin' : 'the plugin manifest has no `name`: Claude Code refuses to load the plugin',
                range: pair ? pair.keyRange : artifact.file.lines.range(root.range.start.offset, root.range.start.offset + 1),
                jsonPath: pair?.path ?? '$',
                help: `add \`"name": "${toKebab(String(artifact.data.pluginRoot ?? '').split('/').pop() || 'my-plugin') || 'my-plugin'}"\` (kebab-case)`,
            });
            return;
        }
        const v = pair.value;
        if (v.type !== 'scalar' || typeof v.value !== 'string') {
            ctx.report({ message: '`name` must be a string: Claude Code refuses to load the plugin', range: v.range, jsonPath: pair.path });
            return;
        }
        const name = v.value;
        if (PLUGIN_NAME_PATTERN.test(name))
            return;
        const fixed = toKebab(name);
        const caseOnly = fixed === name.toLowerCase();
        ctx.report({
            message: `plugin name \`${name}\` is not kebab-case (\`^[a-z0-9]+(-[a-z0-9]+)*$\`): Claude Code refuses to load the plugin`,
            range: v.range,
            jsonPath: pair.path,
            help: 'use lowercase letters and digits separated by single hyphens, e.g. `my-plugin`',
            suggestion: fixed
                ? { msg: `rename the plugin to \`${fixed}\``, applicability: caseOnly ? 'MachineApplicable' : 'MaybeIncorrect', edits: [{ path: artifact.path, range: v.range, text: JSON.stringify(fixed) }] }
                : undefined,
        });
    },
}));

;// CONCATENATED MODULE: ./src/rules/plugin/semver.ts


const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*)(?:\.(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*))*))?(?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$/;
/** A likely semver spelling of a near-miss: `v1.2.3` → `1.2.3`, `1.2` → `1.2.0`. */
function toSemver(v) {
    let s = v.trim().replace(/^[vV]/, '');
    if (/^\d+$/.test(s))
        s = `${s}.0.0`;
    else if (/^\d+\.\d+$/.test(s))
        s = `${s}.0`;
    s = s.replace(/(^|\.)0+(\d)/g, '$1$2');
    return SEMVER.test(s) && s !== v ? s : undefined;
}
/* harmony default export */ const semver = (artifactRule({
    meta: {
        id: 'plugin/semver',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A plugin `version` that is not a semantic version (`MAJOR.MINOR.PATCH`).',
        kinds: ['plugin'],
        optIn: false,
        fixable: 'maybe',
        rationale: 'Claude Code compares plugin versions as semver to decide whether an installed plugin has an update. A version such as `1.0` or `v2.1.0` cannot be compared, so users may never be offered the new release.',
        examples: { wrong: '{ "name": "my-plugin", "version": "v1.2" }', right: '{ "name": "my-plugin", "version": "1.2.0" }', file: '.claude-plugin/plugin.json' },
    },
    check(artifact, ctx) {
        const pair = getPair(artifact.root, 'version');
        const v = pair?.value;
        if (!pair || !v || v.type !== 'scalar' || typeof v.value !== 'string')
            return;
        if (SEMVER.test(v.value))
            return;
        const fixed = toSemver(v.value);
        ctx.report({
            message: `version \`${v.value}\` is not semver (MAJOR.MINOR.PATCH): Claude Code cannot compare it, so updates to this plugin may not be detected`,
            range: v.range,
            jsonPath: pair.path,
            help: 'use three numbers, e.g. `1.2.0` (pre-release `1.2.0-beta.1` is fine)',
            suggestion: fixed ? { msg: `use \`${fixed}\``, applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: v.range, text: JSON.stringify(fixed) }] } : undefined,
        });
    },
}));

;// CONCATENATED MODULE: ./src/rules/plugin/unknown-field.ts




/** Keys editors and schemas add that Claude Code skips without a word. */
const TOLERATED = ['$schema'];
/* harmony default export */ const unknown_field = (artifactRule({
    meta: {
        id: 'plugin/unknown-field',
        category: 'suspicious',
        defaultLevel: 'warn',
        description: 'A plugin manifest field Claude Code does not know.',
        kinds: ['plugin'],
        optIn: false,
        fixable: 'machine',
        rationale: 'Claude Code only warns about unknown manifest fields and otherwise ignores them, so a misspelt `comands` or a marketplace-only field such as `category` silently does nothing: the components stay at their defaults.',
        examples: { wrong: '{ "name": "my-plugin", "comands": "./cmds" }', right: '{ "name": "my-plugin", "commands": "./cmds" }', file: '.claude-plugin/plugin.json' },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (!root || root.type !== 'map')
            return;
        for (const pair of root.pairs) {
            if (PLUGIN_FIELDS.includes(pair.key) || TOLERATED.includes(pair.key))
                continue;
            const near = closest(pair.key, PLUGIN_FIELDS);
            const certain = certainCorrection(pair.key, PLUGIN_FIELDS);
            const taken = certain !== undefined && root.pairs.some((p) => p.key === certain);
            ctx.report({
                message: `unknown manifest field \`${pair.key}\`${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}: Claude Code ignores it`,
                range: pair.keyRange,
                jsonPath: pair.path,
                help: near.length ? undefined : 'see the plugins reference for the manifest fields; marketplace-only fields (such as `category`) belong in the marketplace entry',
                suggestion: certain && !taken
                    ? { msg: `rename to \`${certain}\``, applicability: 'MachineApplicable', edits: [renameKey(artifact.file, pair, certain)] }
                    : near.length && !taken && !root.pairs.some((p) => p.key === near[0].value)
                        ? { msg: `rename to \`${near[0].value}\``, applicability: 'MaybeIncorrect', edits: [renameKey(artifact.file, pair, near[0].value)] }
                        : undefined,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/plugin/index.ts





const PLUGIN_RULES = [
    manifest_name,
    semver,
    field_types,
    unknown_field,
    component_paths,
];

;// CONCATENATED MODULE: ./src/rules/schema/frontmatter-required.ts


function missing(artifact, key) {
    const v = getPair(artifact.root, key)?.value;
    if (!v)
        return true;
    if (v.type === 'scalar')
        return v.value === null || scalarString(v)?.trim() === '';
    return false;
}
/* harmony default export */ const frontmatter_required = (artifactRule({
    meta: {
        id: 'schema/frontmatter-required',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'An agent needs `name` and `description`; a skill needs `description`.',
        kinds: ['agent', 'skill'],
        optIn: false,
        fixable: 'maybe',
        rationale: 'Claude Code silently skips a subagent file with no `name` or no `description` (the reason is only in a debug log), so the agent simply does not exist. A plugin agent without `name` still loads under its file name. A skill without `description` loads, but Claude cannot tell when to use it.',
        examples: { wrong: '---\nname: reviewer\n---\nReview the diff.', right: '---\nname: reviewer\ndescription: Reviews diffs for bugs; use after every change\n---\nReview the diff.', file: '.claude/agents/reviewer.md' },
    },
    check(artifact, ctx) {
        const fm = artifact.markdown?.frontmatter;
        if (!fm)
            return;
        // An unclosed or unparseable frontmatter is schema/yaml-invalid's finding.
        if (fm.present && fm.problems.some((p) => p.code === 'frontmatter-unclosed'))
            return;
        const range = fm.present ? fm.openRange : artifact.file.lines.range(0, artifact.file.lines.lineEnd(1));
        const fileName = artifact.path.split('/').pop().replace(/\.md$/i, '');
        if (artifact.kind === 'agent') {
            for (const key of ['name', 'description']) {
                if (!missing(artifact, key))
                    continue;
                const pair = getPair(artifact.root, key);
                const pluginName = key === 'name' && artifact.pluginDistributed;
                const insertAt = fm.present ? artifact.file.lines.lineStart(2) : 0;
                const line = key === 'name' ? `name: ${fileName}` : 'description: <when to use this agent>';
                ctx.report({
                    message: !fm.present
                        ? `agent file has no frontmatter, so no \`${key}\`: Claude Code ${artifact.pluginDistributed ? (key === 'name' ? 'loads it under its file name' : 'cannot tell when to use it') : 'skips the file silently'}`
                        : pluginName
                            ? 'plugin agent has no `name`: Claude Code loads it under its file name'
                            : `agent has no \`${key}\`: Claude Code skips the file silently`,
                    range: pair?.keyRange ?? range,
                    jsonPath: `$.frontmatter.${key}`,
                    level: pluginName ? 'warn' : undefined,
                    suggestion: fm.present && !pair
                        ? {
                            msg: `add \`${line}\``,
                            applicability: key === 'name' ? 'MaybeIncorrect' : 'HasPlaceholders',
                            edits: [{ path: artifact.path, range: artifact.file.lines.range(insertAt, insertAt), text: `${line}\n` }],
                        }
                        : undefined,
                });
            }
        }
        else if (missing(artifact, 'description')) {
            const pair = getPair(artifact.root, 'description');
            ctx.report({
                message: 'skill has no `description`: Claude cannot tell when to use it, and the Agent Skills spec requires one',
                range: pair?.keyRange ?? range,
                jsonPath: '$.frontmatter.description',
                level: 'warn',
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/schema/parse-rules.ts
/** Parse problems, reported by the engine from what the parsers found. */

const yamlInvalid = engineRule({
    id: 'schema/yaml-invalid',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'Frontmatter or a YAML file that strict YAML rejects (also an unclosed `---`).',
    kinds: ['agent', 'skill', 'command', 'agentltl'],
    optIn: false,
    fixable: 'machine',
    rationale: 'Claude Code silently skips an agent whose frontmatter it cannot parse (the reason is only in a debug log). The usual cause is an unquoted `: ` inside a description. agentlint reads such frontmatter leniently so every other rule still runs.',
    examples: {
        wrong: '---\nname: reviewer\ndescription: Use when: the user asks for a review\n---',
        right: '---\nname: reviewer\ndescription: "Use when: the user asks for a review"\n---',
        file: '.claude/agents/reviewer.md',
    },
});
const jsonInvalid = engineRule({
    id: 'schema/json-invalid',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A JSON artifact (plugin manifest, marketplace, .mcp.json, settings, hooks.json) that is not valid JSON.',
    kinds: ['plugin', 'marketplace', 'mcp', 'hooks'],
    optIn: false,
    fixable: false,
    rationale: 'Claude Code cannot load a plugin, marketplace, MCP or hooks file it cannot parse; none of its contents take effect.',
    examples: { wrong: '{ "name": "my-plugin", }', right: '{ "name": "my-plugin" }', file: '.claude-plugin/plugin.json' },
});
const duplicateKey = engineRule({
    id: 'schema/duplicate-key',
    category: 'suspicious',
    defaultLevel: 'error',
    description: 'The same key twice in one mapping.',
    kinds: ['agent', 'skill', 'command', 'plugin', 'marketplace', 'mcp', 'hooks', 'agentltl'],
    optIn: false,
    fixable: false,
    rationale: 'Strict YAML parsers reject the whole file; lenient ones and JSON keep the last value, so the first is silently dead.',
    examples: { wrong: '---\nname: a\nmodel: opus\nmodel: sonnet\n---', right: '---\nname: a\nmodel: sonnet\n---', file: '.claude/agents/a.md' },
});
const PARSE_RULES = [yamlInvalid, jsonInvalid, duplicateKey];

;// CONCATENATED MODULE: ./src/rules/schema/unknown-field.ts




const FIELDS = {
    agent: AGENT_FIELDS,
    skill: SKILL_FIELDS,
    command: COMMAND_FIELDS,
    'ai-rulez-agent': AI_RULEZ_AGENT_FIELDS,
};
const unknown_field_norm = (s) => s.toLowerCase().replace(/[-_]/g, '');
/* harmony default export */ const schema_unknown_field = (artifactRule({
    meta: {
        id: 'schema/unknown-field',
        category: 'suspicious',
        defaultLevel: 'warn',
        description: 'A frontmatter key that is not documented for its artifact kind.',
        kinds: ['agent', 'skill', 'command', 'ai-rulez-agent'],
        optIn: false,
        fixable: 'machine',
        rationale: 'Claude Code ignores frontmatter keys it does not know, so a misspelt key (`modle`, or the skill spelling `disallowed-tools` in an agent, which wants `disallowedTools`) silently does nothing. `lints` is agentlint\'s own key and is always accepted.',
        examples: { wrong: '---\nname: a\ndescription: d\nmodle: opus\n---', right: '---\nname: a\ndescription: d\nmodel: opus\n---', file: '.claude/agents/a.md' },
    },
    check(artifact, ctx) {
        const known = FIELDS[artifact.kind];
        if (!known || artifact.root?.type !== 'map')
            return;
        const all = [...known, ...AGENTLINT_FIELDS];
        for (const pair of artifact.root.pairs) {
            if (all.includes(pair.key))
                continue;
            const sameWord = known.filter((k) => unknown_field_norm(k) === unknown_field_norm(pair.key));
            const fix = sameWord.length === 1 ? sameWord[0] : certainCorrection(pair.key, known);
            const near = sameWord.length ? sameWord[0] : closest(pair.key, known)[0]?.value;
            const taken = fix !== undefined && getPair(artifact.root, fix) !== undefined;
            ctx.report({
                message: `unknown ${artifact.kind} field \`${pair.key}\`: Claude Code ignores it${near ? ` (did you mean \`${near}\`?)` : ''}`,
                range: pair.keyRange,
                jsonPath: pair.path,
                help: near ? undefined : `documented ${artifact.kind} fields: ${known.join(', ')}`,
                suggestion: fix && !taken ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: pair.keyRange, text: fix }] } : undefined,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/schema/index.ts



const SCHEMA_RULES = [...PARSE_RULES, frontmatter_required, schema_unknown_field];

;// CONCATENATED MODULE: ./src/rules/skills/body-size.ts


/* harmony default export */ const body_size = (artifactRule({
    meta: {
        id: 'skills/body-size',
        category: 'style',
        defaultLevel: 'info',
        description: `A SKILL.md longer than ${SKILL_BODY_MAX_LINES} lines.`,
        kinds: ['skill'],
        optIn: false,
        fixable: false,
        rationale: `Claude Code loads the whole SKILL.md into the context every time the skill is used. The skills guidance keeps it under ${SKILL_BODY_MAX_LINES} lines and moves reference material into separate files the skill points to, which are read only when needed.`,
        examples: {
            wrong: `---\nname: api-guide\ndescription: Our API conventions\n---\n${Array.from({ length: SKILL_BODY_MAX_LINES }, (_, i) => `- endpoint ${i + 1}`).join('\n')}\n`,
            right: '---\nname: api-guide\ndescription: Our API conventions\n---\nFollow the rules below; for endpoint details read [reference.md](reference.md).',
            file: '.claude/skills/api-guide/SKILL.md',
        },
    },
    check(artifact, ctx) {
        const { lines, text } = artifact.file;
        // A final line break does not start a line of its own.
        const count = text.endsWith('\n') ? lines.lineCount - 1 : lines.lineCount;
        if (count <= SKILL_BODY_MAX_LINES)
            return;
        const first = SKILL_BODY_MAX_LINES + 1;
        ctx.report({
            message: `SKILL.md has ${count} lines (guidance: at most ${SKILL_BODY_MAX_LINES}): Claude Code loads all of it into the context whenever the skill runs`,
            range: lines.range(lines.lineStart(first), lines.lineEnd(first)),
            help: 'move reference material into files next to SKILL.md and link them; Claude reads them only when needed',
        });
    },
}));

;// CONCATENATED MODULE: ./src/rules/skills/description-length.ts



/* harmony default export */ const description_length = (artifactRule({
    meta: {
        id: 'skills/description-length',
        category: 'correctness',
        defaultLevel: 'warn',
        description: `A skill's description plus when_to_use over ${SKILL_LISTING_MAX_CHARS} characters (cut in the listing), or a description over ${SKILL_SPEC_DESCRIPTION_MAX} (rejected by the Skills API).`,
        kinds: ['skill', 'command'],
        optIn: false,
        fixable: false,
        rationale: `Claude Code decides when to use a skill from its listing, which keeps only the first ${SKILL_LISTING_MAX_CHARS} characters of \`description\` + \`when_to_use\`: whatever follows is silently never seen by the model. The Agent Skills specification caps \`description\` at ${SKILL_SPEC_DESCRIPTION_MAX} characters, so the Skills API refuses a longer one.`,
        examples: {
            wrong: `---\nname: pdf-tools\ndescription: ${'Extracts text from PDF files. '.repeat(40).trim()}\n---`,
            right: '---\nname: pdf-tools\ndescription: Extract text and tables from PDF files. Use when the user mentions PDFs or forms.\n---',
            file: '.claude/skills/pdf-tools/SKILL.md',
        },
    },
    check(artifact, ctx) {
        const desc = getPair(artifact.root, 'description');
        const when = getPair(artifact.root, 'when_to_use');
        const d = scalarString(desc?.value) ?? '';
        const w = scalarString(when?.value) ?? '';
        const total = d.length + w.length;
        if (total > SKILL_LISTING_MAX_CHARS) {
            const target = desc?.value ?? when?.value;
            const pair = desc?.value ? desc : when;
            if (target && pair) {
                const parts = w ? `description (${d.length}) + when_to_use (${w.length}) = ${total}` : `description is ${d.length}`;
                ctx.report({
                    message: `${parts} characters: Claude Code cuts the skill listing at ${SKILL_LISTING_MAX_CHARS}, so the model never sees the rest when choosing skills`,
                    range: target.range,
                    jsonPath: pair.path,
                    help: 'keep the description to what the skill does and when to use it; move details into the body',
                });
            }
        }
        if (artifact.kind === 'skill' && desc?.value && d.length > SKILL_SPEC_DESCRIPTION_MAX && total <= SKILL_LISTING_MAX_CHARS) {
            ctx.report({
                message: `description is ${d.length} characters: the Agent Skills spec allows at most ${SKILL_SPEC_DESCRIPTION_MAX}, so the Skills API rejects the skill`,
                range: desc.value.range,
                jsonPath: desc.path,
                help: `shorten the description to ${SKILL_SPEC_DESCRIPTION_MAX} characters or fewer`,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/skills/field-enums.ts





const field_enums_ENUMS = {
    effort: { values: EFFORT_LEVELS, effect: 'the session’s effort applies instead' },
    shell: { values: SKILL_SHELLS, effect: '`!` commands run with the default shell (bash) instead' },
};
const TRUTHY = /^(yes|on|y)$/i;
const FALSY = /^(no|off|n)$/i;
/* harmony default export */ const skills_field_enums = (artifactRule({
    meta: {
        id: 'skills/field-enums',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'Skill and command fields with a closed set of values: `effort`, `shell`, and the booleans `disable-model-invocation`, `user-invocable`, `background`.',
        kinds: ['skill', 'command'],
        optIn: false,
        fixable: 'machine',
        rationale: 'Claude Code does not reject a skill with an unknown `effort` or `shell`, or a boolean written as a string: the field simply does not take effect and the default applies, so a skill meant to be hidden from the model (`disable-model-invocation: "yes"`) is still invoked automatically.',
        examples: {
            wrong: '---\nname: deploy\ndescription: Deploy the app\neffort: hi\ndisable-model-invocation: yes\n---',
            right: '---\nname: deploy\ndescription: Deploy the app\neffort: high\ndisable-model-invocation: true\n---',
            file: '.claude/skills/deploy/SKILL.md',
        },
    },
    check(artifact, ctx) {
        for (const [field, { values, effect }] of Object.entries(field_enums_ENUMS)) {
            const pair = getPair(artifact.root, field);
            if (!pair || !pair.value)
                continue;
            const node = pair.value;
            const value = node.type === 'scalar' && node.value !== null ? String(node.value) : undefined;
            if (value !== undefined && values.includes(value))
                continue;
            let suggestion;
            if (value !== undefined) {
                const near = closest(value, values);
                const certain = certainCorrection(value, values);
                if (certain)
                    suggestion = { msg: `use \`${certain}\``, applicability: 'MachineApplicable', edits: [replaceScalar(artifact.file, node, certain)] };
                else if (near.length > 0)
                    suggestion = { msg: `use \`${near[0].value}\``, applicability: 'MaybeIncorrect', edits: [replaceScalar(artifact.file, node, near[0].value)] };
            }
            ctx.report({
                message: value === undefined
                    ? `\`${field}\` must be one of ${listOf(values)}, not a ${node.type === 'seq' ? 'list' : node.type === 'map' ? 'mapping' : 'null'}: ${effect}`
                    : `unknown ${field} \`${value}\`${didYouMean(value, values)}: ${effect}`,
                range: node.range,
                jsonPath: pair.path,
                help: `${field} is one of ${listOf(values)}`,
                suggestion,
            });
        }
        for (const field of SKILL_BOOLEAN_FIELDS) {
            const pair = getPair(artifact.root, field);
            if (!pair || !pair.value)
                continue;
            checkBoolean(pair, artifact.file, ctx);
        }
    },
}));
function checkBoolean(pair, file, ctx) {
    const node = pair.value;
    if (node.type === 'scalar' && typeof node.value === 'boolean')
        return;
    // Unquoted `true`/`false` read as a string only happens in the lenient reading of broken YAML: it is a boolean.
    if (node.type === 'scalar' && !node.quoted && typeof node.value === 'string' && /^(true|false)$/i.test(node.value))
        return;
    const text = node.type === 'scalar' && node.value !== null ? String(node.value) : undefined;
    let fixed;
    let applicability = 'MaybeIncorrect';
    if (text !== undefined) {
        if (/^(true|false)$/i.test(text)) {
            fixed = text.toLowerCase();
            applicability = 'MachineApplicable';
        }
        else if (TRUTHY.test(text))
            fixed = 'true';
        else if (FALSY.test(text))
            fixed = 'false';
    }
    ctx.report({
        message: `\`${pair.key}\` must be \`true\` or \`false\`${text !== undefined ? `, not the ${typeof node.value === 'number' ? 'number' : 'string'} \`${text}\`` : ''}: Claude Code does not read it as a boolean, so the default applies`,
        range: node.range,
        jsonPath: pair.path,
        help: `write \`${pair.key}: true\` or \`${pair.key}: false\` without quotes`,
        suggestion: fixed ? { msg: `write \`${fixed}\``, applicability, edits: [{ path: file.path, range: node.range, text: fixed }] } : undefined,
    });
}

;// CONCATENATED MODULE: ./src/rules/skills/fork-agent-pairing.ts






/* harmony default export */ const fork_agent_pairing = (artifactRule({
    meta: {
        id: 'skills/fork-agent-pairing',
        category: 'correctness',
        defaultLevel: 'warn',
        description: '`agent` without `context: fork`, or a `context` other than `fork`.',
        kinds: ['skill', 'command'],
        optIn: false,
        fixable: 'machine',
        rationale: 'A skill runs in a forked subagent only with `context: fork`; `agent` picks which subagent runs it. Without `context: fork` Claude Code ignores `agent` and runs the skill inline in the main conversation, and any `context` value other than `fork` is ignored the same way.',
        examples: {
            wrong: '---\nname: deep-research\ndescription: Research a topic in depth\nagent: Explore\n---',
            right: '---\nname: deep-research\ndescription: Research a topic in depth\ncontext: fork\nagent: Explore\n---',
            file: '.claude/skills/deep-research/SKILL.md',
        },
    },
    check(artifact, ctx) {
        const agent = getPair(artifact.root, 'agent');
        const context = getPair(artifact.root, 'context');
        const contextValue = scalarString(context?.value);
        if (context && context.value && contextValue !== undefined && !SKILL_CONTEXTS.includes(contextValue)) {
            const fixed = certainCorrection(contextValue, SKILL_CONTEXTS);
            ctx.report({
                message: `\`context: ${contextValue}\` is not a context Claude Code knows${didYouMean(contextValue, SKILL_CONTEXTS)}: it is ignored and the skill runs inline${agent ? ', so `agent` is ignored too' : ''}`,
                range: context.value.range,
                jsonPath: context.path,
                help: 'the only context is `fork` (run the skill in a subagent); remove `context` to run it inline',
                suggestion: fixed
                    ? { msg: `use \`${fixed}\``, applicability: 'MachineApplicable', edits: [replaceScalar(artifact.file, context.value, fixed)] }
                    : undefined,
            });
            return;
        }
        if (agent && !context) {
            const insert = insertFrontmatterLine(artifact, 'context: fork');
            const suggestion = insert
                ? { msg: 'add `context: fork` to run the skill in that agent', applicability: 'MaybeIncorrect', edits: [insert] }
                : undefined;
            ctx.report({
                message: '`agent` has no effect without `context: fork`: Claude Code runs the skill inline in the main conversation',
                range: agent.keyRange,
                jsonPath: agent.path,
                help: 'add `context: fork` to run the skill in the named agent, or remove `agent`',
                suggestion,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./src/rules/skills/name-format.ts





const name_format_VALID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** The closest spec-valid spelling: lowercase, `a-z0-9` and single inner hyphens. */
function toSkillName(name) {
    return toKebab(name)
        .slice(0, SKILL_SPEC_NAME_MAX)
        .replace(/-+$/, '');
}
/* harmony default export */ const skills_name_format = (artifactRule({
    meta: {
        id: 'skills/name-format',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A skill `name` must follow the Agent Skills spec: 1–64 characters of `a-z0-9-`, no leading, trailing or double hyphen, no "anthropic" or "claude".',
        kinds: ['skill'],
        optIn: false,
        fixable: 'machine',
        rationale: 'Claude Code itself accepts almost any skill name, but the Agent Skills specification (used by the Skills API and other clients) rejects the whole skill when the name breaks its rules, and names containing "anthropic" or "claude" are reserved. A skill that works locally then fails to upload or install elsewhere.',
        examples: {
            wrong: '---\nname: PDF_Tools\ndescription: Extract text and tables from PDF files\n---',
            right: '---\nname: pdf-tools\ndescription: Extract text and tables from PDF files\n---',
            file: '.claude/skills/pdf-tools/SKILL.md',
        },
    },
    check(artifact, ctx) {
        const pair = getPair(artifact.root, 'name');
        if (!pair || !pair.value)
            return;
        const name = scalarString(pair.value);
        if (name === undefined)
            return;
        const problems = [];
        if (name.length === 0)
            problems.push('is empty');
        if (name.length > SKILL_SPEC_NAME_MAX)
            problems.push(`is ${name.length} characters long (at most ${SKILL_SPEC_NAME_MAX})`);
        if (name.length > 0 && !name_format_VALID.test(name)) {
            if (/[^a-z0-9-]/.test(name))
                problems.push('may only contain lowercase letters, digits and hyphens');
            if (/^-|-$/.test(name))
                problems.push('must not start or end with a hyphen');
            if (/--/.test(name))
                problems.push('must not contain `--`');
        }
        const reserved = SKILL_NAME_RESERVED_WORDS.filter((w) => name.toLowerCase().includes(w));
        if (reserved.length > 0)
            problems.push(`must not contain the reserved word${reserved.length > 1 ? 's' : ''} ${reserved.map((w) => `"${w}"`).join(' and ')}`);
        if (problems.length === 0)
            return;
        const fixed = reserved.length === 0 ? toSkillName(name) : '';
        const caseOnly = fixed !== '' && fixed === name.toLowerCase();
        ctx.report({
            message: `skill name \`${name}\` ${problems.join('; ')}: the Agent Skills spec (Skills API) rejects the skill`,
            range: pair.value.range,
            jsonPath: pair.path,
            help: 'use 1–64 lowercase letters, digits and single hyphens, e.g. `pdf-tools`, and rename the folder to match',
            suggestion: fixed && fixed !== name
                ? {
                    msg: `rename the skill to \`${fixed}\``,
                    applicability: caseOnly ? 'MachineApplicable' : 'MaybeIncorrect',
                    edits: [replaceScalar(artifact.file, pair.value, fixed)],
                }
                : undefined,
        });
    },
}));

;// CONCATENATED MODULE: ./src/rules/skills/name-matches-directory.ts




/* harmony default export */ const name_matches_directory = (artifactRule({
    meta: {
        id: 'skills/name-matches-directory',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A skill `name` must equal the name of the folder that holds its SKILL.md.',
        kinds: ['skill'],
        optIn: false,
        fixable: 'maybe',
        rationale: 'Claude Code names a skill after its folder (`/pdf-tools` for `skills/pdf-tools/SKILL.md`), so a different `name` is not what users type, and the Agent Skills specification requires the two to be equal: the Skills API rejects the skill.',
        examples: {
            wrong: '---\nname: pdf-helper\ndescription: Extract text from PDF files\n---\nUse pdftotext.\n',
            right: '---\nname: pdf-tools\ndescription: Extract text from PDF files\n---\nUse pdftotext.\n',
            file: '.claude/skills/pdf-tools/SKILL.md',
        },
    },
    check(artifact, ctx) {
        const pair = getPair(artifact.root, 'name');
        const name = scalarString(pair?.value);
        const dir = skillDirectory(artifact);
        if (!pair || !pair.value || name === undefined || name === '' || dir === undefined || name === dir)
            return;
        ctx.report({
            message: `skill name \`${name}\` differs from its folder \`${dir}\`: Claude Code offers the skill as \`/${dir}\`, and the Agent Skills spec rejects a name that does not match the folder`,
            range: pair.value.range,
            jsonPath: pair.path,
            help: `rename the skill to \`${dir}\`, or rename the folder to \`${name}\``,
            suggestion: { msg: `rename the skill to \`${dir}\``, applicability: 'MaybeIncorrect', edits: [replaceScalar(artifact.file, pair.value, dir)] },
        });
    },
}));

;// CONCATENATED MODULE: ./src/rules/skills/index.ts






const SKILL_RULES = [
    name_matches_directory,
    skills_name_format,
    description_length,
    body_size,
    fork_agent_pairing,
    skills_field_enums,
];

;// CONCATENATED MODULE: ./src/rules/index.ts











const ALL_RULES = [
    ...SCHEMA_RULES,
    ...AGENT_RULES,
    ...COMMAND_RULES,
    ...SKILL_RULES,
    ...PLUGIN_RULES,
    ...MARKETPLACE_RULES,
    ...HOOK_RULES,
    ...MCP_RULES,
    ...AI_RULEZ_RULES,
    ...AGENTLTL_RULES,
    ...CONFIG_RULES,
];
const BY_ID = new Map(ALL_RULES.map((r) => [r.meta.id, r]));
function ruleById(id) {
    return BY_ID.get(id);
}

;// CONCATENATED MODULE: ./src/engine/levels.ts
const LINT_SETTINGS = ['allow', 'warn', 'deny'];
function specificity(key, id, category) {
    if (key === id)
        return 3;
    if (key === `category:${category}`)
        return 2;
    if (key === 'all')
        return 1;
    return 0;
}
/** The setting that applies to a rule, or undefined when no layer speaks of it. */
function resolveSetting(id, category, layers) {
    for (const layer of layers) {
        let best;
        let bestScore = 0;
        for (const e of layer.entries) {
            const s = specificity(e.key, id, category);
            if (s > bestScore || (s === bestScore && s > 0)) {
                best = e;
                bestScore = s;
            }
        }
        if (best)
            return { setting: best.setting, source: layer.source };
    }
    return undefined;
}
function applySetting(level, setting) {
    if (setting === 'allow')
        return 'allow';
    if (setting === 'deny')
        return 'error';
    if (setting === 'warn')
        return 'warn';
    return level;
}

;// CONCATENATED MODULE: ./src/engine/schema.ts
function typeOf(n) {
    if (n.type === 'map')
        return 'object';
    if (n.type === 'seq')
        return 'array';
    const v = n.value;
    if (v === null)
        return 'null';
    if (typeof v === 'number')
        return Number.isInteger(v) ? 'integer' : 'number';
    return typeof v;
}
function typeMatches(actual, want) {
    const wants = Array.isArray(want) ? want : [want];
    return wants.some((w) => w === actual || (w === 'number' && actual === 'integer'));
}
function validateSchema(node, schema, path = '$') {
    // An empty value (`key:`) is left to the code that reads it.
    if (!node)
        return [];
    const errors = [];
    const actual = typeOf(node);
    if (schema.type && !typeMatches(actual, schema.type)) {
        const want = Array.isArray(schema.type) ? schema.type.join(' or ') : schema.type;
        errors.push({ message: `${path} must be ${want === 'array' ? 'a list' : want === 'object' ? 'a mapping' : `a ${want}`}, not ${actual === 'object' ? 'a mapping' : actual === 'array' ? 'a list' : `a ${actual}`}`, range: node.range, path });
        return errors;
    }
    if (schema.enum && node.type === 'scalar' && !schema.enum.includes(node.value)) {
        errors.push({ message: `${path} must be one of ${schema.enum.map((e) => JSON.stringify(e)).join(', ')}`, range: node.range, path });
    }
    if (schema.minimum !== undefined && node.type === 'scalar' && typeof node.value === 'number' && node.value < schema.minimum) {
        errors.push({ message: `${path} must be at least ${schema.minimum}`, range: node.range, path });
    }
    if (node.type === 'map') {
        for (const p of node.pairs) {
            const child = `${path}.${p.key}`;
            const prop = schema.properties?.[p.key];
            if (prop)
                errors.push(...validateSchema(p.value, prop, child));
            else if (schema.additionalProperties === false) {
                const known = Object.keys(schema.properties ?? {});
                errors.push({ message: `unknown key \`${p.key}\` in ${path}${known.length ? `; expected ${known.map((k) => `\`${k}\``).join(', ')}` : ''}`, range: p.keyRange, path: child });
            }
            else if (typeof schema.additionalProperties === 'object')
                errors.push(...validateSchema(p.value, schema.additionalProperties, child));
        }
    }
    if (node.type === 'seq' && schema.items) {
        node.items.forEach((item, i) => errors.push(...validateSchema(item, schema.items, `${path}[${i}]`)));
    }
    return errors;
}

;// CONCATENATED MODULE: ./src/engine/config.ts
/**
 * `.agentlint.yml`: lint levels, rule blocks (presence opts a rule in), ignore
 * globs. Read with ranges so every configuration finding points at its key.
 */






const CONFIG_FILES = ['.agentlint.yml', '.agentlint.yaml'];
function emptyConfig() {
    return { lints: [], lintPairs: [], rules: new Map(), ignore: [], problems: [] };
}
/** Find the config: an explicit path, or `.agentlint.yml` at the scan root. */
function findConfig(root, explicit) {
    if (explicit)
        return (0,external_node_path_namespaceObject.resolve)(explicit);
    for (const name of CONFIG_FILES) {
        const p = (0,external_node_path_namespaceObject.resolve)(root, name);
        if ((0,external_node_fs_namespaceObject.existsSync)(p))
            return p;
    }
    return undefined;
}
function loadConfig(root, absPath, schema) {
    const rel = (0,external_node_path_namespaceObject.relative)(root, absPath).split('\\').join('/');
    const path = rel.startsWith('..') ? absPath : rel;
    const text = (0,external_node_fs_namespaceObject.readFileSync)(absPath, 'utf8');
    return parseConfig(sourceFile(path, absPath, text), schema);
}
function parseConfig(file, schema) {
    const config = emptyConfig();
    config.file = file;
    const { root, problems } = parseYamlTree(file.text, 0, file.lines, '$');
    for (const p of problems)
        config.problems.push({ kind: 'config/invalid', message: p.message, range: p.range });
    if (problems.length > 0 || !root)
        return config;
    if (root.type !== 'map') {
        if (!(root.type === 'scalar' && root.value === null)) {
            config.problems.push({ kind: 'config/invalid', message: 'the configuration must be a mapping (lints, rules, ignore)', range: root.range });
        }
        return config;
    }
    for (const err of validateSchema(root, schema))
        config.problems.push({ kind: 'config/invalid', message: err.message, range: err.range });
    const lints = getPair(root, 'lints')?.value;
    if (lints?.type === 'map') {
        for (const p of lints.pairs) {
            config.lintPairs.push(p);
            const v = p.value?.type === 'scalar' ? String(p.value.value) : undefined;
            if (v && LINT_SETTINGS.includes(v)) {
                config.lints.push({ key: p.key, setting: v, path: file.path, range: p.keyRange });
            }
        }
    }
    const rules = getPair(root, 'rules')?.value;
    if (rules?.type === 'map') {
        for (const p of rules.pairs) {
            const opts = p.value?.type === 'map' ? toValue(p.value) : {};
            const { enabled, ...options } = opts;
            config.rules.set(p.key, { id: p.key, keyRange: p.keyRange, node: p.value, enabled: enabled !== false, options });
        }
    }
    const ignore = getPair(root, 'ignore')?.value;
    if (ignore?.type === 'seq') {
        for (const item of ignore.items)
            if (item.type === 'scalar' && typeof item.value === 'string')
                config.ignore.push(item.value);
    }
    return config;
}
/** Lint entries from a `lints:` map in an artifact's frontmatter (values that are not settings are skipped; meta rules report them). */
function lintEntriesOf(node, path) {
    const entries = [];
    const pairs = [];
    if (!node || node.type !== 'map')
        return { entries, pairs };
    for (const p of node.pairs) {
        pairs.push(p);
        const v = p.value?.type === 'scalar' ? String(p.value.value) : undefined;
        if (v && LINT_SETTINGS.includes(v))
            entries.push({ key: p.key, setting: v, path, range: p.keyRange });
    }
    return { entries, pairs };
}

;// CONCATENATED MODULE: ./src/engine/config-schema.ts
function buildConfigSchema(rules) {
    const ruleProps = {};
    for (const r of rules) {
        if (r.scope === 'engine')
            continue;
        const props = {
            enabled: { type: 'boolean', description: 'false disables the rule (an opt-in rule stays off).' },
        };
        for (const [k, v] of Object.entries(r.meta.options?.properties ?? {})) {
            props[k] = { ...v };
        }
        ruleProps[r.meta.id] = {
            type: ['object', 'null'],
            description: `${r.meta.description}${r.meta.optIn ? ' (opt-in: a block enables it)' : ''}`,
            properties: props,
            additionalProperties: false,
        };
    }
    return {
        $schema: 'http://json-schema.org/draft-07/schema#',
        $id: 'https://github.com/agentlint/agentlint/blob/main/schema/agentlint.schema.json',
        title: 'agentlint configuration (.agentlint.yml)',
        type: 'object',
        additionalProperties: false,
        properties: {
            lints: {
                type: 'object',
                description: 'Lint levels: a rule id, `category:<name>` or `all` mapped to allow, warn or deny.',
                additionalProperties: { type: 'string' },
            },
            rules: {
                type: 'object',
                description: 'A block per rule; presence opts an opt-in rule in.',
                properties: ruleProps,
                additionalProperties: true,
            },
            ignore: { type: 'array', description: 'Globs (relative to the scan root) of paths not to lint.', items: { type: 'string' } },
        },
    };
}

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: ./src/engine/fingerprint.ts
/** Fingerprints: of the active ruleset (drift detection) and of each finding (stable across line moves). */

/** Stable JSON: object keys sorted. */
function stableJson(v) {
    if (Array.isArray(v))
        return `[${v.map(stableJson).join(',')}]`;
    if (v && typeof v === 'object') {
        const o = v;
        return `{${Object.keys(o).sort().map((k) => `${JSON.stringify(k)}:${stableJson(o[k])}`).join(',')}}`;
    }
    return JSON.stringify(v ?? null);
}
/** 8 hex characters of sha256 over the sorted `id|category|level|optin|kinds|options` lines. */
function rulesetFingerprint(rules) {
    const lines = rules
        .map((r) => `${r.id}|${r.category}|${r.level}|optin=${r.optIn}|${[...r.kinds].sort().join(',')}|${stableJson(r.options ?? {})}`)
        .sort();
    return (0,external_node_crypto_namespaceObject.createHash)('sha256').update(lines.join('\n')).digest('hex').slice(0, 8);
}
/** Message with positions and counts taken out, so a finding keeps its identity when lines move. */
function normalizeMessage(message) {
    return message
        .replace(/\bline \d+(?:, column \d+)?/g, 'line N')
        .replace(/\b\d+:\d+\b/g, 'L:C')
        .replace(/\s+/g, ' ')
        .trim();
}
/**
 * Finding fingerprint: rule, path, element and normalized message (never the
 * line). Identical findings in one file get an occurrence suffix.
 */
function assignFingerprints(diagnostics) {
    const seen = new Map();
    for (const d of diagnostics) {
        const el = d.span.element ? `${d.span.element.type}:${d.span.element.name}` : '';
        const base = (0,external_node_crypto_namespaceObject.createHash)('sha256')
            .update([d.kind, d.span.path, el, normalizeMessage(d.message)].join('\u0000'))
            .digest('hex')
            .slice(0, 16);
        const n = seen.get(base) ?? 0;
        seen.set(base, n + 1);
        d.fingerprint = n === 0 ? base : `${base}-${n}`;
    }
}

;// CONCATENATED MODULE: ./src/engine/version.ts
/** Name and version, kept in step with package.json by a test. */
const TOOL_NAME = 'agentlint';
const TOOL_VERSION = '0.1.0';
const INFORMATION_URI = 'https://github.com/agentlint/agentlint';

;// CONCATENATED MODULE: ./src/engine/run.ts
/**
 * The engine: configuration, opt-in, discovery, rules, level layers,
 * suppression and fingerprints, producing the one output document.
 */











const SCHEMA_VERSION = 1;
const isMetaKind = (id) => id.startsWith('config/');
/** Read the configuration and decide which rules run with which options. */
function plan(root, configPath, rules = ALL_RULES) {
    const schema = buildConfigSchema(rules);
    const path = findConfig(root, configPath);
    let config = emptyConfig();
    const configDiagnostics = [];
    if (path) {
        try {
            config = loadConfig(root, path, schema);
        }
        catch (err) {
            throw new ConfigError(`cannot read configuration ${path}: ${err.code ?? err.message}`);
        }
    }
    const byId = new Map(rules.map((r) => [r.meta.id, r]));
    const configPathRel = config.file?.path ?? '.agentlint.yml';
    const meta = (kind, message, range, extra = {}) => makeDiagnostic(byId.get(kind) ?? ruleById(kind), { message, range, path: configPathRel, ...extra }, configPathRel);
    for (const p of config.problems)
        configDiagnostics.push(meta('config/invalid', p.message, p.range));
    configDiagnostics.push(...lintKeyDiagnostics(config.lintPairs, configPathRel, rules, 'config'));
    for (const block of config.rules.values()) {
        if (!byId.has(block.id)) {
            const near = closest(block.id, byId.keys());
            configDiagnostics.push(meta('config/unknown-rule', `no rule \`${block.id}\`: this block configures nothing${near.length ? `; did you mean \`${near[0].value}\`?` : ''}`, block.keyRange, {
                suggestion: near.length === 1 && near[0].distance <= 2 ? { msg: `rename to \`${near[0].value}\``, applicability: 'MachineApplicable', edits: [{ path: configPathRel, range: block.keyRange, text: near[0].value }] } : undefined,
            }));
        }
    }
    const configLayer = [{ source: 'config', entries: config.lints }];
    const active = [];
    for (const rule of rules) {
        const block = config.rules.get(rule.meta.id);
        if (rule.meta.optIn && !block)
            continue;
        if (block && !block.enabled)
            continue;
        const options = block?.options ?? {};
        const resolved = isMetaKind(rule.meta.id) ? undefined : resolveSetting(rule.meta.id, rule.meta.category, configLayer);
        active.push({ rule, options, level: applySetting(rule.meta.defaultLevel, resolved?.setting) });
    }
    const info = active.map((a) => ({
        id: a.rule.meta.id,
        category: a.rule.meta.category,
        level: a.level,
        optIn: a.rule.meta.optIn,
        kinds: a.rule.meta.kinds,
        options: a.options,
    }));
    return { config, active, fingerprint: rulesetFingerprint(info), configDiagnostics };
}
/** Thrown for configuration the engine cannot work with at all (exit 2 in the CLI). */
class ConfigError extends Error {
}
/** Diagnostics for `lints:` keys and values that match nothing, or that try to allow a config kind. */
function lintKeyDiagnostics(pairs, path, rules, declaredBy) {
    const out = [];
    const ids = rules.map((r) => r.meta.id);
    const keys = [...ids, ...CATEGORIES.map((c) => `category:${c}`), 'all'];
    const decl = (id) => rules.find((r) => r.meta.id === id) ?? ruleById(id);
    for (const p of pairs) {
        const note = [`declared by: ${declaredBy}`];
        if (!keys.includes(p.key)) {
            const near = closest(p.key, keys);
            out.push(makeDiagnostic(decl('config/unknown-lint-kind'), {
                message: `\`${p.key}\` names no rule, category or \`all\`: this setting changes nothing${near.length ? `; did you mean \`${near[0].value}\`?` : ''}`,
                range: p.keyRange,
                path,
                jsonPath: p.path,
                notes: note,
                suggestion: near.length === 1 && near[0].distance <= 2 ? { msg: `use \`${near[0].value}\``, applicability: 'MachineApplicable', edits: [{ path, range: p.keyRange, text: near[0].value }] } : undefined,
            }, path));
        }
        const v = p.value?.type === 'scalar' ? String(p.value.value) : undefined;
        if (v === undefined || !LINT_SETTINGS.includes(v)) {
            const near = v ? closest(v, LINT_SETTINGS) : [];
            out.push(makeDiagnostic(decl('config/unknown-lint-kind'), {
                message: `\`${p.key}\` must be set to \`allow\`, \`warn\` or \`deny\`${v !== undefined ? `, not \`${v}\`` : ''}`,
                range: p.value?.range ?? p.keyRange,
                path,
                jsonPath: p.path,
                notes: note,
                suggestion: near.length === 1 && p.value ? { msg: `use \`${near[0].value}\``, applicability: 'MachineApplicable', edits: [{ path, range: p.value.range, text: near[0].value }] } : undefined,
            }, path));
        }
        else if (v === 'allow' && isMetaKind(p.key)) {
            out.push(makeDiagnostic(decl('config/non-suppressible-lint'), {
                message: `\`${p.key}\` cannot be allowed: configuration findings are always reported, so this setting is ignored`,
                range: p.keyRange,
                path,
                jsonPath: p.path,
                notes: note,
            }, path));
        }
    }
    return out;
}
function makeDiagnostic(rule, r, defaultPath, element) {
    return {
        kind: rule.meta.id,
        category: rule.meta.category,
        level: r.level ?? rule.meta.defaultLevel,
        message: r.message,
        notes: r.notes ?? [],
        help: r.help,
        suggestion: r.suggestion,
        docs: docsUrl(rule.meta.id),
        span: { path: r.path ?? defaultPath, range: r.range, element: r.element ?? element, jsonPath: r.jsonPath },
        related: r.related ?? [],
    };
}
const PARSE_KIND = {
    'yaml-invalid': 'schema/yaml-invalid',
    'frontmatter-unclosed': 'schema/yaml-invalid',
    'json-invalid': 'schema/json-invalid',
    'duplicate-key': 'schema/duplicate-key',
};
/** Lint a tree: the whole pipeline. */
function lint(options) {
    const rules = options.rules ?? ALL_RULES;
    const p = plan(options.root, options.configPath, rules);
    const { project, skipped } = discover(options.root, { ignore: p.config.ignore, only: options.only });
    return runPlan(p, project, skipped, options.callSite ?? []);
}
function runPlan(p, project, skipped, callSite) {
    const raw = p.configDiagnostics.map((d) => ({ d }));
    const fileOf = new Map(project.files.map((f) => [f.file.path, f]));
    const activeById = new Map(p.active.map((a) => [a.rule.meta.id, a.rule]));
    const byKind = new Map();
    for (const a of project.artifacts) {
        const list = byKind.get(a.kind);
        if (list)
            list.push(a);
        else
            byKind.set(a.kind, [a]);
    }
    // Parse problems, and each file's own `lints:` map: its layer, and meta diagnostics about it.
    const artifactLayers = new Map();
    for (const pf of project.files) {
        for (const prob of pf.problems) {
            const rule = activeById.get(PARSE_KIND[prob.code]);
            if (!rule)
                continue;
            // A parser's edits are in the file it read.
            const suggestion = prob.fix && { ...prob.fix, edits: prob.fix.edits.map((e) => ({ ...e, path: e.path || pf.file.path })) };
            const d = makeDiagnostic(rule, { message: prob.message, range: prob.range, suggestion }, pf.file.path, pf.artifacts[0]?.element);
            raw.push({ d, file: pf });
        }
        if (pf.lints) {
            const source = `artifact:${pf.file.path}`;
            const { entries, pairs } = lintEntriesOf(pf.lints, pf.file.path);
            artifactLayers.set(pf.file.path, { source, entries });
            for (const d of lintKeyDiagnostics(pairs, pf.file.path, p.active.map((a) => a.rule), source))
                raw.push({ d, file: pf });
        }
    }
    for (const { rule, options } of p.active) {
        if (rule.scope === 'engine')
            continue;
        const optionErrors = rule.validateOptions?.(options) ?? [];
        if (optionErrors.length > 0) {
            // Loud, per artifact: an enabled rule that cannot run is never a silent no-op.
            // Options come from a block in the config, so there is always a key to point at.
            const block = p.config.rules.get(rule.meta.id);
            if (!block)
                continue;
            const configPath = p.config.file?.path ?? '.agentlint.yml';
            const range = block.keyRange;
            for (const a of rule.meta.kinds.flatMap((k) => byKind.get(k) ?? [])) {
                raw.push({
                    d: makeDiagnostic(ruleById('config/rule-options'), {
                        message: `${rule.meta.id} is enabled but cannot run: ${optionErrors.join('; ')} — ${a.kind} \`${a.element.name}\` (${a.path}) was not checked`,
                        range,
                        path: configPath,
                        element: a.element,
                    }, configPath),
                });
            }
            continue;
        }
        if (rule.scope === 'artifact') {
            // One context per rule; `current` is the artifact being checked (no closure per artifact).
            let current;
            const ctx = {
                options,
                report: (r) => raw.push({ d: makeDiagnostic(rule, r, current.path, current.element), file: fileOf.get(r.path ?? current.path) }),
            };
            for (const kind of rule.meta.kinds) {
                for (const a of byKind.get(kind) ?? []) {
                    current = a;
                    try {
                        rule.check(a, ctx);
                    }
                    catch (err) {
                        raw.push({ d: internalError(rule, a.path, firstLine(a.file), err), file: fileOf.get(a.path) });
                    }
                }
            }
        }
        else {
            try {
                rule.check(project, { options, report: (r) => raw.push({ d: makeDiagnostic(rule, r, r.path ?? '.', r.element), file: fileOf.get(r.path ?? '') }) });
            }
            catch (err) {
                const f = project.files[0];
                if (f)
                    raw.push({ d: internalError(rule, f.file.path, firstLine(f.file), err) });
            }
        }
    }
    // Level layers.
    const callLayer = { source: 'call-site', entries: callSite };
    const configLayer = { source: 'config', entries: p.config.lints };
    const layerOf = (file) => (file ? artifactLayers.get(file.file.path) : undefined);
    const diagnostics = [];
    const suppressed = [];
    for (const { d, file } of raw) {
        if (isMetaKind(d.kind)) {
            // Configuration findings cannot be allowed; warn/deny still apply.
            const r = resolveSetting(d.kind, d.category, [callLayer, configLayer].filter((l) => l.entries.length > 0));
            if (r && r.setting !== 'allow')
                d.level = applySetting(d.level, r.setting);
            diagnostics.push(d);
            continue;
        }
        const layers = [callLayer, layerOf(file), configLayer].filter((l) => !!l && l.entries.length > 0);
        const r = resolveSetting(d.kind, d.category, layers);
        const level = applySetting(d.level, r?.setting);
        if (level === 'allow')
            suppressed.push({ ...d, source: r.source });
        else
            diagnostics.push({ ...d, level });
    }
    sortDiagnostics(diagnostics);
    sortDiagnostics(suppressed);
    assignFingerprints(diagnostics);
    assignFingerprints(suppressed);
    return {
        schemaVersion: SCHEMA_VERSION,
        tool: { name: TOOL_NAME, version: TOOL_VERSION },
        ruleset: { fingerprint: p.fingerprint },
        filesChecked: project.files.length,
        diagnostics,
        suppressed,
        skipped,
    };
}
function internalError(rule, path, range, err) {
    return {
        kind: rule.meta.id,
        category: rule.meta.category,
        level: 'error',
        message: `internal error in ${rule.meta.id}: ${err?.message ?? String(err)} (please report it; other rules still ran)`,
        notes: [],
        docs: docsUrl(rule.meta.id),
        span: { path, range },
        related: [],
    };
}
function sortDiagnostics(ds) {
    ds.sort((a, b) => (a.span.path < b.span.path ? -1 : a.span.path > b.span.path ? 1 : 0) ||
        a.span.range.start.line - b.span.range.start.line ||
        a.span.range.start.column - b.span.range.start.column ||
        (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) ||
        (a.message < b.message ? -1 : a.message > b.message ? 1 : 0));
}

;// CONCATENATED MODULE: ./src/report/resolve.ts
/** Text output of `agentlint resolve`: one agent as ai-rulez would generate it, or the table of all agents. */


function yamlValue(v) {
    if (typeof v === 'string')
        return yamlPlainSafe(v) ? v : JSON.stringify(v);
    if (Array.isArray(v))
        return `[${v.map(yamlValue).join(', ')}]`;
    if (v && typeof v === 'object')
        return `{${Object.entries(v).map(([k, x]) => `${k}: ${yamlValue(x)}`).join(', ')}}`;
    return v === null || v === undefined ? 'null' : String(v);
}
function pad(s, n) {
    return s.length >= n ? s : s + ' '.repeat(n - s.length);
}
/** One agent: merged frontmatter with each field's layer, then the body parts with theirs. */
function renderResolvedAgent(agent, config) {
    const out = [];
    const chain = agent.chain.map((l) => `${l.layer}${l.path ? ` (${l.path})` : ''}`).join(' → ');
    out.push(`# ${agent.name} — ${config}`);
    out.push(`# status: ${agent.status}${agent.extends ? `, extends: ${agent.extends}` : ''}`);
    out.push(`# chain: ${chain}`);
    if (agent.shadows.length && agent.status !== 'extends') {
        out.push(`# replaces: ${agent.shadows.map((s) => `${s.layer}${s.path ? ` (${s.path})` : ''}`).join(', ')}`);
    }
    const lines = agent.fields.map((f) => `${f.key}: ${yamlValue(f.value)}`);
    const width = Math.min(60, Math.max(0, ...lines.map((l) => l.length)) + 2);
    out.push('---');
    agent.fields.forEach((f, i) => out.push(`${lines[i]}${' '.repeat(Math.max(2, width - lines[i].length))}# ${f.layer}`));
    out.push('---');
    agent.body.forEach((part, i) => {
        if (i > 0)
            out.push('');
        out.push(`<!-- ${part.layer}: ${part.kind === 'file' ? part.path : part.kind === 'builtin' ? `builtin ${part.agent}` : `${part.agent}, not fetched`} -->`);
        out.push(part.text);
    });
    if (agent.unknownFieldsFrom.length) {
        out.push('');
        out.push(`# frontmatter inherited from ${agent.unknownFieldsFrom.join(', ')} is not known to agentlint (not shown)`);
    }
    return `${out.join('\n')}\n`;
}
/** The table of every generated agent per ai-rulez project: name, layer, what it extends, status, file. */
function renderResolveTable(projects) {
    if (projects.length === 0)
        return 'no ai-rulez config found\n';
    const out = [];
    for (const p of projects) {
        if (out.length)
            out.push('');
        out.push(`${p.config}  (layers, highest first: ${p.layers.map((l) => `${l.id}${l.unknown ? '?' : ''}`).join(' > ')})`);
        const rows = [['NAME', 'LAYER', 'EXTENDS', 'STATUS', 'CHAIN', 'FILE']];
        for (const a of p.agents) {
            rows.push([a.name, a.layer, a.extends ?? '-', a.status, a.chain.map((l) => l.layer).join(' → '), a.path ?? '-']);
        }
        const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
        for (const r of rows)
            out.push(r.map((cell, c) => (c === r.length - 1 ? cell : pad(cell, widths[c] + 2))).join('').trimEnd());
        if (p.layers.some((l) => l.unknown))
            out.push('(? = not fetched: its agents are unknown)');
    }
    return `${out.join('\n')}\n`;
}
/** `agentlint resolve [NAME]` as text: the agent when NAME is given, else the table. */
function renderResolveText(projects, name) {
    if (name === undefined)
        return renderResolveTable(projects);
    const found = projects.flatMap((p) => p.agents.filter((a) => a.name === name).map((a) => renderResolvedAgent(a, p.config)));
    if (found.length > 0)
        return found.join('\n');
    const names = [...new Set(projects.flatMap((p) => p.agents.map((a) => a.name)))];
    const near = closest(name, names)[0];
    return `no ai-rulez agent named \`${name}\`${near ? ` (did you mean \`${near.value}\`?)` : ''}\n`;
}

;// CONCATENATED MODULE: ./src/report/json.ts
function formatJson(result) {
    return JSON.stringify(result, null, 2) + '\n';
}

;// CONCATENATED MODULE: ./src/report/markdown.ts
/** Markdown helpers shared by the reporters and the review comments. */
/** A code fence longer than any run of backticks in `content` (at least three). */
function fenceFor(content) {
    let longest = 0;
    for (const m of content.matchAll(/`+/g))
        longest = Math.max(longest, m[0].length);
    return '`'.repeat(Math.max(3, longest + 1));
}

;// CONCATENATED MODULE: ./src/report/sarif.ts
/**
 * SARIF 2.1.0 for GitHub code scanning (and any SARIF viewer).
 *
 * One run; `tool.driver.rules[]` lists every registered rule (not only the
 * ones that fired) so code scanning can show help for every alert; `results[]`
 * holds ALL diagnostics of the workspace: a partial upload would make code
 * scanning close the alerts of the files left out. Suppressed findings are
 * left out by default, because code scanning shows suppressed results as
 * open alerts.
 */



const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const SARIF_VERSION = '2.1.0';
/** The `partialFingerprints` key our stable finding fingerprint is stored under. */
const FINGERPRINT_KEY = 'agentlintFingerprint/v1';
const SRCROOT = '%SRCROOT%';
const SARIF_LEVEL = { error: 'error', warn: 'warning', info: 'note' };
const SEVERITY = { error: 'error', warn: 'warning', info: 'recommendation' };
/** SARIF messages are sentences: end them with a period (the Multitool's SARIF2001). */
function sentence(s) {
    const t = s.trim();
    if (t === '')
        return t;
    return /[.!?]$/.test(t) ? t : `${t}.`;
}
/** `family/name` → `FamilyName` (a reportingDescriptor's `name` is an identifier-like friendly name). */
function friendlyName(id) {
    return id
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((w) => w[0].toUpperCase() + w.slice(1))
        .join('');
}
function precisionOf(rule) {
    switch (rule.meta.category) {
        case 'correctness':
        case 'contract':
            return 'very-high';
        case 'suspicious':
            return 'medium';
        default:
            return 'high';
    }
}
function ruleHelp(rule) {
    const m = rule.meta;
    const url = docsUrl(m.id);
    const text = [sentence(m.description)];
    const md = [sentence(m.description)];
    if (m.rationale) {
        text.push(sentence(m.rationale));
        md.push(sentence(m.rationale));
    }
    if (m.examples) {
        text.push(`Wrong:\n${m.examples.wrong}\n\nRight:\n${m.examples.right}`);
        const fence = fenceFor(`${m.examples.wrong}\n${m.examples.right}`);
        md.push(`Wrong${m.examples.file ? ` (\`${m.examples.file}\`)` : ''}:\n\n${fence}\n${m.examples.wrong}\n${fence}\n\nRight:\n\n${fence}\n${m.examples.right}\n${fence}`);
    }
    const fixable = m.fixable === 'machine' ? 'This rule offers machine-applicable fixes.' : m.fixable === 'maybe' ? 'This rule offers fixes to review before applying.' : '';
    if (fixable) {
        text.push(fixable);
        md.push(fixable);
    }
    text.push(`Documentation: ${url}`);
    md.push(`[Documentation](${url})`);
    return { text: text.join('\n\n'), markdown: md.join('\n\n') };
}
function ruleDescriptor(rule) {
    const m = rule.meta;
    const tags = [m.category, ...m.kinds.map((k) => `kind:${k}`), ...(m.tags ?? [])];
    return {
        id: m.id,
        name: friendlyName(m.id),
        shortDescription: { text: sentence(m.description) },
        fullDescription: { text: sentence(m.rationale ? `${sentence(m.description)} ${m.rationale}` : m.description) },
        help: ruleHelp(rule),
        helpUri: docsUrl(m.id),
        defaultConfiguration: { level: SARIF_LEVEL[m.defaultLevel], enabled: !m.optIn },
        properties: { tags: [...new Set(tags)], precision: precisionOf(rule), 'problem.severity': SEVERITY[m.defaultLevel] },
    };
}
/** A region from our 1-based, end-exclusive, UTF-16 range (SARIF's columns are end-exclusive too). */
function regionOf(range) {
    return {
        startLine: range.start.line,
        startColumn: range.start.column,
        endLine: range.end.line,
        endColumn: range.end.column,
    };
}
function joinUri(prefix, path) {
    const p = (prefix ?? '').replace(/\\/g, '/').replace(/^\.\/?/, '').replace(/\/+$/, '');
    const rel = path.replace(/\\/g, '/').replace(/^\.\//, '');
    const joined = p ? `${p}/${rel}` : rel;
    // Percent-encode what is not allowed in a URI reference, keeping `/`.
    return joined
        .split('/')
        .map((seg) => encodeURIComponent(seg).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
        .join('/');
}
function sarif_location(path, range, prefix, message, id) {
    const loc = {
        physicalLocation: { artifactLocation: { uri: joinUri(prefix, path), uriBaseId: SRCROOT }, region: regionOf(range) },
    };
    if (id !== undefined)
        loc.id = id;
    if (message !== undefined)
        loc.message = { text: sentence(message) };
    return loc;
}
function fixOf(d, prefix) {
    const s = d.suggestion;
    if (!s || s.applicability !== 'MachineApplicable' || s.edits.length === 0)
        return undefined;
    const byPath = new Map();
    for (const e of s.edits)
        byPath.set(e.path, [...(byPath.get(e.path) ?? []), e]);
    return [
        {
            description: { text: sentence(s.msg) },
            artifactChanges: [...byPath].map(([path, edits]) => ({
                artifactLocation: { uri: joinUri(prefix, path), uriBaseId: SRCROOT },
                replacements: [...edits]
                    .sort((a, b) => a.range.start.offset - b.range.start.offset)
                    .map((e) => ({ deletedRegion: regionOf(e.range), insertedContent: { text: e.text } })),
            })),
        },
    ];
}
function resultMessage(d) {
    const parts = [sentence(d.message)];
    for (const n of d.notes)
        parts.push(`Note: ${sentence(n)}`);
    if (d.help)
        parts.push(`Help: ${sentence(d.help)}`);
    return { text: parts.join(' ') };
}
function toResult(d, index, prefix, suppressed) {
    const r = {
        ruleId: d.kind,
        level: SARIF_LEVEL[d.level],
        message: resultMessage(d),
        locations: [sarif_location(d.span.path, d.span.range, prefix)],
        partialFingerprints: { [FINGERPRINT_KEY]: d.fingerprint ?? '' },
    };
    const i = index.get(d.kind);
    if (i !== undefined)
        r.ruleIndex = i;
    if (!d.fingerprint)
        delete r.partialFingerprints[FINGERPRINT_KEY];
    if (d.related.length > 0)
        r.relatedLocations = d.related.map((rel, k) => sarif_location(rel.span.path, rel.span.range, prefix, rel.message, k + 1));
    const fixes = fixOf(d, prefix);
    if (fixes)
        r.fixes = fixes;
    const props = { category: d.category };
    if (d.span.element)
        props.element = `${d.span.element.type}:${d.span.element.name}`;
    if (d.span.jsonPath)
        props.jsonPath = d.span.jsonPath;
    r.properties = props;
    if (suppressed)
        r.suppressions = [{ kind: 'external', justification: `allowed by ${d.source}` }];
    return r;
}
/** The SARIF log for one lint result. `rules` is the registry (`ALL_RULES`). */
function toSarif(result, rules, opts = {}) {
    const descriptors = rules.map(ruleDescriptor);
    const index = new Map(descriptors.map((d, i) => [d.id, i]));
    const results = result.diagnostics.map((d) => toResult(d, index, opts.pathPrefix, false));
    if (opts.includeSuppressed)
        results.push(...result.suppressed.map((d) => toResult(d, index, opts.pathPrefix, true)));
    const run = {
        tool: {
            driver: {
                name: result.tool.name,
                version: result.tool.version,
                semanticVersion: result.tool.version,
                informationUri: INFORMATION_URI,
                rules: descriptors,
            },
        },
        automationDetails: { id: opts.automationId ?? 'agentlint/' },
        columnKind: 'utf16CodeUnits',
        results,
        invocations: [{ executionSuccessful: true }],
        properties: { rulesetFingerprint: result.ruleset.fingerprint, filesChecked: result.filesChecked },
    };
    if (opts.srcRoot) {
        const abs = opts.srcRoot.replace(/\\/g, '/').replace(/\/?$/, '/');
        run.originalUriBaseIds = { [SRCROOT]: { uri: `file://${abs.startsWith('/') ? '' : '/'}${abs.split('/').map(encodeURIComponent).join('/')}` } };
    }
    return { $schema: SARIF_SCHEMA, version: SARIF_VERSION, runs: [run] };
}

;// CONCATENATED MODULE: ./src/report/workflow-commands.ts
const COMMAND_OF = { error: 'error', warn: 'warning', info: 'notice' };
const RANK = { error: 0, warn: 1, info: 2 };
/** Escaping for the message part (`%`, CR, LF). */
function escapeData(s) {
    return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** Escaping for property values (also `:` and `,`). */
function escapeProperty(s) {
    return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
function joinPath(prefix, path) {
    const p = (prefix ?? '').replace(/\\/g, '/').replace(/^\.\/?/, '').replace(/\/+$/, '');
    return p ? `${p}/${path}` : path;
}
/** The annotation text: message, notes, help and the docs link. */
function annotationMessage(d) {
    const parts = [d.message];
    for (const n of d.notes)
        parts.push(`note: ${n}`);
    if (d.help)
        parts.push(`help: ${d.help}`);
    if (d.suggestion)
        parts.push(`fix (${d.suggestion.applicability}): ${d.suggestion.msg}`);
    parts.push(d.docs);
    return parts.join('\n');
}
function workflowCommand(d, pathPrefix) {
    const { start, end } = d.span.range;
    const props = [
        ['file', joinPath(pathPrefix, d.span.path)],
        ['line', start.line],
        ['endLine', Math.max(start.line, end.line)],
    ];
    // Columns only mean something on a single line.
    if (start.line === end.line) {
        props.push(['col', start.column], ['endColumn', Math.max(start.column, end.column)]);
    }
    props.push(['title', d.kind]);
    const p = props.map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(',');
    return `::${COMMAND_OF[d.level]} ${p}::${escapeData(annotationMessage(d))}`;
}
/** A plain log line for a finding over the annotation limit. */
function plainLine(d, pathPrefix) {
    const { start } = d.span.range;
    return `${joinPath(pathPrefix, d.span.path)}:${start.line}:${start.column}: ${d.level} [${d.kind}] ${d.message.replace(/\r?\n/g, ' ')}`;
}
function sortBySeverity(ds) {
    // Array.prototype.sort is stable: within a level the engine's order (path, line, column) stays.
    return [...ds].sort((a, b) => RANK[a.level] - RANK[b.level]);
}
function toWorkflowCommands(diagnostics, opts = {}) {
    const max = opts.maxPerLevel ?? 10;
    const shown = { error: 0, warn: 0, info: 0 };
    const omitted = { error: 0, warn: 0, info: 0 };
    const lines = [];
    const rest = [];
    for (const d of sortBySeverity(diagnostics)) {
        if (shown[d.level] < max) {
            shown[d.level]++;
            lines.push(workflowCommand(d, opts.pathPrefix));
        }
        else {
            omitted[d.level]++;
            rest.push(d);
        }
    }
    if (rest.length > 0) {
        lines.push(`agentlint: ${omittedText(omitted)} not shown as annotations (GitHub shows ${max} of each level per step):`);
        for (const d of rest)
            lines.push(plainLine(d, opts.pathPrefix));
    }
    return { lines, shown, omitted };
}
const WORDS = { error: ['error', 'errors'], warn: ['warning', 'warnings'], info: ['notice', 'notices'] };
/** `12 errors, 1 warning` (levels with a zero count left out). */
function omittedText(c) {
    return Object.keys(WORDS)
        .filter((l) => c[l] > 0)
        .map((l) => `${c[l]} ${WORDS[l][c[l] === 1 ? 0 : 1]}`)
        .join(', ');
}

;// CONCATENATED MODULE: ./src/report/text.ts
/** ESLint-style text: grouped by file, `line:col  level  message  kind`, a footer with counts. */

const COLORS = {
    error: '\u001b[31m',
    warn: '\u001b[33m',
    info: '\u001b[36m',
    dim: '\u001b[2m',
    bold: '\u001b[1m',
    reset: '\u001b[0m',
};
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
function formatText(result, opts = {}) {
    const paint = (k, s) => (opts.color ? `${COLORS[k]}${s}${COLORS.reset}` : s);
    const shown = opts.quiet ? result.diagnostics.filter((d) => d.level === 'error') : result.diagnostics;
    const out = [];
    const byFile = new Map();
    for (const d of shown) {
        const list = byFile.get(d.span.path);
        if (list)
            list.push(d);
        else
            byFile.set(d.span.path, [d]);
    }
    for (const [path, ds] of byFile) {
        out.push(paint('bold', path));
        const rows = ds.map((d) => [`${d.span.range.start.line}:${d.span.range.start.column}`, d.level, d.message, d.kind]);
        const w0 = Math.max(...rows.map((r) => r[0].length));
        const w1 = Math.max(...rows.map((r) => r[1].length));
        rows.forEach(([pos, level, msg, kind], i) => {
            const d = ds[i];
            const fix = d.suggestion?.applicability === 'MachineApplicable' ? ' (fixable)' : '';
            out.push(`  ${paint('dim', pos.padEnd(w0))}  ${paint(level, level.padEnd(w1))}  ${msg}${fix}  ${paint('dim', kind)}`);
        });
        out.push('');
    }
    const c = countByLevel(shown);
    const total = c.error + c.warn + c.info;
    if (total === 0) {
        out.push(`No problems in ${plural(result.filesChecked, 'file')}.`);
    }
    else {
        const mark = c.error ? paint('error', '✖') : c.warn ? paint('warn', '⚠') : paint('info', 'ℹ');
        out.push(`${mark} ${plural(total, 'problem')} (${plural(c.error, 'error')}, ${plural(c.warn, 'warning')}, ${c.info} info) in ${plural(result.filesChecked, 'file')} checked`);
        const fixable = shown.filter((d) => d.suggestion?.applicability === 'MachineApplicable');
        const maybe = shown.filter((d) => d.suggestion?.applicability === 'MaybeIncorrect');
        if (fixable.length)
            out.push(`  ${plural(fixable.length, 'problem')} fixable with \`--fix\`.`);
        if (maybe.length)
            out.push(`  ${maybe.length} more ${maybe.length === 1 ? 'has a suggestion' : 'have suggestions'} to review (\`--fix-unsafe\` applies them).`);
    }
    if (result.suppressed.length)
        out.push(`  ${result.suppressed.length} suppressed by \`allow\` (see --format json).`);
    if (result.skipped.length) {
        out.push(`  ${plural(result.skipped.length, 'file')} skipped:`);
        for (const s of result.skipped)
            out.push(`    ${s.path}: ${s.reason}`);
    }
    out.push(paint('dim', `  ruleset ${result.ruleset.fingerprint}`));
    return out.join('\n') + '\n';
}

;// CONCATENATED MODULE: ./src/cli/args.ts
/** Argument parsing for the CLI (no dependency: the grammar is small). */

const FORMATS = ['text', 'json', 'sarif', 'github'];
class UsageError extends Error {
}
function parseArgs(argv) {
    const args = { command: 'check', paths: [], format: 'text', lints: [], fix: false, fixUnsafe: false, quiet: false, json: false };
    const rest = [...argv];
    const first = rest[0];
    if (first === 'check' || first === 'rules' || first === 'explain' || first === 'resolve') {
        args.command = first;
        rest.shift();
    }
    const value = (flag, inline) => {
        const v = inline ?? rest.shift();
        if (v === undefined || (inline === undefined && v.startsWith('--')))
            throw new UsageError(`${flag} needs a value`);
        return v;
    };
    while (rest.length > 0) {
        const a = rest.shift();
        if (!a.startsWith('-') || a === '-') {
            args.paths.push(a);
            continue;
        }
        const eq = a.indexOf('=');
        const flag = a.startsWith('--') && eq > 0 ? a.slice(0, eq) : a;
        const inline = a.startsWith('--') && eq > 0 ? a.slice(eq + 1) : undefined;
        switch (flag) {
            case '--format':
            case '-f': {
                const f = value(flag, inline);
                if (!FORMATS.includes(f))
                    throw new UsageError(`--format must be one of ${FORMATS.join(', ')}`);
                args.format = f;
                break;
            }
            case '--config':
            case '-c':
                args.config = value(flag, inline);
                break;
            case '--lint':
                args.lints.push(parseLint(value(flag, inline)));
                break;
            case '--fix':
                args.fix = true;
                break;
            case '--fix-unsafe':
                args.fix = true;
                args.fixUnsafe = true;
                break;
            case '--max-warnings': {
                const n = Number(value(flag, inline));
                if (!Number.isInteger(n) || n < 0)
                    throw new UsageError('--max-warnings needs a whole number >= 0');
                args.maxWarnings = n;
                break;
            }
            case '--quiet':
            case '-q':
                args.quiet = true;
                break;
            case '--json':
                args.json = true;
                args.format = 'json';
                break;
            case '--output':
            case '-o':
                args.output = value(flag, inline);
                break;
            case '--help':
            case '-h':
                args.command = 'help';
                break;
            case '--version':
            case '-v':
                args.command = 'version';
                break;
            default:
                throw new UsageError(`unknown option ${flag}`);
        }
    }
    return args;
}
function parseLint(spec) {
    const m = /^([^=]+)=([^=]+)$/.exec(spec);
    if (!m || !LINT_SETTINGS.includes(m[2].trim())) {
        throw new UsageError(`--lint wants kind=level with level allow, warn or deny (got \`${spec}\`)`);
    }
    return { key: m[1].trim(), setting: m[2].trim() };
}
const HELP = `agentlint — lint AI agent definitions

Usage:
  agentlint [check] [PATH...]   lint a repository (default: .)
  agentlint rules [--json]      list every rule
  agentlint explain <rule-id>   explain one rule
  agentlint resolve [NAME]      show an ai-rulez agent as it would be generated

Options:
  -f, --format text|json|sarif|github   output format (default: text)
  -o, --output FILE                     write the report to FILE instead of stdout
  -c, --config PATH                     configuration file (default: .agentlint.yml in the scan root)
      --lint KIND=LEVEL                 call-site level (allow|warn|deny), repeatable; KIND is a rule id,
                                        category:<name> or all
      --fix                             apply MachineApplicable fixes
      --fix-unsafe                      also apply MaybeIncorrect fixes
      --max-warnings N                  exit 1 when there are more than N warnings
  -q, --quiet                           report errors only
  -h, --help / -v, --version

One directory PATH is the scan root (its .agentlint.yml applies). Several paths, or a file,
lint those paths within the current directory.
Exit status: 0 clean, 1 errors (or too many warnings), 2 usage, configuration or I/O error.
`;

;// CONCATENATED MODULE: ./src/cli/run.ts















/** Maximum --fix passes: each pass re-lints, so fixes that unblock others land too. */
const MAX_FIX_PASSES = 10;
function runCli(argv, io) {
    let args;
    try {
        args = parseArgs(argv);
    }
    catch (err) {
        if (err instanceof UsageError) {
            io.stderr(`agentlint: ${err.message}\n\n${HELP}`);
            return 2;
        }
        throw err;
    }
    try {
        switch (args.command) {
            case 'help':
                io.stdout(HELP);
                return 0;
            case 'version':
                io.stdout(`${TOOL_VERSION}\n`);
                return 0;
            case 'rules':
                return listRules(args, io);
            case 'explain':
                return explain(args, io);
            case 'resolve':
                return resolveCommand(args, io);
            default:
                return check(args, io);
        }
    }
    catch (err) {
        if (err instanceof UsageError || err instanceof ConfigError) {
            io.stderr(`agentlint: ${err.message}\n`);
            return 2;
        }
        io.stderr(`agentlint: ${err.message}\n`);
        return 2;
    }
}
/** Scan root and path filter from the PATH arguments. */
function scope(args, io) {
    const paths = args.paths.length ? args.paths : ['.'];
    for (const p of paths)
        if (!io.fs.existsSync(io.fs.resolve(io.cwd, p)))
            throw new UsageError(`no such file or directory: ${p}`);
    if (paths.length === 1 && io.fs.statSync(io.fs.resolve(io.cwd, paths[0])).isDirectory()) {
        return { root: io.fs.resolve(io.cwd, paths[0]) };
    }
    const only = paths.map((p) => io.fs.relative(io.cwd, io.fs.resolve(io.cwd, p)).split('\\').join('/') || '.');
    if (only.some((o) => o.startsWith('..')))
        throw new UsageError('paths must be inside the current directory when several are given');
    return { root: io.cwd, only };
}
function check(args, io) {
    const opts = { ...scope(args, io), configPath: args.config ? io.fs.resolve(io.cwd, args.config) : undefined, callSite: args.lints };
    let result = lint(opts);
    if (args.fix) {
        let fixed = 0;
        const files = new Set();
        for (let pass = 0; pass < MAX_FIX_PASSES && fixableEdits(result.diagnostics, args.fixUnsafe).length > 0; pass++) {
            const outcome = applyFixes(opts.root, result.diagnostics, args.fixUnsafe);
            if (outcome.applied === 0)
                break;
            fixed += outcome.applied;
            outcome.files.forEach((f) => files.add(f));
            result = lint(opts);
        }
        if (fixed > 0)
            io.stderr(`agentlint: fixed ${fixed} problem${fixed === 1 ? '' : 's'} in ${files.size} file${files.size === 1 ? '' : 's'}\n`);
    }
    const report = render(args, result, io, opts.root);
    if (args.output)
        io.fs.writeFileSync(io.fs.resolve(io.cwd, args.output), report);
    else
        io.stdout(report);
    if (result.diagnostics.some((d) => d.kind === 'config/invalid'))
        return 2;
    const c = countByLevel(result.diagnostics);
    if (c.error > 0)
        return 1;
    if (args.maxWarnings !== undefined && c.warn > args.maxWarnings) {
        io.stderr(`agentlint: ${c.warn} warnings, more than --max-warnings ${args.maxWarnings}\n`);
        return 1;
    }
    return 0;
}
function render(args, result, io, root) {
    switch (args.format) {
        case 'json':
            return formatJson(result);
        case 'sarif':
            // URIs are relative to the scan root, which %SRCROOT% names.
            return JSON.stringify(toSarif(result, ALL_RULES, { srcRoot: root }), null, 2) + '\n';
        case 'github': {
            // Workflow commands want paths relative to the working directory (the repository on a runner).
            const prefix = io.fs.relative(io.cwd, root).split('\\').join('/');
            return toWorkflowCommands(result.diagnostics, { pathPrefix: prefix && !prefix.startsWith('..') ? prefix : undefined }).lines.join('\n') + '\n';
        }
        default:
            return formatText(result, { color: io.color && !args.output, quiet: args.quiet });
    }
}
function ruleSummary(r) {
    return {
        id: r.meta.id,
        category: r.meta.category,
        defaultLevel: r.meta.defaultLevel,
        kinds: [...r.meta.kinds],
        optIn: r.meta.optIn,
        fixable: r.meta.fixable,
        scope: r.scope,
        description: r.meta.description,
        docs: docsUrl(r.meta.id),
        options: r.meta.options ?? null,
    };
}
function listRules(args, io) {
    const p = plan(io.cwd, args.config ? io.fs.resolve(io.cwd, args.config) : undefined);
    if (args.json) {
        io.stdout(JSON.stringify({ ruleset: { fingerprint: p.fingerprint }, rules: ALL_RULES.map(ruleSummary) }, null, 2) + '\n');
        return 0;
    }
    const active = new Set(p.active.map((a) => a.rule.meta.id));
    const w = Math.max(...ALL_RULES.map((r) => r.meta.id.length));
    for (const r of ALL_RULES) {
        const flags = [r.meta.optIn ? 'opt-in' : '', r.meta.fixable === 'machine' ? 'fix' : r.meta.fixable === 'maybe' ? 'suggest' : '', active.has(r.meta.id) ? '' : 'off']
            .filter(Boolean)
            .join(',');
        io.stdout(`${r.meta.id.padEnd(w)}  ${r.meta.defaultLevel.padEnd(5)}  ${r.meta.category.padEnd(11)}  ${flags.padEnd(14)}  ${r.meta.description}\n`);
    }
    io.stdout(`\n${ALL_RULES.length} rules; ruleset ${p.fingerprint}\n`);
    return 0;
}
function explainText(r) {
    const m = r.meta;
    const lines = [
        `${m.id}  (${m.category}, default ${m.defaultLevel}${m.optIn ? ', opt-in' : ''})`,
        '',
        m.description,
        '',
        `Applies to: ${m.kinds.length ? m.kinds.join(', ') : 'the configuration'}`,
        `Fix: ${m.fixable === 'machine' ? 'MachineApplicable (applied by --fix)' : m.fixable === 'maybe' ? 'MaybeIncorrect suggestion (applied by --fix-unsafe)' : 'none'}`,
    ];
    if (m.rationale)
        lines.push('', 'Why:', `  ${m.rationale}`);
    if (m.options) {
        lines.push('', 'Options:');
        for (const [k, v] of Object.entries(m.options.properties))
            lines.push(`  ${k} (${v.type}): ${v.description}`);
    }
    if (m.examples)
        lines.push('', `Wrong${m.examples.file ? ` (${m.examples.file})` : ''}:`, indent(m.examples.wrong), '', 'Right:', indent(m.examples.right));
    lines.push('', `Docs: ${docsUrl(m.id)}`);
    return lines.join('\n') + '\n';
}
const indent = (s) => s.split('\n').map((l) => `    ${l}`).join('\n');
function explain(args, io) {
    const id = args.paths[0];
    if (!id)
        throw new UsageError('explain needs a rule id (see `agentlint rules`)');
    const r = ruleById(id);
    if (!r) {
        const near = closest(id, ALL_RULES.map((x) => x.meta.id));
        throw new UsageError(`no rule \`${id}\`${near.length ? `; did you mean \`${near[0].value}\`?` : ''}`);
    }
    io.stdout(args.json ? JSON.stringify({ ...ruleSummary(r), rationale: r.meta.rationale ?? null, examples: r.meta.examples ?? null }, null, 2) + '\n' : explainText(r));
    return 0;
}
/** `agentlint resolve [NAME]`: ai-rulez agents as the generator would emit them (scan root: the current directory). */
function resolveCommand(args, io) {
    const name = args.paths[0];
    const p = plan(io.cwd, args.config ? io.fs.resolve(io.cwd, args.config) : undefined);
    const { project } = discover(io.cwd, { ignore: p.config.ignore });
    const projects = resolveProjects(project);
    if (projects.length === 0) {
        io.stderr('agentlint: no ai-rulez project (.ai-rulez/config.toml) under this directory\n');
        return 2;
    }
    if (args.format === 'json') {
        const data = name ? resolveAgent(project, name) : projects;
        io.stdout(JSON.stringify(data, null, 2) + '\n');
        return name && data.length === 0 ? 2 : 0;
    }
    const text = renderResolveText(projects, name);
    io.stdout(text);
    return name && resolveAgent(project, name).length === 0 ? 2 : 0;
}

;// CONCATENATED MODULE: ./src/cli.ts
/** The command line: `agentlint [check] [PATH...]`, `rules`, `explain`, `resolve`. */



const io = {
    cwd: process.cwd(),
    stdout: (s) => process.stdout.write(s),
    stderr: (s) => process.stderr.write(s),
    color: process.stdout.isTTY === true && !process.env.NO_COLOR,
    fs: { existsSync: external_node_fs_namespaceObject.existsSync, statSync: external_node_fs_namespaceObject.statSync, writeFileSync: external_node_fs_namespaceObject.writeFileSync, relative: external_node_path_namespaceObject.relative, resolve: external_node_path_namespaceObject.resolve },
};
process.exitCode = runCli(process.argv.slice(2), io);

