"""One app of .ci/extract-typecheck: type-checks the converted views `featuregen extract --generate`
wrote (with the generated feature code) and the prototypes they came from, against the SwiftUI
stand-in module, and prints one line per converted view."""

import argparse
import pathlib
import re
import subprocess
import sys
import tempfile

CONVERTED = re.compile(r"carried\s+over\s+from\s+the\s+prototype\s+`([^`]+)`")


def converted_view(text):
    """The prototype view a generated view file was converted from, as its doc comment names it
    (`carried over from the prototype `OrderListView``), or None. The doc comment is read as one text:
    it is wrapped, and a long name goes to the next line (`/// `NotificationPreferencesView`: …`)."""
    doc = " ".join(re.sub(r"^\s*///\s?", "", line) for line in text.splitlines() if line.lstrip().startswith("///"))
    match = CONVERTED.search(doc)
    return match.group(1) if match else None
def other_platforms(text):
    """The `#if` condition a converted view file keeps from its prototype (`#if canImport(SwiftUI) &&
    (os(macOS) || os(visionOS))`) when it names only other platforms than Linux, or None: such a view,
    like its prototype, is not compiled here, and has no errors because nothing was checked."""
    match = re.search(r"^#if canImport\(SwiftUI\) && (.+)$", text, re.M)
    if not match:
        return None
    condition = match.group(1).strip()
    platforms = re.findall(r"\bos\((\w+)\)", condition)
    if not platforms or "Linux" in platforms or "!" in condition or re.sub(r"\bos\(\w+\)|[()|\s]", "", condition):
        return None
    return condition


DIAGNOSTIC = re.compile(r"^([^ :][^:]*):(\d+):(\d+): error: (.*)$")


def strip_previews(text: str) -> str:
    """Leaves out `#Preview { … }` blocks: a macro of the SDK the stand-in cannot declare."""
    out, depth, opened, skipping = [], 0, False, False
    for line in text.splitlines():
        if not skipping and re.match(r"^\s*#Preview\b", line):
            skipping, depth, opened = True, 0, False
        if skipping:
            depth += line.count("{") - line.count("}")
            opened = opened or "{" in line
            if opened and depth <= 0:
                skipping = False
            continue
        out.append(line)
    return "\n".join(out) + "\n"


AVAILABLE = {"SwiftUI", "Foundation", "Observation", "Swift", "Dispatch", "_Concurrency", "Glibc", "FoundationEssentials",
             "FoundationInternationalization", "FoundationNetworking", "RegexBuilder", "Synchronization"}
IMPORT = re.compile(r"^\s*(?:@[\w()]+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)", re.M)


def stub_modules(texts, modules):
    """An empty module for each module the code imports that Linux does not have (UIKit, Combine, the
    app's packages): the compiler then says which names are missing instead of stopping at the import."""
    for name in sorted({m for text in texts for m in IMPORT.findall(text)} - AVAILABLE):
        module = pathlib.Path(modules) / f"{name}.swiftmodule"
        if module.exists():
            continue
        with tempfile.TemporaryDirectory() as temporary:
            empty = pathlib.Path(temporary) / "Empty.swift"
            empty.write_text("", encoding="utf-8")
            subprocess.run(["swiftc", "-emit-module", "-parse-as-library", "-module-name", name, str(empty),
                            "-emit-module-path", str(module)], capture_output=True)


DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|final|open|indirect|nonisolated|package)\s+)*"
    r"(struct|enum|class|actor|protocol|extension|func|let|var|typealias)\s+(\w+)")
TYPE_NAME = re.compile(r"\b(?:struct|enum|class|actor|protocol|typealias)\s+(\w+)")


def top_level_chunks(text):
    """The file's top-level declarations (and directive lines), as text: brackets counted outside
    strings and comments."""
    chunks, current, depth, i, n = [], [], 0, 0, len(text)
    line_start = 0
    in_block = 0
    while i < n:
        c = text[i]
        if in_block:
            if text.startswith("*/", i):
                in_block -= 1
                i += 2
                continue
            if text.startswith("/*", i):
                in_block += 1
                i += 2
                continue
            i += 1
            continue
        if text.startswith("//", i):
            while i < n and text[i] != "\n":
                i += 1
            continue
        if text.startswith("/*", i):
            in_block = 1
            i += 2
            continue
        if c == '"' or (c == "#" and re.match(r'#+"', text[i:])):
            hashes = len(re.match(r'#*', text[i:]).group(0))
            i += hashes
            if text.startswith('"""', i):
                end = text.find('"""' + "#" * hashes, i + 3)
                i = n if end < 0 else end + 3 + hashes
            else:
                i += 1
                while i < n and text[i] != "\n":
                    if text[i] == "\\" and hashes == 0:
                        i += 2
                        continue
                    if text[i] == '"' and text.startswith("#" * hashes, i + 1):
                        i += 1 + hashes
                        break
                    i += 1
            continue
        if c in "{([":
            depth += 1
        elif c in "})]":
            depth -= 1
        elif c == "\n" and depth <= 0:
            chunk = text[line_start : i + 1]
            next_line = text[i + 1 :].lstrip(" \t")
            # A declaration goes on when the next line continues it (`where …`, `{` on its own line).
            if not (next_line.startswith("{") or next_line.startswith("where ") or next_line.startswith(".")):
                if chunk.strip():
                    chunks.append(chunk)
                line_start = i + 1
        i += 1
    if text[line_start:].strip():
        chunks.append(text[line_start:])
    return chunks


def context_file(text, skip_names):
    """What a developer keeps of a prototype file besides the views featuregen converted: its imports,
    and its other top-level declarations (enums, models, child views, helpers) except those the
    generated code declares (`skip_names`)."""
    kept = []
    for chunk in top_level_chunks(text):
        body = re.sub(r"^(\s*//[^\n]*\n|\s*\n)*", "", chunk)
        stripped = body.strip()
        if stripped.startswith("#Preview") or stripped.startswith("@main"):
            continue
        if stripped.startswith("#") or stripped.startswith("import ") or re.match(r"@\w+\s+import ", stripped):
            kept.append(chunk)
            continue
        match = DECLARATION.match(stripped)
        if match and match.group(2) in skip_names:
            continue
        # A `private` helper of the prototype's file is used from the view's own file now.
        kept.append(re.sub(r"^(\s*(?:@\w+(?:\([^)]*\))?\s+)*)(?:private|fileprivate)\s+", r"\1", chunk, count=1))
    return "".join(kept)


SUBMODULE_IMPORT = re.compile(
    r"^(\s*(?:@[\w()]+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?)(\w+)\.[\w.]+", re.M)


def top_module_imports(text):
    """`import Carbon.HIToolbox` → `import Carbon` (a stub has no submodules; a missing module stops the
    compiler, and every file would seem to type-check)."""
    return SUBMODULE_IMPORT.sub(r"\1\2", text)


CRASHED = "<compiler crashed>"


def compiler_crash(returncode, stderr):
    """Why `swiftc` stopped without finishing (killed by a signal, or its crash report), or None. Errors
    in the code end it with status 1 and are no crash."""
    if returncode < 0:
        return f"the compiler was killed by signal {-returncode}"
    lines = stderr.splitlines()
    signal = [line for line in lines if "failed due to signal" in line]
    report = [line for line in lines if line.startswith("Stack dump") or "PLEASE submit a bug report" in line]
    if signal or report:
        return f"the compiler crashed ({(signal or report)[0].strip()[:120]})"
    return None


def typecheck(files, modules, module_name):
    """Errors by file (absolute path) of one `swiftc -typecheck` of `files` as one module."""
    if not files:
        return {}
    # Every file is checked: the driver stops at the first failing file otherwise.
    command = ["swiftc", "-typecheck", "-continue-building-after-errors", "-parse-as-library", "-swift-version", "6", "-module-name", module_name,
               "-I", str(modules)] + [str(f) for f in files]
    result = subprocess.run(command, capture_output=True, text=True)
    errors = {}
    crash = compiler_crash(result.returncode, result.stderr)
    if crash:
        # The compiler stopped part way: what it did not reach would count as passing.
        errors[CRASHED] = [f"0:0: {crash}"]
    for line in result.stdout.splitlines() + result.stderr.splitlines():
        match = DIAGNOSTIC.match(line)
        if match:
            path = str(pathlib.Path(match.group(1)).resolve())
            errors.setdefault(path, []).append(f"{match.group(2)}:{match.group(3)}: {match.group(4)}")
    return errors


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--name", required=True)
    parser.add_argument("--prototypes", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--modules", required=True)
    parser.add_argument("--verbose", default="0")
    args = parser.parse_args()
    out = pathlib.Path(args.out)
    verbose = args.verbose == "1"

    # The generated code, previews left out.
    sources = sorted((out / "Sources" / "App").rglob("*.swift"))
    converted = {}  # path -> prototype view name
    for path in sources:
        text = path.read_text(encoding="utf-8")
        view = converted_view(text)
        path.write_text(top_module_imports(strip_previews(text) if path.name.endswith("View.swift") else text),
                        encoding="utf-8")
        if view:
            converted[str(path.resolve())] = view
    if not converted:
        print(f"{args.name}: no converted views")
        return
    prototype_texts = []
    for path in sorted(pathlib.Path(args.prototypes).rglob("*.swift")):
        try:
            prototype_texts.append((path, top_module_imports(strip_previews(path.read_text(encoding="utf-8")))))
        except UnicodeDecodeError:
            continue
    stub_modules([t for _, t in prototype_texts] + [p.read_text(encoding="utf-8") for p in sources], args.modules)
    # The app's other declarations in the prototype files (an enum the state uses, a child view, a
    # model's extension): in the app they stay beside the generated code, so the views are checked with
    # them; what the generated code declares (models, services, the converted views) is left out.
    generated_names = set(converted.values())
    for path in sources:
        generated_names.update(TYPE_NAME.findall(path.read_text(encoding="utf-8")))
    context_dir = out / "Context"
    context_dir.mkdir(exist_ok=True)
    contexts = []
    for index, (path, text) in enumerate(prototype_texts):
        context = context_dir / f"{index:04d}_{path.name}"
        context.write_text(context_file(text, generated_names), encoding="utf-8")
        contexts.append(context)
    errors = typecheck(sources + contexts, args.modules, "App")

    # The prototypes, as written (previews left out), one module per app.
    with tempfile.TemporaryDirectory() as temporary:
        copies, originals = [], {}
        for path, text in prototype_texts:
            copy = pathlib.Path(temporary) / f"{len(copies):04d}_{path.name}"
            copy.write_text(text, encoding="utf-8")
            copies.append(copy)
            originals[str(copy.resolve())] = path
        prototype_errors = typecheck(copies, args.modules, "Prototype")
        declared = {}  # view name -> the prototype copy declaring it
        for copy in copies:
            for name in re.findall(r"\bstruct\s+(\w+)", copy.read_text(encoding="utf-8")):
                declared.setdefault(name, str(copy.resolve()))

    # The prototype file of each view, as its spec's header names it (two files may declare a view of
    # one name); the first file declaring the name otherwise.
    copies_by_original = {str(original.resolve()): copy for copy, original in originals.items()}
    # A module that cannot be loaded stops the compiler: nothing after it was checked.
    missing = sorted({e.split(": ", 1)[1] for es in errors.values() for e in es if "no such module" in e})
    missing += [e.split(": ", 1)[1] for e in errors.get(CRASHED, [])]
    if missing:
        print(f"{args.name}: {len(converted)} converted views NOT CHECKED: {', '.join(missing)}")
        for path in sorted(converted):
            print(f"  unchecked {pathlib.Path(path).relative_to((out / 'Sources' / 'App').resolve())}")
        return
    print(f"{args.name}: {len(converted)} converted views")
    for path, view in sorted(converted.items()):
        relative = pathlib.Path(path).relative_to((out / "Sources" / "App").resolve())
        own = errors.get(path, [])
        prototype = declared.get(view)
        spec = out / "Specs" / f"{pathlib.Path(path).parent.name}.feature.yml"
        if spec.exists():
            header = re.search(r"^# Extracted by `featuregen extract` from (.+) \(`[^`]+`\)\.$",
                               spec.read_text(encoding="utf-8"), re.M)
            if header:
                source = pathlib.Path(header.group(1))
                if not source.is_absolute():
                    source = out / source
                prototype = copies_by_original.get(str(source.resolve()), prototype)
        theirs = prototype_errors.get(prototype, []) if prototype else []
        if not own:
            platforms = other_platforms(pathlib.Path(path).read_text(encoding="utf-8"))
            # Under `#if os(macOS)` (as its prototype): not compiled here, so not counted as passing.
            print(f"  inactive {relative} (#if {platforms})" if platforms else f"  pass {relative}")
            continue
        # An error the prototype has too (same message) comes from the app's context; any other is the
        # conversion's.
        known = {message(e) for e in theirs}
        new = [e for e in own if message(e) not in known]
        label = "FAIL" if new else "fail (prototype too)"
        print(f"  {label} {relative}: {len(own)} errors, {len(new)} not in the prototype")
        for error in (new if not verbose else own):
            # `+`: an error the prototype does not have.
            print(f"    {'+' if verbose and message(error) not in known else ' '} {error}")
        if verbose and theirs:
            for error in theirs[:5]:
                print(f"      prototype {originals[prototype].name}:{error}")


def message(error):
    """The message of an error, `cannot find type 'X'` read as `cannot find 'X'` (the same missing name,
    used as a type in one place and as a value in the other)."""
    return error.split(": ", 1)[1].replace("cannot find type '", "cannot find '")


if __name__ == "__main__":
    main()
