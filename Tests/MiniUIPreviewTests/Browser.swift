import Foundation

/// A headless Chromium, found on the PATH (`chromium`, `chromium-browser`, `google-chrome`) or named by
/// `CHROMIUM`; the browser tests are skipped with this reason when there is none.
enum Browser {
    static let path: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let named = environment["CHROMIUM"], FileManager.default.isExecutableFile(atPath: named) { return named }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }()

    static let missing = "Chromium is not installed (.ci/run installs Debian's chromium package)"

    /// What a page showed once loaded: its DOM after scripts ran, and what the browser logged.
    struct Load {
        var dom: String
        var log: String
    }

    /// Loads `html` with `probe` (a script that measures the page) appended, and returns the DOM.
    static func load(_ html: String, probe: String) throws -> Load {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "miniui-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html")
        let probed = html.replacingOccurrences(of: "</body>", with: "<script>\(probe)</script></body>")
        try Data(probed.utf8).write(to: page)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path!)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
            "--user-data-dir=\(folder.appendingPathComponent("profile").path)", "--enable-logging=stderr", "--v=0",
            "--window-size=1400,1000", "--dump-dom", page.absoluteString,
        ]
        let output = Pipe()
        let errors = folder.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let log = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        return Load(dom: String(decoding: data, as: UTF8.self), log: log)
    }

    /// The JSON the probe left in `<pre id="facts">`.
    static func facts(_ load: Load) -> [String: Any]? {
        guard let start = load.dom.range(of: "<pre id=\"facts\">"),
            let end = load.dom.range(of: "</pre>", range: start.upperBound..<load.dom.endIndex)
        else { return nil }
        let text = String(load.dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        return (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
    }

    /// A probe: `measure` is JavaScript that fills the object `facts`; errors are caught into `facts.errors`.
    static func probe(_ measure: String) -> String {
        """
        const facts = {errors: []};
        try { \(measure) } catch (error) { facts.errors.push(String(error)); }
        const pre = document.createElement('pre'); pre.id = 'facts';
        pre.textContent = JSON.stringify(facts); document.body.appendChild(pre);
        """
    }
}
