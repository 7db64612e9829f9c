import Foundation

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

extension AnyTransition {
    /// Creates a transition that when added to a view will animate the view's insertion by moving
    /// it in from the specified edge while fading it in.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(name: ".push(from: .\(edge))")
    }
}
