import Foundation
import PuzzleKit

/// Shows long compiles on standard error: `compiling 01.1… (12 s)`. On a terminal one line is rewritten in
/// place and erased when the compiles end; otherwise a plain line is written every ten seconds, so that logs
/// stay short. Several compiles at once show as the one running longest.
final class CompileProgressLine: @unchecked Sendable {
    private let console: Console
    private let presenter: Presenter
    private let lock = NSLock()
    private var running: [BuildProduct: Double] = [:]
    private var shown = false
    private var lastPlain: [String: Int] = [:]

    init(console: Console, presenter: Presenter) {
        self.console = console
        self.presenter = presenter
    }

    /// `01.1` for anything built for exercise 01.1; `MiniUI` for MiniUI.
    func name(_ product: BuildProduct) -> String {
        guard let module = product.moduleName else { return "MiniUI" }
        return Exercise.id(moduleName: module) ?? module
    }

    func update(_ product: BuildProduct, seconds: Double, finished: Bool) {
        lock.withLock {
            if finished { running[product] = nil } else { running[product] = seconds }
            if console.errorIsTerminal {
                if let (longest, time) = running.max(by: { $0.value < $1.value }) {
                    console.status("\r\u{1B}[K" + presenter.compileProgress(name(longest), seconds: time))
                    shown = true
                } else if shown {
                    console.status("\r\u{1B}[K")
                    shown = false
                }
            } else if !finished {
                // Plain lines: at the first report, then every ten seconds.
                let label = name(product)
                let tens = Int(seconds) / 10
                if lastPlain[label] != tens {
                    lastPlain[label] = tens
                    console.note(presenter.compileProgress(label, seconds: seconds))
                }
            }
        }
    }
}
