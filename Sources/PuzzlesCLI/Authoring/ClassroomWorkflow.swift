import Foundation
import PuzzleKit

/// The GitHub Classroom workflow `puzzles classroom` writes: it checks that the files deciding the grade are the
/// instructor's (a manifest of their hashes, written into the workflow), builds the runner once in a container
/// of the toolchain the kit is verified on, then runs one graded step per exercise with the built runner.
struct ClassroomWorkflow {
    let kit: Kit

    /// The container image: the official Swift image of the verified toolchain.
    var image: String { "swift:\(VerifiedToolchain.version(of: kit))" }

    /// The runner built by the workflow's build step.
    static let runner = ".build/debug/puzzles"

    /// A POSIX shell script, run at the repository's root, that fails unless every file of the grading manifest is
    /// there with its hash and no other file is in the places the manifest covers. It also removes any committed
    /// `.puzzles` folder, whose cached results would otherwise be trusted.
    func verificationScript() -> String {
        let manifest = GradingManifest(kit: kit)
        let excluded = GradingManifest.excluded.map { "! -path '\($0)/*'" }.joined(separator: " ")
        return """
            set -eu
            rm -rf .puzzles
            scratch=$(mktemp -d)
            trap 'rm -rf "$scratch"' EXIT
            cat > "$scratch/grading.sha256" <<'MANIFEST'
            \(manifest.checksumLines.joined(separator: "\n"))
            MANIFEST
            sha256sum --check --strict --quiet "$scratch/grading.sha256"
            sed 's/^[0-9a-f]*  //' "$scratch/grading.sha256" | LC_ALL=C sort > "$scratch/grading.expected"
            find \(GradingManifest.places.joined(separator: " ")) -type f ! -path '*/.*' \(excluded) | LC_ALL=C sort > "$scratch/grading.found"
            if ! diff "$scratch/grading.expected" "$scratch/grading.found"; then
              echo "Files were added to or removed from the kit's checks, runner or MiniUI: grading stops." >&2
              exit 1
            fi
            """
    }

    func yaml() -> String {
        func quoted(_ text: String) -> String {
            "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
        }
        let steps = kit.exercises.map { exercise -> (id: String, text: String) in
            let id = "exercise-" + exercise.id.replacingOccurrences(of: ".", with: "-")
            let text = """
                      - name: \(quoted("\(exercise.id) \(exercise.title)"))
                        id: \(id)
                        uses: classroom-resources/autograding-command-grader@v1
                        with:
                          test-name: \(quoted("\(exercise.id) \(exercise.title)"))
                          setup-command: ''
                          command: \(Self.runner) check \(exercise.id) --variants
                          timeout: 10
                          max-score: \(exercise.level ?? 1)
                """
            return (id, text)
        }
        let environment = steps.map {
            // The reporter reads each runner's result from `<ID IN CAPITALS>_RESULTS`, dashes and all.
            "          \($0.id.uppercased())_RESULTS: \"${{steps.\($0.id).outputs.result}}\""
        }
        let script = verificationScript().split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.isEmpty ? "" : "          " + $0
        }
        return """
            # Written by `swift run puzzles classroom`: one graded step per exercise, worth its level in points.
            # It first checks the files that decide the grade (checks, runner, MiniUI, Package.swift) against the
            # hashes below, written from the instructor's copy: a learner who edits them fails that step and
            # scores nothing. Then it builds the runner once and each step runs `\(Self.runner) check ID`.
            # Write it again (`puzzles classroom --force`) whenever the kit's checks or runner change.
            name: Autograding Tests
            'on':
              - push
              - repository_dispatch
            permissions:
              checks: write
              actions: read
              contents: read
            jobs:
              run-autograding-tests:
                runs-on: ubuntu-latest
                if: github.actor != 'github-classroom[bot]'
                container: \(image)
                steps:
                  - name: Checkout code
                    uses: actions/checkout@v4
                  - name: Check that the checks and the runner are the instructor's
                    shell: sh
                    run: |
            \(script.joined(separator: "\n"))
                  - name: Build the runner and compile MiniUI once
                    run: swift build --product puzzles && (\(Self.runner) check \(kit.exercises.first?.id ?? "") || true)
            \(steps.map(\.text).joined(separator: "\n"))
                  - name: Autograding Reporter
                    uses: classroom-resources/autograding-grading-reporter@v1
                    env:
            \(environment.joined(separator: "\n"))
                    with:
                      runners: \(steps.map(\.id).joined(separator: ","))

            """
    }
}
