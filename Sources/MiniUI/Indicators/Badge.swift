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
