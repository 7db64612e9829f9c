import Foundation

extension View {
    /// Adds a reason to apply a redaction to this view hierarchy.
    nonisolated public func redacted(reason: RedactionReasons) -> some View {
        annotated(reason.isEmpty ? "" : ".redacted(reason: .placeholder)")
    }
}

/// The reasons to apply a redaction to data displayed on screen.
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Displayed data should appear as generic placeholders.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Displayed data should be obscured to protect private information.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
}

extension View {
    /// Marks the view as containing sensitive, private user data.
    nonisolated public func privacySensitive(_ sensitive: Bool = true) -> some View {
        annotated(".privacySensitive(\(sensitive))")
    }

    /// Removes any reason to apply a redaction to this view hierarchy.
    nonisolated public func unredacted() -> some View {
        annotated(".unredacted()")
    }
}
