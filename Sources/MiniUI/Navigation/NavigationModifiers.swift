// Modifiers that a navigation stack reads: where values lead, and what its bar shows.

struct NavigationDestinationModifier<D: Hashable, C: View> {
    let destination: (D) -> C
}

extension NavigationDestinationModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never

    func modify(_ context: inout BuildContext) {
        guard let navigation = context.environment.navigation else { return }
        let destination = destination
        navigation.destinations[ObjectIdentifier(D.self)] = { value in AnyView(destination(value.base as! D)) }
        navigation.generation += 1
    }
}

struct NavigationDestinationPresentingModifier<V: View> {
    let isPresented: Binding<Bool>
    let destination: V
}

extension NavigationDestinationPresentingModifier: NodeBuildingModifier, ViewModifier {
    typealias Body = Never

    func makeNodes(in context: BuildContext, content: (BuildContext) -> [Node]) -> [Node] {
        let nodes = content(context)
        guard isPresented.wrappedValue else { return nodes }
        return nodes
            + Presentation.node("navigationDestination(isPresented: true)", destination, in: context) {
                [isPresented] in isPresented.wrappedValue = false
            }
    }
}

/// A navigation title display mode (`.inline`, `.large`, `.automatic`).
public enum NavigationBarItem {
    /// A style for displaying the title of a navigation bar.
    public enum TitleDisplayMode: Sendable {
        case automatic, inline, large
    }
}

extension View {
    /// Associates a destination view with a presented data type for use within a navigation stack.
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(NavigationDestinationModifier(destination: destination))
    }

    /// Associates a destination view with a binding that can be used to push the view onto a
    /// navigation stack.
    nonisolated public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View {
        modifier(NavigationDestinationPresentingModifier(isPresented: isPresented, destination: destination()))
    }

    /// Configures the view's title for purposes of navigation, using a localized string.
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(AnnotationModifier(annotation: ".navigationTitle(\(String(reflecting: titleKey.key)))"))
    }

    /// Configures the view's title for purposes of navigation, using a string.
    @_disfavoredOverload
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(AnnotationModifier(annotation: ".navigationTitle(\(String(reflecting: String(title))))"))
    }

    /// Configures the view's title for purposes of navigation, using a text view.
    nonisolated public func navigationTitle(_ title: Text) -> some View {
        modifier(AnnotationModifier(annotation: ".navigationTitle(\(String(reflecting: title.content)))"))
    }

    /// Configures the view's title for purposes of navigation, using a binding to an editable title
    /// (where the platform lets a person rename the document from the navigation bar). MiniUI shows the
    /// title the binding reads.
    nonisolated public func navigationTitle(_ title: Binding<String>) -> some View {
        modifier(AnnotationModifier(annotation: ".navigationTitle(\(String(reflecting: title.wrappedValue)))"))
    }

    /// Configures the title display mode for this view.
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        modifier(AnnotationModifier(annotation: ".navigationBarTitleDisplayMode(.\(displayMode))"))
    }

    /// Hides the navigation back button for the view.
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(AnnotationModifier(annotation: hidesBackButton ? ".navigationBarBackButtonHidden()" : ""))
    }
}

/// A modifier shown on screen as written in code: `.navigationTitle("Recipes")`.
struct AnnotationModifier {
    let annotation: String
}

extension AnnotationModifier: AnnotatingModifier {}

extension View {
    /// Associates a destination view with a bound value for use within a navigation stack: while
    /// the item is not `nil`, its destination is pushed.
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(NavigationItemModifier(item: item, destination: destination))
    }
}

struct NavigationItemModifier<D: Hashable, C: View> {
    let item: Binding<D?>
    let destination: (D) -> C
}

extension NavigationItemModifier: NodeBuildingModifier, ViewModifier {
    typealias Body = Never

    func makeNodes(in context: BuildContext, content: (BuildContext) -> [Node]) -> [Node] {
        let nodes = content(context)
        let value = item.wrappedValue
        for node in nodes { node.isHidden = value != nil }
        guard let value else { return nodes }
        let item = self.item
        let pushed = Presentation.node("destination(\(String(reflecting: value)))", destination(value), in: context) {
            item.wrappedValue = nil
        }
        // The pushed screen covers the one that pushed it; `host.goBack()` and `dismiss()` pop it.
        pushed[0].controls.dismiss = nil
        return nodes + pushed
    }
}
