import Foundation
import Testing

@testable import PuzzleKit
@testable import PuzzlesCLI

/// The split between facts and words: every verdict kind reads in both languages, the catalogs are
/// complete, and PuzzleKit holds no sentence and no styling.
@Suite("Presentation: facts in PuzzleKit, words in PuzzlesCLI")
struct PresentationTests {
    static let compilerWords = "Sources/Exercises/01-a/01-b/A.swift:3:5: error: cannot find 'x' in scope"

    static func verdict(_ outcome: Verdict.Outcome, _ evidence: Verdict.Evidence, _ next: NextStep) -> Verdict {
        Verdict(
            exerciseID: "01.3", exercisePath: "01-a/03-b", title: "Both initializers", source: "Sources/Exercises",
            outcome: outcome, evidence: evidence, fileToEdit: "Sources/Exercises/01-a/03-b/A.swift", line: 3,
            next: next, lessonPath: "Lessons/01-a/03-b/README.md", checks: [], seconds: 0.1)
    }

    static func failed(_ failure: CheckFailure, status: CheckResult.Status = .failed, kind: CheckKind = .runs)
        -> CheckResult
    {
        CheckResult(
            name: "renders-list", path: "Tests/ExerciseTests/Checks/01-a/03-b/renders-list.swift", kind: kind,
            status: status, failure: failure, output: "B\n", expectedOutput: "A\n", fileToEdit: nil, line: nil,
            seconds: 0.1)
    }

    /// One verdict of every kind, and of every way a check fails, a path is refused or the engine gives up.
    static var everyKind: [(String, Verdict)] {
        let compiler = CompilerOutput(text: compilerWords, moreErrors: 2)
        let file = "Sources/Exercises/01-a/03-b/A.swift"
        let check = "Tests/ExerciseTests/Checks/01-a/03-b/renders-list.swift"
        let crash = CrashReport(
            signal: "SIGILL", messages: ["A.swift:3: Fatal error: Index out of range"],
            frame: .init(function: "pick(_:)", file: file, line: 3), likelyStackOverflow: false, standardError: "")
        let overflow = CrashReport(
            signal: "SIGSEGV", messages: [], frame: nil, likelyStackOverflow: true, standardError: "")
        var cases: [(String, Verdict)] = [
            ("passed", verdict(.passed, .passed(checks: 3), .moveOn)),
            ("passed one", verdict(.passed, .passed(checks: 1), .moveOn)),
            (
                "does not compile",
                verdict(.doesNotCompile, .doesNotCompile(compiler), .fixCompileError(file: file, line: 3))
            ),
            (
                "does not compile, no line",
                verdict(.doesNotCompile, .doesNotCompile(compiler), .fixCompileError(file: file, line: nil))
            ),
        ]
        let failures: [(String, CheckResult, Verdict.Outcome, NextStep)] = [
            (
                "check does not compile", failed(.doesNotCompile(compiler), kind: .compiles), .checkFailed,
                .makeCheckCompile(file: file, line: 3, checkPath: check)
            ),
            (
                "misuse accepted", failed(.misuseAccepted(compiler), kind: .rejects), .checkFailed,
                .makeCompilerRefuse(file: file, line: nil, checkPath: check)
            ),
            (
                "other error", failed(.otherError(compiler), kind: .rejects), .checkFailed,
                .makeCompilerRefuse(file: file, line: 3, checkPath: check)
            ),
            (
                "verification",
                failed(.verificationFailed(compiler, compilerLacksIgnoreUnrelated: true), kind: .rejects), .checkFailed,
                .makeCompilerRefuse(file: file, line: 3, checkPath: check)
            ),
            (
                "wrong output",
                failed(
                    .wrongOutput(
                        difference: [.skipped, .same("Title"), .expected("A"), .printed("B"), .more(lines: 4)],
                        standardError: "warning: sent twice")), .checkFailed,
                .fixOutput(file: file, line: nil, checkPath: check)
            ),
            (
                "exit status", failed(.exited(status: 3, lastLines: "bye")), .checkFailed,
                .makeCheckCompile(file: file, line: nil, checkPath: check)
            ),
            (
                "timed out", failed(.timedOut(limitSeconds: 10, lastLines: ""), status: .timedOut), .timedOut,
                .endTheLoop(file: file)
            ),
            (
                "timed out, printing", failed(.timedOut(limitSeconds: 1, lastLines: "tick"), status: .timedOut),
                .timedOut, .endTheLoop(file: file)
            ),
            ("crashed", failed(.crashed(crash), status: .crashed), .crashed, .handleTheCrash(file: file, line: 3)),
            (
                "stack overflow", failed(.crashed(overflow), status: .crashed), .crashed,
                .endTheRecursion(file: file, line: nil)
            ),
            (
                "printed too much",
                failed(.printedTooMuch(limitBytes: 1 << 20, firstLines: "a\na"), status: .printedTooMuch),
                .printedTooMuch, .stopThePrinting(file: file)
            ),
        ]
        for (name, result, outcome, next) in failures {
            cases.append(
                (name, verdict(outcome, .checkFailed(result, otherFailures: name == "exit status" ? 2 : 0), next)))
        }
        let reasons: [SourceRefusal.Reason] = [
            .folderIsSymbolicLink, .folderMissing(inWorkspace: true, exerciseID: "01.3"),
            .folderMissing(inWorkspace: false, exerciseID: "01.3"), .notAFolder, .fileIsSymbolicLink, .notARegularFile,
            .tooLarge(bytes: 300_000, limit: 262_144), .unreadable(systemMessage: "Permission denied"),
            .tooManyFiles(limit: 50), .noSwiftFile,
        ]
        for reason in reasons {
            let refusal = SourceRefusal(path: file, reason: reason)
            cases.append(("refused \(reason)", verdict(.refused, .refused(refusal), .fixRefusedPath(refusal))))
        }
        let problems: [(EngineProblem, NextStep)] = [
            (.compiler(.notOnPath), .installToolchain),
            (.compiler(.notExecutable(path: "/x/swiftc")), .installToolchain),
            (.compiler(.cannotStart(path: "/x/swiftc", reason: "Permission denied")), .installToolchain),
            (.compiler(.versionFailed(path: "/x/swiftc", output: "boom")), .installToolchain),
            (.miniUIDoesNotCompile(compiler), .restoreMiniUI),
            (.miniUIDoesNotCompile(CompilerOutput(text: "")), .restoreMiniUI),
            (
                .cacheUnusable(folder: "/tmp/cache", reason: "No space left on device"),
                .clearCache(folder: "/tmp/cache")
            ),
            (.cacheDeleted(folder: ".puzzles/cache"), .checkAgain),
            (.cancelled, .checkAgain),
            (.compilerTimedOut(limitSeconds: 300), .checkAgain),
            (.compilerTimedOut(limitSeconds: 60, partial: compiler), .speedUpCompile(file: file, line: 3)),
            (.machine(.diskFull(folder: "/srv/cache")), .freeSpace(folder: "/srv/cache")),
            (
                .machine(.notWritable(folder: ".puzzles/cache", reason: "Read-only file system")),
                .makeWritable(folder: ".puzzles/cache")
            ),
            (.machine(.killedBySignal(signal: "SIGKILL")), .checkAgain),
            (.machine(.killedBySignal(signal: "SIGTERM")), .checkAgain),
            (.machine(.inputOutput(folder: ".puzzles/cache", reason: "Input/output error")), .checkAgain),
            (
                .noChecks(folder: "Tests/ExerciseTests/Checks/01-a/03-b"),
                .addChecks(folder: "Tests/ExerciseTests/Checks/01-a/03-b")
            ),
            (
                .checkUnusable(
                    name: "renders-list", path: check,
                    failure: .invalidCheck(problems: [.missingHeader, .unknownOption("x")])), .fixKitCheck(path: check)
            ),
            (.checkUnusable(name: "renders-list", path: check, failure: .unreadableCheck), .fixKitCheck(path: check)),
        ]
        for (problem, next) in problems {
            cases.append(("cannot check \(problem)", verdict(.cannotCheck, .cannotCheck(problem), next)))
        }
        var misconception = verdict(
            .checkFailed,
            .checkFailed(failed(.wrongOutput(difference: [.expected("1. A")], standardError: "")), otherFailures: 0),
            .fixOutput(file: file, line: 3, checkPath: check))
        misconception.misconception = Misconception(
            wrongAnswer: "wrong-answers/index-plus-one",
            explanation: [.en: "a slice does not start at 0.", .ja: "スライスは 0 から始まりません。"],
            lessonAnchor: "#slices")
        cases.append(("misconception", misconception))
        return cases
    }

    @Test("every verdict kind reads in English and in Japanese, with the compiler's words unchanged")
    func everyVerdictInBothLanguages() {
        let english = Presenter(language: .en)
        let japanese = Presenter(language: .ja)
        for (name, verdict) in Self.everyKind {
            for presenter in [english, japanese] {
                let text = presenter.verdict(verdict)
                #expect(text.hasPrefix("01.3 Both initializers: "), "\(name)")
                #expect(!text.contains("{") || text.contains("{{"), "an unfilled placeholder in \(name): \(text)")
                #expect(text.split(separator: "\n").allSatisfy { !$0.hasPrefix("check.") && !$0.hasPrefix("next.") })
                if case .doesNotCompile = verdict.evidence { #expect(text.contains(Self.compilerWords), "\(name)") }
                if verdict.passed {
                    #expect(!text.contains(presenter.t("label.next")), "\(name)")
                } else {
                    #expect(text.contains(presenter.t("label.next")), "\(name)")
                    #expect(text.contains("swift run puzzles hint 01.3") == verdict.isLearnersToFix, "\(name)")
                }
            }
            let inJapanese = japanese.verdict(verdict)
            #expect(
                inJapanese.unicodeScalars.contains {
                    (0x3040...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value)
                },
                "\(name) speaks Japanese: \(inJapanese)")
            #expect(english.verdict(verdict) != inJapanese, "\(name)")
        }
        let wrongOutput = Self.everyKind.first { $0.0 == "wrong output" }!.1
        #expect(english.verdict(wrongOutput).contains("Expected (-) versus printed (+):\n  …\n  Title\n- A\n+ B"))
        #expect(Presenter(language: .ja).verdict(wrongOutput).contains("期待した出力（-）と実際の出力（+）"))
        let misconception = Self.everyKind.first { $0.0 == "misconception" }!.1
        #expect(
            english.verdict(misconception).contains("This looks like a common mistake: a slice does not start at 0."))
        #expect(japanese.verdict(misconception).contains("スライスは 0 から始まりません。"))
    }

    @Test("given files replaced: one file differs, several files differ")
    func givenFilesAgree() {
        var verdict = Self.verdict(.passed, .passed(checks: 3), .moveOn)
        verdict.givenFilesReplaced = ["Sources/Exercises/01-a/03-b/Given.swift"]
        #expect(Presenter(language: .en).verdict(verdict).contains("Given.swift differs from the kit's copy;"))
        verdict.givenFilesReplaced = ["Sources/Exercises/01-a/03-b/A.swift", "Sources/Exercises/01-a/03-b/B.swift"]
        let several = Presenter(language: .en).verdict(verdict)
        #expect(several.contains("B.swift differ from the kit's copies;"), "\(several)")
        #expect(!several.contains("differs"), "\(several)")
        #expect(Presenter(language: .ja).verdict(verdict).contains("これらのファイルは変更不要です"))
    }

    @Test("colour comes from the facts: the diff's lines and the verdict's mark, never from re-reading text")
    func colourFromFacts() {
        let coloured = Presenter(language: .en, style: TerminalStyle(usesColor: true))
        let wrongOutput = Self.everyKind.first { $0.0 == "wrong output" }!.1
        let text = coloured.verdict(wrongOutput)
        #expect(text.contains("\u{1B}[31m- A\u{1B}[0m") && text.contains("\u{1B}[32m+ B\u{1B}[0m"))
        #expect(text.hasPrefix("\u{1B}[31m✘ 01.3"))
        #expect(!Presenter(language: .en).verdict(wrongOutput).contains("\u{1B}"))
    }

    @Test("every message exists in every language, with the same placeholders")
    func catalogsAreComplete() throws {
        #expect(MessageCatalog.allProblems() == [])
        var broken = MessageCatalog.japanese
        broken = MessageCatalog(
            language: .ja,
            templates: broken.templates.filter { $0.key != "verdict.doesNotCompile" }.merging(["label.next": "{oops}"])
            { $1 })
        let problems = broken.problems()
        #expect(problems.contains("ja: missing verdict.doesNotCompile"))
        #expect(problems.contains { $0.hasPrefix("ja: label.next has {oops}") })
        // Every key the runner's code asks for is in the English catalog.
        let folder = Self.root.appendingPathComponent("Sources/PuzzlesCLI")
        let keyPattern = try Regex(#"\bt\(\s*"([a-zA-Z. ]+)""#)
        for file in FileSystem.filesRecursively(folder) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: keyPattern) {
                let key = String(match.output[1].substring ?? "")
                let known =
                    MessageCatalog.english.templates[key] != nil
                    || MessageCatalog.english.templates[key + ".one"] != nil
                #expect(known, "\(file) asks for \(key)")
            }
        }
        for spec in CommandSpec.all {
            #expect(MessageCatalog.english.templates["help.\(spec.name).summary"] != nil, "\(spec.name)")
            if spec.hasDetails { #expect(MessageCatalog.english.templates["help.\(spec.name).details"] != nil) }
        }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("PuzzleKit holds facts only: no presentation import, no terminal styling, no sentence for a learner")
    func puzzleKitHasNoWords() throws {
        let folder = Self.root.appendingPathComponent("Sources/PuzzleKit")
        // A literal of four or more words is prose; these few are the compiler's own markers the engine
        // looks for, and the system's words for failures of the machine.
        let allowed: Set<String> = [
            "expected error not produced", "incorrect message found", "unexpected note produced",
            "disappeared while it was being built", "cannot open the lock file", "cannot create a pipe",
            "Could not cast value of type", "command failed with exit code", "command failed due to signal",
            "failed to produce diagnostic for expression",
            "No space left on device", "Too many open files", "No such file or directory", "failed due to signal",
        ]
        let literal = try Regex(#""((?:[^"\\\n]|\\.)*)""#)
        let prose = try Regex(#"[A-Za-z]+[,;:]? [A-Za-z]+[,;:]? [A-Za-z]+[,;:]? [A-Za-z]+"#)
        var found: [String] = []
        for file in FileSystem.filesRecursively(folder) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("import PuzzlesCLI"), "\(file)")
            #expect(!text.contains("\\u{1B}"), "\(file) writes terminal escapes")
            for line in text.split(separator: "\n") {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") { continue }
                for match in code.matches(of: literal) {
                    let content = String(match.output[1].substring ?? "")
                    guard content.firstMatch(of: prose) != nil else { continue }
                    if allowed.contains(where: { content.contains($0) }) { continue }
                    found.append("\(file): \(content)")
                }
            }
        }
        #expect(found == [], "sentences belong in PuzzlesCLI's message catalogs")
    }

    @Test("colour: NO_COLOR wins, FORCE_COLOR and CLICOLOR_FORCE force it without a terminal")
    func colourEnvironment() {
        #expect(!TerminalStyle.detect(environment: [:], isTerminal: false).usesColor)
        #expect(TerminalStyle.detect(environment: [:], isTerminal: true).usesColor)
        #expect(TerminalStyle.detect(environment: ["FORCE_COLOR": "1"], isTerminal: false).usesColor)
        #expect(TerminalStyle.detect(environment: ["CLICOLOR_FORCE": "1"], isTerminal: false).usesColor)
        #expect(!TerminalStyle.detect(environment: ["FORCE_COLOR": "0"], isTerminal: false).usesColor)
        #expect(!TerminalStyle.detect(environment: ["FORCE_COLOR": "1", "NO_COLOR": "1"], isTerminal: true).usesColor)
        #expect(!TerminalStyle.detect(environment: ["TERM": "dumb"], isTerminal: true).usesColor)
    }

    @Test("one did-you-mean for commands, options and exercises")
    func didYouMean() {
        #expect(DidYouMean.closest(to: "chek", among: ["status", "check", "hint"]) == "check")
        #expect(DidYouMean.closest(to: "--al", among: ["--all", "--json"]) == "--all")
        #expect(DidYouMean.closest(to: "zzzzzz", among: ["check"]) == nil)
    }
}
