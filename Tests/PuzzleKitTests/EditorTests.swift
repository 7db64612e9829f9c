import Foundation
import Testing

@testable import PuzzleKit

/// The exercises are not targets of the kit's package, so an editor must index them through
/// Sources/Exercises/Package.swift. This drives sourcekit-lsp over JSON-RPC as an editor would (the kit's folder
/// opened as the workspace, an exercise file opened) and asks for completions after `Text("…").pad` (with a prefix,
/// as an editor asks once a few letters are typed: without one, the server may cut a long list before `padding`).
@Suite("The editor indexes the learner's exercise files")
struct EditorTests {
    static let kitRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    // Not a measure of speed: the server must first build MiniUI for its index, which on a fresh clone of a busy
    // machine has taken from under a minute to over four. The test waits for the answer, and its limit only stops
    // a server that hangs.
    @Test("sourcekit-lsp completes MiniUI's modifiers in an exercise file", .timeLimit(.minutes(15)))
    func completionsInAnExerciseFile() async throws {
        let swiftc = Subprocess.findExecutable("swiftc")
        let server = swiftc.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().deletingLastPathComponent() }
            .map { $0.appendingPathComponent("sourcekit-lsp").path }
        guard let server, FileManager.default.isExecutableFile(atPath: server) else {
            Issue.record("Skipped: no sourcekit-lsp beside swiftc on PATH.", severity: .warning)
            return
        }
        let kit = Kit(root: Self.kitRoot)
        let exercise = try #require(kit.exercises.first)
        let folder = kit.url(exercise.starterFolder)
        let file = try #require(FileSystem.files(folder).filter { $0.hasSuffix(".swift") }.sorted().first)
        let url = folder.appendingPathComponent(file)
        // The editor's copy of the file, with one unfinished line at the end: completions are asked for there.
        let text =
            "import MiniUI\n" + (FileSystem.readText(url) ?? "")
            + "\n@MainActor var editorProbe: some View { Text(\"probe\").pad }\n"
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = lines.count - 2
        let character = lines[line].utf16.count - 2

        let client = try LanguageServerClient(
            server: server, indexBuild: Self.kitRoot.appendingPathComponent("Sources/Exercises/.build"))
        defer { client.stop() }
        _ = try client.request(
            "initialize",
            [
                "processId": Int(ProcessInfo.processInfo.processIdentifier), "rootUri": Self.kitRoot.absoluteString,
                "capabilities": [String: Any](),
            ], timeout: 60)
        client.notify("initialized", [String: Any]())
        client.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": url.absoluteString, "languageId": "swift", "version": 1, "text": text]])
        // The first answers may come before the index has built MiniUI; ask until the modifiers appear.
        var labels: [String] = []
        while !Task.isCancelled, client.isRunning {
            let result: Any?
            do {
                result = try client.request(
                    "textDocument/completion",
                    [
                        "textDocument": ["uri": url.absoluteString],
                        "position": ["line": line, "character": character],
                    ], timeout: 120)
            } catch is LanguageServerExited {
                break
            }
            let items = (result as? [String: Any])?["items"] as? [[String: Any]] ?? (result as? [[String: Any]]) ?? []
            labels = items.compactMap { $0["label"] as? String }
            if labels.contains(where: { $0.hasPrefix("padding") }) { break }
            try await Task.sleep(for: .seconds(2))
        }
        // A server that exited before it answered says nothing of the kit's index (sourcekit-lsp has been seen to exit
        // on a machine short of memory): said, and not counted as the kit's failure.
        if !client.isRunning && !labels.contains(where: { $0.hasPrefix("padding") }) {
            Issue.record(
                "Skipped: sourcekit-lsp exited before it answered the completion request.", severity: .warning)
            return
        }
        #expect(
            labels.contains { $0.hasPrefix("padding") },
            "completions after Text(…).pad (server running: \(client.isRunning)) in \(exercise.starterFolder)/\(file): \(labels.prefix(10))"
        )
    }
}

/// A minimal JSON-RPC client for a language server on standard input and output.
final class LanguageServerClient: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let lock = NSCondition()
    private var messages: [[String: Any]] = []
    private var buffer = Data()
    private var nextID = 0

    /// The server's (and the builds it starts') temporary folder, removed when it stops.
    private let temporary = Fixture.scratch("language-server")
    /// The exercises' package's build folder, where the server builds for its index as it would for an editor; removed
    /// when the server stops if the server made it, so the kit's tests leave nothing behind. (Not `--scratch-path`:
    /// the server uses that one folder for every package it opens, the kit's and the exercises', whose builds then
    /// overwrite each other's description and the server waits for ever.)
    private let indexBuild: URL
    private let indexBuildWasThere: Bool

    init(server: String, indexBuild: URL) throws {
        self.indexBuild = indexBuild
        indexBuildWasThere = FileManager.default.fileExists(atPath: indexBuild.path)
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
        process.executableURL = URL(fileURLWithPath: server)
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            self?.received(handle.availableData)
        }
        try process.run()
    }

    /// Whether the server is still running: one that exited answers nothing more.
    var isRunning: Bool { !hasExited() }

    private let exitLock = NSLock()
    private var exited = false

    /// Whether the server has exited. Foundation's `Process` has been seen to miss a server that exited (a zombie it
    /// never reaps, `isRunning` true and `waitUntilExit()` waiting for ever), so the system is asked too.
    private func hasExited() -> Bool {
        exitLock.lock()
        defer { exitLock.unlock() }
        if exited || !process.isRunning {
            exited = true
            return true
        }
        var status: Int32 = 0
        let pid = process.processIdentifier
        let result = waitpid(pid, &status, WNOHANG)
        if result == pid || (result < 0 && errno == ECHILD) { exited = true }
        return exited
    }

    func stop() {
        output.fileHandleForReading.readabilityHandler = nil
        if !hasExited() {
            process.terminate()
            let deadline = Date().addingTimeInterval(30)
            while !hasExited() && Date() < deadline { usleep(100_000) }
            if !hasExited() { kill(process.processIdentifier, SIGKILL) }
        }
        try? FileManager.default.removeItem(at: temporary)
        if !indexBuildWasThere { try? FileManager.default.removeItem(at: indexBuild) }
    }

    private func received(_ data: Data) {
        lock.lock()
        defer { lock.unlock() }
        buffer.append(data)
        while let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) {
            let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
            guard
                let lengthLine = header.split(separator: "\r\n").first(where: {
                    $0.lowercased().hasPrefix("content-length:")
                }),
                let length = Int(lengthLine.split(separator: ":")[1].trimmingCharacters(in: .whitespaces))
            else { return }
            let bodyStart = headerEnd.upperBound
            guard buffer.count - (bodyStart - buffer.startIndex) >= length else { return }
            let body = buffer[bodyStart..<(bodyStart + length)]
            if let message = try? JSONSerialization.jsonObject(with: body) as? [String: Any] {
                messages.append(message)
            }
            buffer = Data(buffer[(bodyStart + length)...])
        }
        lock.broadcast()
    }

    private func send(_ message: [String: Any]) {
        guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
        input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    func notify(_ method: String, _ params: Any) {
        send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// Sends a request and waits for its response; requests from the server are answered with `null`.
    func request(_ method: String, _ params: Any, timeout: TimeInterval) throws -> Any? {
        lock.lock()
        nextID += 1
        let id = nextID
        lock.unlock()
        send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock()
        defer { lock.unlock() }
        while Date() < deadline {
            while let index = messages.firstIndex(where: { $0["method"] != nil && $0["id"] != nil }) {
                let serverRequest = messages.remove(at: index)
                lock.unlock()
                send(["jsonrpc": "2.0", "id": serverRequest["id"] ?? NSNull(), "result": NSNull()])
                lock.lock()
            }
            if let index = messages.firstIndex(where: { ($0["id"] as? Int) == id && $0["method"] == nil }) {
                let response = messages.remove(at: index)
                return response["result"]
            }
            if hasExited() { throw LanguageServerExited(method: method) }
            _ = lock.wait(until: min(deadline, Date().addingTimeInterval(1)))
        }
        throw LanguageServerTimeout(method: method)
    }
}

struct LanguageServerTimeout: Error {
    let method: String
}

/// The server exited while a request waited for its answer.
struct LanguageServerExited: Error {
    let method: String
}
