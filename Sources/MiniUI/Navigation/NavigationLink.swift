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
        }
        return [node]
    }
}
