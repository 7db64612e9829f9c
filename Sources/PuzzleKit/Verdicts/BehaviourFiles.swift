import Foundation

/// The learner files a behavioural failure points at, when no error, crash frame or declaration of the
/// learner's located it: a wrong output, a timeout, a crash inside the check's own code.
///
/// A check may declare the learner files the behaviour it tests lives in (`// behaviour-in: Get.swift,
/// Endpoints.swift`; `dev check` proves the declaration against the listed wrong answers). The verdict then names
/// those files, narrowed to the ones whose code differs from the reference solution: the solution passes, so the
/// fix always lies in a file that differs. A failure recognised as a listed wrong answer names first the files
/// that wrong answer changes (the same mistake may be written in another file, so the others stay named). When
/// several files remain, the verdict names them all, never one picked at random.
public enum BehaviourFiles {
    /// The candidate file names, in the order of `editable` (the learner's files the checks compile, given files
    /// excluded).
    ///
    /// - Parameters:
    ///   - editable: the names of the files the learner edits, sorted.
    ///   - declared: the check's `// behaviour-in:` files (empty when it declares none).
    ///   - recognised: the files of the listed wrong answer the failure was recognised as, if any.
    ///   - differing: the names of the files whose code differs from the reference solution, when known.
    public static func candidates(
        editable: [String], declared: [String], recognised: [String]?, differing: Set<String>?
    ) -> [String] {
        let named = editable.filter(declared.contains)
        let base = named.isEmpty ? editable : named
        var candidates = base
        if let differing {
            let narrowed = base.filter(differing.contains)
            let anyDiffering = editable.filter(differing.contains)
            candidates = !narrowed.isEmpty ? narrowed : anyDiffering.isEmpty ? base : anyDiffering
        }
        // The wrong answer recognised says where the kit's copy of this mistake is, not where the learner made it
        // (a flipping setter may sit in the row or in the screen): its files come first, the others stay named.
        guard let recognised else { return candidates }
        return candidates.filter(recognised.contains) + candidates.filter { !recognised.contains($0) }
    }

    /// Whether two versions of a file differ in code: comment lines, blank lines and indentation aside.
    public static func codeDiffers(_ a: String, _ b: String) -> Bool {
        code(a) != code(b)
    }

    static func code(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty || trimmed.hasPrefix("//") ? nil : trimmed
        }
    }
}

extension CheckEngine {
    /// The verdict pointing at the files the failing behaviour lives in (``BehaviourFiles``), when its failure has
    /// no located place: `fileToEdit` is the first, `filesToEdit` all of them when there are several, and the next
    /// step names them.
    func pointingAtBehaviour(_ verdict: Verdict, of exercise: Exercise, sources: ExerciseSources) -> Verdict {
        guard case .checkFailed(let failure, _) = verdict.evidence, failure.fileToEdit == nil else { return verdict }
        let editable = sources.files.map(\.name).filter { !exercise.givenFiles.contains($0) }
        // One file to edit beside given files is the place too: never a given file (06.2's `Board.swift`).
        guard editable.count > 1 || (editable.count == 1 && sources.files.count > 1) else { return verdict }
        let declared = exercise.checks.first { $0.path == failure.path }?.behaviourFiles ?? []
        let recognised = verdict.misconception.flatMap { misconception in
            exercise.wrongAnswers.first { $0.path == misconception.wrongAnswer }?.files
        }
        let solution = kit.url(exercise.solutionFolder)
        let differing = Set(
            sources.files.filter { file in
                guard let kitsCopy = FileSystem.readText(solution.appendingPathComponent(file.name)) else {
                    return true
                }
                return BehaviourFiles.codeDiffers(String(decoding: file.contents, as: UTF8.self), kitsCopy)
            }.map(\.name))
        let names = BehaviourFiles.candidates(
            editable: editable, declared: declared, recognised: recognised, differing: differing)
        let paths = names.compactMap { name in sources.files.first { $0.name == name }?.displayPath }
        guard let first = paths.first else { return verdict }
        var verdict = verdict
        verdict.fileToEdit = first
        verdict.filesToEdit = paths.count > 1 ? paths : nil
        verdict.next = verdict.next.pointing(at: first)
        return verdict
    }
}

extension NextStep {
    /// The same step about another learner file (steps that name no learner file are unchanged).
    public func pointing(at file: String) -> NextStep {
        switch self {
        case .fixCompileError(_, let line): .fixCompileError(file: file, line: line)
        case .makeCheckCompile(_, let line, let check): .makeCheckCompile(file: file, line: line, checkPath: check)
        case .makeCompilerRefuse(_, let line, let check): .makeCompilerRefuse(file: file, line: line, checkPath: check)
        case .fixOutput(_, let line, let check): .fixOutput(file: file, line: line, checkPath: check)
        case .endTheLoop: .endTheLoop(file: file)
        case .endTheRecursion(_, let line): .endTheRecursion(file: file, line: line)
        case .handleTheCrash(_, let line): .handleTheCrash(file: file, line: line)
        case .stopThrough(let function, _, let line): .stopThrough(function: function, file: file, line: line)
        case .heedWarning(_, let line): .heedWarning(file: file, line: line)
        case .stopThePrinting: .stopThePrinting(file: file)
        case .speedUpCompile(_, let line): .speedUpCompile(file: file, line: line)
        default: self
        }
    }

    /// The same step without its line (a step about several files names no line).
    public var withoutLine: NextStep {
        switch self {
        case .fixCompileError(let file, _): .fixCompileError(file: file, line: nil)
        case .makeCheckCompile(let file, _, let check): .makeCheckCompile(file: file, line: nil, checkPath: check)
        case .makeCompilerRefuse(let file, _, let check): .makeCompilerRefuse(file: file, line: nil, checkPath: check)
        case .fixOutput(let file, _, let check): .fixOutput(file: file, line: nil, checkPath: check)
        case .endTheRecursion(let file, _): .endTheRecursion(file: file, line: nil)
        case .handleTheCrash(let file, _): .handleTheCrash(file: file, line: nil)
        case .stopThrough(let function, let file, _): .stopThrough(function: function, file: file, line: nil)
        case .heedWarning(let file, _): .heedWarning(file: file, line: nil)
        case .speedUpCompile(let file, _): .speedUpCompile(file: file, line: nil)
        default: self
        }
    }
}
