import Foundation
import MiniUIPreview

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
    /// With `onLoad`, the probe runs once the page and its images have loaded.
    /// `files` are written beside the page (`page.html`); with `virtualTimeBudget` (milliseconds of the browser's
    /// virtual time, so nothing waits for the clock) the page's timers run, reloads included, before the DOM is read.
    static func load(
        _ html: String, probe: String, onLoad: Bool = false, files: [String: String] = [:],
        virtualTimeBudget: Int? = nil
    ) throws -> Load {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "miniui-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html")
        let script = onLoad ? "addEventListener('load', () => { \(probe) });" : probe
        let probed = html.replacingOccurrences(of: "</body>", with: "<script>\(script)</script></body>")
        try Data(probed.utf8).write(to: page)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path!)
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                "--user-data-dir=\(folder.appendingPathComponent("profile").path)", "--enable-logging=stderr", "--v=0",
                "--window-size=1400,1000",
            ] + (virtualTimeBudget.map { ["--virtual-time-budget=\($0)"] } ?? []) + ["--dump-dom", page.absoluteString]
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

extension Browser {
    /// How two PNGs differ, counted by the browser itself: both drawn into canvases, a pixel differs when one of
    /// its channels differs by more than `threshold` (of 255).
    struct Comparison {
        var sameSize: Bool
        var differing: Int
        var total: Int
        var fraction: Double { total == 0 ? 1 : Double(differing) / Double(total) }
    }

    static func compare(_ picture: Data, with reference: Data, threshold: Int = 48) throws -> Comparison {
        let page = """
            <!DOCTYPE html><html><body>
            <img id="a" src="data:image/png;base64,\(picture.base64EncodedString())">
            <img id="b" src="data:image/png;base64,\(reference.base64EncodedString())">
            </body></html>
            """
        let load = try Browser.load(
            page,
            probe: probe(
                """
                const pixels = image => {
                  const canvas = document.createElement('canvas');
                  canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
                  const context = canvas.getContext('2d');
                  context.drawImage(image, 0, 0);
                  return context.getImageData(0, 0, canvas.width, canvas.height).data;
                };
                const a = document.getElementById('a'), b = document.getElementById('b');
                facts.sameSize = a.naturalWidth == b.naturalWidth && a.naturalHeight == b.naturalHeight;
                facts.total = a.naturalWidth * a.naturalHeight;
                facts.differing = 0;
                if (facts.sameSize && facts.total > 0) {
                  const pa = pixels(a), pb = pixels(b);
                  for (let i = 0; i < pa.length; i += 4) {
                    if (Math.abs(pa[i] - pb[i]) > \(threshold) || Math.abs(pa[i + 1] - pb[i + 1]) > \(threshold)
                      || Math.abs(pa[i + 2] - pb[i + 2]) > \(threshold)) { facts.differing += 1; }
                  }
                }
                """), onLoad: true)
        guard let facts = facts(load), let total = facts["total"] as? Int else {
            throw HeadlessBrowser.Failure(description: "the comparison page said nothing: \(load.log.suffix(400))")
        }
        return Comparison(
            sameSize: facts["sameSize"] as? Bool ?? false, differing: facts["differing"] as? Int ?? total, total: total)
    }
}
