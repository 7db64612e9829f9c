import Foundation
import Testing

@testable import PuzzleKit
@testable import PuzzlesCLI

@Suite("watch: the file watcher")
struct FileWatcherTests {
    @Test("a save is noticed from sizes and times; contents are compared only every contentInterval")
    func savesAreNoticed() throws {
        let folder = Fixture.scratch("watcher")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("List.swift")
        try "struct A {}\n".write(to: file, atomically: false, encoding: .utf8)
        let watcher = FileWatcher(folder: folder, contentInterval: 10, now: 0)
        #expect(!watcher.hasChanged(now: 0.1))
        try "struct AB {}\n".write(to: file, atomically: false, encoding: .utf8)
        #expect(watcher.hasChanged(now: 0.2), "a new size is a save")
        #expect(!watcher.hasChanged(now: 0.3))
        // Same size and the same modification time (a coarse clock): only the contents tell.
        let fixed = Date(timeIntervalSince1970: 1_700_000_000)
        try FileManager.default.setAttributes([.modificationDate: fixed], ofItemAtPath: file.path)
        _ = watcher.hasChanged(now: 0.35)
        try "struct XY {}\n".write(to: file, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: fixed], ofItemAtPath: file.path)
        #expect(!watcher.hasChanged(now: 0.4), "between content checks only metadata is compared")
        #expect(watcher.hasChanged(now: 10.5), "the periodic content check finds it")
        try "struct C {}\n".write(to: folder.appendingPathComponent("New.swift"), atomically: false, encoding: .utf8)
        #expect(watcher.hasChanged(now: 10.6), "a new file is a save")
    }
}
