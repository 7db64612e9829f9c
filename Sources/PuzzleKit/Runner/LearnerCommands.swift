import Foundation

extension Runner {
    // MARK: reset

    /// Restores an exercise's starter from the commit progress began at (else HEAD), after copying the
    /// learner's files to `.puzzles/backups/ID-TIMESTAMP/`. Nothing is touched unless both steps can be done.
    func reset() throws -> Int32 {
        guard let exercise = try exerciseArgument() else { return 0 }
        let progress = loadProgress()
        let git = Git(root: kit.root, environment: environment)
        let commits = [progress.starterCommit, git.headCommit()].compactMap { $0 }
        guard let starter = commits.lazy.compactMap({ git.files(in: exercise.starterFolder, at: $0) }).first else {
            console.note(
                style.red("error: ")
                    + "The starter of \(exercise.id) could not be found: `puzzles reset` reads it from git, and "
                    + "\(commits.isEmpty ? "this folder is not a git checkout" : "the commit has no \(exercise.starterFolder)"). "
                    + "Your files are untouched.")
            return 1
        }
        let folder = kit.url(exercise.starterFolder)
        let current = FileSystem.filesRecursively(folder)
        let backup = kit.url(".puzzles/backups/\(exercise.id)-\(ProgressStore.timestamp())")
        do {
            for file in current {
                let destination = backup.appendingPathComponent(file)
                try FileSystem.createDirectory(destination.deletingLastPathComponent())
                try FileManager.default.copyItem(at: folder.appendingPathComponent(file), to: destination)
            }
        } catch {
            console.note(
                style.red("error: ") + "Could not keep a backup in \(kit.relativePath(backup)) (\(error)). "
                    + "Your files are untouched.")
            return 1
        }
        do {
            let starterNames = Set(starter.map(\.name))
            for file in current where !starterNames.contains(file) {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(file))
            }
            for (name, contents) in starter {
                try FileSystem.writeAtomically(Data(contents.utf8), to: folder.appendingPathComponent(name))
            }
        } catch {
            console.note(
                style.red("error: ") + "Restoring the starter failed (\(error)). Your version is safe in "
                    + "\(kit.relativePath(backup)).")
            return 1
        }
        let (_, warnings) = store.update { progress in
            progress.verdicts[exercise.id] = nil
            progress.hintsRevealed[exercise.id] = nil
        }
        show(warnings)
        if current.isEmpty {
            console.line("Restored the starter of \(exercise.id) \(exercise.title(language)).")
        } else {
            console.line("Kept your version of \(exercise.id) in \(kit.relativePath(backup))/")
            console.line(
                "Restored the starter: \(starter.map { "\(exercise.starterFolder)/\($0.name)" }.joined(separator: ", "))"
            )
        }
        return 0
    }

    // MARK: watch

    /// Re-checks the current exercise whenever one of its files is saved (or on `r` with --manual-run),
    /// and moves on when it passes. Keys: h hint, l list, n next, r re-run, q quit.
    func watch() async throws -> Int32 {
        var progress = loadProgress()
        guard var exercise = course.current(in: progress) else {
            console.line(style.green("Every exercise passes. Well done!"))
            return 0
        }
        let manual = arguments.has("--manual-run")
        let interval = Double(environment["PUZZLES_WATCH_INTERVAL"] ?? "") ?? 0.3
        if console.inputIsTerminal { RawTerminal.enable() }
        defer { RawTerminal.disable() }

        let keys = KeyQueue()
        let console = self.console
        let reader = Task.detached {
            while let key = await console.readInput() {
                let trimmed = key.trimmingCharacters(in: .whitespaces).lowercased()
                keys.push(trimmed.isEmpty ? "r" : trimmed)
                if trimmed == "q" { return }
            }
            keys.push("q")
        }
        defer { reader.cancel() }

        let controls = "Keys: " + ["h hint", "l list", "n next", "r re-run", "q quit"].joined(separator: ", ")
        func announce() {
            console.line()
            console.line(describe(exercise, heading: "Watching").joined(separator: "\n"))
            console.line(style.dim(manual ? "Press r to check. " + controls : "Save a file to check it. " + controls))
        }
        func checkNow() async -> Verdict {
            let verdict = await engine.check(exercise)
            progress = remember([verdict])
            console.line()
            console.line(render(verdict))
            return verdict
        }
        /// When the current exercise should be checked next: after a save has settled, or at once on
        /// moving to another exercise (unless checks are manual).
        var checkDue: Double? = manual ? nil : 0
        /// Moves to the next exercise not done; false when there is none.
        @discardableResult
        func advance(after verdict: Verdict?) -> Bool {
            let done = course.done(in: progress)
            guard let next = course.next(after: exercise, done: done) else { return false }
            exercise = next
            let (updated, warnings) = store.update { $0.current = next.id }
            progress = updated
            show(warnings)
            if verdict?.passed == true { console.line(style.green("Moving on.")) }
            announce()
            if !manual { checkDue = 0 }
            return true
        }

        announce()
        var stamp = WatchedFiles(folder: kit.url(exercise.starterFolder)).stamp()
        var watched = exercise
        while true {
            if watched != exercise {
                watched = exercise
                stamp = WatchedFiles(folder: kit.url(exercise.starterFolder)).stamp()
            }
            if let key = keys.pop() {
                switch key {
                case "q":
                    console.line("Bye. Your progress is saved.")
                    return 0
                case "h":
                    let hints = hints(of: exercise)
                    let revealed = min((progress.hintsRevealed[exercise.id] ?? 0) + 1, hints.count)
                    if revealed > 0 {
                        (progress, _) = store.update { $0.hintsRevealed[exercise.id] = revealed }
                        console.line(style.bold("Hint \(revealed) of \(hints.count):") + " " + hints[revealed - 1])
                    }
                case "l":
                    _ = list()
                case "n":
                    if !advance(after: nil) { console.line("There is no other exercise left to do.") }
                case "r":
                    checkDue = 0
                default:
                    console.line(style.dim(controls))
                }
                continue
            }
            if !manual {
                let now = WatchedFiles(folder: kit.url(exercise.starterFolder)).stamp()
                if now != stamp {
                    // A save: check once the files have been quiet for a moment, so the save is complete.
                    stamp = now
                    checkDue = Subprocess.now() + interval
                }
            }
            if let due = checkDue, Subprocess.now() >= due {
                checkDue = nil
                let verdict = await checkNow()
                if verdict.passed, !advance(after: verdict), course.current(in: progress) == nil {
                    console.line(style.green("Every exercise passes. Well done!"))
                    return 0
                }
                continue
            }
            try await Task.sleep(nanoseconds: UInt64(max(0.05, interval / 3) * 1e9))
        }
    }
}

/// Keys pressed while `watch` runs, handed from the reading task to the loop.
final class KeyQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var keys: [String] = []

    func push(_ key: String) { lock.withLock { keys.append(key) } }
    func pop() -> String? { lock.withLock { keys.isEmpty ? nil : keys.removeFirst() } }
}

/// The names and contents of an exercise's files: a change in any is a save. Contents rather than
/// modification times, so that coarse clocks on network file systems miss nothing.
struct WatchedFiles {
    let folder: URL

    func stamp() -> [String: Data] {
        var stamp: [String: Data] = [:]
        for file in FileSystem.filesRecursively(folder) {
            stamp[file] = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path) ?? Data()
        }
        return stamp
    }
}
