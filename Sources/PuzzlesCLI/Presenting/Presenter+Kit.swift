import Foundation
import PuzzleKit

extension Presenter {
    /// A problem finding the kit or an exercise.
    public func kitError(_ error: KitError) -> String {
        switch error {
        case .kitNotFound(let path):
            return t("kit.notFound", ["path": path])
        case .noSuchExercise(let query, let suggestion):
            return sentences([
                t("kit.noSuchExercise", ["query": query]),
                suggestion.map { t("didYouMean.exercise", ["id": $0.id, "title": $0.title(language)]) } ?? "",
                t("kit.listShowsAll"),
            ])
        }
    }

    /// Something the progress store had to do.
    public func progressWarning(_ warning: ProgressWarning) -> String {
        switch warning {
        case .newerFormat(let file, let format, let keptAs):
            t("progress.newer", ["file": file, "format": "\(format)", "kept": keptAs ?? file])
        case .unreadable(let file, let keptAs):
            t("progress.unreadable", ["file": file, "kept": keptAs ?? file])
        case .notSaved(let file, let reason):
            t("progress.notSaved", ["file": file, "reason": reason])
        }
    }

    /// Why a checkout could not be graded.
    public func gradingProblem(_ problem: GradedCheckout.Problem, path: String) -> String {
        switch problem {
        case .missing: t("grade.missing", ["path": path])
        case .notAFolder: t("grade.notAFolder", ["path": path])
        case .notACheckout: t("grade.notACheckout", ["path": path])
        }
    }

    /// The consistency report: one line per problem, or a one-line confirmation.
    public func consistency(_ report: ConsistencyReport) -> String {
        let scope = t(report.checkedBehaviour ? "consistency.scope.all" : "consistency.scope.layout")
        if report.problems.isEmpty {
            return t("consistency.ok", count: report.exerciseCount, ["scope": scope])
        }
        let header = t("consistency.problems", count: report.problems.count, ["scope": scope])
        return ([header] + report.problems.map { "  " + consistencyLine($0) }).joined(separator: "\n")
    }

    /// `01.3 [hints] Lessons/…/hints.md: …`.
    public func consistencyLine(_ problem: ConsistencyProblem) -> String {
        "\(problem.exerciseID.map { "\($0) " } ?? "")[\(problem.rule.rawValue)] \(problem.path): "
            + finding(problem.finding)
    }

    func languageName(_ language: Language) -> String { t("language.\(language.rawValue)") }

    /// What a consistency problem found.
    public func finding(_ finding: ConsistencyFinding) -> String {
        switch finding {
        case .moduleIntroductionMissing(let language):
            return t("finding.moduleIntroductionMissing", ["language": languageName(language)])
        case .fileOutsideModule: return t("finding.fileOutsideModule")
        case .folderIsNotModule: return t("finding.folderIsNotModule")
        case .moduleFolderName: return t("finding.moduleFolderName")
        case .fileOutsideExercise: return t("finding.fileOutsideExercise")
        case .folderIsNotExercise: return t("finding.folderIsNotExercise")
        case .exerciseFolderName: return t("finding.exerciseFolderName")
        case .onlySwiftFiles: return t("finding.onlySwiftFiles")
        case .lessonFolderFiles: return t("finding.lessonFolderFiles")
        case .wrongAnswerIsNotFolder: return t("finding.wrongAnswerIsNotFolder")
        case .wrongAnswerFiles: return t("finding.wrongAnswerFiles")
        case .checksFolderFolders: return t("finding.checksFolderFolders")
        case .checksFolderFiles: return t("finding.checksFolderFiles")
        case .sharedID(let id, let paths): return t("finding.sharedID", ["id": id, "paths": list(paths)])
        case .sharedModuleNumber(let number, let folders):
            return t("finding.sharedModuleNumber", ["number": "\(number)", "folders": list(folders)])
        case .outOfOrder(let sortsFirst, let courseFirst):
            return t("finding.outOfOrder", ["first": sortsFirst, "second": courseFirst])
        case .folderMissing: return t("finding.folderMissing")
        case .noSwiftFile: return t("finding.noSwiftFile")
        case .fileNamesDiffer(let onlyStarter, let onlySolution):
            var parts: [String] = []
            if !onlyStarter.isEmpty { parts.append(t("finding.onlyStarter", ["files": list(onlyStarter)])) }
            if !onlySolution.isEmpty { parts.append(t("finding.onlySolution", ["files": list(onlySolution)])) }
            return t("finding.fileNamesDiffer", ["parts": parts.joined(separator: t("list.semicolon"))])
        case .noCheckFile: return t("finding.noCheckFile")
        case .noVariedCheck: return t("finding.noVariedCheck")
        case .variantFails(let seed, let status, let detail):
            return t("finding.variantFails", ["seed": "\(seed)", "status": status.rawValue, "detail": detail])
        case .variantShowsTheCheck(let seed): return t("finding.variantShowsTheCheck", ["seed": "\(seed)"])
        case .checkHeader(let problems): return problems.map(checkFileProblem).joined(separator: t("list.semicolon"))
        case .severalPreviews(let names): return t("finding.severalPreviews", ["checks": list(names)])
        case .lessonMissing(let language): return t("finding.lessonMissing", ["language": languageName(language)])
        case .frontMatter(let problem): return pageProblem(problem)
        case .noTitle: return t("finding.noTitle")
        case .levelOutOfRange(let level): return t("finding.levelOutOfRange", ["level": "\(level)"])
        case .noLevel: return t("finding.noLevel")
        case .tooFewHints(let count): return t("finding.tooFewHints", count: count)
        case .hintCountsDiffer(let english, let japanese):
            return t("finding.hintCountsDiffer", ["english": "\(english)", "japanese": "\(japanese)"])
        case .wrongAnswerHeader(let problem): return pageProblem(problem)
        case .rejectedByNoCheck(let name, let checks):
            return t("finding.rejectedByNoCheck", ["check": name, "checks": list(checks)])
        case .replacesNoSolutionFile(let files): return t("finding.replacesNoSolutionFile", ["files": list(files)])
        case .givenFileDiffers: return t("finding.givenFileDiffers")
        case .starterPasses: return t("finding.starterPasses")
        case .starterDoesNotCompile(let output):
            return t("finding.starterDoesNotCompile") + " " + firstLine(output.text)
        case .notChecked(let evidence): return t("finding.notChecked", ["summary": evidenceLine(evidence)])
        case .solutionFails(let evidence): return t("finding.solutionFails", ["summary": evidenceLine(evidence)])
        case .wrongAnswerPasses: return t("finding.wrongAnswerPasses")
        case .wrongAnswerDoesNotCompile(let output):
            return t("finding.wrongAnswerDoesNotCompile") + " " + firstLine(output.text)
        case .behaviourFileUnknown(let file): return t("finding.behaviourFileUnknown", ["file": file])
        case .behaviourElsewhere(let slug, let files):
            return t("finding.behaviourElsewhere", ["slug": slug, "files": list(files)])
        case .failsOtherChecks(let expected, let failing):
            return t("finding.failsOtherChecks", ["expected": list(expected), "failing": list(failing)])
        case .fingerprintMissing(let file, let id):
            return t("finding.fingerprintMissing", ["file": file, "id": id])
        case .fingerprintStale(let file, let id, let recorded, let now):
            let changed = Set(recorded).symmetricDifference(now)
            return t(
                "finding.fingerprintStale",
                [
                    "file": file, "id": id,
                    "recorded": list(recorded.filter(changed.contains)), "now": list(now.filter(changed.contains)),
                ])
        case .fingerprintsFromAnotherCompiler(let recorded, let current, let id):
            return t("finding.fingerprintsFromAnotherCompiler", ["recorded": recorded, "current": current, "id": id])
        case .fingerprintOfNoWrongAnswer(let slug, let id):
            return t("finding.fingerprintOfNoWrongAnswer", ["slug": slug, "id": id])
        case .misconceptionShared(let others):
            return others.isEmpty
                ? t("finding.misconceptionNotRecognised")
                : t("finding.misconceptionShared", ["others": list(others)])
        case .misconceptionMistaken(let other):
            return t("finding.misconceptionMistaken", ["other": other])
        case .misconceptionCouldBeMistaken(let other):
            return t("finding.misconceptionCouldBeMistaken", ["other": other])
        case .misconceptionsConfusable(let other, let subset):
            return t(
                subset ? "finding.misconceptionsConfusable.subset" : "finding.misconceptionsConfusable.sameMarks",
                ["other": other])
        case .lessonSectionMissing(let anchor, let language, let lesson):
            return t(
                "finding.lessonSectionMissing",
                ["anchor": anchor, "language": languageName(language), "lesson": lesson])
        case .pictureMissing(let id): return t("finding.pictureMissing", ["id": id])
        case .pictureStale(let id, let exampleChanged, let rendererChanged):
            let key =
                exampleChanged && rendererChanged
                ? "finding.pictureStale.both"
                : exampleChanged ? "finding.pictureStale.example" : "finding.pictureStale.renderer"
            return t(key, ["id": id])
        case .pictureScreensChanged(let id): return t("finding.pictureScreensChanged", ["id": id])
        case .exampleShowsNothing: return t("finding.exampleShowsNothing")
        case .exampleNotInLesson(let language, let line):
            return t("finding.exampleNotInLesson", ["language": languageName(language), "line": line])
        case .pictureNotInLesson(let language):
            return t("finding.pictureNotInLesson", ["language": languageName(language)])
        case .exampleDoesNotCompile(let output):
            return t("finding.exampleDoesNotCompile") + " " + firstLine(output.text)
        case .exampleFails(let errors): return t("finding.exampleFails") + " " + firstLine(errors)
        }
    }

    /// A mistake in a lesson's front matter or a wrong answer's header.
    public func pageProblem(_ problem: PageProblem) -> String {
        switch problem {
        case .noFrontMatter: t("page.noFrontMatter")
        case .listItemOutsideList(let line, let text): t("page.listItemOutsideList", ["line": "\(line)", "text": text])
        case .emptyListItem(let line, let key): t("page.emptyListItem", ["line": "\(line)", "key": key])
        case .unreadableLine(let line, let text): t("page.unreadableLine", ["line": "\(line)", "text": text])
        case .unreadableKey(let line, let text): t("page.unreadableKey", ["line": "\(line)", "text": text])
        case .duplicateKey(let line, let key): t("page.duplicateKey", ["line": "\(line)", "key": key])
        case .frontMatterNotClosed: t("page.frontMatterNotClosed")
        case .hintsOnLessonPage(let path): t("page.hintsOnLessonPage", ["path": path])
        case .noWrongLine(let file): t("page.noWrongLine", ["file": file])
        case .noRejectedByLine(let file): t("page.noRejectedByLine", ["file": file])
        case .noMisconception(let file, let language):
            t("page.noMisconception", ["file": file, "language": language == .en ? "" : "-\(language.rawValue)"])
        case .noLessonAnchor(let file): t("page.noLessonAnchor", ["file": file])
        case .unknownLessonAnchor(let anchor, let lesson):
            t("page.unknownLessonAnchor", ["anchor": anchor, "lesson": lesson])
        case .noSwiftFile: t("finding.noSwiftFile")
        }
    }

    /// A verdict's evidence in one line (for consistency problems and reports).
    func evidenceLine(_ evidence: Verdict.Evidence) -> String {
        let details = firstLine(self.evidence(evidence))
        return summary(evidence) + (details.isEmpty ? "" : " " + details)
    }

    func firstLine(_ text: String) -> String {
        String(text.split(separator: "\n").first ?? "")
    }
}
