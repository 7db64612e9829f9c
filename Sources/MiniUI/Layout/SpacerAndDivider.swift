/// A visual element that can be used to separate other content.
public struct Divider: Equatable, Sendable {
    nonisolated public init() {}
}

extension Divider: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Divider: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        [context.host.node(.generic, "Divider()", in: context)]
    }
}

/// A flexible space that expands along the major axis of its containing stack.
public struct Spacer: Equatable, Sendable {
    /// The minimum length this spacer can be shrunk to.
    public var minLength: CGFloat?

    nonisolated public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }
}

extension Spacer: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Spacer: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [Node] {
        let label = minLength.map { "Spacer(minLength: \(Renderer.number($0)))" } ?? "Spacer()"
        return [context.host.node(.generic, label, in: context)]
    }
}
