/// A view that controls a navigation presentation.
///
/// ```swift
/// NavigationLink("Pancakes", value: recipe)             // pushes what navigationDestination(for:) makes
/// NavigationLink { RecipeDetail(recipe: recipe) } label: { Text(recipe.name) }
/// ```
///
/// In a ``ViewHost``, `host.tap("Pancakes")` follows the link.
public struct NavigationLink<Label: View, Destination: View> {
    let label: Label
    let target: Target

    enum Target {
        case value(AnyHashable?)
        case view(() -> Destination)
        /// The older `isActive:` and `tag:selection:` forms: a binding says whether the destination is pushed.
        case active(Binding<Bool>, Destination)
    }
}

extension NavigationLink {
    /// Creates a navigation link that presents the destination view.
    nonisolated public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        let destination = destination()
        self.label = label()
        self.target = .view({ destination })
    }

    /// Creates a navigation link that presents the destination view.
    @available(iOS, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(macOS, deprecated: 100000.0, message: "Pass a closure as the destination")
    nonisolated public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .view({ destination })
    }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text label that the link
    /// generates from a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a navigation link that presents a destination view, with a text label that the link
    /// generates from a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// Creates a navigation link that presents a destination view, with a text label that the link
    /// generates from a localized string key.
    @available(iOS, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(macOS, deprecated: 100000.0, message: "Pass a closure as the destination")
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.label = Text(titleKey)
        self.target = .view({ destination })
    }

    /// Creates a navigation link that presents a destination view, with a text label that the link
    /// generates from a title string.
    @available(iOS, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(macOS, deprecated: 100000.0, message: "Pass a closure as the destination")
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.label = Text(title)
        self.target = .view({ destination })
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value.
    nonisolated public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .value(value.map { AnyHashable($0) })
    }

    /// Creates a navigation link that presents the view corresponding to a value, with a text label
    /// that the link generates from a localized string key.
    nonisolated public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text {
        self.init(value: value) { Text(titleKey) }
    }

    /// Creates a navigation link that presents the view corresponding to a value, with a text label
    /// that the link generates from a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text {
        self.init(value: value) { Text(title) }
    }
}

/// A selection compared with a link's tag, for the `tag:selection:` forms.
struct LinkSelection<Tag: Hashable>: @unchecked Sendable {
    let tag: Tag
    let selection: Binding<Tag?>

    var isActive: Binding<Bool> {
        let link = self
        return Binding(
            get: { link.selection.wrappedValue == link.tag },
            set: { link.selection.wrappedValue = $0 ? link.tag : nil })
    }
}

extension NavigationLink {
    /// Creates a navigation link that presents a destination view when active.
    @available(
        iOS, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    nonisolated public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .active(isActive, destination)
    }

    /// Creates a navigation link that presents a destination view when a bound selection variable
    /// equals a given tag value.
    @available(
        iOS, deprecated: 16.0,
        message: "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView"
    )
    nonisolated public init<V: Hashable>(
        destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.target = .active(LinkSelection(tag: tag, selection: selection).isActive, destination)
    }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view when active, with a text label that
    /// the link generates from a localized string key.
    @available(
        iOS, deprecated: 16.0,
        message:
            "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }

    /// Creates a navigation link that presents a destination view when active, with a text label that
    /// the link generates from a title string.
    @available(
        iOS, deprecated: 16.0,
        message:
            "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    /// Creates a navigation link that presents a destination view when a bound selection variable
    /// matches a value you provide, with a text label from a localized string key.
    @available(
        iOS, deprecated: 16.0,
        message: "use NavigationLink(_:value:) inside a List within a NavigationStack or NavigationSplitView"
    )
    nonisolated public init<V: Hashable>(
        _ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>
    ) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
    }

    /// Creates a navigation link that presents a destination view when a bound selection variable
    /// matches a value you provide, with a text label from a title string.
    @available(
        iOS, deprecated: 16.0,
        message: "use NavigationLink(_:value:) inside a List within a NavigationStack or NavigationSplitView"
    )
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Hashable>(
        _ title: S, destination: Destination, tag: V, selection: Binding<V?>
    ) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
    }
}

extension NavigationLink: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension NavigationLink: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let node = LabelledControl.node(.button, "NavigationLink", label: label, in: context)
        let navigation = context.environment.navigation
        guard context.environment.isEnabled, let navigation else {
            // Outside a navigation stack, or without a value, a link does nothing, as in SwiftUI.
            node.action = {}
            return [node]
        }
        switch target {
        case .value(let value):
            node.action = { if let value { navigation.push(value) } }
        case .view(let destination):
            node.action = { navigation.push(view: AnyView(destination())) }
        case .active(let isActive, let destination):
            // Pushed while the binding is true, as `navigationDestination(isPresented:)` does; a tap sets it.
            node.action = { isActive.wrappedValue = true }
            let presenter = EmptyView().navigationDestination(isPresented: isActive) { destination }
            return [node] + context.host.makeNodes(for: presenter, in: context.child(.role("isActive")))
        }
        return [node]
    }
}

extension NavigationLink {
    /// Sets the navigation link to present its destination as the detail component of the containing
    /// navigation view. MiniUI shows it as an annotation.
    nonisolated public func isDetailLink(_ isDetailLink: Bool) -> some View {
        annotated(".isDetailLink(\(isDetailLink))")
    }
}
