"""Edits a fresh `swift package init` manifest as docs/plugins.md tells a new user to (used by
.ci/fresh-package): `fresh_package_plugin.py REPO Package.swift` adds the featuregen dependency (a local
checkout, by path) and the build plugin on the library and its test target;
`fresh_package_plugin.py --checked-in REPO Package.swift` adds the dependency and keeps the library's
`Specs` folder out of it, without the build plugin ("Prefer checked-in code?");
`fresh_package_plugin.py --platforms Package.swift` adds the `platforms:` line the docs show."""
import re
import sys

PLUGIN = '[.plugin(name: "FeatureGenPlugin", package: "featuregen")]'


def add_plugin(text, repo):
    text, count = re.subn(r"^    targets: \[$", f'    dependencies: [.package(name: "featuregen", path: "{repo}")],\n    targets: [',
                          text, count=1, flags=re.MULTILINE)
    assert count == 1, text
    # `.target(name: "X")` and `.testTarget(name: "XTests", dependencies: ["X"])`, as init writes them.
    text, count = re.subn(r'(\.(?:target|testTarget)\(\s*name: "[^"]+"(?:,\s*dependencies: \[[^\]]*\])?)(\s*\))',
                          rf'\1,\n            plugins: {PLUGIN}\2', text)
    assert count == 2, text
    return text


def add_checked_in(text, repo):
    text, count = re.subn(r"^    targets: \[$", f'    dependencies: [.package(name: "featuregen", path: "{repo}")],\n    targets: [',
                          text, count=1, flags=re.MULTILINE)
    assert count == 1, text
    text, count = re.subn(r'(\.target\(\s*name: "[^"]+")(\s*\))', r'\1,\n            exclude: ["Specs"]\2', text, count=1)
    assert count == 1, text
    return text


def add_platforms(text):
    text, count = re.subn(r'(\n    name: "[^"]+",\n)', r'\1    platforms: [.macOS(.v14), .iOS(.v17)],\n', text, count=1)
    assert count == 1, text
    return text


if __name__ == "__main__":
    if sys.argv[1] == "--platforms":
        path = sys.argv[2]
        edited = add_platforms(open(path).read())
    elif sys.argv[1] == "--checked-in":
        path = sys.argv[3]
        edited = add_checked_in(open(path).read(), sys.argv[2])
    else:
        path = sys.argv[2]
        edited = add_plugin(open(path).read(), sys.argv[1])
    open(path, "w").write(edited)
