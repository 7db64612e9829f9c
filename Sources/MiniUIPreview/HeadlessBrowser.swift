import Foundation

/// A headless Chromium that draws preview pages as PNG pictures (the lessons' pictures, the browser tests'
/// screenshots) and reads their DOM once loaded. Found on the `PATH` (`chromium`, `chromium-browser`,
/// `google-chrome`) or named by `CHROMIUM`.
public struct HeadlessBrowser: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> HeadlessBrowser? {
        if let named = environment["CHROMIUM"], FileManager.default.isExecutableFile(atPath: named) {
            return HeadlessBrowser(path: named)
        }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return HeadlessBrowser(path: "\(folder)/\(name)")
            }
        }
        return nil
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String

        public init(description: String) {
            self.description = description
        }
    }

    /// What a page showed once loaded: its DOM after its scripts ran, and what the browser logged.
    public struct Load: Sendable {
        public var dom: String
        public var log: String
    }

    /// Loads `page` and returns its DOM. With `virtualTimeBudget` (milliseconds), the page's timers run that long
    /// (in the browser's virtual time, so no test waits for the clock) before the DOM is read, reloads included.
    public func load(_ page: URL, width: Int = 1400, height: Int = 1000, virtualTimeBudget: Int? = nil) throws -> Load {
        try withScratch { scratch in
            var arguments = flags(scratch) + ["--window-size=\(width),\(height)"]
            if let virtualTimeBudget { arguments.append("--virtual-time-budget=\(virtualTimeBudget)") }
            let (output, log) = try run(arguments + ["--dump-dom", page.absoluteString], scratch: scratch)
            return Load(dom: String(decoding: output, as: UTF8.self), log: log)
        }
    }

    /// A PNG of `page`'s top-left `width` × `height` points.
    public func screenshot(_ page: URL, width: Int, height: Int) throws -> Data {
        try withScratch { scratch in
            let file = scratch.appendingPathComponent("screenshot.png")
            let (_, log) = try run(
                flags(scratch) + [
                    "--window-size=\(width),\(height)", "--hide-scrollbars", "--force-device-scale-factor=1",
                    "--screenshot=\(file.path)", page.absoluteString,
                ], scratch: scratch)
            guard let data = FileManager.default.contents(atPath: file.path) else {
                throw Failure(description: "Chromium wrote no screenshot: \(log.suffix(400))")
            }
            return data
        }
    }

    /// A PNG of a page drawn whole: its size is measured first (the `body`'s box, which a picture page shrinks to
    /// its content), then the page is drawn at that size.
    public func picture(_ html: String) throws -> Data {
        try withScratch { scratch in
            let page = scratch.appendingPathComponent("picture.html")
            let measure = """
                <script>addEventListener('load', () => { const box = document.body.getBoundingClientRect();
                const pre = document.createElement('pre'); pre.id = 'size';
                pre.textContent = Math.ceil(box.right) + 'x' + Math.ceil(box.bottom); document.body.after(pre); });
                </script></body>
                """
            try Data(html.replacingOccurrences(of: "</body>", with: measure).utf8).write(to: page)
            let dom = try load(page).dom
            guard let start = dom.range(of: "<pre id=\"size\">"),
                let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
            else { throw Failure(description: "the picture page could not be measured") }
            let size = dom[start.upperBound..<end.lowerBound].split(separator: "x").compactMap { Int($0) }
            guard size.count == 2 else { throw Failure(description: "the picture page could not be measured") }
            try Data(html.utf8).write(to: page)
            return try screenshot(page, width: size[0] + 16, height: size[1] + 16)
        }
    }

    private func flags(_ scratch: URL) -> [String] {
        [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
            "--user-data-dir=\(scratch.appendingPathComponent("profile").path)", "--enable-logging=stderr", "--v=0",
        ]
    }

    private func withScratch<T>(_ body: (URL) throws -> T) throws -> T {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "miniui-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        return try body(scratch)
    }

    private func run(_ arguments: [String], scratch: URL) throws -> (output: Data, log: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe()
        let errors = scratch.appendingPathComponent("stderr-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let log = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        return (data, log)
    }
}
