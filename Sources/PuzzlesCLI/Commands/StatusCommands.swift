import Foundation
import PuzzleKit

extension Runner {
    // MARK: Showing exercises

    /// `Next: 01.3 Title  ★★☆`, then where to edit, read and check it.
    func describe(_ exercise: Exercise, heading: String) -> [String] {
        let files = FileSystem.files(kit.url(exercise.starterFolder)).filter { $0.hasSuffix(".swift") }
        let edit = files.map { "\(exercise.starterFolder)/\($0)" }.joined(separator: t("list.separator"))
        return [
            style.bold("\(heading): \(exercise.id) \(exercise.title(language))") + "  "
                + presenter.stars(exercise.level),
            "  " + t("describe.edit", ["files": edit.isEmpty ? exercise.starterFolder : edit]),
            "  " + t("describe.lesson", ["path": exercise.lessonPath(language)]),
            "  " + t("describe.check"),
        ]
    }

    func progressLine(done: Int) -> String {
        t("progress.bar", ["bar": presenter.bar(done: done, total: kit.exercises.count)])
    }

    func moduleLine(_ exercise: Exercise) -> String {
        t(
            "status.module",
            [
                "number": String(exercise.moduleFolder.prefix(2)),
                "title": course.moduleTitle(exercise.moduleFolder, language: language),
            ])
    }

    /// The first time the runner shows the course: how the kit works, in three lines.
    func welcomeIfFirstRun(_ progress: PuzzleKit.Progress) -> PuzzleKit.Progress {
        guard progress.welcomed == nil, progress.verdicts.isEmpty else { return progress }
        console.line(style.bold(t("welcome.title")))
        console.line(t("welcome.body"))
        console.line()
        let (updated, warnings) = store.update { $0.welcomed = Date() }
        show(warnings)
        return updated
    }

    // MARK: status

    /// Checks the exercises in course order until one fails (those remembered as passing are skipped),
    /// then shows it: the first unsolved exercise in course order, unless the learner moved on with `n`.
    func status() async -> Int32 {
        var progress = welcomeIfFirstRun(loadProgress())
        var done = course.done(in: progress)
        var lastVerdict: Verdict?
        var current = course.current(in: progress, done: done)
        while let exercise = current {
            let verdict = await engine.check(exercise)
            progress = remember([verdict])
            lastVerdict = verdict
            guard verdict.passed else { break }
            console.line(presenter.verdictLine(verdict))
            done.insert(exercise.id)
            current = course.current(in: progress, done: done)
        }
        console.line(progressLine(done: done.count))
        console.line()
        guard let exercise = current else {
            console.line(style.green(t("course.allDone")))
            console.line(t("course.compareSolutions"))
            return 0
        }
        console.line(moduleLine(exercise))
        console.line(describe(exercise, heading: t("heading.next")).joined(separator: "\n"))
        if let verdict = lastVerdict, verdict.exerciseID == exercise.id {
            console.line()
            console.line(presenter.verdict(verdict))
        }
        return 0
    }

    // MARK: list

    func list() -> Int32 {
        let progress = loadProgress()
        let done = course.done(in: progress)
        let current = course.current(in: progress, done: done)
        // A pass whose files or checks changed since is not known to pass any more, but it did pass: it is
        // "passed, changed since" until checked again, not "next" as if it had never been solved.
        func state(_ exercise: Exercise) -> String {
            if done.contains(exercise.id) { return "done" }
            if course.passedBefore(exercise, in: progress) { return "changed" }
            return exercise == current ? "next" : "pending"
        }
        if arguments.has("--json") {
            struct Listing: Encodable {
                struct Row: Encodable {
                    var id, path, title, state: String
                    var level: Int?
                }
                var format = Verdict.formatVersion
                var exercises: [Row]
            }
            let rows = kit.exercises.map { exercise in
                Listing.Row(
                    id: exercise.id, path: exercise.path, title: exercise.title(language),
                    state: state(exercise),
                    level: exercise.level)
            }
            console.line(Self.json(Listing(exercises: rows)))
            return 0
        }
        console.line(progressLine(done: done.count))
        var module = ""
        let states = [
            "done": t("state.done"), "changed": t("state.changed"), "next": t("state.next"),
            "pending": t("state.pending"),
        ]
        // The long "passed, changed since" widens the column only in a list that shows it.
        let changedShown = kit.exercises.contains { state($0) == "changed" }
        let width = states.filter { changedShown || $0.key != "changed" }.values.map(Presenter.columns).max() ?? 0
        func padded(_ key: String) -> String {
            presenter.padded(states[key, default: key], toColumns: width)
        }
        for exercise in kit.exercises {
            if exercise.moduleFolder != module {
                module = exercise.moduleFolder
                console.line()
                console.line(
                    style.bold("\(module.prefix(2)) \(course.moduleTitle(module, language: language))"))
            }
            let key = state(exercise)
            let label =
                switch key {
                case "done": style.green(padded(key))
                case "changed", "next": style.yellow(padded(key))
                default: style.dim(padded(key))
                }
            console.line(
                "  \(label)  \(exercise.id)  \(presenter.stars(exercise.level))  \(exercise.title(language))")
        }
        console.line()
        console.line(style.dim(t("list.footer")))
        return 0
    }
}
