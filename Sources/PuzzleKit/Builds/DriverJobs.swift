import Digest
import Foundation

/// A compile (or a compile and link) started as the jobs the compiler's driver would start, without the driver:
/// the driver (`swiftc`) costs about 0.05 CPU-seconds each time it starts, the same again when it links, and
/// grading a checkout of the course starts it about 115 times for the exercises and the runs checks.
///
/// The driver is asked for its jobs (`-###`) once per process and set of flags, with placeholders where the paths
/// of each build go, and answers with one job a line: the frontend, then for a program
/// `swift-autolink-extract` and the linker behind `clang`. Input files the driver wants to exist are asked with
/// empty stand-ins (placeholders named `INPUT…`, their extension last); the driver's temporary folder becomes the
/// ``temporary`` placeholder, filled with a folder of the build's own. Whenever the answer is not made of jobs
/// beside the compiler itself (a wrapper script, a system linker), or a placeholder did not come back as it was
/// given, the driver runs as before.
struct DriverJobs: Sendable, Equatable, Codable {
    /// Each job's executable, then its arguments, with placeholders.
    var jobs: [[String]]
    /// Files the driver writes before the jobs run (the output file map of a module of several files), by path
    /// (starting with ``temporary``), their contents with placeholders.
    var files: [String: String] = [:]

    /// The placeholder for the driver's temporary folder (files passed from one job to the next).
    static let temporary = "/" + FrontendCommand.placeholder("TEMPORARY")

    /// A placeholder for an exercise's module name: a name the driver accepts as one (it checks that it is an
    /// identifier), so that the exercises of one number of files share their jobs.
    static let moduleName = "ExercisePuzzlesModuleName"

    /// A placeholder for an input file the driver must see exist: its stand-in is an empty file with `ext`.
    static func input(_ index: Int, ext: String) -> String { FrontendCommand.placeholder("INPUT-\(index).\(ext)") }

    /// A placeholder for an absolute path (a folder or file written), which the driver keeps as it is given.
    static func path(_ name: String) -> String { "/" + FrontendCommand.placeholder(name) }

    /// The stand-in file name for an input placeholder, or `nil` if `word` is none.
    static func standInName(_ word: String) -> String? {
        let prefix = FrontendCommand.placeholder("INPUT-").dropLast(2)
        guard word.hasPrefix(prefix), word.hasSuffix("@@") else { return nil }
        let name = word.dropFirst(prefix.count).dropLast(2)
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" }) else {
            return nil
        }
        return "driver-input-\(name)"
    }

    /// The words of one line of the driver's `-###` answer: split at spaces, single quotes kept together (the
    /// driver quotes a word such as `'$ORIGIN/..'` so); `nil` for anything else a shell would read differently.
    static func words(_ line: String) -> [String]? {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quoted = false
        for character in line {
            if quoted {
                if character == "'" { quoted = false } else { current.append(character) }
                continue
            }
            switch character {
            case " ", "\t":
                if inWord { words.append(current) }
                current = ""
                inWord = false
            case "'":
                quoted = true
                inWord = true
            case "\"", "\\", "`", "$", ";", "&", "|", "<", ">", "(", ")", "*", "?", "[", "]", "~", "#":
                return nil
            default:
                current.append(character)
                inWord = true
            }
        }
        guard !quoted else { return nil }
        if inWord { words.append(current) }
        return words
    }

    /// The jobs of a `-###` answer, the driver's temporary folder replaced by ``temporary``; `nil` unless every
    /// line is a job of a program in `toolFolder` (the compiler's own folder) and at most one temporary folder is
    /// used.
    static func parse(_ output: String, toolFolder: String) -> DriverJobs? {
        parseKeepingFolder(output, toolFolder: toolFolder)?.jobs
    }

    /// ``parse(_:toolFolder:)``, with the driver's temporary folder it replaced.
    static func parseKeepingFolder(_ output: String, toolFolder: String) -> (jobs: DriverJobs, folder: String?)? {
        let lines = output.split(whereSeparator: \.isNewline).map(String.init).filter {
            !$0.trimmingCharacters(in: .whitespaces).isEmpty
        }
        guard !lines.isEmpty else { return nil }
        var jobs: [[String]] = []
        var temporaryFolders: Set<String> = []
        for line in lines {
            guard let words = words(line), let executable = words.first, executable.hasPrefix("/"),
                URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent().path
                    == toolFolder
            else { return nil }
            for word in words {
                guard let marker = word.range(of: "/TemporaryDirectory.") else { continue }
                let start = word.hasPrefix("@") ? word.index(after: word.startIndex) : word.startIndex
                let end = word[marker.upperBound...].firstIndex(of: "/") ?? word.endIndex
                temporaryFolders.insert(String(word[start..<end]))
            }
            jobs.append(words)
        }
        guard temporaryFolders.count <= 1 else { return nil }
        if let folder = temporaryFolders.first {
            jobs = jobs.map { job in job.map { $0.replacingOccurrences(of: folder, with: temporary) } }
        }
        return (DriverJobs(jobs: jobs), temporaryFolders.first)
    }

    /// The jobs without `swift-autolink-extract`, whose list of libraries the linker reads from a response file
    /// (`@…autolink`): a program's link names MiniUI's libraries itself, which are those a check and an exercise
    /// ask for. A program that needs another fails to link, and the driver then links it as before.
    func withoutAutolinkExtraction() -> DriverJobs {
        var lists: Set<String> = []
        var kept: [[String]] = []
        for job in jobs {
            if let executable = job.first,
                URL(fileURLWithPath: executable).lastPathComponent == "swift-autolink-extract",
                let flag = job.firstIndex(of: "-o"), flag + 1 < job.count
            {
                lists.insert("@" + job[flag + 1])
                continue
            }
            kept.append(job)
        }
        return DriverJobs(jobs: kept.map { job in job.filter { !lists.contains($0) } }, files: files)
    }

    /// The words of a command in clang's `-###` answer: `"…"` words separated by spaces, with `\"` and `\\` inside.
    static func clangWords(_ line: String) -> [String]? {
        var words: [String] = []
        var current = ""
        var quoted = false
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
            } else if quoted {
                if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    quoted = false
                    words.append(current)
                    current = ""
                } else {
                    current.append(character)
                }
            } else if character == "\"" {
                quoted = true
            } else if character != " " {
                return nil
            }
        }
        guard !quoted, !escaped, !words.isEmpty else { return nil }
        return words
    }

    /// The one command of clang's `-###` answer (written on standard error after its version lines): the line
    /// that starts with a space and a quote; `nil` unless there is exactly one.
    static func clangCommand(_ output: String) -> [String]? {
        let commands = output.split(whereSeparator: \.isNewline).filter { $0.hasPrefix(" \"") }
        guard commands.count == 1, let line = commands.first else { return nil }
        return clangWords(String(line.dropFirst()))
    }

    /// The placeholders in `words` (``FrontendCommand/placeholder(_:)``), inside words too.
    static func placeholders(in words: [String]) -> Set<String> {
        let moduleName: Set<String> =
            words.contains { $0.contains(DriverJobs.moduleName) } ? [DriverJobs.moduleName] : []
        return moduleName.union(
            words.flatMap { word in
                word.components(separatedBy: "@@PUZZLES-").dropFirst().compactMap { rest in
                    rest.range(of: "@@").map { "@@PUZZLES-" + rest[..<$0.lowerBound] + "@@" }
                }
            })
    }

    /// Whether the jobs write to the driver's temporary folder.
    var usesTemporaryFolder: Bool { jobs.contains { $0.contains { $0.contains(DriverJobs.temporary) } } }
}

extension CheckEngine {
    /// The jobs for the driver's `words` (with placeholders: see ``DriverJobs``), asked once per process and flags;
    /// `nil` when the driver must run itself.
    func driverJobs(_ toolchain: Toolchain, _ words: [String]) async -> DriverJobs? {
        let key = (["jobs-v1", toolchain.swiftc, toolchain.version] + words).joined(separator: "\u{0}")
        let scratch = cacheFolder.appendingPathComponent("tmp")
        let remembered = jobsStamp(key)
        return await state.frontendJobs(key: key) {
            // The answer of an earlier run, for the same compiler and flags.
            if let data = FileManager.default.contents(atPath: remembered.path),
                let jobs = try? JSONDecoder().decode(DriverJobs.self, from: data)
            {
                return jobs
            }
            guard let jobs = await self.askDriverJobs(toolchain, words, scratch: scratch) else { return nil }
            if let data = try? JSONEncoder().encode(jobs) { try? FileSystem.writeAtomically(data, to: remembered) }
            return jobs
        }
    }

    /// Where the driver's answer for `key` is remembered across runs (a learner's `check` is a process of its own).
    func jobsStamp(_ key: String) -> URL {
        cacheFolder.appendingPathComponent("stamps/jobs-\(String(SHA256.hex(key).prefix(20))).json")
    }

    /// Forgets the remembered answer for `words` (a job of it failed where the driver, asked again, may answer
    /// otherwise: a system library moved).
    func forgetDriverJobs(_ toolchain: Toolchain, _ words: [String]) {
        FileSystem.remove(
            jobsStamp((["jobs-v1", toolchain.swiftc, toolchain.version] + words).joined(separator: "\u{0}")))
    }

    /// Asks the driver (and clang) for the jobs of `words`.
    func askDriverJobs(_ toolchain: Toolchain, _ words: [String], scratch: URL) async -> DriverJobs? {
        var standIns: [String: String] = [:]
        for word in words {
            guard let name = DriverJobs.standInName(word) else { continue }
            let stand = scratch.appendingPathComponent(name)
            if !FileSystem.exists(stand) { try? Data().write(to: stand) }
            standIns[word] = stand.path
        }
        let placeholders = DriverJobs.placeholders(in: words)
        // The driver makes its temporary folder even when only asked: in a folder of ours, removed after.
        let driverTemporary = scratch.appendingPathComponent("driver-\(UUID().uuidString)")
        defer { FileSystem.remove(driverTemporary) }
        try? FileSystem.createDirectory(driverTemporary)
        var environment = self.options.environment
        environment["TMPDIR"] = driverTemporary.path
        guard
            let outcome = try? await Subprocess.run(
                toolchain.swiftc, words.map { standIns[$0] ?? $0 } + ["-###"],
                environment: environment, timeLimit: 60, outputLimit: 1 << 20),
            outcome.succeeded
        else { return nil }
        let folder = URL(fileURLWithPath: toolchain.swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
        guard let (found, driverFolder) = DriverJobs.parseKeepingFolder(outcome.outputText, toolFolder: folder.path)
        else { return nil }
        var parsed = found
        // The files the driver wrote for the jobs (an output file map), kept with placeholders; its folder is
        // the driver's own and removed.
        if let driverFolder {
            defer { FileSystem.remove(URL(fileURLWithPath: driverFolder)) }
            for word in Set(parsed.jobs.joined()) where word.hasPrefix(DriverJobs.temporary + "/") {
                let path = driverFolder + word.dropFirst(DriverJobs.temporary.count)
                guard FileSystem.exists(URL(fileURLWithPath: path)) else { continue }
                guard var text = FileSystem.readText(URL(fileURLWithPath: path)) else { return nil }
                for (placeholder, stand) in standIns {
                    text = text.replacingOccurrences(
                        of: stand.replacingOccurrences(of: "/", with: "\\/"), with: placeholder
                    )
                    .replacingOccurrences(of: stand, with: placeholder)
                }
                guard !text.contains(driverFolder), !standIns.values.contains(where: { text.contains($0) }) else {
                    return nil
                }
                parsed.files[word] = text
            }
        }
        // Stand-ins back to their placeholders: each only as a whole word, which is how inputs are passed on.
        for (placeholder, stand) in standIns {
            parsed.jobs = parsed.jobs.map { job in job.map { $0 == stand ? placeholder : $0 } }
            guard !parsed.jobs.joined().contains(where: { $0.contains(stand) }) else { return nil }
        }
        parsed = parsed.withoutAutolinkExtraction()
        var expanded: [[String]] = []
        for job in parsed.jobs {
            expanded.append(await self.linkerJob(job, toolFolder: folder.path, standIns: standIns) ?? job)
        }
        parsed.jobs = expanded
        // Every placeholder must come back as it was given, or its words are not understood.
        let answer = (Array(parsed.jobs.joined()) + Array(parsed.files.values)).joined(separator: "\u{0}")
        guard placeholders.allSatisfy({ answer.contains($0) }) else { return nil }
        return parsed
    }

    /// The linker's own command for a `clang` job that links (clang starts it, about 0.02 CPU-seconds a program),
    /// asked of clang with the job's temporary files and stand-ins in place; `nil` to keep the job as it is.
    func linkerJob(_ job: [String], toolFolder: String, standIns: [String: String]) async
        -> [String]?
    {
        guard let executable = job.first, URL(fileURLWithPath: executable).lastPathComponent == "clang" else {
            return nil
        }
        let scratch = cacheFolder.appendingPathComponent("tmp/driver-jobs-\(UUID().uuidString)")
        defer { FileSystem.remove(scratch) }
        guard (try? FileSystem.createDirectory(scratch)) != nil else { return nil }
        var words = job.map { $0.replacingOccurrences(of: DriverJobs.temporary, with: scratch.path) }
        words = words.map { standIns[$0] ?? $0 }
        // clang wants its inputs to exist: the objects the jobs before it write.
        for word in words where word.hasPrefix(scratch.path + "/") && !FileSystem.exists(URL(fileURLWithPath: word)) {
            try? Data().write(to: URL(fileURLWithPath: word))
        }
        guard
            let outcome = try? await Subprocess.run(
                executable, Array(words.dropFirst()) + ["-###"], environment: self.options.environment, timeLimit: 60,
                outputLimit: 1 << 20),
            outcome.succeeded, var linker = DriverJobs.clangCommand(outcome.errorText),
            let first = linker.first, first.hasPrefix("/"),
            URL(fileURLWithPath: first).resolvingSymlinksInPath().deletingLastPathComponent().path == toolFolder
        else { return nil }
        let backToPlaceholders = Dictionary(standIns.map { ($0.value, $0.key) }) { first, _ in first }
        linker = linker.map {
            backToPlaceholders[$0] ?? $0.replacingOccurrences(of: scratch.path, with: DriverJobs.temporary)
        }
        guard
            !linker.contains(where: { word in
                word.contains(scratch.path) || standIns.values.contains { word.contains($0) }
            })
        else { return nil }
        // Every placeholder of the job must come back in the linker's words.
        let placeholders = DriverJobs.placeholders(in: job)
        let answer = linker.joined(separator: "\u{0}")
        guard placeholders.allSatisfy({ answer.contains($0) }) else { return nil }
        return linker
    }

    /// Runs `jobs` one after the other, stopping at the first that fails; each gets what is left of `limit`.
    /// Returns the outcome of the last job run (the frontend's diagnostics when it failed), with the standard
    /// error of the jobs before it, and the index of the job that failed (`nil` when all succeeded).
    func runJobs(
        _ jobs: [[String]], limit: Double,
        run: (_ executable: String, _ arguments: [String], _ limit: Double) async throws -> ProcessOutcome
    ) async throws -> (outcome: ProcessOutcome, failedJob: Int?) {
        let start = Subprocess.now()
        var earlierErrors = Data()
        var last: ProcessOutcome?
        for (index, job) in jobs.enumerated() {
            guard let executable = job.first else { continue }
            let left = max(1, limit - (Subprocess.now() - start))
            var outcome = try await run(executable, Array(job.dropFirst()), left)
            outcome.standardError = earlierErrors + outcome.standardError
            outcome.seconds = Subprocess.now() - start
            if !outcome.succeeded { return (outcome, index) }
            earlierErrors = outcome.standardError
            last = outcome
        }
        guard let last else { throw EngineError.cache("jobs: none") }
        return (last, nil)
    }
}
