import Foundation
import PuzzleKit

extension Runner {
    // MARK: hint

    func hint() throws -> Int32 {
        let progress = loadProgress()
        guard let exercise = try exerciseArgument(progress: progress) else {
            console.line(t("hint.allDone"))
            return 0
        }
        let hints = hints(of: exercise)
        guard !hints.isEmpty else {
            console.line(t("hint.none", ["id": exercise.id, "lesson": exercise.lessonPath(language)]))
            return 0
        }
        let revealed = progress.hintsRevealed[exercise.id] ?? 0
        let title = "\(exercise.id) \(exercise.title(language))"
        if arguments.has("--all") {
            guard revealed > 0 else {
                console.line(t("hint.noneRevealed", ["title": title, "id": exercise.id]))
                return 0
            }
            for (index, hint) in hints.prefix(revealed).enumerated() {
                console.line(hintHeading(index + 1, of: hints.count, title: title) + "\n  \(hint)")
            }
            return 0
        }
        let shown = min(revealed + 1, hints.count)
        let (_, warnings) = store.update { $0.hintsRevealed[exercise.id] = shown }
        show(warnings)
        console.line(hintHeading(shown, of: hints.count, title: title))
        console.line("  " + hints[shown - 1])
        console.line()
        if shown < hints.count {
            console.line(style.dim(t("hint.more")))
        } else {
            console.line(style.dim(t("hint.last", ["lesson": exercise.lessonPath(language)])))
        }
        return 0
    }

    /// `Hint 1 of 3 for 01.3 Title:`.
    func hintHeading(_ number: Int, of count: Int, title: String) -> String {
        style.bold(t("hint.number", ["number": "\(number)", "count": "\(count)"])) + t("hint.for", ["title": title])
    }

    /// The hints in the chosen language, falling back to English with a note when the translation lacks them.
    func hints(of exercise: Exercise) -> [String] {
        let chosen = exercise.hints(language)
        if chosen.isEmpty, language != .en, !exercise.hints(.en).isEmpty {
            console.note(errors.note(t("hint.english", ["id": exercise.id])))
            return exercise.hints(.en)
        }
        return chosen
    }

    // MARK: lesson

    func lesson() throws -> Int32 {
        guard let exercise = try exerciseArgument() else {
            console.line(t("lesson.allDone", ["folder": Kit.lessonsFolder]))
            return 0
        }
        var path = exercise.lessonPath(language)
        if FileSystem.readText(kit.url(path)) == nil, language != .en {
            console.note(errors.note(t("lesson.english", ["path": path])))
            path = exercise.lessonPath(.en)
        }
        guard let text = FileSystem.readText(kit.url(path)) else {
            console.note(errors.error(t("lesson.missing", ["path": path])))
            return 1
        }
        console.line(LessonRenderer(style: style, folder: exercise.lessonFolder).render(text))
        console.line()
        console.line(style.dim("(\(path))"))
        return 0
    }

    // MARK: preview

    func preview() async throws -> Int32 {
        guard let exercise = try exerciseArgument() else {
            console.line(t("preview.allDone"))
            return 0
        }
        guard let check = previewCheck(of: exercise) else {
            console.line(
                t("preview.nothing", ["title": "\(exercise.id) \(exercise.title(language))", "id": exercise.id]))
            return 0
        }
        if arguments.has("--html") || arguments.has("--open") || arguments.has("--compare") {
            return await previewPage(exercise, check: check)
        }
        console.note(errors.style.dim(t("preview.running", ["path": check.path])))
        let result = await engine.run(check, of: exercise)
        if let output = result.output, !output.isEmpty {
            console.line(output)
        }
        if !result.passed {
            console.line()
            console.line(style.yellow(presenter.capitalized(presenter.checkSummary(result))))
            let details = presenter.checkDetails(result)
            if !details.isEmpty, result.output?.isEmpty ?? true { console.line(details) }
            console.line(t("preview.check", ["id": exercise.id]))
            return 1
        }
        return 0
    }

    // MARK: solution

    func solution() async throws -> Int32 {
        guard let exercise = try exerciseArgument() else { return 0 }
        let progress = loadProgress()
        if !arguments.has("--force"), !course.isDone(exercise, in: progress) {
            let verdict = await engine.check(exercise)
            remember([verdict])
            guard verdict.passed else {
                console.line(t("solution.hidden", ["id": exercise.id]))
                return 1
            }
        }
        let folder = kit.url(exercise.solutionFolder)
        let files = FileSystem.filesRecursively(folder).filter { $0.hasSuffix(".swift") }.sorted()
        guard !files.isEmpty else {
            console.note(errors.error(t("solution.missing", ["folder": exercise.solutionFolder])))
            return 1
        }
        for file in files {
            console.line(style.bold("// \(exercise.solutionFolder)/\(file)"))
            let text = FileSystem.readText(folder.appendingPathComponent(file)) ?? ""
            let highlighter = SwiftHighlighter(style: style)
            console.line(text.components(separatedBy: "\n").map(highlighter.highlight).joined(separator: "\n"))
        }
        return 0
    }

    // MARK: language

    /// `puzzles language ja` saves the choice; `auto` forgets it (the locale decides); no argument shows it.
    func chooseLanguage() -> Int32 {
        guard let word = arguments.positional.first else {
            let saved = store.load().progress.language
            console.line(
                t(
                    saved == nil ? "language.current.auto" : "language.current.saved",
                    ["language": presenter.languageName(language)]))
            return 0
        }
        guard word == "auto" || Language(rawValue: word) != nil else {
            console.note(errors.error(t("usage.languageValue")))
            return 2
        }
        let chosen = Language(rawValue: word)
        let (_, warnings) = store.update { $0.language = chosen }
        show(warnings)
        let now = Presenter(
            language: chosen ?? Language.preferred(environment: environment), style: style,
            command: presenter.command)
        console.line(
            now.t(
                chosen == nil ? "language.saved.auto" : "language.saved", ["language": now.languageName(now.language)]))
        return 0
    }
}
