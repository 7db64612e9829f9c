/// A modifier that you apply to a view or another view modifier, producing a different version of
/// the original value.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding().font(.headline)
///     }
/// }
///
/// Text("Hello").modifier(Card())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View

    /// The content view type passed to `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>

    /// Gets the current body of the caller.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The view a modifier's `body(content:)` receives: the view being modified.
public struct _ViewModifier_Content<Modifier: ViewModifier> {
    nonisolated init() {}
}

extension _ViewModifier_Content: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension _ViewModifier_Content: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        guard let build = context.modifierContent.last else { return [] }
        var outer = context
        outer.modifierContent.removeLast()
        return build(outer)
    }
}

/// A value with a modifier applied to it.

public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms into a new view or new view modifier.
    public var content: Content
    /// The view modifier.
    public var modifier: Modifier

    /// A structure that the defines the content and modifier needed to produce a new view or view modifier.
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never
    public func body(content: _ViewModifier_Content<Self>) -> Never {
        fatalError("ModifiedContent of two modifiers has no body")
    }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func makeNodes(in context: BuildContext) -> [Node] {
        // A modifier made of two (`first.concat(second)`) modifies the view as the two in a row do.
        if let pair = modifier as? any ModifierPair {
            return pair.nodes(modifying: content, in: context)
        }
        if let building = modifier as? any NodeBuildingModifier {
            let content = self.content
            return building.makeNodes(in: context) { inner in inner.host.makeNodes(for: content, in: inner) }
        }
        if let primitive = modifier as? any PrimitiveModifier {
            var inner = context
            primitive.modify(&inner)
            let nodes = context.host.makeNodes(for: content, in: inner)
            for node in nodes { primitive.apply(to: node) }
            return nodes
        }
        let content = self.content
        let node = context.host.modifierNode(for: modifier, in: context) { inner in
            inner.host.makeNodes(for: content, in: inner)
        }
        return [node]
    }
}

/// A modifier made of two, as `ViewModifier.concat(_:)` makes it.
@MainActor
protocol ModifierPair {
    func nodes<V: View>(modifying view: V, in context: BuildContext) -> [Node]
}

extension ModifiedContent: ModifierPair where Content: ViewModifier, Modifier: ViewModifier {
    func nodes<V: View>(modifying view: V, in context: BuildContext) -> [Node] {
        context.host.makeNodes(for: view.modifier(content).modifier(modifier), in: context)
    }
}

extension ViewModifier {
    /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
    nonisolated public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// An empty, or identity, modifier, used during development to switch modifiers at compile time.
public struct EmptyModifier: Sendable {
    /// The identity modifier.
    public static let identity = EmptyModifier()

    /// Creates an empty modifier.
    nonisolated public init() {}
}

extension EmptyModifier: PrimitiveModifier, ViewModifier {
    public typealias Body = Never
    /// An empty modifier has no body: the view it modifies is left as it is.
    public func body(content: Content) -> Never { fatalError("EmptyModifier has no body") }
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Modifiers MiniUI carries out itself: they change the environment of their content, or mark the
/// views their content produced (an annotation, a row setting, a lifecycle action).
@MainActor
protocol PrimitiveModifier {
    func modify(_ context: inout BuildContext)
    func apply(to node: Node)
}

extension PrimitiveModifier {
    func modify(_ context: inout BuildContext) {}
    func apply(to node: Node) {}
}

extension PrimitiveModifier where Self: ViewModifier, Body == Never {
    func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }
}

/// Modifiers MiniUI carries out by building nodes of their own beside or around the content's: a
/// toolbar, a sheet, an alert, swipe actions.
@MainActor
protocol NodeBuildingModifier {
    func makeNodes(in context: BuildContext, content: (BuildContext) -> [Node]) -> [Node]
}

extension NodeBuildingModifier where Self: ViewModifier, Body == Never {
    func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }
}

/// A primitive modifier whose only effect is to show on the screen, as it is written in code.
protocol AnnotatingModifier: PrimitiveModifier, ViewModifier where Body == Never {
    var annotation: String { get }
}

extension AnnotatingModifier {
    func apply(to node: Node) {
        node.annotations.append(annotation)
    }
}

// Most modifiers change only how a view looks: MiniUI draws nothing, so each one shows after the view's
// name on screen, as it is written in code, through `annotated(_:)`.

extension View {
    nonisolated func annotated(_ annotation: String) -> ModifiedContent<Self, AnnotationModifier> {
        modifier(AnnotationModifier(annotation: annotation))
    }
}
