import Foundation

/// The compiler's own words, as it printed them (paths made relative to the kit), and how many more errors
/// it reported than `text` shows.
public struct CompilerOutput: Codable, Sendable, Hashable {
    /// The first errors with their source lines and notes, exactly as the compiler wrote them.
    public var text: String
    /// How many further errors were left out of `text`.
    public var moreErrors: Int
    /// Where the type checker gave up on an expression (`failed to produce diagnostic for expression`):
    /// `path:line` of the first such error, if any.
    public var typeCheckerGaveUpAt: String?

    public init(text: String, moreErrors: Int = 0, typeCheckerGaveUpAt: String? = nil) {
        self.text = text
        self.moreErrors = moreErrors
        self.typeCheckerGaveUpAt = typeCheckerGaveUpAt
    }
}
