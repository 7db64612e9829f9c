import Foundation

// Badges on list rows and tab items, shown as annotations.

extension View {
    /// Generates a badge for the view from an integer value (a list row's or a tab's count); zero shows none.
    nonisolated public func badge(_ count: Int) -> some View {
        annotated(count == 0 ? ".badge(0)" : ".badge(\(count))")
    }

    /// Generates a badge for the view from a text view; `nil` shows none.
    nonisolated public func badge(_ label: Text?) -> some View {
        annotated(".badge(\(label.map { String(reflecting: $0.content) } ?? "nil"))")
    }

    /// Generates a badge for the view from a localized string key; `nil` shows none.
    nonisolated public func badge(_ key: LocalizedStringKey?) -> some View {
        annotated(".badge(\(key.map { String(reflecting: $0.key) } ?? "nil"))")
    }

    /// Generates a badge for the view from a string; `nil` shows none.
    @_disfavoredOverload
    nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some View {
        annotated(".badge(\(label.map { String(reflecting: String($0)) } ?? "nil"))")
    }
}

/// The visual prominence of a badge.
public struct BadgeProminence: Hashable, Sendable {
    let name: String
    /// The lowest level of prominence for a badge.
    public static let decreased = BadgeProminence(name: ".decreased")
    /// The standard level of prominence for a badge.
    public static let standard = BadgeProminence(name: ".standard")
    /// The highest level of prominence for a badge.
    public static let increased = BadgeProminence(name: ".increased")
}

private struct BadgeProminenceKey: EnvironmentKey {
    static var defaultValue: BadgeProminence { .standard }
}

extension EnvironmentValues {
    /// The prominence to apply to badges associated with this environment: `.standard` unless set.
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }
}

extension View {
    /// Specifies the prominence of badges created by this view (MiniUI: an annotation, and the environment value).
    nonisolated public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        modifier(EnvironmentWritingModifier { $0.badgeProminence = prominence })
            .annotated(".badgeProminence(\(prominence.name))")
    }
}
