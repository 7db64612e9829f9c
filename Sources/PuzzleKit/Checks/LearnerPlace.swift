import Foundation

/// Where a failing check's compiler errors ask the learner to work: a learner file, and a line only when
/// the compiler's words point at one that the fix changes.
///
/// - An error located in a learner file names its file and line.
/// - An error located in a check file names the learner-file location the compiler gives for the
///   declaration it is about (a note such as "'init(_:id:)' declared here" or "protocol requires…"), else
///   the declaration of the type, call or key-path member at the caret (`PlainList<…>`, `EntryRow(…)`,
///   `\.unit`), else the `// TODO:` that asks for it when it is not declared yet, else the declaration of a
///   type the error names ('Card'). A declaration whose line is already as the reference solution has it
///   names only its file: the fix lies elsewhere in that file.
/// - Notes never lend their line to a declaration the learner must not change, and nothing is named
///   when the errors say nothing about the learner's files. A given file is not the learner's to change: it is
///   never named, though the errors name its declarations (06.2's panels, in `Board.swift`).
struct LearnerPlace: Equatable {
    var file: String
    var line: Int?

    /// One learner file: its path as shown, its lines, and the trimmed lines of the reference solution's
    /// file of the same name (empty when unknown).
    struct File {
        var path: String
        var lines: [String]
        var solutionLines: Set<String>

        /// Whether line `number` (from 1) reads as in the reference solution: a declaration the learner
        /// does not need to change.
        func isAsInSolution(_ number: Int) -> Bool {
            guard number >= 1, number <= lines.count else { return false }
            let text = lines[number - 1].trimmingCharacters(in: .whitespaces)
            return !text.isEmpty && solutionLines.contains(text)
        }
    }

    /// The place for the first error that says anything about the learner's files.
    static func find(errors: [CompilerDiagnostic], files: [File]) -> LearnerPlace? {
        var fileOnly: LearnerPlace?
        for error in errors {
            if let file = error.file, let learner = files.first(where: { $0.path == file }) {
                // The compiler's own error in a learner file: always the place.
                return LearnerPlace(file: learner.path, line: error.line)
            }
            for note in error.notes {
                guard let path = note.file, let learner = files.first(where: { $0.path == path }),
                    let line = note.line
                else { continue }
                if !learner.isAsInSolution(line) { return LearnerPlace(file: learner.path, line: line) }
                fileOnly = fileOnly ?? LearnerPlace(file: learner.path, line: nil)
            }
            // The compiler named the declaration, and it is as it should be: the fix is elsewhere in its file.
            if fileOnly != nil { return fileOnly }
            let source = error.lines.count > 1 ? error.lines[1] : ""
            // The type or function at the caret (`PlainList<Parcel, String, Text>`: its generic parameters
            // may be in another order than the check's), then the one called around it, then those named.
            let atCaret = error.column.flatMap { identifier(in: source, column: $0) }
            let callee = error.column.flatMap { calleeName(in: source, column: $0) }
            // What the code at the caret calls or names: its declaration, else the TODO that asks for it.
            for name in [atCaret, callee].compactMap({ $0 }) {
                if let place = declaration(of: name, in: files, fileOnly: &fileOnly) { return place }
                if fileOnly == nil, let place = todo(asking: name, in: files) { return place }
            }
            // The names in the message (often generic parameters too, such as `Value`: declarations only).
            for name in quotedNames(error.message) {
                if let place = declaration(of: name, in: files, fileOnly: &fileOnly) { return place }
            }
            // Only the first error decides: later ones are often consequences of it.
            if fileOnly != nil { return fileOnly }
            break
        }
        return fileOnly
    }

    /// The first line of the comment that asks for a declaration of `name`: a comment line with
    /// `var name`, `func name`, `struct name`…, `` `name(`` or `` `name` ``, and the `// TODO:` it belongs to.
    static func todoLine(asking name: String, in lines: [String]) -> Int? {
        let patterns =
            ["var", "let", "func", "struct", "class", "enum", "protocol", "typealias"].map { "\($0) \(name)" }
            + ["`\(name)(", "`\(name)`", "`\(name):"]
        var todo: Int?
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("//") else {
                todo = nil
                continue
            }
            if trimmed.contains("TODO:") { todo = index + 1 }
            guard let todo, patterns.contains(where: { trimmed.contains($0) }) else { continue }
            // The name must stand alone: `var unit` is not `var unitCount`.
            for pattern in patterns {
                guard let range = trimmed.range(of: pattern) else { continue }
                let next = trimmed[range.upperBound...].first
                if pattern.hasPrefix("`") || next.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true {
                    return todo
                }
            }
        }
        return nil
    }

    /// The identifier that starts at `column` (from 1) in a source line, if one does (after a key path's
    /// `\.`: `\.temperatureUnit` → `temperatureUnit`).
    static func identifier(in source: String, column: Int) -> String? {
        let characters = Array(source)
        guard column >= 1, column <= characters.count else { return nil }
        let start = characters[(column - 1)...].drop { $0 == "\\" || $0 == "." }
        let name = start.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let first = name.first, first.isLetter || first == "_" else { return nil }
        // A type (`PlainList<…>`), a call (`compose(…)`) or a key path's member (`\.unit`); not a local name
        // such as a closure's parameter.
        let next = start.dropFirst(name.count).first
        let isKeyPathMember = start.startIndex > column - 1
        guard first.isUppercase || next == "(" || isKeyPathMember else { return nil }
        return String(name)
    }

    /// The function or type called around `column` (from 1) in a source line: `EntryRow(entry: $entry)` with
    /// the column at `$entry` → `EntryRow`.
    static func calleeName(in source: String, column: Int) -> String? {
        let characters = Array(source)
        var index = min(column - 1, characters.count) - 1
        var depth = 0
        while index >= 0 {
            switch characters[index] {
            case ")", "]": depth += 1
            case "[": depth -= 1
            case "(":
                if depth == 0 {
                    var start = index
                    while start > 0,
                        characters[start - 1].isLetter || characters[start - 1].isNumber
                            || characters[start - 1] == "_"
                    {
                        start -= 1
                    }
                    return start < index ? String(characters[start..<index]) : nil
                }
                depth -= 1
            default: break
            }
            index -= 1
        }
        return nil
    }

    /// The declaration of `name` in the learner's files, when the fix changes it; a declaration as in the
    /// solution only names its file (`fileOnly`).
    static func declaration(of name: String, in files: [File], fileOnly: inout LearnerPlace?) -> LearnerPlace? {
        for learner in files {
            guard let line = declarationLine(of: name, in: learner.lines) else { continue }
            if !learner.isAsInSolution(line) { return LearnerPlace(file: learner.path, line: line) }
            fileOnly = fileOnly ?? LearnerPlace(file: learner.path, line: nil)
        }
        return nil
    }

    /// The `// TODO:` asking for a declaration of `name`, in the first learner file that has one.
    static func todo(asking name: String, in files: [File]) -> LearnerPlace? {
        for learner in files {
            if let line = todoLine(asking: name, in: learner.lines) {
                return LearnerPlace(file: learner.path, line: line)
            }
        }
        return nil
    }

    /// `type 'Card<Text>' does not conform…` → `Card`; names of types and functions in single quotes.
    static func quotedNames(_ message: String) -> [String] {
        var names: [String] = []
        for (index, part) in message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
        where index % 2 == 1 {
            // `Exercise05_7.Get<[Ride]>` → `Exercise05_7`, `Get`: each component of a qualified name.
            let qualified = part.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            for component in qualified.split(separator: ".") {
                guard let first = component.first, first.isLetter || first == "_" else { continue }
                if !names.contains(String(component)) { names.append(String(component)) }
            }
        }
        return names
    }

    /// The line (from 1) declaring a type or a top-level function named `name`.
    static func declarationLine(of name: String, in lines: [String]) -> Int? {
        let introducers = ["struct", "class", "enum", "protocol", "actor", "typealias", "func"]
        for (index, line) in lines.enumerated() {
            var words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })[...]
            while let word = words.first, word != "//" {
                words = words.dropFirst()
                if introducers.contains(String(word)), words.first.map(String.init) == name {
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    if trimmed.hasPrefix("//") || trimmed.hasPrefix("*") { break }
                    return index + 1
                }
            }
        }
        return nil
    }
}

extension CheckEngine {
    /// The learner's files with the reference solution's lines, for ``LearnerPlace``; given files left out, since
    /// the learner has nothing to change there.
    func learnerPlaceFiles(_ sources: ExerciseSources, exercise: Exercise) -> [LearnerPlace.File] {
        let solution = kit.url(exercise.solutionFolder)
        return sources.files.filter { !exercise.givenFiles.contains($0.name) }.map { file in
            let text = String(decoding: file.contents, as: UTF8.self)
            let solutionText = FileSystem.readText(solution.appendingPathComponent(file.name)) ?? ""
            return LearnerPlace.File(
                path: file.displayPath, lines: text.components(separatedBy: "\n"),
                solutionLines: Set(
                    solutionText.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }))
        }
    }

    /// Names the learner file (and line, when the compiler points at one the fix changes) for a check that
    /// does not compile or is not refused as expected.
    func pointAtLearnerFile(
        _ result: inout CheckResult, in text: String, check: CheckFile, exercise: Exercise, sources: ExerciseSources
    ) {
        let errors = Diagnostics.errors(in: text, firstPrefixes: [check.path])
        guard let place = LearnerPlace.find(errors: errors, files: learnerPlaceFiles(sources, exercise: exercise))
        else { return }
        result.fileToEdit = place.file
        result.line = place.line
    }
}
