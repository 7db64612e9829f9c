// What configures the alerts and confirmation dialogs inside a view: an icon and a suppression toggle,
// which iOS accepts and does not show (watchOS shows the icon, macOS both). MiniUI writes them as
// annotations.

extension View {
    /// Configures the icon used by dialogs within this view.
    nonisolated public func dialogIcon(_ icon: Image?) -> some View {
        annotated(".dialogIcon(\(icon.map(\.description) ?? "nil"))")
    }

    /// Enables user suppression of dialogs and alerts presented within this view, with a default
    /// suppression message on macOS. Unused on other platforms.
    nonisolated public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View {
        annotated(".dialogSuppressionToggle(isSuppressed: \(isSuppressed.wrappedValue))")
    }

    /// Enables user suppression of dialogs and alerts presented within this view, with a custom
    /// suppression message from a localized string key.
    nonisolated public func dialogSuppressionToggle(
        _ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>
    ) -> some View {
        annotated(
            ".dialogSuppressionToggle(\(String(reflecting: titleKey.key)), isSuppressed: \(isSuppressed.wrappedValue))")
    }

    /// Enables user suppression of dialogs and alerts presented within this view, with a custom
    /// suppression message from a string.
    @_disfavoredOverload
    nonisolated public func dialogSuppressionToggle<S: StringProtocol>(
        _ title: S, isSuppressed: Binding<Bool>
    ) -> some View {
        annotated(
            ".dialogSuppressionToggle(\(String(reflecting: String(title))), isSuppressed: \(isSuppressed.wrappedValue))"
        )
    }

    /// Enables user suppression of dialogs and alerts presented within this view, with a custom
    /// suppression message from a text view.
    nonisolated public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> some View {
        annotated(
            ".dialogSuppressionToggle(\(String(reflecting: label.content)), isSuppressed: \(isSuppressed.wrappedValue))"
        )
    }
}

/// The severity of an alert or confirmation dialog. SwiftUI's `dialogSeverity(_:)` modifier is for
/// macOS and watchOS only; MiniUI declares the type, as iOS does, and not the modifier.
public struct DialogSeverity: Equatable, Sendable {
    let name: String
    /// The default dialog severity: alerts that present an error use `.critical`, all others `.standard`.
    public static let automatic = DialogSeverity(name: ".automatic")
    /// A severity that indicates the dialog is being displayed to present information.
    public static let standard = DialogSeverity(name: ".standard")
    /// A severity that indicates extra attention should be given to the dialog.
    public static let critical = DialogSeverity(name: ".critical")
}
