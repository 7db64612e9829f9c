// The alert API SwiftUI deprecated in favour of `alert(_:isPresented:actions:message:)`, still common in
// older code, and `ActionSheet`, the older form of a confirmation dialog.

/// A representation of an alert presentation.
@available(iOS, deprecated: 100000.0, message: "use `View.alert(title:isPresented:presenting::actions:) instead.")
@available(macOS, deprecated: 100000.0, message: "use `View.alert(title:isPresented:presenting::actions:) instead.")
public struct Alert {
    let title: Text
    let message: Text?
    var buttons: [Alert.Button]

    /// Creates an alert with one button.
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = dismissButton.map { [$0] } ?? []
    }

    /// Creates an alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }

    /// A button representing an operation of an alert presentation.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// Creates an alert button with the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: nil, action: action)
        }

        /// Creates an alert button that indicates cancellation, with a custom label.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// Creates an alert button that indicates cancellation, with a system-provided label.
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// Creates an alert button with a style that indicates a destructive action.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: .destructive, action: action)
        }
    }
}

struct LegacyAlertModifier<Item> {
    let item: Binding<Item?>
    let content: (Item) -> Alert
    var name = "alert"
}

extension LegacyAlertModifier: NodeBuildingModifier, ViewModifier {
    typealias Body = Never

    func makeNodes(in context: BuildContext, content build: (BuildContext) -> [Node]) -> [Node] {
        let nodes = build(context)
        guard let item = item.wrappedValue else { return nodes }
        let alert = content(item)
        let binding = self.item
        let dismiss: @MainActor () -> Void = { binding.wrappedValue = nil }
        var inner = context
        inner.environment.dismissesOnAction = PresentationActions(dismiss: dismiss)
        let buttons = alert.buttons.isEmpty ? [Alert.Button.default(Text("OK"))] : alert.buttons
        let actions = AnyView(
            ForEach(buttons.indices, id: \.self) { index in
                let button = buttons[index]
                MiniUI.Button(button.label.content, role: button.role) { button.action?() }
            })
        return nodes
            + Presentation.node(
                "\(name)(\(String(reflecting: alert.title.content)))",
                AlertContent(actions: actions, message: alert.message), in: inner, dismiss: dismiss)
    }
}

extension View {
    /// Presents an alert to the user.
    @available(iOS, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
    @available(macOS, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
    nonisolated public func alert(isPresented: Binding<Bool>, content: @escaping () -> Alert) -> some View {
        modifier(LegacyAlertModifier(item: isPresented.presence) { _ in content() })
    }

    /// Presents an alert to the user, using an item as its data source.
    @available(iOS, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
    @available(macOS, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
    nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> Alert)
        -> some View
    {
        modifier(LegacyAlertModifier(item: item, content: content))
    }
}

/// A representation of an action sheet presentation: the older form of a confirmation dialog.
@available(
    iOS, deprecated: 100000.0,
    message: "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead."
)
@available(macOS, unavailable)
public struct ActionSheet {
    /// A button representing an operation of an action sheet presentation.
    public typealias Button = Alert.Button

    let alert: Alert

    /// Creates an action sheet with the provided buttons.
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        var alert = Alert(title: title, message: message)
        alert.buttons = buttons
        self.alert = alert
    }
}

extension View {
    /// Presents an action sheet when a given condition is true.
    @available(
        iOS, deprecated: 100000.0,
        message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)`instead."
    )
    @available(macOS, unavailable)
    nonisolated public func actionSheet(isPresented: Binding<Bool>, content: @escaping () -> ActionSheet) -> some View {
        modifier(
            LegacyAlertModifier(item: isPresented.presence, content: { _ in content().alert }, name: "actionSheet"))
    }

    /// Presents an action sheet using the given item as a data source for the sheet's content.
    @available(
        iOS, deprecated: 100000.0,
        message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)`instead."
    )
    @available(macOS, unavailable)
    nonisolated public func actionSheet<T: Identifiable>(item: Binding<T?>, content: @escaping (T) -> ActionSheet)
        -> some View
    {
        modifier(LegacyAlertModifier(item: item, content: { content($0).alert }, name: "actionSheet"))
    }
}
