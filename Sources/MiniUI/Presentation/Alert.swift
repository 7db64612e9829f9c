// Alerts and confirmation dialogs: while presented, the title, the actions (each a button that also
// dismisses) and the message show below the presenting view.

struct AlertModifier<Actions: View, Message: View> {
    let name: String
    let title: String
    let isPresented: Binding<Bool>
    let actions: Actions?
    let message: Message?
}

extension AlertModifier: NodeBuildingModifier, ViewModifier {
    typealias Body = Never

    func makeNodes(in context: BuildContext, content build: (BuildContext) -> [Node]) -> [Node] {
        let nodes = build(context)
        guard isPresented.wrappedValue, let given = actions else { return nodes }
        let isPresented = self.isPresented
        let dismiss: @MainActor () -> Void = { isPresented.wrappedValue = false }
        var inner = context
        inner.environment.dismissesOnAction = PresentationActions(dismiss: dismiss)
        let actions: AnyView =
            Actions.self == EmptyView.self
            // An alert without actions gets an OK button, as in SwiftUI.
            ? AnyView(Button("OK") {}) : AnyView(given)
        let presented = Presentation.node(
            "\(name)(\(String(reflecting: title)))", AlertContent(actions: actions, message: message), in: inner,
            dismiss: dismiss)
        return nodes + presented
    }
}

/// Makes every button inside an alert or dialog dismiss it after running its action.
final class PresentationActions: @unchecked Sendable {
    let dismiss: @MainActor () -> Void

    init(dismiss: @escaping @MainActor () -> Void) {
        self.dismiss = dismiss
    }
}

private struct DismissesOnActionKey: EnvironmentKey {
    static var defaultValue: PresentationActions? { nil }
}

extension EnvironmentValues {
    var dismissesOnAction: PresentationActions? {
        get { self[DismissesOnActionKey.self] }
        set { self[DismissesOnActionKey.self] = newValue }
    }
}

struct AlertContent<Message: View>: View {
    let actions: AnyView
    let message: Message?

    var body: some View {
        actions
        if let message { MessageContent(content: message) }
    }
}

struct MessageContent<Content: View> {
    let content: Content
}

extension MessageContent: View {
    typealias Body = Never
    var body: Never { primitiveBody() }
}

extension MessageContent: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        Container.node("message", [], content, in: context)
    }
}

extension View {
    /// Presents an alert when a given condition is true, using a localized string key for the title.
    nonisolated public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(titleKey.key, isPresented, actions(), EmptyView?.none)
    }

    /// Presents an alert when a given condition is true, using a string variable as a title.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(String(title), isPresented, actions(), EmptyView?.none)
    }

    /// Presents an alert when a given condition is true, using a text view for the title.
    nonisolated public func alert<A: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(title.content, isPresented, actions(), EmptyView?.none)
    }

    /// Presents an alert with a message when a given condition is true, using a localized string key
    /// for a title.
    nonisolated public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        alert(titleKey.key, isPresented, actions(), message())
    }

    /// Presents an alert with a message when a given condition is true, using a string variable as a title.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alert(String(title), isPresented, actions(), message())
    }

    /// Presents an alert with a message when a given condition is true using a text view as a title.
    nonisolated public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alert(title.content, isPresented, actions(), message())
    }

    /// Presents an alert using the given data to produce the alert's content and a localized string
    /// key for a title.
    nonisolated public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(titleKey.key, isPresented, data.map(actions), EmptyView?.none)
    }

    /// Presents an alert with a message using the given data to produce the alert's content and a
    /// localized string key for a title.
    nonisolated public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(titleKey.key, isPresented, data.map(actions), data.map(message))
    }

    /// Presents an alert using the given data to produce the alert's content and a string variable
    /// as a title.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(String(title), isPresented, data.map(actions), EmptyView?.none)
    }

    /// Presents an alert using the given data to produce the alert's content and a text view as a title.
    nonisolated public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(title.content, isPresented, data.map(actions), EmptyView?.none)
    }

    /// Presents an alert with a message using the given data to produce the alert's content and a
    /// string variable as a title.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(String(title), isPresented, data.map(actions), data.map(message))
    }

    /// Presents an alert with a message using the given data to produce the alert's content and a
    /// text view as a title.
    nonisolated public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(title.content, isPresented, data.map(actions), data.map(message))
    }

    /// Presents an alert when an error is present: its title is the error's description.
    nonisolated public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(error?.errorDescription ?? "", isPresented, actions(), EmptyView?.none)
    }

    /// Presents an alert with a message when an error is present: its title is the error's description.
    nonisolated public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View {
        alert(error?.errorDescription ?? "", isPresented, error.map(actions), error.map(message))
    }

    nonisolated private func alert<A: View, M: View>(
        _ title: String, _ isPresented: Binding<Bool>, _ actions: A?, _ message: M?
    )
        -> ModifiedContent<Self, AlertModifier<A, M>>
    {
        modifier(
            AlertModifier(name: "alert", title: title, isPresented: isPresented, actions: actions, message: message))
    }

    /// Presents a confirmation dialog when a given condition is true, using a localized string key for the title.
    nonisolated public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        dialog(titleKey.key, isPresented, actions(), EmptyView?.none)
    }

    /// Presents a confirmation dialog when a given condition is true, using a string variable as a title.
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        dialog(String(title), isPresented, actions(), EmptyView?.none)
    }

    /// Presents a confirmation dialog when a given condition is true, using a text view for the title.
    nonisolated public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        dialog(title.content, isPresented, actions(), EmptyView?.none)
    }

    /// Presents a confirmation dialog with a message when a given condition is true, using a
    /// localized string key for the title.
    nonisolated public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        dialog(titleKey.key, isPresented, actions(), message())
    }

    /// Presents a confirmation dialog with a message when a given condition is true, using a string
    /// variable for the title.
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        dialog(String(title), isPresented, actions(), message())
    }

    /// Presents a confirmation dialog using data to produce the dialog's content and a localized
    /// string key for the title.
    nonisolated public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        dialog(titleKey.key, isPresented, data.map(actions), EmptyView?.none)
    }

    /// Presents a confirmation dialog with a message when a given condition is true, using a text
    /// view for the title.
    nonisolated public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        dialog(title.content, isPresented, actions(), message())
    }

    /// Presents a confirmation dialog using data to produce the dialog's content and a string
    /// variable for the title.
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        dialog(String(title), isPresented, data.map(actions), EmptyView?.none)
    }

    /// Presents a confirmation dialog using data to produce the dialog's content and a text view
    /// for the title.
    nonisolated public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        dialog(title.content, isPresented, data.map(actions), EmptyView?.none)
    }

    /// Presents a confirmation dialog with a message using data to produce the dialog's content and
    /// a localized string key for the title.
    nonisolated public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        dialog(titleKey.key, isPresented, data.map(actions), data.map(message))
    }

    /// Presents a confirmation dialog with a message using data to produce the dialog's content and
    /// a string variable for the title.
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        dialog(String(title), isPresented, data.map(actions), data.map(message))
    }

    /// Presents a confirmation dialog with a message using data to produce the dialog's content and
    /// a text view for the title.
    nonisolated public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        dialog(title.content, isPresented, data.map(actions), data.map(message))
    }

    nonisolated private func dialog<A: View, M: View>(
        _ title: String, _ isPresented: Binding<Bool>, _ actions: A?, _ message: M?
    )
        -> ModifiedContent<Self, AlertModifier<A, M>>
    {
        modifier(
            AlertModifier(
                name: "confirmationDialog", title: title, isPresented: isPresented, actions: actions, message: message))
    }
}
