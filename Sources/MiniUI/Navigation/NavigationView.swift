/// A view for presenting a stack of views that represents a visible path in a navigation hierarchy.
///
/// Deprecated in SwiftUI in favour of `NavigationStack`, and still common in older code: MiniUI
/// draws it as a `NavigationStack` named `NavigationView`.
@available(iOS, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(macOS, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
public struct NavigationView<Content: View> {
    let content: Content

    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

@available(iOS, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(macOS, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
extension NavigationView: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

@available(iOS, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(macOS, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
extension NavigationView: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let content = content
        let nodes = NavigationStack { content }.makeNodes(in: context)
        nodes.first?.label = "NavigationView"
        return nodes
    }
}

/// A specification for the appearance and interaction of a navigation view.
public protocol NavigationViewStyle: Sendable {}

/// A navigation view style represented by a view stack that only shows a single top view at a time.
public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// The default navigation view style in the current context of the view being styled.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension View {
    /// Sets the style for navigation views within this view.
    nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        self
    }
}
