"""Finds the sources of The Composable Architecture and its dependencies at a given version, for
.ci/tca-api-check. Third-party code is never in the repository: it is looked up in
$FEATUREGEN_THIRDPARTY when that is set, else in ../thirdparty (beside the repository),
/work/thirdparty and /work/.mirror, in this order,
either as an extracted folder `<name>@<version>` (one level of grouping allowed, e.g.
`tca/swift-composable-architecture@1.25.5`) or as a git repository with the release tags
(`<owner>+<name>/repo`, a bare mirror, or a `<name>` checkout), read with `git archive`.
"""

import atexit
import io
import json
import os
import pathlib
import re
import shutil
import subprocess
import tarfile
import tempfile

# The modules whose public declarations the sample may use, per package.
MODULES = {
    "swift-composable-architecture": ["Sources/ComposableArchitecture"],
    "swift-dependencies": ["Sources/Dependencies", "Sources/DependenciesMacros"],
    "swift-case-paths": ["Sources/CasePaths", "Sources/CasePathsCore"],
    "swift-concurrency-extras": ["Sources/ConcurrencyExtras"],
}


def search_roots(repository):
    """Where third-party sources may be; $FEATUREGEN_THIRDPARTY, when set, is the only place."""
    if os.environ.get("FEATUREGEN_THIRDPARTY"):
        roots = [pathlib.Path(os.environ["FEATUREGEN_THIRDPARTY"])]
    else:
        roots = [repository.parent / "thirdparty", pathlib.Path("/work/thirdparty"),
                 pathlib.Path("/work/.mirror")]
    return [root for root in roots if root.is_dir()]


def _git(directory, *arguments):
    return subprocess.run(["git", "--git-dir", str(directory), *arguments], capture_output=True)


def _git_dirs(root, package):
    """Git directories under `root` that hold `package`."""
    for candidate in [*root.glob(f"*+{package}/repo"), root / package, *root.glob(f"*/{package}")]:
        if (candidate / "HEAD").exists() and (candidate / "objects").exists():
            yield candidate
        elif (candidate / ".git").exists():
            yield candidate / ".git"


class Source:
    """One package's source tree at one version: `root` is a folder holding `Sources/…`."""

    def __init__(self, package, version, root, commit, origin):
        self.package, self.version, self.root, self.commit, self.origin = (
            package, version, root, commit, origin)

    def swift_files(self):
        for module in MODULES.get(self.package, []):
            for path in sorted((self.root / module).rglob("*.swift")):
                if "Documentation.docc" not in path.parts:
                    yield path

    def describe(self):
        commit = f" ({self.commit[:10]})" if self.commit else ""
        return f"{self.package} {self.version}{commit}"


_cache_folder = []


def _cache():
    """A scratch folder for sources read out of git, removed when the process ends."""
    if not _cache_folder:
        _cache_folder.append(pathlib.Path(tempfile.mkdtemp(prefix="tca-api-check-")))
        atexit.register(shutil.rmtree, _cache_folder[0], True)
    return _cache_folder[0]


def find(package, version, repository):
    """The sources of `package` at `version` (a tag, or "newest": the newest snapshot), or None."""
    for root in search_roots(repository):
        if version != "newest":
            for folder in [*root.glob(f"{package}@{version}"), *root.glob(f"*/{package}@{version}")]:
                if (folder / "Sources").is_dir():
                    return Source(package, version, folder, _tag_commit(package, version, repository),
                                  str(folder))
        for git_dir in _git_dirs(root, package):
            ref, label = _resolve_ref(git_dir, version)
            if not ref:
                continue
            commit = _git(git_dir, "rev-parse", f"{ref}^{{commit}}").stdout.decode().strip()
            target = _cache() / f"{package}@{label}"
            if not target.exists():
                archive = _git(git_dir, "archive", "--format=tar", commit, "Sources", "Package.swift",
                               "Package.resolved")
                if archive.returncode != 0:  # no Package.resolved in this version
                    archive = _git(git_dir, "archive", "--format=tar", commit, "Sources",
                                   "Package.swift")
                if archive.returncode != 0:
                    continue
                with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
                    tar.extractall(target, filter="data")
            return Source(package, label, target, commit, str(git_dir))
    return None


def _tag_commit(package, version, repository):
    """The commit of `version` in a git copy of `package`, if one is here (to name it in reports)."""
    for root in search_roots(repository):
        for git_dir in _git_dirs(root, package):
            ref, _ = _resolve_ref(git_dir, version)
            if ref:
                return _git(git_dir, "rev-parse", f"{ref}^{{commit}}").stdout.decode().strip()
    return ""


def _resolve_ref(git_dir, version):
    if version == "newest":
        head = _git(git_dir, "rev-parse", "HEAD").stdout.decode().strip()
        described = _git(git_dir, "describe", "--tags", "HEAD").stdout.decode().strip()
        return (head, described or "HEAD") if head else (None, None)
    for tag in (version, f"v{version}"):
        if _git(git_dir, "rev-parse", "--verify", "--quiet", f"refs/tags/{tag}").returncode == 0:
            return tag, version
    return None, None


def pinned_version(package_swift):
    """The version `Package.swift` requires of swift-composable-architecture (its lower bound)."""
    text = package_swift.read_text(encoding="utf-8")
    match = re.search(r"swift-composable-architecture\"[^)]*?\"(\d+\.\d+\.\d+)\"", text, re.S)
    return match.group(1) if match else None


def dependency_pins(tca_source):
    """The versions TCA's own Package.resolved pins: the ones that release was built and tested with."""
    resolved = tca_source.root / "Package.resolved"
    if not resolved.exists():
        return {}
    pins = json.loads(resolved.read_text(encoding="utf-8")).get("pins", [])
    return {pin["identity"]: pin["state"].get("version") for pin in pins if pin["state"].get("version")}
