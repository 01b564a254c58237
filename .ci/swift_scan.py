"""A small Swift scanner for .ci/tca-api-check: just enough of Swift's surface syntax to index the
public declarations of a library and the API uses of a sample, without a Swift parser.

It works on a *code mask*: the source with comments and string literals blanked (same length, line
breaks kept), so positions map back to `path:line:col` and no text inside a string or a comment is
mistaken for code.
"""

import re
from dataclasses import dataclass, field

IDENT = r"`?[^\W\d]\w*`?"  # Unicode letters too: Swift identifiers may be `注文`
# `@escaping`, `@Sendable`, `@ReducerBuilder<State, Action>`, `@available(…)` (one level of parentheses)
ATTRIBUTE = r"@[\w.]+(<[^<>]*>)?(\((?:[^()]|\([^()]*\))*\))?"


def code_mask(text):
    """`text` with comments and string literals (their delimiters kept) replaced by spaces."""
    out = list(text)
    i, n = 0, len(text)

    def blank(start, end):
        for k in range(start, end):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        c = text[i]
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            blank(i, end)
            i = end
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            blank(i, j)
            i = j
        elif c == '"' or (c == "#" and re.match(r'#+"', text[i:])):
            hashes = len(re.match(r"#*", text[i:]).group(0))
            j = i + hashes
            delimiter = '"""' if text.startswith('"""', j) else '"'
            close = delimiter + "#" * hashes
            j += len(delimiter)
            while j < n and not text.startswith(close, j):
                j += 2 if (text[j] == "\\" and hashes == 0) else 1
            end = min(n, j + len(close))
            blank(i + hashes + len(delimiter), j)
            i = end
        else:
            i += 1
    return "".join(out)


def line_col(text, offset):
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


def matching(mask, start, open_char, close_char):
    """Index just past the bracket that closes the one at `start`, or len(mask)."""
    depth = 0
    for k in range(start, len(mask)):
        if mask[k] == open_char:
            depth += 1
        elif mask[k] == close_char:
            depth -= 1
            if depth == 0:
                return k + 1
    return len(mask)


def split_top_level(text, separator=","):
    """Splits at `separator` outside (), [], {}, <> (angle brackets only in type position)."""
    parts, depth, start = [], 0, 0
    for k, c in enumerate(text):
        if c in "([{<":
            depth += 1
        elif c in ")]}>" and not (c == ">" and k > 0 and text[k - 1] == "-"):
            depth -= 1
        elif c == separator and depth == 0:
            parts.append(text[start:k])
            start = k + 1
    tail = text[start:]
    if tail.strip() or parts:
        parts.append(tail)
    return [p for p in parts if p.strip()]


@dataclass
class Parameter:
    label: str  # "_" when the argument is unlabelled
    has_default: bool
    takes_closure: bool
    variadic: bool = False


def parse_parameters(text):
    """Parameters of a declaration's parameter clause (text between the parentheses)."""
    params = []
    for part in split_top_level(text):
        if len(split_top_level(part, ":")) == 1:  # `case presented(Action)`: an unlabelled value
            params.append(Parameter("_", False, "->" in part, False))
            continue
        head, _, rest = part.partition(":")
        names = re.sub(ATTRIBUTE, " ", head).split()
        names = [n for n in names if n not in ("inout", "borrowing", "consuming", "isolated")]
        label = names[0].strip("`") if names else "_"
        type_text, has_default = rest, False
        pieces = split_top_level(rest, "=")
        if len(pieces) > 1:
            type_text, has_default = pieces[0], True
        # `(… ) -> T`, `@escaping (…) -> T`, `((…) -> T)?`, `@autoclosure`: all accept a closure.
        takes_closure = "->" in type_text and "KeyPath" not in type_text.split("->")[0][-12:]
        variadic = type_text.strip().endswith("...")  # may be left out, like a defaulted one
        params.append(Parameter(label, has_default or variadic, takes_closure, variadic))
    return params


@dataclass
class Declaration:
    kind: str  # func, init, subscript, var, let, case, struct, class, enum, protocol, typealias,
    # actor, macro, associatedtype
    name: str
    params: list  # None when the declaration takes no argument clause (a property, a type)
    is_public: bool
    deprecated: str  # "" when not deprecated, else a short reason
    context: str  # enclosing type or extended type ("" at file scope)
    location: str
    is_static: bool = False
    property_wrapper: bool = False

    @property
    def signature(self):
        if self.params is None:
            return self.name
        return f"{self.name}({''.join(p.label + ':' for p in self.params)})"


@dataclass
class CallSite:
    name: str
    labels: list  # explicit argument labels ("_" for unlabelled), then trailing closures
    trailing: list  # labels of trailing closures: "_" for the first unlabelled one
    member: bool  # `.name(…)` or `x.name(…)`
    receiver: str  # the identifier right before the dot, if any
    offset: int
    end: int = 0


@dataclass
class FileScan:
    path: str
    text: str
    mask: str
    declarations: list = field(default_factory=list)


MODIFIERS = {
    "public", "open", "package", "internal", "private", "fileprivate", "static", "class", "final",
    "override", "mutating", "nonmutating", "nonisolated", "lazy", "weak", "unowned", "required",
    "convenience", "dynamic", "indirect", "consuming", "borrowing", "isolated", "optional",
}
KEYWORDS = {
    "func", "init", "subscript", "var", "let", "case", "struct", "class", "enum", "protocol",
    "typealias", "actor", "macro", "associatedtype", "extension",
}
TYPE_KEYWORDS = {"struct", "class", "enum", "protocol", "actor", "extension"}


def _deprecation(attributes):
    """Why the `@available` attributes in `attributes` (original text) retire a declaration."""
    for match in re.finditer(r"@available\s*\(", attributes):
        end = matching(attributes, match.end() - 1, "(", ")")
        arguments = attributes[match.end() : end - 1]
        words = re.sub(r'"(?:[^"\\]|\\.)*"', "", arguments)
        soft = re.match(r"\s*\*\s*,\s*message\s*:", arguments)  # `@available(*, message: …)`
        if soft or re.search(r"\b(deprecated|unavailable|obsoleted)\b", words):
            return _reason(arguments)
    return ""


def _reason(arguments):
    """`renamed: "X"`, or the message (its first sentence), of an `@available` attribute."""
    renamed = re.search(r'renamed\s*:\s*"([^"]*)"', arguments)
    if renamed:
        return f"renamed `{renamed.group(1)}`"
    message = re.search(r'message\s*:\s*(?:"""(.*?)"""|"((?:[^"\\]|\\.)*)")', arguments, re.S)
    text = " ".join((message.group(1) or message.group(2) or "").split()) if message else ""
    text = text.replace("\\\n", "").replace("\\", "")
    return (text.split(". ")[0][:140] if text else "deprecated")


def _statement_start(mask, offset):
    """Where the declaration at `offset` starts, its attributes and modifiers included."""
    k = offset
    while True:
        j = k
        while j > 0 and mask[j - 1] in " \t\n":
            j -= 1
        word = re.search(r"[A-Za-z_]\w*$", mask[:j])
        if word and word.group(0) in MODIFIERS:
            k = word.start()
            continue
        if j > 0 and mask[j - 1] == ")":  # `@attribute(…)`
            depth, m = 0, j - 1
            while m >= 0:
                depth += {")": 1, "(": -1}.get(mask[m], 0)
                if depth == 0:
                    break
                m -= 1
            name = re.search(r"@[\w.]+\s*$", mask[:m])
            if name:
                k = name.start()
                continue
        name = re.search(r"@[\w.]+$", mask[:j])
        if name:
            k = name.start()
            continue
        line_start = mask.rfind("\n", 0, j) + 1
        if re.match(r"\s*#(if|else|elseif|endif)\b", mask[line_start:j + 1]):
            k = line_start
            continue
        return k


def index_declarations(path, text, locals_too=False):
    """Every declaration of a Swift file, with its context and whether it is public API."""
    mask = code_mask(text)
    scan = FileScan(path, text, mask)
    stack = []  # (name, is_type, is_public_extension, is_public_protocol, is_public_enum)
    pending = None
    tokens = re.compile(r"[{}]|\b(" + "|".join(sorted(KEYWORDS)) + r")\b")
    for match in tokens.finditer(mask):
        token = match.group(0)
        if token == "{":
            stack.append(pending or ("", False, False, False, False))
            pending = None
            continue
        if token == "}":
            if stack:
                stack.pop()
            continue
        before = mask[max(0, match.start() - 1)]
        after = mask[match.end() : match.end() + 1]
        if before in ".`" or after in ":`":  # `.init`, `case .x:`, a label named like a keyword
            continue
        if token == "case" and (re.match(r"\s*(\.|let\b|var\b|_\b|is\b)", mask[match.end():])
                                or not all(entry[1] for entry in stack)):
            continue  # a `switch` case or a pattern, not an enum case declaration
        if token == "class" and re.match(r"\s+(func|var|let|subscript|override)\b",
                                         mask[match.end():]):
            continue  # `class func`: a modifier
        in_locals = not all(entry[1] for entry in stack)
        start = _statement_start(mask, match.start())
        header = mask[start : match.start()]
        attributes = text[start : match.start()]
        words = set(re.findall(r"\b\w+\b", re.sub(ATTRIBUTE, " ", header)))
        rest = mask[match.end():]
        name_match = re.match(r"\s*(" + IDENT + r"|[^\s(<{:]+)", rest)
        name = token if token in ("init", "subscript") else (
            name_match.group(1).strip("`") if name_match else "")
        context = stack[-1][0] if stack else ""
        enclosing = stack[-1] if stack else ("", False, False, False, False)
        explicit_public = bool(words & {"public", "open"})
        is_public = (explicit_public or enclosing[2] or enclosing[3]
                     or (token == "case" and enclosing[4])) and "@_spi" not in header
        deprecated = _deprecation(attributes)
        if token in TYPE_KEYWORDS:
            pending = (name.split(".")[-1] if token == "extension" else name, True,
                       token == "extension" and explicit_public,
                       token == "protocol" and explicit_public,
                       token == "enum" and explicit_public)
            if token == "extension":
                continue
        if in_locals and not locals_too:
            continue
        params = None
        named = name_match and token not in ("init", "subscript")
        after_name = match.end() + (name_match.end() if named else 0)
        if token in ("func", "init", "subscript", "macro", "case"):
            k = after_name
            while k < len(mask) and mask[k] in " ?!":
                k += 1
            if k < len(mask) and mask[k] == "<":
                k = matching(mask, k, "<", ">")
            if k < len(mask) and mask[k] == "(":
                params = parse_parameters(mask[k + 1 : matching(mask, k, "(", ")") - 1])
            elif token != "case":
                params = []
        if token == "case":  # `case a, b(x: Int)`
            end = mask.find("\n", match.end())
            for part in split_top_level(mask[match.end(): end if end > 0 else len(mask)]):
                case = re.match(r"\s*(" + IDENT + r")\s*(\()?", part)
                if case:
                    body = part[case.end() - 1 :].strip() if case.group(2) else None
                    case_params = parse_parameters(body[1:-1]) if body else None
                    line, col = line_col(text, match.start())
                    scan.declarations.append(Declaration(
                        "case", case.group(1).strip("`"), case_params, is_public, deprecated,
                        context, f"{path}:{line}:{col}"))
            continue
        line, col = line_col(text, match.start())
        scan.declarations.append(Declaration(
            token, name, params, is_public, deprecated, context, f"{path}:{line}:{col}",
            is_static=bool(words & {"static", "class"}) or token in TYPE_KEYWORDS,
            property_wrapper="@propertyWrapper" in header))
    return scan
