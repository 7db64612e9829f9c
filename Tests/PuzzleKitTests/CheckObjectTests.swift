import Foundation
import Testing

@testable import PuzzleKit

/// A runs check's compiled object is shared by the programs whose exercise module is the same, and only by them.
@Suite("Check objects shared by the same exercise module")
struct CheckObjectTests {
    /// The shared objects of exercise 01.1 in `cache`.
    static func objects(_ cache: URL) -> [String] {
        FileSystem.subfolders(cache.appendingPathComponent("check-objects/Exercise01_1")).filter { !$0.hasPrefix(".") }
            .sorted()
    }

    static let greeting = "Sources/Exercises/01-basics/01-greeting/Greeting.swift"

    /// A fixture kit whose 01.1 is solved, checked once into a cache of its own: `body` goes on from there.
    static func solvedOnce(_ body: (Fixture, URL) async throws -> Void) async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let cache = Fixture.scratch("puzzles-objects")
        defer { FileSystem.remove(cache) }
        try fixture.write(greeting, Fixture.greetingSolution)
        let first = await fixture.engine(cache: cache, reuseResults: false).check(try fixture.exercise("01.1"))
        #expect(first.outcome == .passed, "\(first.render())")
        try await body(fixture, cache)
    }

    @Test("a body edited, or another learner's same declarations: the program only links; a new declaration compiles")
    func sharedBySameModule() async throws {
        try await Self.solvedOnce { fixture, cache in
            let file = Self.greeting
            let shared = Self.objects(cache)
            #expect(shared.count == 1, "one runs check, one object: \(shared)")

            // The body changes, the declarations do not: another program, linked from the same object.
            try fixture.write(file, Fixture.greetingSolution.replacingOccurrences(of: "Hello, ", with: "Hello,  "))
            let editing = fixture.engine(cache: cache, reuseResults: false)
            let edited = await editing.check(try fixture.exercise("01.1"))
            #expect(await editing.state.sharedObjectsLinked == 1)
            #expect(
                edited.outcome == .checkFailed, "the program is this body's, not the first one's: \(edited.render())")
            #expect(Self.objects(cache) == shared)
            let programs = FileSystem.subfolders(cache.appendingPathComponent("programs/Exercise01_1"))
            #expect(programs.filter { !$0.hasSuffix(".lock") }.count == 2, "\(programs)")

            // A declaration of its own (a private helper) is another module: the check is compiled for it.
            try fixture.write(file, Fixture.greetingSolution + "private func helper() {}\n")
            let declaring = fixture.engine(cache: cache, reuseResults: false)
            let declared = await declaring.check(try fixture.exercise("01.1"))
            #expect(await declaring.state.sharedObjectsLinked == 0)
            #expect(declared.outcome == .passed, "\(declared.render())")
            #expect(Self.objects(cache).count == 2)
            #expect(Set(shared).isSubset(of: Set(Self.objects(cache))))
        }
    }

    @Test("two checkouts with the same declarations graded at once: the check is compiled once, the other waits")
    func gradedTogether() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let cache = Fixture.scratch("puzzles-objects")
        defer { FileSystem.remove(cache) }
        var learners: [Fixture] = []
        defer {
            for learner in learners { learner.cleanUp() }
        }
        for index in 0..<2 {
            let learner = try Fixture.make()
            try learner.write(
                "Sources/Exercises/01-basics/01-greeting/Greeting.swift",
                Fixture.greetingSolution + "// learner \(index)\n")
            learners.append(learner)
        }
        let engine = fixture.engine(cache: cache, reuseResults: false)
        let exercise = try fixture.exercise("01.1")
        let roots = learners.map(\.root)
        async let first = engine.check(exercise, from: .checkout(roots[0]))
        async let second = engine.check(exercise, from: .checkout(roots[1]))
        let verdicts = await [first, second]
        #expect(verdicts.allSatisfy { $0.outcome == .passed }, "\(verdicts.map { $0.render() })")
        #expect(await engine.state.sharedObjectsLinked == 1, "one program compiled the check, the other linked it")
        #expect(Self.objects(cache).count == 1)
    }

    @Test("a shared object that no longer links is compiled again, never a learner's link error")
    func vanishedObject() async throws {
        try await Self.solvedOnce { fixture, cache in
            // The object is found (its record is there) but no longer links (damaged, or pruned meanwhile): the check
            // is compiled for the program.
            let entry = cache.appendingPathComponent(
                "check-objects/Exercise01_1/\(try #require(Self.objects(cache).first))")
            try Data("not an object".utf8).write(to: entry.appendingPathComponent(CheckObject.objectName))
            try fixture.write(Self.greeting, Fixture.greetingSolution + "// a comment\n")
            let engine = fixture.engine(cache: cache, reuseResults: false)
            let again = await engine.check(try fixture.exercise("01.1"))
            #expect(again.outcome == .passed, "\(again.render())")
            #expect(await engine.state.sharedObjectsLinked == 0)
        }
    }

    /// A fixture kit, a cache of its own and `count` learners' checkouts of it, each with `greeting` for its 01.1
    /// (and a comment of its own); all removed after `body`.
    static func withLearners(
        _ count: Int, greeting text: String, _ body: (Fixture, URL, [Fixture]) async throws -> Void
    ) async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let cache = Fixture.scratch("puzzles-objects")
        defer { FileSystem.remove(cache) }
        var learners: [Fixture] = []
        defer {
            for learner in learners { learner.cleanUp() }
        }
        for index in 0..<count {
            let learner = try Fixture.make()
            learners.append(learner)
            try learner.write(greeting, text + "// learner \(index)\n")
        }
        try await body(fixture, cache, learners)
    }

    @Test("two grades sharing a cache: the check is compiled once, the other grade waits for it and links")
    func twoGradesTogether() async throws {
        try await Self.withLearners(2, greeting: Fixture.greetingSolution) { fixture, cache, learners in
            // Two engines are two processes: neither knows what the other compiles but by the cache's locks.
            let (one, two) = (
                fixture.engine(cache: cache, reuseResults: false), fixture.engine(cache: cache, reuseResults: false)
            )
            let exercise = try fixture.exercise("01.1")
            async let first = one.check(exercise, from: .checkout(learners[0].root))
            async let second = two.check(exercise, from: .checkout(learners[1].root))
            let verdicts = await [first, second]
            #expect(verdicts.allSatisfy { $0.outcome == .passed }, "\(verdicts.map { $0.render() })")
            let linked = await one.state.sharedObjectsLinked + two.state.sharedObjectsLinked
            #expect(linked == 1, "one grade compiled the check, the other linked it")
            #expect(Self.objects(cache).count == 1)
        }
    }

    @Test("a shared object that fails to compile: its waiters compile it at once, not one after another")
    func failedObjectIsNotRetriedInTurn() async throws {
        // The same wrong declaration in three checkouts: the runs check does not compile against it.
        try await Self.withLearners(3, greeting: "func greeting(to name: String) -> String { name }\n") {
            fixture, cache, learners in
            let engine = fixture.engine(cache: cache, reuseResults: false)
            let exercise = try fixture.exercise("01.1")
            let verdicts = await learners.concurrentMap { await engine.check(exercise, from: .checkout($0.root)) }
            for verdict in verdicts {
                #expect(verdict.failingChecks.contains("prints-greeting"), "\(verdict.render())")
            }
            #expect(
                await engine.state.objectBuildsClaimed == 1, "one claimed it and failed; the others did not wait again")
            #expect(Self.objects(cache).isEmpty, "a check that does not compile is never shared")
        }
    }

    @Test("check sources are pruned with the programs they serve: the most recent kept, old ones gone")
    func checkSourcesPruned() async throws {
        try await Self.solvedOnce { fixture, cache in
            let group = cache.appendingPathComponent("check-sources/Exercise01_1")
            let old = Date(timeIntervalSinceNow: -7200)
            for index in 0..<(CheckObject.keep + 6) {
                let folder = group.appendingPathComponent(String(format: "old%03d", index))
                try FileSystem.createDirectory(folder)
                let file = folder.appendingPathComponent("prints-greeting.swift")
                try Data("// an older version of the check \(index)\n".utf8).write(to: file)
                try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: file.path)
                try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: folder.path)
            }
            // A new version of the check: its source is written, and the group pruned.
            try fixture.write(
                "Tests/ExerciseTests/Checks/01-basics/01-greeting/prints-greeting.swift",
                try String(
                    contentsOf: fixture.root.appendingPathComponent(
                        "Tests/ExerciseTests/Checks/01-basics/01-greeting/prints-greeting.swift"), encoding: .utf8)
                    + "// edited\n")
            let verdict = await fixture.engine(cache: cache, reuseResults: false).check(try fixture.exercise("01.1"))
            #expect(verdict.outcome == .passed, "\(verdict.render())")
            let left = FileSystem.subfolders(group)
            #expect(left.count == CheckObject.keep, "\(left.count) left")
            #expect(left.filter { !$0.hasPrefix("old") }.count == 2, "the first version's and the new one's are kept")
        }
    }

    @Test("a cache deleted under two grades: both recover, and no learner is blamed")
    func cacheDeletedUnderTwoGrades() async throws {
        try await Self.withLearners(2, greeting: Fixture.greetingSolution) { fixture, cache, learners in
            let engines = [
                fixture.engine(cache: cache, reuseResults: false), fixture.engine(cache: cache, reuseResults: false),
            ]
            let exercise = try fixture.exercise("01.1")
            // Deleted while both compile and run (a few times, at different moments).
            let deleter = Task {
                for delay in [300, 700, 1500] {
                    try? await Task.sleep(for: .milliseconds(delay))
                    FileSystem.remove(cache)
                }
            }
            let verdicts = await zip(engines, learners).map { ($0, $1) }.concurrentMap { engine, learner in
                await engine.check(exercise, from: .checkout(learner.root))
            }
            _ = await deleter.value
            for verdict in verdicts {
                #expect([.passed, .cannotCheck].contains(verdict.outcome), "\(verdict.render())")
            }
            // Checked again, both pass.
            for (engine, learner) in zip(engines, learners) {
                let again = await engine.check(exercise, from: .checkout(learner.root))
                #expect(again.outcome == .passed, "\(again.render())")
            }
        }
    }
}
