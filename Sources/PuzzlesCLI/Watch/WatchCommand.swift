import Foundation
import PuzzleKit

extension Runner {
    // MARK: watch

    /// Re-checks the current exercise whenever one of its files is saved (or on `r` with --manual-run),
    /// and moves on when it passes. Keys: h hint, l list, n next, r re-run, q quit.
    func watch() async throws -> Int32 {
        let progress = loadProgress()
        guard let exercise = course.current(in: progress) else {
            console.line(style.green(t("course.allDone")))
            return 0
        }
        if console.inputIsTerminal { RawTerminal.enable() }
        defer { RawTerminal.disable() }
        let keys = WatchKeys()
        keys.start(reading: console)
        defer { keys.stop() }
        let session = WatchSession(
            runner: self, exercise: exercise, progress: progress, manual: arguments.has("--manual-run"),
            settle: Double(environment["PUZZLES_WATCH_INTERVAL"] ?? "") ?? 0.3)
        return try await session.run(keys: keys)
    }
}

/// One `watch`: the exercise watched, when it is next checked, and what is printed on each event.
final class WatchSession {
    let runner: Runner
    var exercise: Exercise
    var progress: PuzzleKit.Progress
    /// Checks only on `r` (for slow or network file systems).
    let manual: Bool
    /// How long files must be quiet after a save before the check starts, in seconds.
    let settle: Double
    /// When the exercise should be checked next: after a save has settled, or at once on moving to
    /// another exercise (unless checks are manual).
    var checkDue: Double?
    var watcher: FileWatcher

    init(runner: Runner, exercise: Exercise, progress: PuzzleKit.Progress, manual: Bool, settle: Double) {
        self.runner = runner
        self.exercise = exercise
        self.progress = progress
        self.manual = manual
        self.settle = settle
        self.checkDue = manual ? nil : 0
        self.watcher = FileWatcher(folder: runner.kit.url(exercise.starterFolder), now: Subprocess.now())
    }

    var console: Console { runner.console }
    func t(_ key: String, _ arguments: [String: String] = [:]) -> String { runner.t(key, arguments) }

    func run(keys: WatchKeys) async throws -> Int32 {
        announce()
        while true {
            if let key = keys.pop() {
                if handle(key) { return 0 }
                continue
            }
            if !manual, watcher.hasChanged(now: Subprocess.now()) {
                // A save: check once the files have been quiet for a moment, so the save is complete.
                checkDue = Subprocess.now() + settle
            }
            if let due = checkDue, Subprocess.now() >= due {
                checkDue = nil
                let verdict = await checkNow()
                if verdict.passed, !advance(after: verdict), runner.course.current(in: progress) == nil {
                    console.line(runner.style.green(t("course.allDone")))
                    return 0
                }
                continue
            }
            try await Task.sleep(nanoseconds: UInt64(max(0.05, settle / 3) * 1e9))
        }
    }

    var controls: String { t("watch.keys") }

    func announce() {
        console.line()
        console.line(runner.describe(exercise, heading: t("heading.watching")).joined(separator: "\n"))
        console.line(runner.style.dim(t(manual ? "watch.manual" : "watch.save", ["keys": controls])))
    }

    func checkNow() async -> Verdict {
        let verdict = await runner.engine.check(exercise)
        progress = runner.remember([verdict])
        console.line()
        console.line(runner.presenter.verdict(verdict))
        if runner.arguments.has("--html") { await runner.refreshWatchedPreview(exercise, passed: verdict.passed) }
        return verdict
    }

    /// Acts on a key; true when the watch should end.
    func handle(_ key: String) -> Bool {
        switch key {
        case "q":
            console.line(t("watch.bye"))
            return true
        case "h":
            let hints = runner.hints(of: exercise)
            let revealed = min((progress.hintsRevealed[exercise.id] ?? 0) + 1, hints.count)
            if revealed > 0 {
                (progress, _) = runner.store.update { $0.hintsRevealed[exercise.id] = revealed }
                console.line(
                    runner.style.bold(t("hint.number", ["number": "\(revealed)", "count": "\(hints.count)"]) + ":")
                        + " " + hints[revealed - 1])
            }
        case "l":
            _ = runner.list()
        case "n":
            if !advance(after: nil) { console.line(t("watch.noOther")) }
        case "r":
            checkDue = 0
        default:
            console.line(runner.style.dim(controls))
        }
        return false
    }

    /// Moves to the next exercise not done; false when there is none.
    @discardableResult
    func advance(after verdict: Verdict?) -> Bool {
        let done = runner.course.done(in: progress)
        let next =
            verdict?.passed == true
            ? runner.course.firstUnsolved(besides: exercise, done: done)
            : runner.course.next(after: exercise, done: done)
        guard let next else { return false }
        exercise = next
        let (updated, warnings) = runner.store.update { $0.current = next.id }
        progress = updated
        runner.show(warnings)
        watcher = FileWatcher(folder: runner.kit.url(exercise.starterFolder), now: Subprocess.now())
        if verdict?.passed == true { console.line(runner.style.green(t("watch.movingOn"))) }
        announce()
        if !manual { checkDue = 0 }
        return true
    }
}
