import Foundation

/// The compiler, confined like the programs when grading: a learner's file is compiled with no network, no home
/// folder, no checkout, an environment of its own, the toolchain and the kit's checks read-only, only the cache
/// entry being built and the module cache writable, and limits suited to a compiler.
///
/// What a learner's file can make the compiler do: read nothing by name (Swift has no `#include`; `#sourceLocation`
/// only renames the positions of diagnostics, `#fileLiteral` is a resource name the compiler never opens), import
/// only the modules on the engine's search paths and the toolchain's, and expand only the toolchain's own macros
/// (an `#externalMacro` is looked up in the toolchain's plugin folder, never in a path the file names). It can make
/// the type checker slow: the wall-clock limit (``CheckEngine/Options/compileTimeLimit``), the CPU limit and the
/// solver's own time limit end it, in a verdict for that exercise alone.
extension Sandbox {
    /// The limits a compiler runs under: more memory, files and processes than a check program, since the driver
    /// starts the frontend, the linker and the macro plugin server.
    public static func compilerLimits(timeLimit: Double) -> Limits {
        var limits = Limits()
        limits.cpuSeconds = Int(timeLimit.rounded(.up)) + 10
        limits.addressSpace = 16 << 30
        limits.processes = 256
        limits.fileSize = 1 << 30
        limits.openFiles = 4096
        limits.scratchSize = 1 << 30
        return limits
    }

    /// The seconds the type checker may spend on one expression when grading before it says "unable to type-check
    /// this expression in reasonable time" (a compile error the learner can read) instead of running on.
    public static let solverSecondsPerExpression = 20

    /// Runs `swiftc` confined. `readOnly` are the folders it reads besides the toolchain and the system (the
    /// modules it imports, the check file's folder), `writable` the folders it writes (its output, the module
    /// cache). Only the variables a compiler needs pass from `environment` (the SDK's on macOS).
    func compile(
        _ swiftc: String, _ arguments: [String], toolchainRoot: String, readOnly: [String], writable: [String],
        environment: [String: String], timeLimit: Double, outputLimit: Int
    ) async throws -> ProcessOutcome {
        let (readable, extra) = Sandbox.compilerView(
            toolchainRoot: toolchainRoot, readOnly: readOnly, environment: environment)
        return try await run(
            swiftc, arguments, readOnly: readable, writable: writable, timeLimit: timeLimit, outputLimit: outputLimit,
            extraEnvironment: extra, limits: Sandbox.compilerLimits(timeLimit: timeLimit), dropRoot: false)
    }

    /// What a confined compiler reads besides the system (`readOnly`, the toolchain, on macOS the SDK) and the
    /// variables it gets (`PATH` with the toolchain's first, on macOS the SDK's).
    static func compilerView(toolchainRoot: String, readOnly: [String], environment: [String: String]) -> (
        readable: [String], extraEnvironment: [String: String]
    ) {
        var extra = ["PATH": "\(toolchainRoot)/usr/bin:/usr/bin:/bin"]
        for key in ["SDKROOT", "DEVELOPER_DIR"] { if let value = environment[key] { extra[key] = value } }
        var readable = readOnly + [toolchainRoot]
        #if os(macOS)
            // The SDK and Xcode's tools: the compiler reads the system's headers and modules there.
            readable += ["/Applications", "/Library/Developer", "/private/var/select", "/usr/share"]
            if let sdk = environment["SDKROOT"] { readable.append(sdk) }
        #endif
        return (readable, extra)
    }

    /// Runs the jobs of one build (a runs check's program: the compiler's frontend, then the linker) one after
    /// another in ONE confinement, the very one ``compile(_:_:toolchainRoot:readOnly:writable:environment:timeLimit:outputLimit:)``
    /// gives each of them (the same folders, environment, user and limits), instead of one confinement per job:
    /// a sandbox's start is most of a short job's wall time. A small shell script inside runs them in order and
    /// stops at the first that fails, as running them one by one does: what the engine gets is what that would
    /// give (``CheckEngine/runJobs(_:limit:run:)``): every job's standard error in order, the standard output of
    /// the last job run, its ending, and which job failed. `statusFile` (in a `writable` folder) is where the
    /// script says which job ended the run and how; it is read and removed here.
    ///
    /// Limits: the wall-clock limit is the whole build's, as before (each job had what the earlier ones left);
    /// the resource limits apply to each job as a process of its own. Returns `nil` when the jobs must be run one
    /// by one after all: together they printed more than `outputLimit`, which one job alone may not have.
    func compileJobs(
        _ jobs: [[String]], statusFile: String, toolchainRoot: String, readOnly: [String], writable: [String],
        environment: [String: String], timeLimit: Double, outputLimit: Int
    ) async throws -> (outcome: ProcessOutcome, failedJob: Int?)? {
        let folder = URL(fileURLWithPath: statusFile).deletingLastPathComponent().path
        return try await compileJobs(
            jobs, followers: [], folder: folder, toolchainRoot: toolchainRoot, readOnly: readOnly,
            writable: writable, environment: environment, timeLimit: timeLimit, outputLimit: outputLimit
        ).map { ($0.outcome, $0.failedJob) }
    }

    /// ``compileJobs(_:statusFile:toolchainRoot:readOnly:writable:environment:timeLimit:outputLimit:)`` with
    /// `followers`: independent compiles (an exercise's type-checks) that run in the same sandbox once every job
    /// succeeded, one after another, each with its standard output, standard error and ending kept apart in
    /// `folder` (a `writable` folder of the build's own, where the script also writes its status) and returned
    /// here as running it alone would have returned it (`nil` for one that did not run, or printed more than
    /// `outputLimit`: it is run again alone). A follower cannot change the build's outcome: when the time limit
    /// ends the sandbox after the jobs succeeded, the build succeeded, and the followers not yet run are run alone.
    func compileJobs(
        _ jobs: [[String]], followers: [[String]], folder: String, toolchainRoot: String, readOnly: [String],
        writable: [String], environment: [String: String], timeLimit: Double, outputLimit: Int
    ) async throws -> (outcome: ProcessOutcome, failedJob: Int?, followers: [ProcessOutcome?])? {
        let (readable, extra) = Sandbox.compilerView(
            toolchainRoot: toolchainRoot, readOnly: readOnly, environment: environment)
        let statusFile = folder + "/status"
        let files = { (index: Int, ext: String) in folder + "/follower-\(index).\(ext)" }
        let written =
            [statusFile] + followers.indices.flatMap { index in ["out", "err", "status"].map { files(index, $0) } }
        for path in written { try? FileManager.default.removeItem(atPath: path) }
        defer { for path in written { try? FileManager.default.removeItem(atPath: path) } }
        var outcome = try await run(
            "/bin/sh",
            [
                "-c", Sandbox.jobsScript(jobs, statusFile: statusFile, followers: followers, folder: folder),
                "puzzles-jobs",
            ],
            readOnly: readable, writable: writable, timeLimit: timeLimit, outputLimit: outputLimit,
            extraEnvironment: extra, limits: Sandbox.compilerLimits(timeLimit: timeLimit), dropRoot: false)
        if outcome.exceededOutputLimit { return nil }
        let status = (try? String(contentsOfFile: statusFile, encoding: .utf8))?.split(separator: " ").compactMap {
            Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        var ran: [ProcessOutcome?] = Array(repeating: nil, count: followers.count)
        if status == [jobs.count - 1, 0] {
            // The jobs succeeded: what stopped the sandbox later was a follower's, never the build's.
            outcome.termination = .exited(0)
            outcome.timedOut = false
            for index in followers.indices {
                guard
                    let code = (try? String(contentsOfFile: files(index, "status"), encoding: .utf8)).flatMap({
                        Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
                    }),
                    let output = FileManager.default.contents(atPath: files(index, "out")),
                    let errors = FileManager.default.contents(atPath: files(index, "err")),
                    output.count + errors.count <= outputLimit
                else { continue }
                ran[index] = ProcessOutcome(
                    termination: code > 128 && code < 128 + 32 ? .signaled(code - 128) : .exited(code),
                    standardOutput: output, standardError: errors, timedOut: false, exceededOutputLimit: false,
                    seconds: 0)
            }
            return (outcome, nil, ran)
        }
        if let status, status.count == 2, status[1] != 0, jobs.indices.contains(status[0]) {
            return (outcome, status[0], ran)
        }
        // Stopped before the script could say (a time limit, a signal from outside): the first job's, as a frontend
        // stopped so would be.
        return (outcome, outcome.succeeded ? nil : 0, ran)
    }

    /// The shell script that runs `jobs` in order (each a command's words) and stops at the first that fails,
    /// writing `INDEX STATUS` of the job that ended the run to `statusFile` and exiting as that job did (a job
    /// stopped by a signal as the shell reports it, 128 + the signal's number, which
    /// ``run(_:_:readOnly:writable:timeLimit:outputLimit:extraEnvironment:launcherEnvironment:limits:dropRoot:)``
    /// reads as that signal). A job's standard error goes straight out; the standard output of a job that is not
    /// the last is kept in the scratch folder and shown only if that job fails. The shell's own words (a shell
    /// reports a child stopped by a signal: "Segmentation fault") go nowhere: each job is started from a subshell
    /// that gives it back the standard error the shell gave up. Once every job succeeded, each of `followers` runs
    /// in turn, its standard output, standard error and status written to `folder` (`follower-N.out`, `.err`,
    /// `.status`), whatever the others did.
    static func jobsScript(
        _ jobs: [[String]], statusFile: String, followers: [[String]] = [], folder: String = ""
    ) -> String {
        let kept = "\"${TMPDIR:-/tmp}/puzzles-job-output\""
        let status = Trace.quoted(statusFile)
        var lines = ["exec 3>&2 2>/dev/null"]
        for (index, job) in jobs.enumerated() {
            let command = "( exec 2>&3 3>&-; exec \(job.map(Trace.quoted).joined(separator: " ")) )"
            if index == jobs.count - 1 {
                lines += [command, "s=$?", "echo \(index) $s >\(status)"]
            } else {
                lines += [
                    "\(command) >\(kept)", "s=$?",
                    "if [ $s -ne 0 ]; then cat \(kept); echo \(index) $s >\(status); exit $s; fi",
                ]
            }
        }
        if followers.isEmpty {
            lines.append("exit $s")
        } else {
            lines.append("if [ $s -ne 0 ]; then exit $s; fi")
            for (index, follower) in followers.enumerated() {
                let file = { (ext: String) in Trace.quoted(folder + "/follower-\(index).\(ext)") }
                lines += [
                    "( exec 2>\(file("err")) 3>&-; exec \(follower.map(Trace.quoted).joined(separator: " ")) ) >\(file("out"))",
                    "echo $? >\(file("status"))",
                ]
            }
            lines.append("exit 0")
        }
        // One line, so that the engine's trace (`PUZZLES_TRACE`) keeps one command per line.
        return lines.joined(separator: "; ")
    }
}
