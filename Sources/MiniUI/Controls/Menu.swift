import Foundation

extension Menu {
    /// Creates a menu with a custom primary action and custom label.
    nonisolated public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: label)
    }
}

extension Menu where Label == Text {
    /// Creates a menu with a custom primary action that generates its label from a localized string key.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(titleKey, content: content)
    }

    /// Creates a menu with a custom primary action that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(title, content: content)
    }
}
