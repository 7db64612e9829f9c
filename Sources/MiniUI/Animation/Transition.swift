extension View {

    /// Associates a transition with the view.
    nonisolated public func transition(_ t: AnyTransition) -> some View {
        annotated(".transition(\(t.name))")
    }
}

/// A type-erased transition.
public struct AnyTransition: Sendable {
    let name: String

    public static let opacity = AnyTransition(name: ".opacity")
    public static let slide = AnyTransition(name: ".slide")
    public static let scale = AnyTransition(name: ".scale")
    public static let identity = AnyTransition(name: ".identity")
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: ".move(edge: .\(edge))") }
}
