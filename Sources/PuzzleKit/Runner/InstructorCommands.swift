import Foundation

extension Runner {
    // MARK: grade

    /// Grades learners' checkouts with this kit's own checks; several checkouts at once.
    func grade() async throws -> Int32 {
        let formatName = arguments.options["--format"] ?? "table"
        guard let format = ReportFormat(rawValue: formatName) else {
            throw UsageError(
                message:
                    "--format takes \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")), not \(formatName).",
                usage: spec.usage)
        }
        let engine = self.engine
        let kit = self.kit
        let console = self.console
        let checkouts = await withTaskGroup(of: (Int, GradedCheckout).self) { group in
            for (index, path) in arguments.positional.enumerated() {
                let url = resolve(path)
                group.addTask {
                    if let problem = Self.gradingProblem(url) {
                        return (index, GradedCheckout(path: path, verdicts: [], error: problem))
                    }
                    let verdicts = await engine.checkAll(kit.exercises, from: .checkout(url))
                    console.note("graded \(path): \(verdicts.filter(\.passed).count)/\(verdicts.count) passed")
                    return (index, GradedCheckout(path: path, verdicts: verdicts))
                }
            }
            var results: [(Int, GradedCheckout)] = []
            for await result in group { results.append(result) }
            return results.sorted { $0.0 < $1.0 }.map(\.1)
        }
        let report = GradeReport(kit: kit, checkouts: checkouts)
        if let output = arguments.options["--output"] {
            let url = resolve(output)
            do {
                try FileSystem.writeAtomically(Data((report.render(format) + "\n").utf8), to: url)
            } catch {
                console.note(style.red("error: ") + "Could not write \(output): \(error)")
                return 1
            }
            console.note("Wrote \(output).")
        } else {
            console.line(report.render(format, style: format == .table ? style : .plain))
        }
        return checkouts.contains { $0.error != nil } ? 1 : 0
    }

    /// Why a path cannot be graded, or nil when it looks like a checkout of the kit.
    static func gradingProblem(_ url: URL) -> String? {
        switch FileSystem.kind(url) {
        case .missing: return "\(url.path) does not exist"
        case .directory: break
        default: return "\(url.path) is not a folder"
        }
        guard FileSystem.isDirectory(url.appendingPathComponent(Kit.exercisesFolder)) else {
            return "\(url.path) is not a checkout of the kit (it has no \(Kit.exercisesFolder) folder)"
        }
        return nil
    }

    // MARK: classroom

    /// Writes a GitHub Classroom autograding workflow: one command-grader step per exercise, worth its
    /// level in points, and the grading reporter. An existing file is kept as a backup when replaced.
    func classroom() throws -> Int32 {
        let path = arguments.options["--output"] ?? ".github/workflows/classroom.yml"
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : kit.root.appendingPathComponent(path)
        if FileSystem.exists(url) {
            guard arguments.has("--force") else {
                console.note(
                    style.red("error: ") + "\(path) exists. `--force` replaces it (after keeping a backup beside it).")
                return 1
            }
            let backup = url.deletingLastPathComponent().appendingPathComponent(
                ".\(url.lastPathComponent).\(ProgressStore.timestamp()).bak")
            try FileManager.default.copyItem(at: url, to: backup)
            console.note("Kept the old workflow as \(kit.relativePath(backup)).")
        }
        try FileSystem.writeAtomically(Data(ClassroomWorkflow(kit: kit).yaml().utf8), to: url)
        let points = kit.exercises.reduce(0) { $0 + ($1.level ?? 1) }
        console.line("Wrote \(path): \(kit.exercises.count) graded steps, \(points) points in all.")
        console.line("Commit it to the template repository of your GitHub Classroom assignment.")
        return 0
    }

    // MARK: dev new

    /// Scaffolds an exercise in the four places, with a lesson page in each language.
    func devNew() throws -> Int32 {
        let path = arguments.positional[0].trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        let parts = path.split(separator: "/").map(String.init)
        guard parts.count == 2, parts.allSatisfy(ConsistencyChecker.isWellNamed),
            let module = Kit.leadingNumber(parts[0]), let step = Kit.leadingNumber(parts[1])
        else {
            throw UsageError(
                message: "\"\(path)\" is not NN-module/MM-step (two-digit numbers, lowercase words joined by -).",
                usage: spec.usage)
        }
        let level = arguments.options["--level"].map { Int($0) ?? 0 } ?? 1
        guard (1...3).contains(level) else {
            throw UsageError(message: "--level takes 1, 2 or 3.", usage: spec.usage)
        }
        let title =
            arguments.options["--title"] ?? Kit.slug(parts[1]).replacingOccurrences(of: "-", with: " ").capitalized
        let scaffold = ExerciseScaffold(
            path: path, id: Exercise.id(module: module, step: step),
            moduleName: Exercise.moduleName(module: module, step: step),
            title: title, level: level)
        let files = scaffold.files()
        let existing = files.keys.filter { FileSystem.exists(kit.url($0)) }.sorted()
        guard existing.isEmpty else {
            console.note(style.red("error: ") + "Not overwriting: \(existing.joined(separator: ", ")) already exist.")
            return 1
        }
        for (file, contents) in files.sorted(by: { $0.key < $1.key }) {
            try FileSystem.writeAtomically(Data(contents.utf8), to: kit.url(file))
            console.line("created \(file)")
        }
        console.line("Next: write the starter, its checks and wrong answers, then `swift run puzzles dev check`.")
        console.line(
            "SwiftPM caches its manifest: `swift build --manifest-cache none` once makes it see the new target.")
        return 0
    }
}

/// The GitHub Classroom workflow `puzzles classroom` writes.
struct ClassroomWorkflow {
    let kit: Kit

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
                          command: swift run puzzles check \(exercise.id)
                          timeout: 10
                          max-score: \(exercise.level ?? 1)
                """
            return (id, text)
        }
        let environment = steps.map {
            // The reporter reads each runner's result from `<ID IN CAPITALS>_RESULTS`, dashes and all.
            "          \($0.id.uppercased())_RESULTS: \"${{steps.\($0.id).outputs.result}}\""
        }
        return """
            # Written by `swift run puzzles classroom`: one graded step per exercise, worth its level in points.
            # Each step runs `swift run puzzles check ID`, which checks the learner's code with the kit's checks.
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
                container: swift:6.0
                steps:
                  - name: Checkout code
                    uses: actions/checkout@v4
                  - name: Build the runner and compile MiniUI once
                    run: swift build --product puzzles && swift run puzzles check 00.1 || true
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

/// The files `puzzles dev new` writes for a new exercise.
struct ExerciseScaffold {
    let path: String
    let id: String
    let moduleName: String
    let title: String
    let level: Int

    func files() -> [String: String] {
        let lesson = "\(Kit.lessonsFolder)/\(path)/README.md"
        let header = """
            // Goal: \(title).
            // Check it: swift run puzzles check \(id)
            // Lesson: \(lesson)

            """
        return [
            "\(Kit.exercisesFolder)/\(path)/Exercise.swift": header + """
                import MiniUI

                // TODO: Write the code this exercise asks for.

                """,
            "\(Kit.solutionsFolder)/\(path)/Exercise.swift": header + """
                import MiniUI

                """,
            "\(Kit.checksFolder)/\(path)/compiles-usage.swift": """
            // check: compiles
            // Proves that the API accepts the usage the lesson shows. Replace with real checks.
            import MiniUI
            @testable import \(moduleName)

            """,
            "\(Kit.checksFolder)/\(path)/\(HintsFile.fileName(.en))": """
            <!-- Hints for \(id). `swift run puzzles hint` reveals them one at a time; each gives away more. -->

            1. A first nudge: the idea, not the code.
            2. A hint that nearly gives the answer.

            """,
            "\(Kit.checksFolder)/\(path)/\(HintsFile.fileName(.ja))": """
            <!-- \(id) のヒント。`swift run puzzles hint` で 1 つずつ表示します。 -->

            1. （最初のヒント：考え方だけ）
            2. （答えに近いヒント）

            """,
            lesson: """
            ---
            title: \(title)
            level: \(level)
            ---

            # \(title)

            ## Why this matters in SwiftUI

            ## The idea

            ## What the compiler says

            ## Your task

            ## Further reading

            """,
            "\(Kit.lessonsFolder)/\(path)/README.ja.md": """
            ---
            title: \(title)
            ---

            # \(title)

            """,
        ]
    }
}
