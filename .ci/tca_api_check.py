"""Checks that every API of The Composable Architecture (and of the pointfreeco packages it
re-exports) used in the TCA sample exists, public, with that spelling and those argument labels, in
the version the sample pins, and that nothing deprecated or removed is used. See .ci/tca-api-check.
"""

import re
from dataclasses import dataclass

import swift_scan as scan

# Old names that must never appear, whether or not a version still declares them.
RETIRED = {
    "WithViewStore", "ViewStore", "ViewStoreOf", "IfLetStore", "SwitchStore", "CaseLet",
    "ForEachStore", "NavigationStackStore", "TaskResult", "EffectTask", "EffectPublisher",
    "ReducerProtocol", "ReducerProtocolOf", "BindingState", "BindingViewState", "BindingViewStore",
    "AnyReducer", "WithPerceptionTracking",
}
# Operators on an effect that TCA deprecates: sequence or transform the work inside `.run`.
RETIRED_EFFECT_OPERATORS = {
    "map", "concatenate", "animation", "transaction", "debounce", "throttle", "eraseToEffect",
}
EFFECT_STARTERS = {"run", "send", "none", "cancel", "merge", "cancellable"}
# Names the library declares that Swift, Foundation, SwiftUI or Swift Testing also declare with
# other labels: a use of these is not the library's (a false alarm otherwise).
NOT_THE_LIBRARY = {
    "append", "map", "sorted", "removeValue", "resume", "yield", "contains", "first", "makeStream",
    "init", "description", "id", "isEmpty", "count", "task", "onDisappear", "refreshable", "overlay",
    "self", "get", "set", "encode", "decode", "Type", "success", "failure",
    "foregroundStyle", "navigationTitle", "State", "Action", "Value", "Body", "View", "Binding",
    "Text", "Button", "List", "Section", "ForEach", "Error", "Task", "Set", "Result", "ID",
}
# Standard library and SwiftUI calls whose names TCA also declares, told apart by their labels:
# `AsyncThrowingStream.Continuation.finish(throwing:)` is not `TestStore.finish()`, and SwiftUI's
# `sheet(item:)` (given a scoped store binding) is not TCA's deprecated `sheet(store:)`.
STANDARD_CALLS = {("finish", ("throwing",))} | {
    (modifier, labels) for modifier in ("sheet", "fullScreenCover", "popover", "navigationDestination")
    for labels in (("item",), ("item", "onDismiss"), ("isPresented",), ("isPresented", "onDismiss"))}
# `init(_:)` of a collection type, which `RangeReplaceableCollection` gives (`StackState([…])`).
COLLECTION_PROTOCOLS = {"RangeReplaceableCollection"}


def collection_types(text):
    """Types that a declaration or an extension in `text` makes range-replaceable collections."""
    pattern = re.compile(r"\b(?:extension|struct|class|enum)\s+(\w+)(?:<[^{>]*>)?\s*:\s*([^{]*)\{")
    return {m.group(1) for m in pattern.finditer(text)
            if COLLECTION_PROTOCOLS & {p.strip() for p in re.split(r"[,&]", m.group(2).split("where")[0])}}
CONTROL = {"if", "guard", "switch", "while", "for", "else", "catch", "repeat", "do", "return",
           "case", "default", "in", "some", "any", "try", "await", "get", "set", "willSet",
           "didSet", "_read", "_modify"}


@dataclass
class Finding:
    location: str
    severity: str  # error, warning
    message: str

    def __str__(self):
        return f"{self.location}: {self.severity}: {self.message}"


class Library:
    """The public declarations of a set of package sources, by name."""

    def __init__(self, sources):
        self.sources = sources
        self.by_name = {}
        self.collections = set()
        for source in sources:
            for path in source.swift_files():
                text = path.read_text(encoding="utf-8")
                self.collections |= collection_types(text)
                for declaration in scan.index_declarations(str(path), text).declarations:
                    if declaration.is_public:
                        self.by_name.setdefault(declaration.name, []).append(declaration)
        # A member of a retired type (`ViewStore.send`) is retired with it.
        types = {}
        for declarations in self.by_name.values():
            for d in declarations:
                if d.context == "" and d.kind in ("struct", "class", "enum", "protocol", "actor"):
                    types.setdefault(d.name, []).append(d)
        retired = {name: ds[0].deprecated for name, ds in types.items() if all(d.deprecated for d in ds)}
        for declarations in self.by_name.values():
            for d in declarations:
                if d.context in retired and not d.deprecated:
                    d.deprecated = f"a member of `{d.context}`, which is deprecated"

    def describe(self):
        return ", ".join(source.describe() for source in self.sources)

    def short(self):
        """`swift-composable-architecture 1.25.5`, which stands for its dependencies too."""
        return self.sources[0].describe()


def labels_match(params, labels, trailing):
    """Whether a call with argument `labels` and trailing closures `trailing` fits `params`
    (defaulted parameters may be left out; the first trailing closure fills the next parameter
    that takes a closure, the labelled ones fill their parameters)."""
    k, i = 0, 0
    while i < len(labels):
        while k < len(params) and params[k].label != labels[i] and params[k].has_default:
            k += 1
        if k == len(params) or params[k].label != labels[i]:
            return False
        i += 1
        if params[k].variadic:
            while i < len(labels) and labels[i] == "_":
                i += 1
        k += 1
    for index, label in enumerate(trailing):
        while k < len(params) and params[k].has_default and (
                not params[k].takes_closure if index == 0 else params[k].label != label):
            k += 1
        if k == len(params) or not params[k].takes_closure or (index and params[k].label != label):
            return False
        k += 1
    return all(param.has_default for param in params[k:])


def call_sites(mask):
    """Every `name(…)`, `name { … }` and `.name(…)` call in a code mask, with its labels."""
    pattern = re.compile(r"(\.)?\s*\b(" + scan.IDENT + r")(\s*<[^<>()\n]*>)?(?=\s*[({])")
    for match in pattern.finditer(mask):
        name = match.group(2).strip("`")
        start = match.end()
        while mask[start] in " \t":
            start += 1
        before = re.search(r"(\w+)\s*$", mask[: match.start(2)])
        previous_word = before.group(1) if before and not match.group(1) else ""
        if name in scan.KEYWORDS or name in CONTROL or previous_word in (
                scan.KEYWORDS | {"some", "any"}):
            continue
        line_start = mask.rfind("\n", 0, match.start()) + 1
        statement = mask[line_start:match.start()].strip()
        labels, end = [], start
        if mask[start] == "(":
            end = scan.matching(mask, start, "(", ")")
            for argument in scan.split_top_level(mask[start + 1 : end - 1]):
                label = re.match(r"\s*(" + scan.IDENT + r")\s*:(?!:)", argument)
                labels.append(label.group(1).strip("`") if label else "_")
        elif re.match(r"(if|guard|switch|while|for|else|\}|case)\b", statement) or mask[
                line_start:match.start()].rstrip().endswith((":", "->")):
            continue  # `if store.isLoading {`: the `{` opens the statement's body
        trailing = []
        k = end
        # In `for x in client.stream() {` (and `if`, `while`, …) the `{` opens the statement's body:
        # Swift takes no trailing closure there.
        opens_body = re.match(r"(if|guard|switch|while|for|\}|case)\b", statement) is not None
        while not opens_body:
            gap = re.match(r"[ \t]*", mask[k:]).end() if not trailing else re.match(
                r"\s*", mask[k:]).end()
            if mask.startswith("{", k + gap) and not trailing:
                trailing.append("_")
                k = scan.matching(mask, k + gap, "{", "}")
                continue
            labelled = re.match(r"\s*(" + scan.IDENT + r")\s*:\s*\{", mask[k:]) if trailing else None
            if labelled:
                trailing.append(labelled.group(1))
                k = scan.matching(mask, k + labelled.end() - 1, "{", "}")
                continue
            break
        receiver = re.search(r"(\w+)\s*\.\s*$", mask[: match.start(2)])
        yield scan.CallSite(name, labels, trailing, bool(match.group(1)),
                            receiver.group(1) if receiver else "", match.start(2), k)


def endpoint_labels(declaration_text):
    """The argument labels a `@DependencyClient` endpoint accepts: calling the closure itself (no
    labels), and the method the macro adds when a parameter has a name (`_ query: String` →
    `searchItems(query:)`; an unnamed parameter keeps `_`), as DependencyEndpointMacro does."""
    closure = re.search(r":\s*(?:@\w+\s*)*\((.*?)\)\s*(?:async|throws|->)", declaration_text, re.S)
    if not closure:
        return None
    names = []
    for parameter in scan.split_top_level(closure.group(1)):
        head = parameter.split(":")[0].split() if ":" in parameter else []
        names.append(head[1].strip("`") if len(head) == 2 and head[0] == "_" else None)
    labels = [["_"] * len(names)]
    if any(names):
        labels.append([name or "_" for name in names])
    return labels


class Sample:
    """The sample's own declarations: names it declares, and its dependency clients' endpoints."""

    def __init__(self, files):
        self.files = files
        # Endpoints by client type, then by name; a dependency's property name → its client type.
        self.names, self.clients, self.properties = set(), {}, {}
        for path, text in files:
            result = scan.index_declarations(str(path), text)
            self.names |= {declaration.name for declaration in result.declarations}
            for client in re.finditer(r"@DependencyClient\s+(?:\w+\s+)*struct\s+(\w+)[^{]*\{", result.mask):
                body_end = scan.matching(result.mask, client.end() - 1, "{", "}")
                endpoints = self.clients.setdefault(client.group(1), {})
                # An endpoint's type may be broken over lines (up to its `async`, `throws` or `->`).
                for endpoint in re.finditer(r"\bvar\s+(`?\w+`?)\s*:\s*(?:@\w+\s*)*\((?:[^()]|\([^()]*\))*\)",
                                            result.mask[client.end():body_end]):
                    labels = endpoint_labels(endpoint.group(0) + " async")
                    if labels:
                        endpoints[endpoint.group(1).strip("`")] = labels
            for values in re.finditer(r"extension\s+DependencyValues\s*\{", result.mask):
                body_end = scan.matching(result.mask, values.end() - 1, "{", "}")
                for accessor in re.finditer(r"\bvar\s+(`?\w+`?)\s*:\s*(\w+)\s*\{",
                                            result.mask[values.end():body_end]):
                    self.properties[accessor.group(1).strip("`")] = accessor.group(2)

    def endpoints(self, receiver):
        """The endpoints a call on `receiver` reaches when it is a dependency's property
        (`catalogClient.searchItems(…)`), else none: a reducer's own method, or `store.send`, may
        share an endpoint's name."""
        return self.clients.get(self.properties.get(receiver, ""), {})


def _signature(name, labels, trailing):
    closures = "".join(" { … }" if label == "_" else f" {label}: {{ … }}" for label in trailing)
    arguments = "".join(label + ":" for label in labels)
    return f"{name}({arguments}){closures}" if labels or not trailing else f"{name}{closures}"


def check_file(path, text, sample, library, uses):
    """Findings for one file of the sample: every use of the library, and every retired name."""
    mask = scan.code_mask(text)
    findings = []

    def at(offset):
        line, column = scan.line_col(text, offset)
        return f"{path}:{line}:{column}"

    def judge(offset, what, candidates, matches):
        current = [d for d in matches if not d.deprecated]
        if current:
            uses.add(what)
        elif matches:
            reasons = sorted(matches, key=lambda d: ("Deprecations.swift" in d.location,
                                                     not d.deprecated.startswith("renamed")))
            findings.append(Finding(at(offset), "error", f"`{what}` is deprecated in "
                                    f"{library.short()}: {reasons[0].deprecated}"))
        else:
            known = sorted({d.signature for d in candidates if not d.deprecated})[:6]
            findings.append(Finding(at(offset), "error", f"no public `{what}` in {library.short()}"
                                    + (f"; it declares {', '.join(known)}" if known else "")))

    for name in RETIRED:
        for match in re.finditer(r"\b" + name + r"\b", mask):
            findings.append(Finding(at(match.start()), "error",
                                    f"`{name}` is retired TCA API: use the current tools instead"))

    for match in re.finditer(r"@(\w+)(\s*\()?", mask):
        name, declarations = match.group(1), library.by_name.get(match.group(1), [])
        macros = [d for d in declarations if d.kind == "macro"]
        wrappers = [d for d in library.by_name.get("init", [])
                    if d.context == name and any(w.property_wrapper for w in declarations)]
        if name in sample.names or not (macros or wrappers):
            continue
        labels = []
        if match.group(2):
            open_at = match.end() - 1
            labels = [re.match(r"\s*(\w+)\s*:(?!:)", a).group(1) if re.match(r"\s*(\w+)\s*:(?!:)", a)
                      else "_" for a in scan.split_top_level(
                          mask[open_at + 1 : scan.matching(mask, open_at, "(", ")") - 1])]
        candidates = macros or wrappers
        matches = [d for d in candidates if labels_match(d.params or [], labels, [])]
        judge(match.start(), "@" + (name if not labels else _signature(name, labels, [])),
              candidates, matches)

    for call in call_sites(mask):
        if call.name in EFFECT_STARTERS and call.member:
            chained = re.match(r"\s*\.\s*(\w+)", mask[call.end:])
            if chained and chained.group(1) in RETIRED_EFFECT_OPERATORS:
                findings.append(Finding(at(call.end + chained.start(1)), "error",
                                        f"`Effect.{chained.group(1)}` is deprecated: do the work "
                                        "inside `.run`"))
        endpoints = sample.endpoints(call.receiver) if call.member else None
        if endpoints is not None and call.name in endpoints:
            if call.labels in endpoints[call.name] and not call.trailing:
                uses.add(f"@DependencyClient endpoint {_signature(call.name, call.labels, [])}")
            else:
                accepted = " or ".join(_signature(call.name, labels, [])
                                       for labels in endpoints[call.name])
                findings.append(Finding(at(call.offset), "error",
                                        f"`{_signature(call.name, call.labels, call.trailing)}` does "
                                        f"not call the endpoint: `@DependencyClient` gives {accepted}"))
            continue
        if call.name in sample.names or call.name in NOT_THE_LIBRARY or call.name not in library.by_name:
            continue
        if (call.name, tuple(call.labels)) in STANDARD_CALLS:
            continue
        if call.name in library.collections and call.labels == ["_"] and not call.trailing:
            uses.add(f"{call.name}.init(_:) of RangeReplaceableCollection")
            continue
        # `path.removeAll { … }`: RangeReplaceableCollection's `removeAll(where:)`, not TCA's `removeAll()`.
        if call.name == "removeAll" and library.collections and not call.labels and call.trailing:
            uses.add("removeAll(where:) of RangeReplaceableCollection")
            continue
        if call.name[0].isupper():
            candidates = [d for d in library.by_name.get("init", []) if d.context == call.name]
        else:
            candidates = [d for d in library.by_name[call.name] if d.params is not None]
        if not candidates:
            continue
        matches = [d for d in candidates if labels_match(d.params, call.labels, call.trailing)]
        if call.name[0].isupper():
            what = _signature(f"{call.name}.init", call.labels, call.trailing)
        else:
            owners = sorted({d.context for d in ([d for d in matches if not d.deprecated]
                                                  or matches or candidates) if d.context})
            owner = "/".join(owners[:2]) + ("/…" if len(owners) > 2 else "")
            what = (f"{owner}." if owner else "") + _signature(call.name, call.labels, call.trailing)
        judge(call.offset, what, candidates, matches)

    for match in re.finditer(r"\.\s*(" + scan.IDENT + r")\b(?!\s*[({:])", mask):
        name = match.group(1).strip("`")
        if name in sample.names or name in NOT_THE_LIBRARY or name not in library.by_name:
            continue
        properties = [d for d in library.by_name[name] if d.params is None and d.kind in (
            "var", "let", "case")]
        if properties:
            context = sorted({d.context for d in properties if d.context})
            judge(match.start(1), f"{'/'.join(context[:2])}.{name}", properties, properties)

    for match in re.finditer(r"(?<![.@\w])([A-Z]\w*)\b", mask):
        name = match.group(1)
        types = [d for d in library.by_name.get(name, []) if d.context == "" and d.kind in (
            "struct", "class", "enum", "protocol", "typealias", "actor")]
        if types and name not in sample.names and name not in NOT_THE_LIBRARY:
            judge(match.start(), name, types, types)

    for match in re.finditer(r"\\\.\s*(" + scan.IDENT + r")", mask):
        name = match.group(1).strip("`")
        declared = name in sample.names or any(
            d.kind in ("var", "let", "case") for d in library.by_name.get(name, []))
        if not declared:
            findings.append(Finding(at(match.start(1)), "error",
                                    f"key path `\\.{name}`: nothing named `{name}` is declared"))
    return findings


def check(files, library):
    """All findings for the sample's `files` (path, text), and the library APIs they use."""
    sample, uses, findings = Sample(files), set(), []
    for path, text in files:
        findings += check_file(path, text, sample, library, uses)
    return findings, uses
