/// The view an `if`/`else` or `switch` in a `@ViewBuilder` builds: one of two branches.
///
/// Each branch has its own identity, so switching branches discards the other branch's state.

public struct _ConditionalContent<TrueContent, FalseContent> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    nonisolated init(storage: Storage) {
        self.storage = storage
    }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension _ConditionalContent: PrimitiveView where TrueContent: View, FalseContent: View {
    func makeNodes(in context: BuildContext) -> [Node] {
        switch storage {
        case .trueContent(let view):
            return context.host.makeNodes(for: view, in: context.child(.branch(true)))
        case .falseContent(let view):
            return context.host.makeNodes(for: view, in: context.child(.branch(false)))
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { primitiveBody() }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(in context: BuildContext) -> [Node] {
        guard let view = self else { return [] }
        return context.host.makeNodes(for: view, in: context.child(.branch(true)))
    }
}
