import Foundation
import PuzzleKit

/// The Gradescope autograder bundle `puzzles gradescope` writes: a folder whose contents, zipped, are uploaded as
/// an assignment's autograder. `setup.sh` installs the verified Swift toolchain and bubblewrap and builds the
/// runner once, when Gradescope builds the image; `run_autograder` grades `/autograder/submission` with the kit's
/// own checks (the copy in `kit/`, never the submission's) and writes `/autograder/results/results.json`.
struct GradescopeBundle {
    let kit: Kit

    /// Where Gradescope puts the bundle's contents, and the kit's copy inside it.
    static let source = "/autograder/source"
    static let kitFolder = "kit"

    /// The kit's top-level entries the bundle leaves out: builds, caches and progress, version control, the
    /// reference solutions (a submission must never be able to read them) and the bundle itself.
    static let leftOut: Set<String> = [".build", ".puzzles", ".git", ".github", ".swiftpm", Kit.solutionsFolder]

    var version: String { VerifiedToolchain.version(of: kit) }

    func setupScript() -> String {
        """
        #!/usr/bin/env bash
        # Written by `puzzles gradescope`. Gradescope runs it once, as root, when it builds the autograder's image
        # (Ubuntu 22.04): it installs Swift \(version) (the toolchain the kit is verified on) and bubblewrap, builds
        # the runner and compiles MiniUI, so that each submission only compiles and runs the learner's code.
        set -euo pipefail
        export DEBIAN_FRONTEND=noninteractive
        apt-get update
        apt-get install -y --no-install-recommends bubblewrap ca-certificates curl binutils git gnupg2 libc6-dev \\
            libcurl4-openssl-dev libedit2 libgcc-11-dev libpython3-dev libsqlite3-0 libstdc++-11-dev libxml2-dev \\
            libz3-dev pkg-config tzdata unzip util-linux zlib1g-dev
        version=\(version)
        curl -fsSL -o /tmp/swift.tar.gz \\
            "https://download.swift.org/swift-${version}-release/ubuntu2204/swift-${version}-RELEASE/swift-${version}-RELEASE-ubuntu22.04.tar.gz"
        mkdir -p /opt/swift
        tar -xzf /tmp/swift.tar.gz -C /opt/swift --strip-components=1
        rm /tmp/swift.tar.gz
        export PATH=/opt/swift/usr/bin:$PATH
        cd \(Self.source)/\(Self.kitFolder)
        swift build -c release --product puzzles
        # MiniUI, compiled once into the image's cache (the starter fails its checks: that is expected).
        .build/release/puzzles check \(kit.exercises.first?.id ?? "") >/dev/null 2>&1 || true

        """
    }

    func runScript() -> String {
        """
        #!/usr/bin/env bash
        # Written by `puzzles gradescope`. Gradescope runs it for each submission: it grades the submission's
        # exercise sources with the kit's own checks and writes /autograder/results/results.json.
        set -uo pipefail
        export PATH=/opt/swift/usr/bin:$PATH
        kit=\(Self.source)/\(Self.kitFolder)
        results=/autograder/results
        mkdir -p "$results"
        # A submission is a whole checkout (a GitHub repository) or only its Sources/Exercises folder.
        checkout=/autograder/submission
        if [ ! -d "$checkout/\(Kit.exercisesFolder)" ]; then
            checkout=$(mktemp -d)
            mkdir -p "$checkout/Sources"
            cp -R /autograder/submission "$checkout/\(Kit.exercisesFolder)"
        fi
        # Learners' programs and the compiler run in bubblewrap when the container allows it. Gradescope runs
        # each submission in a container of its own, thrown away afterwards, with no secrets of yours in it;
        # where that container forbids user namespaces, grading goes on without the sandbox, and says so.
        # The runner answers only inside the kit: `doctor` asked from elsewhere fails, whatever the container allows.
        cd "$kit"
        flags=()
        if ! .build/release/puzzles doctor >"$results/sandbox.txt" 2>&1; then
            flags+=(--unsandboxed)
        fi
        if ! .build/release/puzzles grade "$checkout" --format gradescope --output "$results/results.json" \\
            "${flags[@]}" 2>"$results/grade.txt"; then
            if [ ! -s "$results/results.json" ]; then
                printf '{"score": 0, "output": "The autograder could not grade this submission; see its log.", "tests": []}\\n' \\
                    >"$results/results.json"
            fi
        fi
        exit 0

        """
    }

    /// Writes the bundle into `folder`: the two scripts (executable) and the kit's copy.
    func write(to folder: URL) throws {
        try FileSystem.createDirectory(folder)
        for (name, text) in [("setup.sh", setupScript()), ("run_autograder", runScript())] {
            let url = folder.appendingPathComponent(name)
            try FileSystem.writeAtomically(Data(text.utf8), to: url)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }
        let copy = folder.appendingPathComponent(Self.kitFolder)
        try? FileManager.default.removeItem(at: copy)
        try FileSystem.createDirectory(copy)
        let bundle = folder.standardizedFileURL.resolvingSymlinksInPath().path
        let names = try FileManager.default.contentsOfDirectory(atPath: kit.root.path).sorted()
        for name in names where !Self.leftOut.contains(name) {
            let source = kit.root.appendingPathComponent(name)
            // Never the bundle itself, when it is written inside the kit.
            let resolved = source.standardizedFileURL.resolvingSymlinksInPath().path
            if resolved == bundle { continue }
            if bundle.hasPrefix(resolved + "/") {
                try copyTree(source, to: copy.appendingPathComponent(name), skipping: bundle)
            } else {
                try FileManager.default.copyItem(at: source, to: copy.appendingPathComponent(name))
            }
        }
    }

    /// Copies a folder, leaving out the folder `skipping` wherever it is inside.
    private func copyTree(_ source: URL, to target: URL, skipping: String) throws {
        try FileSystem.createDirectory(target)
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            let child = source.appendingPathComponent(name)
            let resolved = child.standardizedFileURL.resolvingSymlinksInPath().path
            if resolved == skipping { continue }
            if skipping.hasPrefix(resolved + "/") {
                try copyTree(child, to: target.appendingPathComponent(name), skipping: skipping)
            } else {
                try FileManager.default.copyItem(at: child, to: target.appendingPathComponent(name))
            }
        }
    }
}
