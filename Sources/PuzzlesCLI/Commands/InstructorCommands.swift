import Foundation
import PuzzleKit

extension Runner {
    // MARK: grade

    /// Grades learners' checkouts with this kit's own checks; several checkouts at once.
    func grade() async throws -> Int32 {
        let formatName = arguments.options["--format"] ?? "table"
        guard let format = ReportFormat(rawValue: formatName) else {
            throw UsageError(
                problem: .formatValue(formatName, formats: ReportFormat.allCases.map(\.rawValue)), usage: spec.usage)
        }
        let sandbox: Sandbox?
        if arguments.has("--unsandboxed") {
            console.note(errors.warning(t("grade.unsandboxed")))
            sandbox = nil
        } else {
            switch await provenSandbox() {
            case .success(let proven):
                console.note(errors.style.dim(t("grade.sandboxed", ["mechanism": proven.mechanism.rawValue])))
                sandbox = proven
            case .failure(let problem):
                console.note(errors.error(problem.message))
                console.note(t("grade.needsSandbox"))
                return 2
            }
        }
        try announceVariants()
        let engine = makeEngine(sandbox: sandbox)
        let kit = self.kit
        let console = self.console
        let presenter = self.presenter
        let targets = arguments.positional.map { ($0, resolve($0)) }
        let checkouts = await targets.concurrentMap { path, url in
            if let problem = GradedCheckout.problem(with: url) {
                return GradedCheckout(path: path, verdicts: [], problem: problem)
            }
            let start = Date()
            let verdicts = await engine.gradeAll(kit.exercises, checkout: url)
            let seconds = Date().timeIntervalSince(start)
            console.note(
                presenter.t(
                    "grade.progress",
                    ["path": path, "passed": "\(verdicts.filter(\.passed).count)", "total": "\(verdicts.count)"]))
            return GradedCheckout(path: path, verdicts: verdicts, seconds: seconds)
        }
        let report = GradeReportRenderer(kit: kit, checkouts: checkouts, presenter: presenter)
        if let output = arguments.options["--output"] {
            let url = resolve(output)
            do {
                try FileSystem.writeAtomically(Data((report.render(format, style: .plain) + "\n").utf8), to: url)
            } catch {
                console.note(errors.error(t("write.failed", ["path": output, "reason": "\(error)"])))
                return 1
            }
            console.note(t("write.done", ["path": output]))
        } else {
            console.line(report.render(format, style: format == .table ? style : .plain))
        }
        return checkouts.contains { $0.problem != nil } ? 1 : 0
    }

    /// The machine's sandbox once a probe inside it has held, or what is wrong, in words.
    func provenSandbox() async -> Result<Sandbox, SandboxRefusal> {
        switch Sandbox.find(environment: environment) {
        case .failure(let reason):
            return .failure(SandboxRefusal(message: sandboxUnavailable(reason)))
        case .success(let sandbox):
            let report = await sandbox.probe(hidden: kit.root.path, environment: environment)
            guard report.passed else {
                let failed = Sandbox.ProbeReport.Fact.allCases.filter { report.facts[$0] != true }
                return .failure(
                    SandboxRefusal(
                        message: t(
                            "sandbox.probeFailed",
                            [
                                "mechanism": sandbox.mechanism.rawValue,
                                "facts": failed.map { t("sandbox.fact.\($0.rawValue)") }.joined(
                                    separator: t("list.separator")),
                                "problem": (report.problem ?? "").trimmingCharacters(in: .whitespacesAndNewlines),
                            ])))
            }
            return .success(sandbox)
        }
    }

    func sandboxUnavailable(_ reason: Sandbox.Unavailable) -> String {
        switch reason {
        case .bubblewrapMissing: t("sandbox.bubblewrapMissing")
        case .sandboxExecMissing: t("sandbox.sandboxExecMissing")
        case .unsupportedSystem: t("sandbox.unsupportedSystem")
        case .turnedOff: t("sandbox.turnedOff")
        }
    }

    // MARK: doctor

    /// Says which sandbox grading would use, and proves it by running a probe inside it.
    func doctor() async -> Int32 {
        switch Sandbox.find(environment: environment) {
        case .failure(let reason):
            console.line(errors.error(sandboxUnavailable(reason)))
            console.line(t("grade.needsSandbox"))
            return 1
        case .success(let sandbox):
            console.line(t("doctor.mechanism", ["mechanism": sandbox.mechanism.rawValue, "path": sandbox.executable]))
            let report = await sandbox.probe(hidden: kit.root.path, environment: environment)
            for fact in Sandbox.ProbeReport.Fact.allCases {
                let held = report.facts[fact] == true
                let mark = held ? style.green("✓") : style.red("✗")
                console.line("  \(mark) \(t("sandbox.fact.\(fact.rawValue)"))")
            }
            if let problem = report.problem, !problem.isEmpty { console.line(style.dim(problem)) }
            console.line(report.passed ? t("doctor.ready") : t("doctor.notReady"))
            return report.passed ? 0 : 1
        }
    }

    // MARK: classroom

    /// Writes a GitHub Classroom autograding workflow: one command-grader step per exercise, worth its
    /// level in points, and the grading reporter. An existing file is kept as a backup when replaced.
    func classroom() throws -> Int32 {
        let path = arguments.options["--output"] ?? ".github/workflows/classroom.yml"
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : kit.root.appendingPathComponent(path)
        if FileSystem.exists(url) {
            guard arguments.has("--force") else {
                console.note(errors.error(t("classroom.exists", ["path": path])))
                return 1
            }
            let backup = url.deletingLastPathComponent().appendingPathComponent(
                ".\(url.lastPathComponent).\(ProgressStore.timestamp()).bak")
            try FileManager.default.copyItem(at: url, to: backup)
            console.note(t("classroom.kept", ["path": kit.relativePath(backup)]))
        }
        let workflow = ClassroomWorkflow(kit: kit)
        try FileSystem.writeAtomically(Data(workflow.yaml().utf8), to: url)
        let points = kit.exercises.reduce(0) { $0 + ($1.level ?? 1) }
        console.line(t("classroom.wrote", ["path": path, "steps": "\(kit.exercises.count)", "points": "\(points)"]))
        console.line(
            t(
                "classroom.pinned",
                ["files": "\(GradingManifest(kit: kit).entries.count)", "image": workflow.image]))
        console.line(t("classroom.commit"))
        return 0
    }

    // MARK: gradescope

    /// Writes a Gradescope autograder bundle: `setup.sh`, `run_autograder` and the kit's copy, in a folder whose
    /// contents are zipped and uploaded. An existing folder is replaced only with `--force`.
    func gradescope() throws -> Int32 {
        let path = arguments.options["--output"] ?? "gradescope-autograder"
        let url = resolve(path)
        if FileSystem.exists(url) {
            guard arguments.has("--force") else {
                console.note(errors.error(t("gradescope.exists", ["path": path])))
                return 1
            }
            try FileManager.default.removeItem(at: url)
        }
        let bundle = GradescopeBundle(kit: kit)
        try bundle.write(to: url)
        console.line(t("gradescope.wrote", ["path": path, "version": bundle.version]))
        console.line(t("gradescope.upload", ["path": path]))
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
            throw UsageError(problem: .exercisePath(path), usage: spec.usage)
        }
        let level = arguments.options["--level"].map { Int($0) ?? 0 } ?? 1
        guard (1...3).contains(level) else {
            throw UsageError(problem: .levelValue, usage: spec.usage)
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
            console.note(errors.error(t("devNew.exists", ["files": existing.joined(separator: t("list.separator"))])))
            return 1
        }
        for (file, contents) in files.sorted(by: { $0.key < $1.key }) {
            try FileSystem.writeAtomically(Data(contents.utf8), to: kit.url(file))
            console.line(t("devNew.created", ["path": file]))
        }
        console.line(t("devNew.next"))
        console.line(t("devNew.manifest"))
        return 0
    }
}

extension Runner {
    // MARK: dev check

    func devCheck() async throws -> Int32 {
        let only = try exercisesNamed(arguments.positional)
        var times: Int?
        if let value = arguments.options["--repeat"] {
            guard let number = Int(value), (1...1000).contains(number) else {
                throw UsageError(problem: .repeatValue, usage: spec.usage)
            }
            times = number
        }
        console.note(errors.style.dim(t("devCheck.start")))
        let checker = ConsistencyChecker(kit: kit, engine: engine)
        let report = await checker.check(only: only)
        var repeated: RepeatReport?
        if let times {
            console.note(errors.style.dim(t("devCheck.repeat.start", ["runs": "\(times)"])))
            repeated = await checker.repeatVerdicts(only: only, times: times)
        }
        // The runner's own words must exist in every language.
        let messages = MessageCatalog.allProblems()
        if arguments.has("--json") {
            struct Output: Encodable {
                var report: ConsistencyReport
                var messageProblems: [String]
                var repeated: RepeatReport?
            }
            console.line(Self.json(Output(report: report, messageProblems: messages, repeated: repeated)))
        } else {
            console.line(presenter.consistency(report))
            if let repeated { console.line(presenter.repeated(repeated)) }
            if !report.notices.isEmpty {
                console.line(t("devCheck.notices", ["count": "\(report.notices.count)"]))
                for notice in report.notices { console.line("  " + presenter.consistencyLine(notice)) }
            }
            if let tally = report.misconceptions { console.line(presenter.misconceptionTally(tally)) }
            if !messages.isEmpty {
                console.line(t("devCheck.messages", ["count": "\(messages.count)"]))
                for problem in messages { console.line("  " + problem) }
            }
        }
        return report.isConsistent && messages.isEmpty && repeated?.varyingVerdicts.isEmpty != false ? 0 : 1
    }

    /// The exercise ids named by `ID` or `MODULE` arguments, or nil (every exercise) when none is given.
    func exercisesNamed(_ queries: [String]) throws -> Set<String>? {
        var only: Set<String>?
        for query in queries {
            if query.count <= 2, let module = Int(query) {
                let ids = kit.exercises.filter { $0.moduleNumber == module }.map(\.id)
                guard !ids.isEmpty else { throw UsageError(problem: .noSuchModule(query), usage: spec.usage) }
                only = (only ?? []).union(ids)
            } else {
                do {
                    only = (only ?? []).union([try kit.exercise(matching: query).id])
                } catch {
                    throw UsageError(problem: .kit(error), usage: spec.usage)
                }
            }
        }
        return only
    }
}

/// Why grading will not run learners' programs: no sandbox, or one that did not hold in a probe.
struct SandboxRefusal: Error {
    let message: String
}
