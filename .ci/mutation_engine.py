"""The mutation engine of `.ci/mutation-test`: finds mutation points in Swift source and writes every
mutant into the file at once, behind a runtime switch (a mutant schema), so one build serves them all.

Each mutant changes one line. Expression-level mutants (in a declaration's value, a `return` value, a
switch-expression arm, an `if`/`guard`/`while` condition) become a conditional expression:

    let page = (__featuregenMutant(7) ? (state.page - 1) : (state.page + 1))

Statement-level mutants (an assignment, a call statement) become an `if`:

    if __featuregenMutant(3) {} else { state.isLoading = false }

and some insert a statement before the line (`if __featuregenMutant(9) { return .none }; return {`).
Line numbers never change, so compiler errors map straight back onto mutants. Pure text: no Swift
toolchain needed (the self-test, `.ci/mutation_engine_test.py`, runs it on snippets).
"""

import dataclasses
import re

SWITCH = "__featuregenMutant"
MUTANT_ERROR = "FeaturegenMutantError"

# The support file added to each mutated module.
SUPPORT = f"""// Added by .ci/mutation-test: which mutant is active in this test run (0 = none).
import Foundation

let featuregenActiveMutant = Int(ProcessInfo.processInfo.environment["FEATUREGEN_MUTANT"] ?? "") ?? 0

func {SWITCH}(_ id: Int) -> Bool {{ featuregenActiveMutant == id }}

struct {MUTANT_ERROR}: Error, CustomStringConvertible {{
  var description: String {{ "planted by a mutant" }}
}}
"""

OPERATORS = [
    "drop-assignment",  # an assignment statement is skipped
    "flip-bool",  # true <-> false
    "swap-arguments",  # two neighbouring arguments of a call trade values (labels stay)
    "change-operator",  # + <-> -, * <-> /, < <-> <=, > <-> >=, == <-> !=, && <-> ||
    "change-constant",  # an integer literal n -> n + 1
    "other-result",  # the call succeeded, but the failure path runs (throw inside `do`)
    "skip-effect",  # an effect is not started (`return .none`) or an awaited call is skipped
    "drop-call",  # a call statement that is not awaited is skipped (`runs.cancel(["search"])`)
    "live-dependency",  # `AppDependencies.now()` -> `Date()`, `.uuid()` -> `UUID()`: the real clock or ID
    "negate-condition",  # an `if`/`guard`/`while` condition or a Bool arm (a `when:` guard) -> `!(…)`
    "reset-state",  # a reducer case that changes nothing (`break`) resets the state: a write where none is
    "stray-write",  # a method that assigns nothing first does the file's first literal assignment (svvs)
]

# A reducer's state, which `reset-state` writes: `state: inout` (skill) or `var state = state` (middleware).
REDUCER_STATE = re.compile(r"\bstate: inout\b|\bvar state = state\b")

LIVE_DEPENDENCIES = {"now": "Date()", "uuid": "UUID()"}

OPERATOR_SWAPS = {
    "+": "-", "-": "+", "*": "/", "/": "*", "<": "<=", "<=": "<", ">": ">=", ">=": ">",
    "==": "!=", "!=": "==", "&&": "||", "||": "&&",
}

MODIFIERS = {
    "private", "fileprivate", "internal", "public", "open", "package", "static", "class", "final", "lazy",
    "override", "nonisolated", "weak", "unowned", "mutating",
}
ASSIGNMENT_OPERATORS = {"=", "+=", "-=", "*=", "/="}
STATEMENT_KEYWORDS = {"break", "return", "continue", "fallthrough", "throw"}


@dataclasses.dataclass
class Token:
    kind: str  # ident, number, float, string, op, punct, comment, directive, attribute
    text: str
    line: int  # 0-based line of the first character
    start: int  # column (character offset in the line) of the first character
    end_line: int
    end: int  # column just past the last character, on end_line
    space_before: bool = False
    space_after: bool = False


@dataclasses.dataclass
class Mutant:
    id: int
    path: str
    line: int  # 1-based
    operator: str
    original: str  # the line's code, stripped
    mutated: str  # the line's code with this mutation alone (for reports)
    # How it is written into the schema:
    kind: str = "expression"  # expression | statement | insert
    slot: tuple = ()  # (start, end) columns of the expression slot (kind == expression)
    replacement: str = ""  # mutated slot text (expression) / mutated statement (statement) / inserted text


# MARK: Tokenizer

OPERATOR_CHARS = set("/=-+!*%<>&|^~?.")


def tokenize(text):
    """Swift tokens with positions; comments kept as tokens. Good enough for formatted generated code
    and hand-written transitions: strings (with interpolation, raw and multi-line), nested comments."""
    lines = text.split("\n")
    tokens = []
    line, col = 0, 0

    def at(l, c, n=0):
        if l >= len(lines):
            return ""
        return lines[l][c:c + n] if n else (lines[l][c] if c < len(lines[l]) else "\n")

    def advance(l, c):
        if c < len(lines[l]):
            return l, c + 1
        return l + 1, 0

    def scan_string(l, c):
        """From an opening quote (after any `#`s): returns the position just past the literal."""
        hashes = 0
        while at(l, c) == "#":
            hashes += 1
            c += 1
        multi = at(l, c, 3) == '"""'
        c += 3 if multi else 1
        closing = ('"""' if multi else '"') + "#" * hashes
        escape = "\\" + "#" * hashes
        while l < len(lines):
            if lines[l].startswith(closing, c):
                return l, c + len(closing)
            if lines[l].startswith(escape + "(", c):
                l, c = scan_balanced(l, c + len(escape) + 1)
                continue
            if lines[l].startswith(escape, c):
                c += len(escape) + 1
                continue
            if c >= len(lines[l]):
                if not multi:
                    return l, c  # unterminated: stop at the line end
                l, c = l + 1, 0
                continue
            c += 1
        return l, c

    def scan_balanced(l, c):
        """Inside an interpolation: to just past the `)` that closes it."""
        depth = 1
        while l < len(lines):
            ch = at(l, c)
            if ch == "\n":
                l, c = l + 1, 0
                continue
            if ch == '"' or (ch == "#" and at(l, c + 1) in '#"'):
                l, c = scan_string(l, c)
                continue
            if ch == "(":
                depth += 1
            elif ch == ")":
                depth -= 1
                if depth == 0:
                    return l, c + 1
            c += 1
        return l, c

    while line < len(lines):
        text_line = lines[line]
        if col >= len(text_line):
            line, col = line + 1, 0
            continue
        ch = text_line[col]
        if ch in " \t\r":
            col += 1
            continue
        start = (line, col)
        two = text_line[col:col + 2]
        if two == "//":
            kind, (line, col) = "comment", (line, len(text_line))
        elif two == "/*":
            depth, l, c = 0, line, col
            while l < len(lines):
                if lines[l].startswith("/*", c):
                    depth, c = depth + 1, c + 2
                elif lines[l].startswith("*/", c):
                    depth, c = depth - 1, c + 2
                    if depth == 0:
                        break
                elif c >= len(lines[l]):
                    l, c = l + 1, 0
                else:
                    c += 1
            kind, (line, col) = "comment", (l, c)
        elif ch == '"' or (ch == "#" and re.match(r'#+"', text_line[col:])):
            kind, (line, col) = "string", scan_string(line, col)
        elif ch == "#" or ch == "@":
            m = re.match(r"[#@][A-Za-z_][A-Za-z0-9_]*", text_line[col:])
            length = len(m.group(0)) if m else 1
            kind, col = ("directive" if ch == "#" else "attribute") if m else "punct", col + length
        elif ch.isdigit():
            m = re.match(r"0x[0-9A-Fa-f_]+|[0-9][0-9_]*(\.[0-9][0-9_]*)?([eE][+-]?[0-9]+)?", text_line[col:])
            kind = "float" if (m.group(1) or m.group(2)) else "number"
            col += len(m.group(0))
        elif ch.isalpha() or ch == "_" or ch == "$" or ord(ch) > 127:
            m = re.match(r"[\w$]+", text_line[col:])
            kind, col = "ident", col + len(m.group(0))
        elif ch == "`":
            end = text_line.find("`", col + 1)
            kind, col = "ident", (end + 1 if end > 0 else col + 1)
        elif ch in "()[]{},:;":
            kind, col = "punct", col + 1
        elif ch in OPERATOR_CHARS:
            end = col
            while end < len(text_line) and text_line[end] in OPERATOR_CHARS:
                end += 1
            op = text_line[col:end]
            if op == "." or (op.startswith(".") and not op.startswith("..")):
                end = col + 1  # member access, not an operator
            kind, col = ("punct" if text_line[col:end] in (".", "?", "!", "->") else "op"), end
        else:
            kind, col = "punct", col + 1
        (l0, c0), (l1, c1) = start, (line, col)
        if l1 > l0:
            token_text = "\n".join([lines[l0][c0:]] + lines[l0 + 1:l1] + [lines[l1][:c1]])
        else:
            token_text = lines[l0][c0:c1]
        tokens.append(Token(kind, token_text, l0, c0, l1, c1))
    for i, token in enumerate(tokens):
        before = tokens[i - 1] if i else None
        after = tokens[i + 1] if i + 1 < len(tokens) else None
        token.space_before = before is None or before.end_line != token.line or before.end < token.start
        token.space_after = after is None or after.line != token.end_line or after.start > token.end
    return tokens


# MARK: Lines

@dataclasses.dataclass
class Line:
    number: int  # 0-based
    tokens: list  # code tokens (no comments), all on this line
    eligible: bool
    in_block: bool  # the innermost bracket open at the start of the line is `{`


def analyse(text):
    """Per line: its code tokens and whether a mutant may be planted there."""
    tokens = tokenize(text)
    count = text.count("\n") + 1
    per_line = [[] for _ in range(count)]
    spanned = set()  # lines touched by a token that spans lines (block comment, multi-line string)
    for token in tokens:
        if token.end_line > token.line:
            spanned.update(range(token.line, token.end_line + 1))
        if token.kind != "comment":
            per_line[token.line].append(token)
    lines = []
    stack = []  # open brackets
    if_depth = 0
    for number in range(count):
        code = per_line[number]
        in_block = not stack or stack[-1] == "{"
        first = code[0].text if code else ""
        is_directive = bool(code) and code[0].kind == "directive"
        if is_directive and first == "#if":
            if_depth += 1
        eligible = bool(code) and in_block and if_depth == 0 and number not in spanned and not is_directive
        if is_directive and first == "#endif":
            if_depth -= 1
        for token in code:
            if token.kind == "punct" and token.text in "([{":
                stack.append(token.text)
            elif token.kind == "punct" and token.text in ")]}" and stack:
                stack.pop()
        lines.append(Line(number, code, eligible, in_block))
    # A line continued by the next one (`.map { … }`, a trailing operator) is not a whole statement.
    for index, line in enumerate(lines):
        if not line.tokens:
            continue
        last = line.tokens[-1]
        following = next((l for l in lines[index + 1:] if l.tokens), None)
        if last.kind == "op" or last.text in (",", "(", "[", "="):
            line.eligible = False
        if following and (following.tokens[0].text == "." or following.tokens[0].kind == "op"):
            line.eligible = False
        if line.tokens[0].text == "." or line.tokens[0].kind == "op":
            line.eligible = False
    return lines


def top_level(tokens):
    """(index, token) pairs at bracket depth 0 of a token list."""
    depth = 0
    for index, token in enumerate(tokens):
        if token.kind == "punct" and token.text in ")]}":
            depth -= 1
        if depth == 0:
            yield index, token
        if token.kind == "punct" and token.text in "([{":
            depth += 1


def balanced(tokens):
    depth = 0
    for token in tokens:
        if token.kind == "punct" and token.text in "([{":
            depth += 1
        elif token.kind == "punct" and token.text in ")]}":
            depth -= 1
            if depth < 0:
                return False
    return depth == 0


# MARK: Mutations inside a span of tokens

def inner_mutations(tokens, source):
    """Single-token and call-argument mutations of a token span: (operator, start, end, replacement)
    edits in line columns."""
    edits = []
    for index, token in enumerate(tokens):
        if token.kind == "ident" and token.text in ("true", "false"):
            edits.append(("flip-bool", token.start, token.end, "false" if token.text == "true" else "true"))
        elif token.kind == "number" and not token.text.startswith("0x"):
            value = int(token.text.replace("_", ""))
            edits.append(("change-constant", token.start, token.end, str(value + 1)))
        elif token.kind == "op" and token.text in OPERATOR_SWAPS and token.space_before and token.space_after:
            edits.append(("change-operator", token.start, token.end, OPERATOR_SWAPS[token.text]))
        elif token.kind == "punct" and token.text == "(" and index > 0 and not token.space_before \
                and tokens[index - 1].kind == "ident":
            edits.extend(swap_edits(tokens, index, source))
        # `AppDependencies`, or `ShopDependencies` where the App types begin with another name (`app:`).
        if token.kind == "ident" and token.text.endswith("Dependencies") and index + 4 < len(tokens) \
                and [t.text for t in tokens[index + 1:index + 5:2]] == [".", "("] \
                and tokens[index + 2].text in LIVE_DEPENDENCIES and tokens[index + 4].text == ")":
            edits.append(("live-dependency", token.start, tokens[index + 4].end, LIVE_DEPENDENCIES[tokens[index + 2].text]))
    return edits


def swap_edits(tokens, open_index, source):
    """For the call whose `(` is at `open_index`: one edit per pair of neighbouring arguments with
    different values, swapping the values (labels stay in place)."""
    arguments = []  # (value_start, value_end) columns
    depth, start = 0, open_index + 1
    for index in range(open_index + 1, len(tokens)):
        token = tokens[index]
        if token.kind == "punct" and token.text in "([{":
            depth += 1
        elif token.kind == "punct" and token.text in ")]}":
            if depth == 0:
                if index > start:
                    arguments.append(argument_value(tokens[start:index]))
                break
            depth -= 1
        elif depth == 0 and token.kind == "punct" and token.text == ",":
            arguments.append(argument_value(tokens[start:index]))
            start = index + 1
    else:
        return []
    if any(a is None for a in arguments):
        return []
    edits = []
    for (a_start, a_end), (b_start, b_end) in zip(arguments, arguments[1:]):
        a, b = source[a_start:a_end], source[b_start:b_end]
        if a == b or a.startswith("&") or b.startswith("&"):
            continue
        edits.append(("swap-arguments", a_start, b_end, b + source[a_end:b_start] + a))
    return edits


def argument_value(tokens):
    """(start, end) columns of an argument's value (after `label:`), or None for an empty argument."""
    if not tokens:
        return None
    if len(tokens) > 2 and tokens[0].kind == "ident" and tokens[1].text == ":":
        tokens = tokens[2:]
    if tokens[0].kind == "punct" and tokens[0].text == "{":
        return None  # a closure: swapping it with a value never type-checks
    return tokens[0].start, tokens[-1].end


def apply(source, start, end, replacement):
    return source[:start] + replacement + source[end:]


# MARK: Finding mutation points

@dataclasses.dataclass
class Point:
    """Where a line's mutants go: a statement, or an expression slot (columns)."""
    kind: str  # statement | expression
    slot: tuple = ()  # None when the expression cannot take mutants


def classify(line):
    """How a line can carry mutants: (Point or None, drop-kind or None) where drop-kind is the operator of
    a whole-statement drop ("drop-assignment" / "skip-effect")."""
    tokens = line.tokens
    words = [t.text for t in tokens]
    first = 0
    while first < len(tokens) and (tokens[first].kind == "attribute" or words[first] in MODIFIERS):
        first += 1
    if first >= len(tokens):
        return None, None
    head = words[first]
    tops = list(top_level(tokens))
    if head in ("let", "var"):
        equals = [i for i, t in tops if t.kind == "op" and t.text == "="]
        if equals and equals[0] + 1 < len(tokens) and tokens[-1].text != "{":
            return expression_point(tokens[equals[0] + 1:]), None
        return None, None
    if head == "return":
        if len(tokens) > first + 1 and tokens[-1].text != "{" and balanced(tokens):
            return expression_point(tokens[first + 1:]), None
        return None, None
    if head in ("case", "default"):
        colons = [i for i, t in tops if t.text == ":"]
        if not colons or colons[0] + 1 >= len(tokens):
            return None, None
        body = tokens[colons[0] + 1:]
        if body[0].text in STATEMENT_KEYWORDS or any(t.text in ASSIGNMENT_OPERATORS for _, t in top_level(body)):
            return None, None
        return expression_point(body), None
    if head in ("if", "guard", "while") or (head == "}" and words[first + 1:first + 3] == ["else", "if"]):
        keyword = first if head != "}" else first + 2
        end = next((i for i, t in tops if i > keyword and t.text in ("{", "else")), None)
        condition = tokens[keyword + 1:end] if end else []
        if not condition or any(t.text in ("let", "var", "case", ",") for _, t in top_level(condition)) \
                or any(t.kind == "op" and t.text == "=" for t in condition):
            return None, None
        return expression_point(condition), None
    if not balanced(tokens) or tokens[-1].text in ("{", ":"):
        return None, None
    if is_bare_value(tokens, tops):
        # A line that is only a value (a switch-expression arm on its own line, an implicit return):
        # `state.hasMore && !state.isLoading`, `!payload.isEmpty`, `true`.
        return expression_point(tokens), None
    if head in ("try", "await", "self", "Self", "_") or tokens[first].kind == "ident":
        if tokens[first].kind == "ident" and head in KEYWORDS:
            return None, None
        assignment = any(t.kind == "op" and t.text in ASSIGNMENT_OPERATORS for _, t in tops)
        if assignment and head != "_":
            return Point("statement"), "drop-assignment"
        if any(t.text == "(" for t in tokens):
            return Point("statement"), ("skip-effect" if "await" in words else "drop-call")
    return None, None


def is_condition(line):
    """Whether the line's expression is a Bool that decides something: the condition of an `if`, `guard`
    or `while`, or a line that is only a Bool value (a `when:` guard's switch arm)."""
    tokens = [t for t in line.tokens if t.kind != "comment"]
    words = [t.text for t in tokens]
    first = 0
    while first < len(words) and words[first] in MODIFIERS:
        first += 1
    if first >= len(words):
        return False
    if words[first] in ("if", "guard", "while") or (words[first] == "}" and words[first + 1:first + 3] == ["else", "if"]):
        return True
    if words[first] in ("return", "let", "var", "case", "default") or words in (["true"], ["false"]):
        return False
    return balanced(tokens) and is_bare_value(tokens, list(top_level(tokens)))


def is_bare_value(tokens, tops):
    """Whether the line is an expression whose value is used: Swift warns about an unused one, so a
    line made of a logical or comparison operation, a negation or a Bool literal is an arm or a return."""
    if any(t.kind == "op" and t.text in ASSIGNMENT_OPERATORS for _, t in tops):
        return False
    if [t.text for t in tokens] in (["true"], ["false"]):
        return True
    if tokens[0].text == "!":  # `!text.isEmpty` (the lexer may call a prefix `!` punctuation)
        return True
    return any(t.kind == "op" and t.text in ("&&", "||", "==", "!=", "<", "<=", ">", ">=") for _, t in tops)


KEYWORDS = {
    "switch", "for", "do", "catch", "else", "defer", "func", "init", "deinit", "struct", "class", "enum",
    "protocol", "extension", "import", "typealias", "associatedtype", "throw", "break", "continue",
    "fallthrough", "repeat", "in", "where", "subscript", "get", "set", "willSet", "didSet",
}


def expression_point(tokens):
    """The slot of an expression; a leading `try`, `try?` or `await` stays outside it (`try` may not
    appear inside a conditional expression's branch)."""
    while tokens and tokens[0].text in ("try", "await"):
        tokens = tokens[1:]
        if tokens and tokens[0].text in ("?", "!") and not tokens[0].space_before:
            tokens = tokens[1:]
    if not tokens or not balanced(tokens):
        return Point("expression", None)
    return Point("expression", (tokens[0].start, tokens[-1].end))


def find_mutants(path, text, first_id=1):
    """Every mutant of one file, numbered from `first_id`."""
    lines = analyse(text)
    source_lines = text.split("\n")
    mutants = []
    next_id = first_id

    def add(line, operator, mutated, **schema):
        nonlocal next_id
        original = source_lines[line.number]
        mutants.append(Mutant(next_id, path, line.number + 1, operator, original.strip(), mutated.strip(), **schema))
        next_id += 1

    do_blocks = find_do_blocks(lines)
    stray_writes = find_stray_writes(lines, source_lines)
    writes_state = bool(REDUCER_STATE.search(text))
    for line in lines:
        source = source_lines[line.number]
        # A case that changes nothing (`case .itemTapped: break`) writes the state after all: only a test
        # that starts from other values than the defaults sees it.
        if writes_state and line.eligible and [t.text for t in line.tokens] == ["break"]:
            indent = source[:line.tokens[0].start]
            inserted = "if %s(%%d) { state = .init() }; " % SWITCH
            add(line, "reset-state", indent + "state = .init()", kind="insert", replacement=inserted)
        # A `return` that starts a multi-line effect (`return {`, `return .run {`), or a one-line run
        # (`return .run { _ in await dismiss() }`, TCA's dismissal): return no effect.
        words = [t.text for t in line.tokens]
        one_line_run = "".join(words[:4]) == "return.run{" and words[-1] == "}"
        if line.tokens and line.tokens[0].text == "return" and (line.tokens[-1].text == "{" or one_line_run) \
                and line.in_block and line_ok_for_insert(line):
            indent = source[:line.tokens[0].start]
            inserted = "if %s(%%d) { return .none }; " % SWITCH
            add(line, "skip-effect", indent + "return .none", kind="insert", replacement=inserted)
        if line.number in stray_writes:
            indent = source[:line.tokens[0].start]
            inserted = "if %s(%%d) { %s }; " % (SWITCH, stray_writes[line.number])
            add(line, "stray-write", indent + stray_writes[line.number], kind="insert", replacement=inserted)
        if line.number in do_blocks and line_ok_for_insert(line):
            indent = source[:line.tokens[0].start]
            inserted = "if %s(%%d) { throw %s() }; " % (SWITCH, MUTANT_ERROR)
            add(line, "other-result", indent + f"throw {MUTANT_ERROR}()", kind="insert", replacement=inserted)
        if not line.eligible:
            continue
        point, drop = classify(line)
        if point is None:
            continue
        code_start, code_end = line.tokens[0].start, line.tokens[-1].end
        if drop:
            add(line, drop, "", kind="statement", replacement="")
        if point.kind == "expression":
            if point.slot is None:
                continue
            start, end = point.slot
            span = [t for t in line.tokens if t.start >= start and t.end <= end]
            if is_condition(line):
                negated = "!(" + source[start:end] + ")"
                add(line, "negate-condition", source[:start] + negated + source[end:], kind="expression",
                    slot=(start, end), replacement=negated)
            for operator, a, b, replacement in inner_mutations(span, source):
                mutated_slot = apply(source, a, b, replacement)[start:end - (b - a) + len(replacement)]
                add(line, operator, apply(source, a, b, replacement), kind="expression", slot=(start, end),
                    replacement=mutated_slot)
        else:
            for operator, a, b, replacement in inner_mutations(line.tokens, source):
                mutated = apply(source, a, b, replacement)
                add(line, operator, mutated, kind="statement",
                    replacement=mutated[code_start:code_end - (b - a) + len(replacement)])
    return mutants


def line_ok_for_insert(line):
    """An inserted statement may go before this line: it starts a statement inside a code block."""
    return line.in_block and bool(line.tokens) and line.tokens[0].kind != "directive"


LITERAL_STARTS = {"true", "false", "nil", "[", "."}


def find_stray_writes(lines, source_lines):
    """Line number -> assignment to plant there: the first statement of each method whose body assigns
    nothing (an SVVS event method that changes nothing) gets the file's first assignment of a literal
    value to a property (`phase = .loading`), a write where the spec has none. Mutants that do not
    compile there are dropped, as any."""
    candidates = []
    for line in lines:
        words = [t.text for t in line.tokens]
        if line.eligible and len(words) >= 3 and line.tokens[0].kind == "ident" and words[1] == "=" \
                and (words[2] in LITERAL_STARTS or line.tokens[2].kind in ("number", "float", "string")) \
                and balanced(line.tokens):
            candidates.append((words[2:], source_lines[line.number].strip()))
    if not candidates:
        return {}
    # A default-like value first (`isSaving = false`): tests start from other values than the defaults.
    defaults = [text for value, text in candidates if value in (["false"], ["nil"], ["[", "]"], ["0"], ['""'])]
    assignment = (defaults or [text for _, text in candidates])[0]
    points = {}
    for index, line in enumerate(lines):
        words = [t.text for t in line.tokens]
        if "func" not in words or "static" in words or words[-1] != "{":  # an object's method
            continue
        body = [inner for inner, _ in block_lines(lines, index)]
        assigns = any(
            any(t.kind == "op" and t.text in ASSIGNMENT_OPERATORS for _, t in top_level(inner.tokens))
            and inner.tokens[0].text not in ("let", "var") for inner in body)
        if body and not assigns and body[0].eligible and line_ok_for_insert(body[0]):
            points[body[0].number] = assignment
    return points


def find_do_blocks(lines):
    """Line numbers where an `other-result` statement goes: in each `do { … } catch` block, the first
    statement after the first line with `try`, at the block's own depth."""
    points = set()
    for index, line in enumerate(lines):
        words = [t.text for t in line.tokens]
        if words[-2:] != ["do", "{"]:
            continue
        seen_try = False
        for inner, at_block_depth in block_lines(lines, index):
            if at_block_depth and seen_try and inner.eligible:
                points.add(inner.number)
                break
            if any(t.text == "try" for t in inner.tokens):
                seen_try = True
    return points


def block_lines(lines, index):
    """The code lines of the block that line `index` opens (ending with `{`), up to its closing `}`,
    each with whether it starts at the block's own depth."""
    depth = 0
    for inner in lines[index + 1:]:
        if not inner.tokens:
            continue
        if depth == 0 and inner.tokens[0].text == "}":
            return
        yield inner, depth == 0
        for token in inner.tokens:
            if token.kind == "punct" and token.text in "([{":
                depth += 1
            elif token.kind == "punct" and token.text in ")]}":
                depth -= 1


# MARK: Writing the schema

def render(text, mutants):
    """The file with every mutant in `mutants` planted behind its switch; line count unchanged."""
    source_lines = text.split("\n")
    by_line = {}
    for mutant in mutants:
        by_line.setdefault(mutant.line - 1, []).append(mutant)
    for number, group in by_line.items():
        source = source_lines[number]
        inserts = [m for m in group if m.kind == "insert"]
        expressions = [m for m in group if m.kind == "expression"]
        statements = [m for m in group if m.kind == "statement"]
        code_start = len(source) - len(source.lstrip())
        line = source
        if expressions:
            start, end = expressions[0].slot
            original = source[start:end]
            choice = f"({original})"
            for mutant in reversed(expressions):
                choice = f"{SWITCH}({mutant.id}) ? ({mutant.replacement}) : {choice}"
            line = source[:start] + f"({choice})" + source[end:]
            if statements:
                raise ValueError(f"line {number + 1}: expression and statement mutants on one line")
        if statements:
            code_end = code_end_column(source)
            original = source[code_start:code_end]
            chain = ""
            for mutant in statements:
                body = f" {mutant.replacement} " if mutant.replacement else ""
                chain += f"if {SWITCH}({mutant.id}) {{{body}}} else "
            line = source[:code_start] + chain + "{ " + original + " }" + source[code_end:]
        if inserts:
            prefix = "".join(m.replacement % m.id for m in inserts)
            line = line[:code_start] + prefix + line[code_start:]
        source_lines[number] = line
    return "\n".join(source_lines)


def code_end_column(source):
    """Where a line's code ends (before a trailing `//` comment)."""
    for token in reversed([t for t in tokenize(source) if t.kind != "comment"]):
        return token.end
    return len(source)


def strip_source_locations(text):
    """`#sourceLocation(…)` lines become blank: compiler errors then point at the Swift lines."""
    return "\n".join("" if line.strip().startswith("#sourceLocation(") else line for line in text.split("\n"))
