import Foundation

/// The compiler's own words, as it printed them (paths made relative to the kit), and how many more errors
/// it reported than `text` shows.
public struct CompilerOutput: Codable, Sendable, Hashable {
    /// The first errors with their source lines and notes, exactly as the compiler wrote them.
    public var text: String
    /// How many further errors were left out of `text`.
    public var moreErrors: Int

    public init(text: String, moreErrors: Int = 0) {
        self.text = text
        self.moreErrors = moreErrors
    }
}
