import Foundation
import PuzzleKit

extension Presenter {
    /// A verdict for a learner: what happened, the evidence, then what to do next.
    public func verdict(_ verdict: Verdict) -> String {
        var head = "\(verdict.exerciseID) \(verdict.title): \(summary(verdict))"
        if style.usesColor { head = verdict.passed ? style.green("✔ " + head) : style.red("✘ " + head) }
        var text = head
        let evidence = self.evidence(verdict.evidence)
        if !evidence.isEmpty { text += "\n\n" + evidence }
        let warnings = self.warnings(verdict)
        if !warnings.isEmpty { text += "\n\n" + warnings }
        if let given = verdict.givenFilesReplaced, !given.isEmpty {
            text += "\n\n" + t("verdict.givenFilesReplaced", count: given.count, ["files": list(given)])
        }
        if verdict.passed { return text }
        if let misconception = verdict.misconception {
            text += "\n\n" + self.misconception(misconception, lessonPath: verdict.lessonPath)
        }
        text += "\n\n" + style.bold(t("label.next")) + " " + nextStep(verdict.next, files: verdict.filesToEdit)
        if verdict.isLearnersToFix {
            text += "\n" + style.bold(t("label.hint")) + " \(command) hint \(verdict.exerciseID)"
            if !verdict.lessonPath.isEmpty { text += "\n" + style.bold(t("label.lesson")) + " " + verdict.lessonPath }
        }
        return text
    }

    /// One line per exercise, for `check --all`, `verify` and `grade`: `✘ 01.3 Title  what happened`.
    public func verdictLine(_ verdict: Verdict) -> String {
        let mark = verdict.passed ? style.green("✔") : style.red("✘")
        let note = verdict.passed ? "" : "  " + style.dim(summary(verdict))
        return "\(mark) \(verdict.exerciseID) \(verdict.title)\(note)"
    }

    /// What happened, in one line (it follows `01.3 Title: `).
    public func summary(_ verdict: Verdict) -> String { summary(verdict.evidence) }

    /// What the evidence shows, in one line.
    public func summary(_ evidence: Verdict.Evidence) -> String {
        switch evidence {
        case .passed(let checks):
            return t("verdict.passed", count: checks)
        case .doesNotCompile:
            return t("verdict.doesNotCompile")
        case .checkFailed(let result, let others):
            let first = checkSummary(result)
            return others > 0 ? first + t("verdict.othersFail", count: others) : first
        case .refused(let refusal):
            return self.refusal(refusal)
        case .cannotCheck(let problem):
            return engineProblemSummary(problem)
        case .notAttempted:
            return t("verdict.notAttempted")
        }
    }

    /// The evidence, in the compiler's or the program's own words where there are some.
    public func evidence(_ evidence: Verdict.Evidence) -> String {
        switch evidence {
        case .passed, .refused: return ""
        case .doesNotCompile(let output): return compiler(output)
        case .checkFailed(let result, _): return checkDetails(result)
        case .cannotCheck(let problem): return engineProblemDetails(problem)
        case .notAttempted: return ""
        }
    }

    /// The compiler's words, then how many errors were left out, then what a type checker that gave up means.
    func compiler(_ output: CompilerOutput) -> String {
        var text =
            output.moreErrors > 0
            ? output.text + "\n" + t("compiler.moreErrors", count: output.moreErrors) : output.text
        if let place = output.typeCheckerGaveUpAt { text += "\n" + t("compiler.gaveUp", ["place": place]) }
        return text
    }

    /// The learner's own warnings, in the compiler's words, except those the evidence already shows.
    func warnings(_ verdict: Verdict) -> String {
        var shown = verdict.warnings
        if case .checkFailed(let result, _) = verdict.evidence, case .forbiddenWarning(let forbidden)? = result.failure
        {
            shown.removeAll { forbidden.contains($0) }
        }
        guard !shown.isEmpty else { return "" }
        return ([t("warnings.heading", count: shown.count)] + shown.map(\.text)).joined(separator: "\n")
    }

    /// A rejects check's markers against the compiler's words, line by line.
    func mismatches(_ mismatches: [VerifyMismatch], path: String) -> String {
        mismatches.prefix(5).map { mismatch in
            [
                t("verify.line", ["line": "\(mismatch.line)", "path": path]),
                t("verify.expected", ["text": mismatch.expected ?? t("verify.noExpectation")]),
                t("verify.produced", ["text": mismatch.produced ?? t("verify.noError")]),
            ].joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// What happened to one check, in one line.
    public func checkSummary(_ result: CheckResult) -> String {
        let summary = checkSummary(name: result.name, path: result.path, failure: result.failure)
        guard let variant = result.variant, let failure = result.failure else { return summary }
        if case .referenceFailsVariant = failure { return summary }
        return sentences([summary, t("check.variant", ["varies": variant.varies])])
    }

    func checkSummary(name: String, path: String, failure: CheckFailure?) -> String {
        let check = ["check": name, "path": path]
        guard let failure else { return t("check.passed", check) }
        switch failure {
        case .doesNotCompile: return t("check.doesNotCompile", check)
        case .misuseAccepted: return t("check.misuseAccepted", check)
        case .otherError: return t("check.otherError", check)
        case .refusedForAnotherReason: return t("check.refusedForAnotherReason", check)
        case .forbiddenWarning: return t("check.forbiddenWarning", check)
        case .verificationFailed(_, let lacksIgnoreUnrelated):
            let text = t("check.verificationFailed", check)
            return lacksIgnoreUnrelated ? sentences([text, t("check.verificationFailed.oldCompiler")]) : text
        case .wrongOutput: return t("check.wrongOutput", check)
        case .exited(let status, _): return t("check.exited", check.merging(["status": "\(status)"]) { $1 })
        case .timedOut(let limit, _):
            return t("check.timedOut", check.merging(["limit": seconds(limit)]) { $1 })
        case .crashed(let crash):
            if let first = crash.messages.first, crash.shouldStopThrough != nil {
                return t("check.crashed.ownStop", check.merging(["message": withoutLocation(first)]) { $1 })
            }
            if let first = crash.messages.first {
                return t("check.crashed.message", check.merging(["message": withoutLocation(first)]) { $1 })
            }
            return t(
                crash.likelyStackOverflow ? "check.crashed.overflow" : "check.crashed.signal",
                check.merging(["signal": crash.signal]) { $1 })
        case .printedTooMuch(let limit, _):
            return t("check.printedTooMuch", check.merging(["limit": bytes(limit)]) { $1 })
        case .invalidCheck(let problems):
            return t(
                "check.invalid",
                check.merging(["problems": problems.map(checkFileProblem).joined(separator: t("list.semicolon"))]) {
                    $1
                })
        case .unreadableCheck: return t("check.unreadable", check)
        case .engineFailed(let reason): return t("check.engineFailed", check.merging(["reason": reason]) { $1 })
        case .compilerTimedOut(let limit, _): return t("engine.compilerTimedOut", ["limit": seconds(limit)])
        case .machine(let fault): return machineFaultSummary(fault)
        case .exerciseDoesNotCompile: return t("check.exerciseDoesNotCompile")
        case .refused(let refusal): return self.refusal(refusal)
        case .referenceFailsVariant(let seed, let status):
            return t(
                "check.referenceFailsVariant", check.merging(["seed": "\(seed)", "status": status.rawValue]) { $1 })
        }
    }

    /// The evidence of one check: the compiler's words, the output difference, what the program wrote; for a
    /// grading variant, the data it was judged on first.
    public func checkDetails(_ result: CheckResult) -> String {
        let details = failureDetails(result)
        guard let variant = result.variant, !variant.data.isEmpty, result.failure != nil else { return details }
        let data = [t("variant.data")] + variant.data.map { "  " + $0 }
        return (data + (details.isEmpty ? [] : [details])).joined(separator: "\n")
    }

    func failureDetails(_ result: CheckResult) -> String {
        guard let failure = result.failure else { return "" }
        switch failure {
        case .doesNotCompile(let output), .misuseAccepted(let output), .otherError(let output),
            .verificationFailed(let output, _), .exerciseDoesNotCompile(let output):
            return compiler(output)
        case .refusedForAnotherReason(let output, let mismatches):
            return mismatches.isEmpty ? compiler(output) : self.mismatches(mismatches, path: result.path)
        case .forbiddenWarning(let warnings):
            return warnings.map(\.text).joined(separator: "\n")
        case .wrongOutput(let difference, let standardError):
            var text = t("output.difference") + "\n" + self.difference(difference)
            if !standardError.isEmpty { text += "\n" + t("output.standardError") + "\n" + standardError }
            return text
        case .exited(_, let lastLines):
            return lastLines
        case .timedOut(_, let lastLines):
            return lastLines.isEmpty ? t("output.timedOut.nothing") : t("output.timedOut.printed") + "\n" + lastLines
        case .crashed(let crash):
            var lines = crash.messages
            if let frame = crash.frame {
                lines.append(
                    t("crash.frame", ["function": frame.function, "file": frame.file, "line": "\(frame.line)"]))
            }
            if let function = crash.shouldStopThrough {
                lines.append(t("crash.ownStop", ["function": function]))
            } else if crash.likelyStackOverflow {
                lines.append(t("crash.overflow", ["signal": crash.signal]))
            } else if crash.messages.isEmpty && crash.frame == nil {
                lines.append(t("crash.stopped", ["signal": crash.signal]))
                if !crash.standardError.isEmpty { lines.append(crash.standardError) }
            } else {
                lines.append(t("crash.stopped.aside", ["signal": crash.signal]))
            }
            return lines.joined(separator: "\n")
        case .printedTooMuch(_, let firstLines):
            return t("output.tooMuch") + "\n" + firstLines
        case .compilerTimedOut(_, let partial): return compilerStopped(partial)
        case .machine(let fault): return machineFaultDetails(fault)
        case .invalidCheck, .unreadableCheck, .engineFailed, .refused, .referenceFailsVariant:
            return ""
        }
    }

    /// Expected lines in red with `-`, printed lines in green with `+`, from the data rather than the text.
    func difference(_ lines: [OutputDifference]) -> String {
        lines.map { line in
            switch line {
            case .same(let text): "  " + text
            case .expected(let text): style.red("- " + text)
            case .printed(let text): style.green("+ " + text)
            case .skipped: "  …"
            case .more(let count): "  " + t("output.moreDifferences", count: count)
            }
        }.joined(separator: "\n")
    }

    /// `Sources/…/File.swift:5: Fatal error: boom` → `Fatal error: boom` (the runtime's words, without the place).
    func withoutLocation(_ message: String) -> String {
        for marker in ["Fatal error", "Precondition failed", "Assertion failed", "fatal error"] {
            if let range = message.range(of: marker) { return String(message[range.lowerBound...]) }
        }
        return message
    }

    /// `Sources/…/File.swift was not checked: it is a symbolic link, …`.
    public func refusal(_ refusal: SourceRefusal) -> String {
        t("refusal", ["path": refusal.path, "reason": refusalReason(refusal.reason)])
    }

    func refusalReason(_ reason: SourceRefusal.Reason) -> String {
        switch reason {
        case .folderIsSymbolicLink, .fileIsSymbolicLink: t("refusal.symbolicLink")
        case .folderMissing: t("refusal.missing")
        case .notAFolder: t("refusal.notAFolder")
        case .notARegularFile: t("refusal.notARegularFile")
        case .tooLarge(let size, let limit):
            t("refusal.tooLarge", ["size": "\(size / 1024)", "limit": "\(limit / 1024)"])
        case .unreadable(let message): t("refusal.unreadable", ["reason": message])
        case .tooManyFiles(let limit): t("refusal.tooManyFiles", ["limit": "\(limit)"])
        case .noSwiftFile: t("refusal.noSwiftFile")
        }
    }

    /// The next action, as one sentence; when the kit cannot tell which of several `files` holds the fix, the
    /// sentence names them all ("Change Get.swift or Endpoints.swift so that …"), without a line.
    public func nextStep(_ step: NextStep, files: [String]?) -> String {
        guard let files, files.count > 1 else { return nextStep(step) }
        let names = t(
            "list.or", ["items": files.dropLast().joined(separator: t("list.separator")), "last": files.last!])
        return nextStep(step.pointing(at: names).withoutLine)
    }

    /// A check's name as the verdict's first line gives it (its file's name without `.swift`): a learner
    /// need not open the kit's check files to follow the next step.
    func checkName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".swift") ? String(file.dropLast(".swift".count)) : file
    }

    /// The next action, as one sentence.
    public func nextStep(_ step: NextStep) -> String {
        switch step {
        case .moveOn: return t("next.moveOn")
        case .attempt(let folder): return t("next.attempt", ["folder": folder])
        case .fixCompileError(let file, let line):
            return line == nil
                ? t("next.fixCompileError.noLine", ["file": file])
                : t(
                    "next.fixCompileError", ["place": place(file, line)])
        case .makeCheckCompile(let file, let line, let check):
            return t("next.makeCheckCompile", ["place": place(file, line), "check": checkName(check)])
        case .makeCompilerRefuse(let file, let line, let check):
            return t("next.makeCompilerRefuse", ["place": place(file, line), "check": checkName(check)])
        case .fixOutput(let file, let line, let check):
            return t("next.fixOutput", ["place": place(file, line), "check": checkName(check)])
        case .endTheLoop(let file): return t("next.endTheLoop", ["file": file])
        case .endTheRecursion(let file, let line): return t("next.endTheRecursion", ["place": place(file, line)])
        case .handleTheCrash(let file, let line): return t("next.handleTheCrash", ["place": place(file, line)])
        case .stopThePrinting(let file): return t("next.stopThePrinting", ["file": file])
        case .stopThrough(let function, let file, let line):
            return t("next.stopThrough", ["place": place(file, line), "function": function])
        case .heedWarning(let file, let line): return t("next.heedWarning", ["place": place(file, line)])
        case .fixRefusedPath(let refusal):
            switch refusal.reason {
            case .folderIsSymbolicLink: return t("next.refusal.folderLink")
            case .folderMissing(let inWorkspace, let id):
                return inWorkspace ? t("next.refusal.reset", ["id": id]) : t("next.refusal.missingFromKit")
            case .notAFolder: return t("next.refusal.makeFolder")
            case .fileIsSymbolicLink, .notARegularFile: return t("next.refusal.regularFile")
            case .tooLarge: return t("next.refusal.shorten")
            case .unreadable: return t("next.refusal.permissions")
            case .tooManyFiles: return t("next.refusal.fewerFiles")
            case .noSwiftFile: return t("next.refusal.restoreFiles")
            }
        case .installToolchain: return t("next.installToolchain")
        case .restoreMiniUI: return t("next.restoreMiniUI")
        case .clearCache(let folder): return t("next.clearCache", ["folder": folder])
        case .checkAgain: return t("next.checkAgain")
        case .freeSpace(let folder): return t("next.freeSpace", ["folder": folder])
        case .makeWritable(let folder): return t("next.makeWritable", ["folder": folder])
        case .speedUpCompile(let file, let line):
            return t(
                "next.speedUpCompile", ["place": place(file, line), "variable": CheckEngineLimits.compileLimitVariable])
        case .addChecks(let folder): return t("next.addChecks", ["folder": folder])
        case .fixKitCheck(let path): return t("next.fixKitCheck", ["path": path])
        }
    }

    /// Why the engine could not check, in one line.
    public func engineProblemSummary(_ problem: EngineProblem) -> String {
        switch problem {
        case .compiler: t("engine.noCompiler")
        case .miniUIDoesNotCompile: t("engine.miniUI")
        case .cacheUnusable: t("engine.cache")
        case .cacheDeleted: t("engine.cacheDeleted")
        case .compilerTimedOut(let limit, _): t("engine.compilerTimedOut", ["limit": seconds(limit)])
        case .machine(let fault): machineFaultSummary(fault)
        case .cancelled: t("engine.cancelled")
        case .noChecks: t("engine.noChecks")
        case .checkUnusable(let name, _, _): t("engine.checkUnusable", ["check": name])
        }
    }

    /// The evidence of an engine problem.
    public func engineProblemDetails(_ problem: EngineProblem) -> String {
        switch problem {
        case .compiler(let compiler): return compilerProblem(compiler)
        case .miniUIDoesNotCompile(let output):
            return output.text.isEmpty ? t("engine.miniUI.empty") : self.compiler(output)
        case .cacheUnusable(_, let reason): return reason
        case .compilerTimedOut(_, let partial): return compilerStopped(partial)
        case .machine(let fault): return machineFaultDetails(fault)
        case .cacheDeleted, .cancelled, .noChecks: return ""
        case .checkUnusable(let name, let path, let failure):
            return capitalized(checkSummary(name: name, path: path, failure: failure))
        }
    }

    /// What is wrong with the compiler.
    public func compilerProblem(_ problem: CompilerProblem) -> String {
        switch problem {
        case .notOnPath: t("compilerProblem.notOnPath")
        case .notExecutable(let path): t("compilerProblem.notExecutable", ["path": path])
        case .cannotStart(let path, let reason): t("compilerProblem.cannotStart", ["path": path, "reason": reason])
        case .versionFailed(let path, let output):
            t("compilerProblem.versionFailed", ["path": path, "output": output])
        }
    }

    /// An engine error outside a verdict (`prepare`).
    public func engineError(_ error: EngineError) -> String {
        switch error {
        case .compiler(let problem): compilerProblem(problem)
        case .miniUIDoesNotCompile(let output):
            engineProblemSummary(.miniUIDoesNotCompile(output)) + "\n" + compiler(output)
        case .cache(let reason): engineProblemSummary(.cacheUnusable(folder: "", reason: reason)) + " " + reason
        case .cancelled: engineProblemSummary(.cancelled)
        case .compilerTimedOut(let limit, _): engineProblemSummary(.compilerTimedOut(limitSeconds: limit))
        case .machine(let fault): machineFaultSummary(fault) + "\n" + machineFaultDetails(fault)
        }
    }

    /// A mistake in a check file's header.
    public func checkFileProblem(_ problem: CheckFile.Problem) -> String {
        switch problem {
        case .missingHeader: t("checkFile.missingHeader")
        case .unknownKind(let kind): t("checkFile.unknownKind", ["kind": kind])
        case .invalidTimeout(let option): t("checkFile.invalidTimeout", ["option": option])
        case .unknownOption(let option): t("checkFile.unknownOption", ["option": option])
        case .optionsNeedRuns: t("checkFile.optionsNeedRuns")
        case .missingExpectedOutput: t("checkFile.missingExpectedOutput")
        case .variesNeedsRuns: t("checkFile.variesNeedsRuns")
        }
    }

    /// A recognised misconception (issue 17): the explanation in this language (else English), and where the lesson explains it.
    func misconception(_ misconception: Misconception, lessonPath: String) -> String {
        let explanation = misconception.explanation[language] ?? misconception.explanation[.en] ?? ""
        var text = t("misconception", ["explanation": explanation])
        if let anchor = misconception.lessonAnchor {
            text += "\n" + t("misconception.lesson", ["lesson": lessonPath + anchor])
        }
        return text
    }
}
