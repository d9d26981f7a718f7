"""Write corpora/manifest.json from the bundled corpora, and the case part of each CHANGELOG.md section
from the manifests (`make changelog`); `--check` writes nothing and fails when either is stale, or when
a case keeps an id a release shipped while pinning something else.

Each version's section holds, between `<!-- cases VERSION -->` and `<!-- /cases -->`, the cases added,
removed and re-issued since the version before it (corpora/releases/), counted per SPEC section with the
ids in a folded list; the `Unreleased` section compares corpora/manifest.json with the last release.
`--release VERSION` cuts a release: the manifest is kept as corpora/releases/VERSION.json and the
Unreleased section's case part becomes that version's.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, load_corpora, manifest
from toolcall_conformance.corpus.manifest import Diff, Manifest

ROOT = Path(__file__).resolve().parents[1]
CHANGELOG = ROOT / "CHANGELOG.md"
UNRELEASED = "Unreleased"
PART = re.compile(r"<!-- cases (?P<version>[^ ]+) -->\n.*?<!-- /cases -->", re.DOTALL)


def _section_key(section: str) -> tuple[int, ...]:
    return tuple(int(part) for part in section.split("."))


def case_part(version: str, previous: str | None, before: Manifest | None, after: Manifest) -> str:
    """The generated case part of one version's section."""
    lines = [f"<!-- cases {version} -->"]
    if before is None:
        per_section = Counter(entry.spec for entry in after.cases.values())
        listed = f"corpora/releases/{version}.json" if version != UNRELEASED else "corpora/manifest.json"
        lines += [
            f"The first release under the versioning policy: {len(after.cases):,} cases "
            f"(corpus `{after.digest}`), each listed in `{listed}`.",
            "",
            "| SPEC section | cases |",
            "|---|---:|",
            *(f"| §{s} | {per_section[s]:,} |" for s in sorted(per_section, key=_section_key)),
        ]
        return "\n".join([*lines, "<!-- /cases -->"])
    diff = Diff(before, after)
    reissued = diff.reissued
    sources = set(reissued.values())
    kinds = {
        "added": [(i, after.cases[i].spec) for i in diff.added if i not in reissued],
        "removed": [(i, before.cases[i].spec) for i in diff.removed if i not in sources],
        "re-issued": [(i, after.cases[i].spec) for i in reissued],
        "changed in place": [(i, after.cases[i].spec) for i in diff.changed_in_place],
    }
    since = f"since {previous}" if previous else "since the last release"
    if not any(kinds.values()):
        lines.append(f"No case added, removed or re-issued {since} (corpus `{after.digest}`).")
        return "\n".join([*lines, "<!-- /cases -->"])
    shown = [kind for kind, found in kinds.items() if found or kind != "changed in place"]
    counts = {kind: Counter(spec for _, spec in kinds[kind]) for kind in shown}
    sections = sorted({s for kind in shown for s in counts[kind]}, key=_section_key)
    total = sum(len(kinds[kind]) for kind in shown)
    lines += [
        f"{total:,} cases changed {since} (corpus `{after.digest}`, {len(after.cases):,} cases):",
        "",
        "| SPEC section | " + " | ".join(shown) + " |",
        "|---|" + "---:|" * len(shown),
        *(f"| §{s} | " + " | ".join(str(counts[k][s]) for k in shown) + " |" for s in sections),
        "",
    ]
    for kind in shown:
        if not kinds[kind]:
            continue
        lines += [f"<details><summary>{len(kinds[kind]):,} {kind}</summary>", ""]
        for case_id, _ in kinds[kind]:
            was = f" (was `{reissued[case_id]}`)" if kind == "re-issued" else ""
            lines.append(f"- `{case_id}`{was}")
        lines += ["", "</details>", ""]
    return "\n".join([*lines[:-1], "<!-- /cases -->"])


def case_parts(current: Manifest, releases: dict[str, Path]) -> dict[str, str]:
    """Every version's case part, and Unreleased's (the current manifest against the last release)."""
    parts: dict[str, str] = {}
    previous: str | None = None
    before: Manifest | None = None
    for version, path in releases.items():
        after = manifest.read(path)
        parts[version] = case_part(version, previous, before, after)
        previous, before = version, after
    parts[UNRELEASED] = case_part(UNRELEASED, previous, before, current)
    return parts


def rewritten(text: str, parts: dict[str, str]) -> str:
    """The changelog with each version's case part put in its place; a part with no place is an error."""
    placed = set()

    def put(match: re.Match[str]) -> str:
        version = match.group("version")
        if version not in parts:
            raise SystemExit(
                f"{CHANGELOG}: a case part for {version}, which is neither released nor Unreleased"
            )
        placed.add(version)
        return parts[version]

    out = PART.sub(put, text)
    missing = sorted(set(parts) - placed)
    if missing:
        raise SystemExit(f"{CHANGELOG}: no `<!-- cases VERSION -->` part for {', '.join(missing)}")
    return out


def released_section(text: str, version: str, date: str) -> str:
    """Unreleased becomes `version`; a new empty Unreleased section goes above it."""
    heading = f"## [{UNRELEASED}]"
    if heading not in text:
        raise SystemExit(f"{CHANGELOG}: no `{heading}` section to release")
    fresh = f"{heading}\n\n<!-- cases {UNRELEASED} -->\n<!-- /cases -->\n\n## [{version}] - {date}"
    text = text.replace(f"<!-- cases {UNRELEASED} -->", f"<!-- cases {version} -->", 1)
    return text.replace(heading, fresh, 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 when anything is stale")
    parser.add_argument("--release", metavar="VERSION", help="keep the manifest as this version's release")
    parser.add_argument("--date", help="with --release: the release date (YYYY-MM-DD)")
    args = parser.parse_args(argv)
    current = manifest.of_cases(load_corpora([DEFAULT_CORPUS_ROOT]))
    text = CHANGELOG.read_text("utf-8")
    if args.release:
        manifest.version_key(args.release)
        if not args.date:
            parser.error("--release needs --date")
        if args.release in manifest.released():
            parser.error(f"{args.release} is released already")
        manifest.RELEASES.mkdir(exist_ok=True)
        (manifest.RELEASES / f"{args.release}.json").write_text(current.as_text(), encoding="utf-8")
        text = released_section(text, args.release, args.date)
    releases = manifest.released()
    changelog = rewritten(text, case_parts(current, releases))
    stale = []
    if not manifest.MANIFEST.exists() or manifest.MANIFEST.read_text("utf-8") != current.as_text():
        stale.append(f"{manifest.MANIFEST.relative_to(ROOT)} (the corpora changed)")
    if changelog != CHANGELOG.read_text("utf-8"):
        stale.append(f"{CHANGELOG.relative_to(ROOT)}'s case lists")
    reused = manifest.reused_ids(current)
    for problem in reused:
        print(f"error: {problem}", file=sys.stderr)
    if args.check:
        if reused:
            return 1
        if stale:
            print(f"stale: {'; '.join(stale)}: run `make changelog` and commit the result", file=sys.stderr)
            return 1
        return 0
    manifest.MANIFEST.write_text(current.as_text(), encoding="utf-8")
    CHANGELOG.write_text(changelog, encoding="utf-8")
    print(f"wrote {manifest.MANIFEST.relative_to(ROOT)} ({len(current.cases):,} cases) and {CHANGELOG.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
