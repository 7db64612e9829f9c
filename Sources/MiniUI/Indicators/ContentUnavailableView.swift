import Foundation

/// An interface, consisting of a label and additional content, that you display when the content
/// of your app is unavailable to users.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View> {
    let label: Label
    let description: Description
    let actions: Actions

    /// Creates an interface, consisting of a label and additional content, that you display when the
    /// content of your app is unavailable to users.
    nonisolated public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }
}

extension ContentUnavailableView where Label == MiniUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates an interface with a label generated from a localized title and a system image.
    nonisolated public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { MiniUI.Label(title, systemImage: name) }, description: { description })
    }

    /// Creates an interface with a label generated from a title string and a system image.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { MiniUI.Label(title, systemImage: name) }, description: { description })
    }

    /// Creates a `ContentUnavailableView` instance that conveys a search state.
    nonisolated public static var search: ContentUnavailableView<MiniUI.Label<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass")
    }

    /// Creates a `ContentUnavailableView` instance that conveys a search state with the search text.
    nonisolated public static func search(text: String) -> ContentUnavailableView<
        MiniUI.Label<Text, Image>, Text?, EmptyView
    > {
        ContentUnavailableView("No Results for “\(text)”", systemImage: "magnifyingglass")
    }
}

extension ContentUnavailableView: View where Label: View, Description: View, Actions: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension ContentUnavailableView: PrimitiveView where Label: View, Description: View, Actions: View {
    func makeNodes(in context: BuildContext) -> [Node] {
        let node = context.host.node(.generic, "ContentUnavailableView", in: context)
        let inside = context.inside(node)
        node.children =
            context.host.makeNodes(for: label, in: inside.child(.role("label")))
            + context.host.makeNodes(for: description, in: inside.child(.role("description")))
            + context.host.makeNodes(for: actions, in: inside.child(.role("actions")))
        return [node]
    }
}
