import Foundation
import Testing

@testable import PuzzleKit
@testable import PuzzlesCLI

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("Misconceptions")
struct MisconceptionTests {
    static let checkPath = "Tests/ExerciseTests/Checks/01-lists/01-plain/uses-shelf.swift"

    static func failed(_ name: String, _ kind: CheckKind, _ failure: CheckFailure, path: String? = nil) -> CheckResult {
        CheckResult(
            name: name, path: path ?? "Tests/ExerciseTests/Checks/01-lists/01-plain/\(name).swift", kind: kind,
            status: { if case .crashed = failure { return .crashed } else { return .failed } }(), failure: failure,
            output: nil, expectedOutput: nil, fileToEdit: nil, line: nil, seconds: 0)
    }

    static func compilerOutput(_ file: String, _ line: Int, _ column: Int, _ message: String) -> CompilerOutput {
        CompilerOutput(text: "\(file):\(line):\(column): error: \(message)\n\(line) | let rows = shelf.items\n")
    }

    // MARK: Continued lines

    @Test("a Japanese misconception continued over lines keeps the glossary's spaces at each seam, and only those")
    func japaneseLinesJoinWithTheGlossarysSpaces() {
        let header = """
            // wrong: leaves a switch constant
            // rejected-by: renders-list
            // misconception: A constant binding ignores every write: the "All
            // misconception: topics" switch needs a setter.
            // misconception-ja: 定数のバインディングは書き込みを無視します。「All
            // misconception-ja: topics」のスイッチには `KeyPath<Item,
            // misconception-ja: AnyHashable>` ではなく
            // misconception-ja: `Binding` が要ります。id の型を
            // misconception-ja: 型パラメータにします。「
            // misconception-ja: `state`」と
            // misconception-ja: 書きます。
            // lesson: #the-idea

            """
        let wrong = WrongAnswer(slug: "constant", path: "wrong-answers/constant", files: [("List.swift", header)])
        #expect(
            wrong.misconception[.en]
                == "A constant binding ignores every write: the \"All topics\" switch needs a setter.")
        #expect(
            wrong.misconception[.ja]
                == "定数のバインディングは書き込みを無視します。「All topics」のスイッチには `KeyPath<Item, AnyHashable>` ではなく "
                + "`Binding` が要ります。id の型を型パラメータにします。「`state`」と書きます。")
        #expect(WrongAnswer.join("「All", "topics」", in: .ja) == "「All topics」")
        #expect(WrongAnswer.join("その Element への", "where 節", in: .ja) == "その Element への where 節")
        #expect(WrongAnswer.join("`ID == Item.ID`", "と書けば", in: .ja) == "`ID == Item.ID` と書けば")
        #expect(WrongAnswer.join("ありません。", "`Set` は", in: .ja) == "ありません。`Set` は")
        #expect(WrongAnswer.join("型の", "一部です", in: .ja) == "型の一部です")
    }

    // MARK: Fingerprints

    @Test("a mark keeps the check, how it failed and where in the check, never the learner's names")
    func marksAreNormalised() {
        let mine = Self.failed(
            "uses-shelf", .compiles,
            .doesNotCompile(
                Self.compilerOutput(Self.checkPath, 12, 9, "value of type 'Shelf<Peak>' has no member 'items'")))
        let variant = Self.failed(
            "uses-shelf", .compiles,
            .doesNotCompile(
                Self.compilerOutput(Self.checkPath, 12, 17, "value of type 'Rack<Summit>' has no member 'items'")))
        let elsewhere = Self.failed(
            "uses-shelf", .compiles,
            .doesNotCompile(
                Self.compilerOutput(Self.checkPath, 20, 9, "value of type 'Shelf<Peak>' has no member 'items'")))
        #expect(Fingerprint.mark(mine) == "uses-shelf: doesNotCompile: line 12: value of type '_' has no member '_'")
        #expect(Fingerprint.mark(variant) == Fingerprint.mark(mine))
        #expect(Fingerprint.mark(elsewhere) != Fingerprint.mark(mine))

        let output = Self.failed(
            "renders-peaks", .runs,
            .wrongOutput(
                difference: [.same("List"), .expected("  Text(\"1. Alpine\")"), .printed("    Text(\"0. Alpine\")")],
                standardError: ""))
        #expect(
            Fingerprint.mark(output)
                == #"renders-peaks: wrongOutput: -"Text("1. Alpine")" +"Text("0. Alpine")""#)

        let crash = Self.failed(
            "numbers-peaks", .runs,
            .crashed(
                CrashReport(
                    signal: "SIGILL",
                    messages: ["Sources/Exercises/01-lists/01-plain/List.swift:5: Fatal error: Index out of range"],
                    frame: nil, likelyStackOverflow: false, standardError: "")))
        #expect(Fingerprint.mark(crash) == "numbers-peaks: crashed: Fatal error: Index out of range")

        let accepted = Self.failed(
            "rejects-plain-ids", .rejects,
            .misuseAccepted(
                CompilerOutput(
                    text: "\(Self.checkPath):8:5: error: expected error not produced\n"
                        + "\(Self.checkPath):14:5: error: expected error not produced\n")),
            path: Self.checkPath)
        #expect(Fingerprint.mark(accepted) == "rejects-plain-ids: misuseAccepted: lines 8, 14")
    }

    @Test("a verdict's fingerprint has one mark per failing check, and none when the code does not compile")
    func verdictFingerprints() {
        let failing = GradeReportTests.verdict("01.2", "01-lists/02-keyed", "Keyed rows", .checkFailed)
        #expect(Fingerprint(failing).marks == ["renders-list: crashed: Fatal error: a <failed> & more"])
        var broken = failing
        broken.outcome = .doesNotCompile
        #expect(Fingerprint(broken).isEmpty)
        #expect(Fingerprint(GradeReportTests.verdict("01.1", "01-lists/01-plain", "Plain rows", .passed)).isEmpty)
    }

    // MARK: Matching

    static func wrongAnswer(_ slug: String, _ misconception: String) -> WrongAnswer {
        WrongAnswer(
            slug: slug, path: "Tests/ExerciseTests/Checks/01-lists/01-plain/wrong-answers/\(slug)",
            files: [
                (
                    "List.swift",
                    "// wrong: \(slug)\n// rejected-by: renders-list\n// misconception: \(misconception)\n"
                        + "// misconception-ja: \(misconception)（日本語）\n// lesson: #the-idea\n"
                )
            ])
    }

    @Test("matching claims a misconception only when every matching wrong answer names it")
    func matching() {
        let a = Fingerprint(marks: [#"renders-list: wrongOutput: -"A" +"B""#])
        let b = Fingerprint(marks: ["rejects-misuse: misuseAccepted: lines 7"])
        let both = Fingerprint(marks: a.marks + b.marks)
        let offByOne = Self.wrongAnswer("off-by-one", "Rows count from one.")
        let anyID = Self.wrongAnswer("any-id", "An id must be Hashable.")
        let twin = Self.wrongAnswer("off-by-one-again", "Rows count from one.")
        let other = Self.wrongAnswer("other-reason", "Something else entirely.")

        let known = [(offByOne, a), (anyID, b)]
        #expect(MisconceptionMatcher.recognise(a, among: known) == .recognised(offByOne))
        #expect(MisconceptionMatcher.recognise(b, among: known) == .recognised(anyID))
        // Failing both ways: two misconceptions are present, and neither is claimed as the one.
        #expect(MisconceptionMatcher.recognise(both, among: known) == .none)
        // Failing one way and more: the learner made a mistake of their own, and nothing is claimed.
        let more = Fingerprint(marks: a.marks + ["prints-count: timedOut"])
        #expect(MisconceptionMatcher.recognise(more, among: [(offByOne, a)]) == .none)
        // Exact beats contained: a wrong answer that fails both ways wins over one that fails one way.
        let combined = Self.wrongAnswer("combined", "Both at once.")
        #expect(MisconceptionMatcher.recognise(both, among: known + [(combined, both)]) == .recognised(combined))
        // One fingerprint, two wrong answers: the same misconception is claimed, different ones are not.
        #expect(MisconceptionMatcher.recognise(a, among: [(offByOne, a), (twin, a)]) == .recognised(offByOne))
        if case .ambiguous(let matches) = MisconceptionMatcher.recognise(a, among: [(offByOne, a), (other, a)]) {
            #expect(matches.map(\.slug) == ["off-by-one", "other-reason"])
        } else {
            Issue.record("a shared fingerprint claimed one of two misconceptions")
        }
        // The same marks, different misconceptions: the wrong answer whose whole difference is the learner's decides.
        let far = Fingerprint(marks: a.marks, detail: a.marks + [#"renders-list: wrongOutput: -"A" -"C" +"B" +"D""#])
        let near = Fingerprint(marks: a.marks, detail: a.marks + [#"renders-list: wrongOutput: -"A" +"B""#])
        let learner = Fingerprint(marks: a.marks, detail: near.detail)
        #expect(MisconceptionMatcher.recognise(learner, among: [(offByOne, far), (other, near)]) == .recognised(other))
        if case .ambiguous = MisconceptionMatcher.recognise(
            Fingerprint(marks: a.marks, detail: ["something else"]), among: [(offByOne, far), (other, near)])
        {
        } else {
            Issue.record("a detail that is neither's claimed one")
        }
        let file = FingerprintFile(recording: [(offByOne, far), (other, near), (anyID, b)])
        #expect(file.wrongAnswers["off-by-one"]?.detail != nil && file.wrongAnswers["any-id"]?.detail == nil)
        // Nothing alike, or nothing failing: nothing.
        #expect(MisconceptionMatcher.recognise(Fingerprint(marks: ["x: timedOut"]), among: known) == .none)
        #expect(MisconceptionMatcher.recognise(Fingerprint(marks: []), among: known) == .none)
    }

    @Test("a verdict is named only when it fails exactly like a wrong answer, never on a part of its failure")
    func conservativeMatching() {
        let shared = "rejects-misuse: misuseAccepted: lines 9"
        let own = #"renders-list: wrongOutput: -"A" +"B""#
        let hybrid = Self.wrongAnswer("hybrid", "Two ways of being observed.")
        let kept = Self.wrongAnswer("kept", "Only subscribers hear a change.")
        let offByOne = Self.wrongAnswer("off-by-one", "Rows count from one.")
        let known = [
            (hybrid, Fingerprint(marks: [shared])),
            (kept, Fingerprint(marks: [shared, "accepts-features: doesNotCompile: line 13: no member '_'"])),
            (offByOne, Fingerprint(marks: [own])),
        ]
        // A learner who keeps the old protocol and fails the way `kept` does, and one more check: another mistake,
        // although it leaves every mark of `hybrid`.
        let learner = Fingerprint(marks: known[1].1.marks + [#"only-readers: wrongOutput: -"2 of 3" +"1 of 3""#])
        #expect(MisconceptionMatcher.recognise(learner, among: known) == .none)
        // Failing one of the wrong answer's checks otherwise: nothing either.
        let otherwise = Fingerprint(marks: [shared, "accepts-features: doesNotCompile: line 20: cannot find '_'"])
        #expect(MisconceptionMatcher.recognise(otherwise, among: known) == .none)
        // Exactly: named.
        #expect(MisconceptionMatcher.recognise(Fingerprint(marks: [shared]), among: known) == .recognised(hybrid))
        #expect(MisconceptionMatcher.recognise(Fingerprint(marks: [own]), among: known) == .recognised(offByOne))
        // A bare failure (a time-out, a crash without a message) says nothing of the code: never named, even exactly.
        let loops = Self.wrongAnswer("loops-for-ever", "A loop needs a step towards its end.")
        for bare in [
            ["prints-count: timedOut"], ["prints-count: crashed: stackOverflow", "renders-list: printedTooMuch"],
            ["prints-count: crashed: SIGILL"], ["prints-count: exited: 3"], ["rejects-misuse: misuseAccepted: lines ?"],
        ] {
            let fingerprint = Fingerprint(marks: bare)
            #expect(fingerprint.isBare)
            #expect(MisconceptionMatcher.recognise(fingerprint, among: [(loops, fingerprint)]) == .none, "\(bare)")
        }
        let withMessage = Fingerprint(marks: ["prints-count: timedOut", "renders-list: crashed: Fatal error: boom"])
        #expect(!withMessage.isBare)
        #expect(MisconceptionMatcher.recognise(withMessage, among: [(loops, withMessage)]) == .recognised(loops))
        #expect(!Fingerprint(marks: [shared]).isBare && !Fingerprint(marks: ["prints-count: exited: 1: boom"]).isBare)
        // A wrong answer recorded with its detail is told by it, even when its twin is not given.
        let detailed = Fingerprint(marks: [own], detail: [#"renders-list: wrongOutput: -"A" -"C" +"B" +"D""#])
        let learnersDetail = Fingerprint(marks: [own], detail: [#"renders-list: wrongOutput: -"A" +"B""#])
        #expect(MisconceptionMatcher.recognise(learnersDetail, among: [(offByOne, detailed)]) != .recognised(offByOne))
        #expect(MisconceptionMatcher.recognise(detailed, among: [(offByOne, detailed)]) == .recognised(offByOne))
    }

    @Test("ambiguous pairs: a wrong answer that, were it not listed, would be named as another misconception")
    func ambiguousPairs() {
        let own = #"renders-list: wrongOutput: -"A" +"B""#
        let whole = [#"renders-list: wrongOutput: -"A" -"C" +"B" +"D""#]
        let compiles = "accepts-list: doesNotCompile: line 32: cannot assign value of type '_' to type '_'"
        let fixedToInt = Self.wrongAnswer("ids-fixed-to-int", "Ids fixed to Int fit only Int ids.")
        let fromHashes = Self.wrongAnswer("ids-from-hash-values", "A hash value is not an identity.")
        let sameAgain = Self.wrongAnswer("ids-fixed-again", "Ids fixed to Int fit only Int ids.")
        // Failing alike down to every output line, with two misconceptions: each would be named as the other.
        let pairs = MisconceptionMatcher.ambiguousPairs([
            (fixedToInt, Fingerprint(marks: [compiles, own], detail: whole)),
            (fromHashes, Fingerprint(marks: [compiles, own], detail: whole)),
        ])
        #expect(
            pairs.map { [$0.0.slug, $0.1.slug] }
                == [["ids-fixed-to-int", "ids-from-hash-values"], ["ids-from-hash-values", "ids-fixed-to-int"]])
        // Told apart by their whole output, by one more failing check, or sharing one misconception: no pair.
        #expect(
            MisconceptionMatcher.ambiguousPairs([
                (fixedToInt, Fingerprint(marks: [compiles, own], detail: whole)),
                (fromHashes, Fingerprint(marks: [compiles, own], detail: [own])),
            ]).isEmpty)
        #expect(
            MisconceptionMatcher.ambiguousPairs([
                (fixedToInt, Fingerprint(marks: [compiles])), (fromHashes, Fingerprint(marks: [compiles, own])),
            ]).isEmpty)
        #expect(
            MisconceptionMatcher.ambiguousPairs([
                (fixedToInt, Fingerprint(marks: [compiles])), (sameAgain, Fingerprint(marks: [compiles])),
            ]).isEmpty)
        // Recorded without the detail that tells them apart (a file from before the twin was listed): a pair.
        #expect(
            MisconceptionMatcher.ambiguousPairs([
                (fixedToInt, Fingerprint(marks: [compiles])), (fromHashes, Fingerprint(marks: [compiles])),
            ]).count == 2)
    }

    @Test("confusable pairs: the same marks told apart only by their output, or one's marks among another's")
    func confusablePairs() {
        let own = #"renders-list: wrongOutput: -"A" +"B""#
        let compiles = "accepts-list: doesNotCompile: line 32: cannot assign value of type '_' to type '_'"
        let crash = "renders-list: crashed: Fatal error: Index out of range"
        let copied = Self.wrongAnswer("state-copied-in-the-child", "A child's @State keeps its first value.")
        let unwatched = Self.wrongAnswer("object-nobody-watches", "Changing an object tells the host nothing.")
        let copiedAgain = Self.wrongAnswer("state-copied-again", "A child's @State keeps its first value.")
        func described(_ pairs: [(wrong: WrongAnswer, other: WrongAnswer, subset: Bool)]) -> [String] {
            pairs.map { "\($0.wrong.slug) \($0.subset ? "⊂" : "=") \($0.other.slug)" }
        }
        // The same marks, told apart only by their whole output (the detail): one pair, said once.
        #expect(
            described(
                MisconceptionMatcher.confusablePairs([
                    (copied, Fingerprint(marks: [own], detail: [#"renders-list: wrongOutput: -"A" -"C" +"B""#])),
                    (unwatched, Fingerprint(marks: [own], detail: [#"renders-list: wrongOutput: -"A" +"B" +"D""#])),
                ])) == ["object-nobody-watches = state-copied-in-the-child"])
        // Every mark of one among the other's: the other mistake, failing only these checks, would take its name.
        #expect(
            described(
                MisconceptionMatcher.confusablePairs([
                    (copied, Fingerprint(marks: [own])), (unwatched, Fingerprint(marks: [compiles, own])),
                ])) == ["state-copied-in-the-child ⊂ object-nobody-watches"])
        // Told apart by a mark of each, sharing one misconception, or failing only barely: no pair.
        #expect(
            MisconceptionMatcher.confusablePairs([
                (copied, Fingerprint(marks: [own])), (unwatched, Fingerprint(marks: [compiles])),
            ]).isEmpty)
        #expect(
            MisconceptionMatcher.confusablePairs([
                (copied, Fingerprint(marks: [own])), (copiedAgain, Fingerprint(marks: [compiles, own])),
            ]).isEmpty)
        #expect(
            MisconceptionMatcher.confusablePairs([
                (copied, Fingerprint(marks: ["renders-list: timedOut"])), (unwatched, Fingerprint(marks: [crash])),
            ]).isEmpty)
    }

    @Test("a Japanese lesson's section is the heading at the same place as the English one")
    func lessonSections() throws {
        let fixture = try Fixture.make([
            "Lessons/01-basics/01-greeting/README.md":
                "---\ntitle: Greeting\nlevel: 1\n---\n\n# Greeting\n\n## The idea\n\n```\n# not a heading\n```\n\n## Your task\n",
            "Lessons/01-basics/01-greeting/README.ja.md":
                "---\ntitle: 挨拶\n---\n\n# 挨拶\n\n## 考え方\n\n## 演習\n",
        ])
        defer { fixture.cleanUp() }
        let exercise = try fixture.exercise("01.1")
        #expect(LessonSections.anchor("#your-task", in: .ja, of: exercise, kit: fixture.kit) == "#演習")
        #expect(LessonSections.anchor("#the-idea", in: .en, of: exercise, kit: fixture.kit) == "#the-idea")
        #expect(LessonSections.anchor("#no-such-heading", in: .ja, of: exercise, kit: fixture.kit) == nil)
    }

    // MARK: The engine and the presenter

    /// A learner's variant of the fixture's listed wrong answer `generic-name`: another name, another body.
    static let genericVariant = """
        func greeting<Someone>(for person: Someone) -> String {
            "Hello, " + String(describing: person) + "!"
        }

        """

    @Test("a learner's variant of a listed wrong answer gets its misconception, in English and Japanese")
    func variantIsRecognised() async throws {
        let fixture = try Fixture.make(["Sources/Exercises/01-basics/01-greeting/Greeting.swift": Self.genericVariant])
        defer { fixture.cleanUp() }
        let exercise = try fixture.exercise("01.1")
        let verdict = await fixture.engine().check(exercise, from: .exercises)
        #expect(verdict.outcome == .checkFailed)
        let misconception = try #require(verdict.misconception, "\(verdict.render())")
        #expect(
            misconception.wrongAnswer == "Tests/ExerciseTests/Checks/01-basics/01-greeting/wrong-answers/generic-name")
        #expect(misconception.lessonAnchor == "#greeting-a-first-function")

        let text = english.verdict(verdict)
        #expect(
            text.contains(
                "This looks like a common mistake: A generic parameter accepts any type; a name is a String, so say so."
            ))
        #expect(
            text.contains("The lesson explains it: Lessons/01-basics/01-greeting/README.md#greeting-a-first-function"))

        var options = Fixture.options()
        options.cacheFolder = Fixture.sharedCache
        options.language = .ja
        let japaneseVerdict = await CheckEngine(kit: fixture.kit, options: options).check(exercise, from: .exercises)
        #expect(japaneseVerdict.misconception?.lessonAnchor == "#挨拶")
        let japanese = Presenter(language: .ja).verdict(japaneseVerdict)
        #expect(japanese.contains("よくある思い違いのようです: 型パラメータはどんな型でも受け付けます。"))
        #expect(japanese.contains("Lessons/01-basics/01-greeting/README.ja.md#挨拶"))

        // The verdict's JSON carries it.
        let json = String(decoding: try JSONEncoder().encode(verdict), as: UTF8.self)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let carried = try #require(object["misconception"] as? [String: Any], "\(json)")
        let explanation = try #require(carried["explanation"] as? [String: String], "\(json)")
        #expect(explanation["ja"]?.hasPrefix("型パラメータ") == true)
    }

    @Test("a failure that matches no fingerprint gets no misconception line")
    func unknownFailureIsNotNamed() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        // The untouched starter returns "": it prints the wrong greeting, unlike any listed wrong answer.
        let verdict = await fixture.engine().check(try fixture.exercise("01.1"), from: .exercises)
        #expect(!verdict.passed)
        #expect(verdict.misconception == nil)
        #expect(!english.verdict(verdict).contains("common mistake"))
        #expect(!Presenter(language: .ja).verdict(verdict).contains("思い違い"))
    }

    // MARK: dev check and dev fingerprints

    /// A second listed wrong answer of the fixture's 01.1 that fails like `generic-name` but names another
    /// misconception, and one that fails its own way.
    static let twinWrongAnswers: [String: String?] = [
        "Tests/ExerciseTests/Checks/01-basics/01-greeting/wrong-answers/any-name/Greeting.swift": """
        // wrong: takes Any as the name
        // rejected-by: rejects-number-names
        // misconception: Any holds every value, so the compiler cannot refuse a number as a name.
        // misconception-ja: Any はどんな値も入れられるので、コンパイラは数を名前として拒めません。
        // lesson: #greeting-a-first-function
        func greeting(for name: Any) -> String {
            "Hello, \\(name)!"
        }

        """,
        "Tests/ExerciseTests/Checks/01-basics/01-greeting/wrong-answers/no-comma/Greeting.swift": """
        // wrong: leaves out the comma
        // rejected-by: prints-greeting
        // misconception: The expected output is exact: punctuation counts.
        // misconception-ja: 期待される出力は一字一句同じでなければなりません。句読点も数えます。
        // lesson: #greeting-a-first-function
        func greeting(for name: String) -> String {
            "Hello \\(name)!"
        }

        """,
    ]

    @Test("dev check verifies fingerprints and reports wrong answers that cannot be told apart")
    func consistencyRules() async throws {
        let fixture = try Fixture.make(Self.twinWrongAnswers)
        defer { fixture.cleanUp() }
        let checker = ConsistencyChecker(kit: fixture.kit, engine: fixture.engine())
        var report = await checker.check()
        func found(_ problems: [ConsistencyProblem]) -> Set<String> {
            Set(problems.map { "\($0.rule.rawValue) \($0.path.split(separator: "/").last ?? "")" })
        }
        // generic-name's recorded fingerprint lacks the detail a twin with another misconception calls for.
        #expect(
            found(report.problems) == ["fingerprints any-name", "fingerprints generic-name", "fingerprints no-comma"],
            "\(report.render())")
        #expect(
            found(report.notices) == ["misconception-recognised any-name", "misconception-recognised generic-name"])
        let missing = try #require(report.problems.first { $0.rule == .fingerprints })
        #expect(missing.message.contains("swift run puzzles dev fingerprints 01.1"))

        let recording = try await checker.recordFingerprints(of: try fixture.exercise("01.1"))
        #expect(recording.changed && recording.withoutFingerprint.isEmpty)
        #expect(
            recording.file.wrongAnswers["no-comma"]?.marks == [
                #"prints-greeting: wrongOutput: -"Hello, Ada!" +"Hello Ada!""#
            ])
        report = await checker.check()
        // any-name and generic-name fail alike and name different misconceptions: neither is recognised, which is
        // open work, not a broken rule.
        #expect(report.isConsistent, "\(report.render())")
        #expect(
            found(report.notices) == ["misconception-recognised any-name", "misconception-recognised generic-name"])
        #expect(report.misconceptions == MisconceptionTally(recognised: 1, listed: 3))
        #expect(english.misconceptionTally(try #require(report.misconceptions)).contains("1 of 3"))
        #expect(report.notices.map(\.message).contains { $0.contains("fails exactly like generic-name") })

        // A check the recording does not know of makes the recorded fingerprint stale.
        try fixture.write(
            "Tests/ExerciseTests/Checks/01-basics/01-greeting/fingerprints.json",
            FingerprintFile(wrongAnswers: [
                "generic-name": Fingerprint(marks: ["rejects-number-names: misuseAccepted: lines 9"]),
                "gone": Fingerprint(marks: ["x: timedOut"]),
            ]).text)
        report = await checker.check()
        #expect(found(report.problems).contains("fingerprints generic-name"), "\(report.render())")
        #expect(found(report.problems).contains("fingerprints fingerprints.json"), "\(report.render())")
        #expect(
            report.problems.map(\.message).contains {
                $0.contains("recorded: rejects-number-names: misuseAccepted: lines 9")
            })

        // Marks recorded by another compiler are not compared: a notice, and the kit stays consistent.
        var other = try #require(FingerprintFile.load(try fixture.exercise("01.1"), kit: fixture.kit))
        other.compiler = "Swift version 0.0"
        try fixture.write("Tests/ExerciseTests/Checks/01-basics/01-greeting/fingerprints.json", other.text)
        report = await checker.check()
        #expect(!found(report.problems).contains { $0.hasPrefix("fingerprints") }, "\(report.render())")
        #expect(found(report.notices).contains("fingerprints fingerprints.json"))
    }

    // MARK: The class report

    /// Writes a learner's checkout whose 01.1 is `greeting` and whose 01.2 is the solution or the starter.
    static func checkout(_ fixture: Fixture, _ name: String, greeting: String, shoutSolved: Bool) throws -> URL {
        try fixture.write("class/\(name)/Sources/Exercises/01-basics/01-greeting/Greeting.swift", greeting)
        try fixture.write(
            "class/\(name)/Sources/Exercises/01-basics/02-shout/Shout.swift",
            shoutSolved ? Fixture.shoutSolution : Fixture.shoutStarter)
        return fixture.root.appendingPathComponent("class/\(name)")
    }

    @Test("a class of checkouts made from listed wrong answers ranks their misconceptions, in every format")
    func classReport() async throws {
        let fixture = try Fixture.make(Self.twinWrongAnswers.filter { $0.key.contains("no-comma") })
        defer { fixture.cleanUp() }
        let checker = ConsistencyChecker(kit: fixture.kit, engine: fixture.engine())
        _ = try await checker.recordFingerprints(of: try fixture.exercise("01.1"))
        let noComma = "func greeting(for name: String) -> String {\n    \"Hello \" + name + \"!\"\n}\n"
        let learners: [(String, String, Bool)] = [
            ("ada", Self.genericVariant, true),
            ("ben", noComma, true),
            ("cy", Self.genericVariant, false),
            ("dee", Fixture.greetingSolution, true),
            ("eve", Self.genericVariant, true),
        ]
        let engine = fixture.engine()
        let kit = fixture.kit
        var checkouts: [GradedCheckout] = []
        for (name, greeting, solved) in learners {
            let url = try Self.checkout(fixture, name, greeting: greeting, shoutSolved: solved)
            checkouts.append(
                GradedCheckout(path: name, verdicts: await engine.checkAll(kit.exercises, from: .checkout(url))))
        }
        let report = GradeReportRenderer(kit: kit, checkouts: checkouts, presenter: english)
        let ranked = report.misconceptions.ranked
        #expect(
            ranked.map { "\($0.count) \($0.misconception.wrongAnswer.split(separator: "/").last ?? "")" } == [
                "3 generic-name", "1 no-comma",
            ])
        #expect(ranked.first?.checkouts == ["ada", "cy", "eve"])

        let table = report.render(.table)
        let title = "What to re-teach: the most common misconceptions"
        let tableLines = table.split(separator: "\n").map(String.init)
        let titleIndex = try #require(tableLines.firstIndex(of: title), "\(table)")
        #expect(tableLines[titleIndex + 1].hasPrefix("  3 of 5 attempts: 01.1 A generic parameter accepts any type"))
        #expect(tableLines[titleIndex + 2].hasPrefix("  1 of 5 attempts: 01.1 The expected output is exact"))

        let markdown = report.render(.markdown)
        let section = try #require(markdown.range(of: "## " + title))
        #expect(section.lowerBound < (markdown.range(of: "## ada")?.lowerBound ?? markdown.startIndex))
        #expect(markdown.contains("| 3 of 5 | 01.1 Greeting: a first function | A generic parameter accepts any type"))
        #expect(markdown.contains("<br>looks like: A generic parameter accepts any type"))

        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(report.render(.json).utf8)) as? [[String: Any]])
        let adaTests = try #require(json.first?["tests"] as? [[String: Any]])
        let recognised = try #require(adaTests.first?["misconception"] as? [String: Any])
        #expect((recognised["wrong_answer"] as? String)?.hasSuffix("wrong-answers/generic-name") == true)
        #expect(recognised["class_count"] as? Int == 3)
        #expect(recognised["lesson"] as? String == "Lessons/01-basics/01-greeting/README.md#greeting-a-first-function")
        let deeTests = try #require(json[3]["tests"] as? [[String: Any]])
        #expect(deeTests.allSatisfy { $0["misconception"] == nil })

        let junit = report.render(.junit)
        #expect(
            junit.contains(
                "name=\"01.1 Tests/ExerciseTests/Checks/01-basics/01-greeting/wrong-answers/generic-name\" value=\"3 of 5\""
            )
        )
        #expect(XMLParser(data: Data(junit.utf8)).parse(), "the report is well-formed XML")

        let japanese = GradeReportRenderer(kit: kit, checkouts: checkouts, presenter: Presenter(language: .ja))
        #expect(japanese.render(.markdown).contains("## 教え直すこと: よくある思い違い"))
        #expect(japanese.render(.table).contains("取り組み 5 件中 3 件: 01.1 型パラメータはどんな型でも受け付けます。"))
    }
}

@Suite("Misconceptions in the course")
struct CourseMisconceptionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A learner's checkout whose exercises are the reference solutions, with some listed wrong answers put over them.
    static func checkout(_ kit: Kit, at folder: URL, wrong: [String: String]) throws -> URL {
        for exercise in kit.exercises where ["01.1", "03.5"].contains(exercise.id) {
            let target = folder.appendingPathComponent("\(Kit.exercisesFolder)/\(exercise.path)")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            var sources = [kit.url(exercise.solutionFolder)]
            if let slug = wrong[exercise.id] {
                sources.append(kit.url("\(exercise.checksFolder)/wrong-answers/\(slug)"))
            }
            for source in sources {
                for file in FileSystem.files(source) where file.hasSuffix(".swift") {
                    let destination = target.appendingPathComponent(file)
                    try? FileManager.default.removeItem(at: destination)
                    try FileManager.default.copyItem(at: source.appendingPathComponent(file), to: destination)
                }
            }
        }
        return folder
    }

    @Test("every listed wrong answer's recorded fingerprint names its own misconception or none, in both languages")
    func everyWrongAnswerIsRecognisedOrOpen() throws {
        let kit = Kit(root: Self.root)
        var listed = 0
        var recognised = 0
        for exercise in kit.exercises {
            let file = try #require(FingerprintFile.load(exercise, kit: kit), "\(exercise.id) has no fingerprints")
            let known = exercise.wrongAnswers.compactMap { wrong in file.wrongAnswers[wrong.slug].map { (wrong, $0) } }
            #expect(known.count == exercise.wrongAnswers.count, "\(exercise.id): run puzzles dev fingerprints")
            for (wrong, fingerprint) in known {
                listed += 1
                for language in Language.allCases {
                    #expect(wrong.misconception[language]?.isEmpty == false, "\(wrong.path) \(language)")
                    let anchor = LessonSections.anchor(wrong.lessonAnchor ?? "", in: language, of: exercise, kit: kit)
                    #expect(anchor != nil, "\(wrong.path): no lesson section in \(language)")
                }
                switch MisconceptionMatcher.recognise(fingerprint, among: known) {
                case .recognised(let match):
                    // Never another misconception than its own.
                    #expect(MisconceptionMatcher.sameMisconception(match, wrong), "\(wrong.path) → \(match.slug)")
                    recognised += 1
                case .ambiguous, .none:
                    break
                }
            }
            // No two listed wrong answers whose fingerprints could be taken for each other's.
            let pairs = MisconceptionMatcher.ambiguousPairs(known).map { "\($0.0.slug) → \($0.1.slug)" }
            #expect(pairs.isEmpty, "\(exercise.id): \(pairs)")
        }
        #expect(listed >= 200)
        #expect(recognised * 10 >= listed * 9, "\(recognised) of \(listed) recognised")
    }

    @Test("00.1: a shelf listed in hash order and a refill moved to the end fail the long check differently")
    func shelfOrderMistakesAreToldApart() throws {
        let kit = Kit(root: Self.root)
        let exercise = try #require(kit.exercises.first { $0.id == "00.1" })
        let file = try #require(FingerprintFile.load(exercise, kit: kit))
        let dictionary = try #require(file.wrongAnswers["dictionary-values"])
        let movedToEnd = try #require(file.wrongAnswers["replace-moves-to-end"])
        let long = { (fingerprint: Fingerprint) in
            fingerprint.marks.filter { $0.hasPrefix("prints-shelf-in-order-when-long:") }
        }
        #expect(long(dictionary).count == 1 && long(movedToEnd).count == 1)
        #expect(long(dictionary) != long(movedToEnd))
        #expect(dictionary.detail == nil && movedToEnd.detail == nil, "told apart by their marks, not by their detail")
    }

    @Test("a class made from the course's listed wrong answers: each is named, and the report ranks them")
    func classOfListedWrongAnswers() async throws {
        let kit = Kit(root: Self.root)
        let engine = CheckEngine(kit: kit)
        let exercises = kit.exercises.filter { ["01.1", "03.5"].contains($0.id) }
        try #require(exercises.count == 2)
        let folder = Fixture.scratch("class")
        defer { try? FileManager.default.removeItem(at: folder) }
        let learners: [(String, [String: String])] = [
            ("ada", ["01.1": "keeps-separators", "03.5": "counts-from-zero"]),
            ("ben", ["01.1": "keeps-default-list-style", "03.5": "counts-from-zero"]),
            ("cy", ["01.1": "keeps-separators", "03.5": "counts-from-zero"]),
            ("dee", ["03.5": "array-only"]),
            ("eve", [:]),
        ]
        var checkouts: [GradedCheckout] = []
        for (name, wrong) in learners {
            let url = try Self.checkout(kit, at: folder.appendingPathComponent(name), wrong: wrong)
            var verdicts: [Verdict] = []
            for exercise in exercises { verdicts.append(await engine.check(exercise, from: .checkout(url))) }
            for verdict in verdicts {
                let slug = wrong[verdict.exerciseID]
                #expect(verdict.passed == (slug == nil), "\(name) \(verdict.render())")
                #expect(
                    verdict.misconception?.wrongAnswer.split(separator: "/").last.map(String.init) == slug,
                    "\(name) \(verdict.render())")
            }
            checkouts.append(GradedCheckout(path: name, verdicts: verdicts))
        }
        let ranked = ClassMisconceptions(checkouts, kit: kit).ranked.map {
            "\($0.count) \($0.exerciseID) \($0.misconception.wrongAnswer.split(separator: "/").last ?? "")"
        }
        #expect(
            ranked == [
                "3 03.5 counts-from-zero", "2 01.1 keeps-separators", "1 01.1 keeps-default-list-style",
                "1 03.5 array-only",
            ])
    }
}
