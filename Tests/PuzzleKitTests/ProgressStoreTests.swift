import Foundation
import Testing

@testable import PuzzleKit
@testable import PuzzlesCLI

@Suite("Progress store")
struct ProgressStoreTests {
    func makeStore() throws -> ProgressStore {
        let root = Fixture.scratch("progress")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return ProgressStore(folder: root.appendingPathComponent(".puzzles"))
    }

    func setAsideFiles(_ store: ProgressStore) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: store.folder.path)) ?? [])
            .filter { $0.hasPrefix("state.") && $0 != "state.json" && $0 != "state.lock" }
    }

    @Test("progress survives a reload")
    func roundTrip() throws {
        let store = try makeStore()
        store.update {
            $0.hintsRevealed["01.1"] = 2
            $0.verdicts["01.1"] = .init(outcome: .passed, fingerprint: "abc")
        }
        let (progress, warnings) = store.load()
        #expect(warnings.isEmpty)
        #expect(progress.hintsRevealed["01.1"] == 2)
        #expect(progress.verdicts["01.1"]?.outcome == .passed)
    }

    @Test("a missing or empty file is a fresh start, without a warning")
    func emptyFile() throws {
        let store = try makeStore()
        #expect(store.load().warnings.isEmpty)
        try FileManager.default.createDirectory(at: store.folder, withIntermediateDirectories: true)
        try Data("\n".utf8).write(to: store.file)
        let (progress, warnings) = store.load()
        #expect(warnings.isEmpty)
        #expect(progress == Progress())
    }

    @Test("a corrupt file is set aside with a warning, never deleted")
    func corruptFile() throws {
        let store = try makeStore()
        try FileManager.default.createDirectory(at: store.folder, withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: store.file)
        let (progress, warnings) = store.update { $0.hintsRevealed["00.1"] = 1 }
        #expect(progress.hintsRevealed == ["00.1": 1])
        #expect(warnings.count == 1)
        #expect(warnings[0].contains("could not be read") && warnings[0].contains("state.unreadable-"))
        let kept = setAsideFiles(store)
        #expect(kept.count == 1)
        let keptText = try String(contentsOf: store.folder.appendingPathComponent(kept[0]), encoding: .utf8)
        #expect(keptText == "{ not json")
    }

    @Test("a file from a newer version of the kit is kept, not overwritten in place")
    func futureFormat() throws {
        let store = try makeStore()
        try FileManager.default.createDirectory(at: store.folder, withIntermediateDirectories: true)
        try Data(#"{"format": 99, "verdicts": {}}"#.utf8).write(to: store.file)
        let (_, warnings) = store.load()
        #expect(warnings.first?.contains("newer version of the kit (format 99)") == true)
        #expect(setAsideFiles(store).first?.hasPrefix("state.newer-") == true)
    }

    @Test("a folder that cannot be written leaves progress unsaved with a warning")
    func unwritableFolder() throws {
        let store = try makeStore()
        // A file where the folder should be: no one, root included, can write progress inside it.
        try Data("not a folder".utf8).write(to: store.folder)
        let (progress, warnings) = store.update { $0.hintsRevealed["01.1"] = 1 }
        #expect(progress.hintsRevealed["01.1"] == 1)
        #expect(warnings.contains { $0.contains("could not be saved") })
        #expect(try String(contentsOf: store.folder, encoding: .utf8) == "not a folder")
    }

    @Test("concurrent updates from many tasks lose nothing")
    func concurrentUpdates() async throws {
        let store = try makeStore()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<20 {
                group.addTask { store.update { $0.hintsRevealed["ex\(index)"] = index } }
            }
        }
        #expect(store.load().progress.hintsRevealed.count == 20)
    }
}
