import Foundation

/// One diagnostic from `swiftc -diagnostic-style llvm`: its header line, the source lines that follow,
/// and the notes attached to it.
struct CompilerDiagnostic: Sendable, Hashable {
    var file: String?
    var line: Int?
    var column: Int?
    var severity: String
    var message: String
    /// The header line and the source excerpt below it.
    var lines: [String]
    var notes: [CompilerDiagnostic] = []

    var text: String { (lines + notes.flatMap(\.lines)).joined(separator: "\n") }
}
